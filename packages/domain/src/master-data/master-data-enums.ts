import type { Label } from '../rules.js';

/**
 * Warehouse types (spec §2 master data, GLOSSARY "warehouse"): the main warehouse, a branch, and the
 * slow-flow main warehouse (the only one DFS orders go to, spec §5).
 */
export const WAREHOUSE_TYPES = ['Main', 'Branch', 'SlowFlowMain'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
export const WAREHOUSE_TYPE_LABELS: Readonly<Record<WarehouseType, Label>> = {
  Main: { zh: '主仓', en: 'Main' },
  Branch: { zh: '分仓', en: 'Branch' },
  SlowFlowMain: { zh: '慢流主仓', en: 'Slow-flow main' },
};

/** Dealer networks (GLOSSARY "dealer type": joint-venture network A / B, network C; group and others). */
export const DEALER_NETWORKS = ['NetworkA', 'NetworkB', 'NetworkC', 'Other'] as const;
export type DealerNetwork = (typeof DEALER_NETWORKS)[number];
export const DEALER_NETWORK_LABELS: Readonly<Record<DealerNetwork, Label>> = {
  NetworkA: { zh: 'A网', en: 'Network A' },
  NetworkB: { zh: 'B网', en: 'Network B' },
  NetworkC: { zh: 'C网', en: 'Network C' },
  Other: { zh: '其他', en: 'Other' },
};

/** Settlement currencies of suppliers (spec §2 supplier master). */
export const SUPPLIER_CURRENCIES = ['CNY', 'USD', 'EUR', 'JPY'] as const;
export type SupplierCurrency = (typeof SUPPLIER_CURRENCIES)[number];

/** The master data kinds whose changes are kept in the change history. */
export const MASTER_DATA_KINDS = [
  'warehouse',
  'dealer',
  'supplier',
  'partResponsible',
  'userSuperior',
] as const;
export type MasterDataKind = (typeof MASTER_DATA_KINDS)[number];

/** What a history row records: a creation, an edit, an abolition/closing, a re-activation, an import. */
export const MASTER_DATA_ACTIONS = ['create', 'update', 'abolish', 'import'] as const;
export type MasterDataAction = (typeof MASTER_DATA_ACTIONS)[number];
export const MASTER_DATA_ACTION_LABELS: Readonly<Record<MasterDataAction, Label>> = {
  create: { zh: '新增', en: 'Created' },
  update: { zh: '修改', en: 'Edited' },
  abolish: { zh: '废止', en: 'Abolished' },
  import: { zh: '导入', en: 'Imported' },
};
