import { ALL_PERMISSIONS } from '@spm/domain';
import { roles } from '../../../platform/db/platform.tables';
import type { DemoSeedContext } from './context';

/** `page:action` patterns of one page's actions. */
const pageActions = (page: string, ...actions: string[]) => actions.map((action) => `${page}:${action}`);

/** `!page:action` patterns taking actions of one page away again. */
const withheld = (page: string, ...actions: string[]) => pageActions(page, ...actions).map((p) => `!${p}`);

/** Where every role but the administrator's and head office's starts: the dashboard and reading notices. */
const HOME = ['dashboard', ...pageActions('notice', 'view', 'search', 'export')];

/** What the four subsidy approvers hold (the workflow decides which level each may take). */
const SUBSIDY_APPROVER = [
  ...pageActions('accidentSubsidy', 'view', 'search', 'export', 'return', 'audit'),
  ...pageActions('accidentCarOrder', 'view', 'search'),
  ...pageActions('settlementContract', 'view', 'search'),
];

/**
 * Demo roles as permission patterns: `page` grants every action of the page, `page:action` one action,
 * `!page:action` takes one away. Patterns naming pages that do not exist yet simply match nothing, so
 * the roles keep working as modules add pages.
 */
export const DEMO_ROLES: { code: string; nameZh: string; nameEn: string; patterns: string[] }[] = [
  { code: 'admin', nameZh: '系统管理员', nameEn: 'Administrator', patterns: ['*'] },
  {
    code: 'hq',
    nameZh: '总部配件担当',
    nameEn: 'Head-office parts staff',
    patterns: [
      'dashboard',
      'notice',
      'partsMaster',
      'baseNumber',
      'partsImage',
      'inventoryQuery',
      'orderEntry',
      'orderStatusQuery',
      'vorApproval',
      'unsubmittedOrder',
      'submittedUnsettled',
      'overageChangeDetail',
      ...pageActions('warehouseRelease', 'view', 'search', 'export'),
      ...pageActions('pickBill', 'view', 'search'),
      ...pageActions('shipBill', 'view', 'search'),
      ...pageActions('adminUser', 'view', 'search'),
      'vehicleRegister',
      'dealerClaim',
      ...withheld('dealerClaim', 'add', 'edit', 'delete', 'save', 'submit'),
      ...pageActions('invoiceQuery', 'view', 'search', 'export'),
      'salesStatistics',
      'interfaceMonitor',
      ...pageActions('warehouseClaim', 'view', 'search', 'print', 'export', 'audit'),
      'majorClaim',
      '!majorClaim:order',
      ...pageActions('bodOrder', 'view', 'search', 'export', 'audit'),
      'masterWarehouse',
      'masterDealer',
      'masterSupplier',
      'partResponsibility',
      'orderHold',
      'abnormalDemand',
      ...pageActions('transferApply', 'view', 'search', 'superior'),
      ...pageActions('stockAdjust', 'view', 'search'),
      ...pageActions('countPlan', 'view', 'search'),
      'bomMaintain',
      'rfqManage',
      'fixPrice',
      'promotionParts',
      'partsPackage',
    ],
  },
  {
    code: 'dealer',
    nameZh: '经销商配件员',
    nameEn: 'Dealer parts staff',
    patterns: [
      ...HOME,
      'inventoryQuery',
      '!inventoryQuery:ledger',
      'orderEntry',
      '!orderEntry:agent',
      'orderStatusQuery',
      'unsubmittedOrder',
      'submittedUnsettled',
      'confirmDelivery',
      'overageChangeDetail',
      ...pageActions('partsImage', 'view', 'search', 'export', 'download'),
      'vehicleRegister:view',
      'dealerClaim',
      ...withheld('dealerClaim', 'audit', 'complete'),
      'poppQuery',
      ...withheld('poppQuery', 'audit', 'confirm', 'close'),
      'accidentCarOrder',
      'settlementContract',
      'accidentSubsidy',
      '!accidentSubsidy:audit',
      ...pageActions('invoiceQuery', 'view', 'search', 'export'),
      'salesStatistics',
      ...pageActions('warehouseClaim', 'view', 'search'),
      ...pageActions('majorClaim', 'view', 'search', 'export', 'order'),
      'bodOrder',
      '!bodOrder:audit',
      ...pageActions('promotionParts', 'view', 'search', 'order', 'export'),
      ...pageActions('partsPackage', 'view', 'search', 'order', 'export'),
    ],
  },
  {
    code: 'warehouse',
    nameZh: '仓库作业员',
    nameEn: 'Warehouse staff',
    patterns: [
      ...HOME,
      'inventoryQuery',
      ...pageActions('partsMaster', 'view', 'search', 'export'),
      'warehouseRelease',
      'pickBill',
      'boxing',
      'shipBill',
      ...pageActions('orderStatusQuery', 'view', 'search', 'export'),
      ...pageActions('dealerClaim', 'view', 'search', 'print', 'export', 'audit', 'complete'),
      'warehouseClaim',
      '!warehouseClaim:audit',
      'warehouseLocation',
      'warehouseReceipt',
      'transferApply',
      '!transferApply:superior',
      'warehouseReturn',
      'scrapOrder',
      'stockAdjust',
      'countPlan',
    ],
  },
  {
    code: 'supplier',
    nameZh: '供应商用户',
    nameEn: 'Supplier user',
    patterns: [
      ...HOME,
      ...pageActions('partsImage', 'view', 'search', 'export'),
      'supplierRfq',
      'supplierOrder',
    ],
  },
  {
    code: 'supplierAdmin',
    nameZh: '供应商管理员',
    nameEn: 'Supplier administrator',
    patterns: [
      ...HOME,
      ...pageActions('partsImage', 'view', 'search', 'export', 'download'),
      'supplierRfq',
      'supplierOrder',
      'supplierUser',
    ],
  },
  {
    code: 'popp',
    nameZh: 'POPP担当',
    nameEn: 'POPP specialist',
    patterns: [
      ...HOME,
      'poppQuery',
      ...withheld('poppQuery', 'add', 'submit', 'receive', 'delete'),
      'poppQuota',
    ],
  },
  {
    code: 'areaManager',
    nameZh: '区域经理',
    nameEn: 'Area manager',
    patterns: [...HOME, ...SUBSIDY_APPROVER],
  },
  {
    code: 'partsManager',
    nameZh: '配件经理',
    nameEn: 'Parts manager',
    patterns: [...HOME, ...SUBSIDY_APPROVER],
  },
  {
    code: 'fixPrice',
    nameZh: '定价专员',
    nameEn: 'Fix-price commissioner',
    patterns: [...HOME, ...SUBSIDY_APPROVER, 'fixPrice'],
  },
  {
    code: 'finance',
    nameZh: '财务分析',
    nameEn: 'Finance analysis',
    patterns: [
      ...HOME,
      ...SUBSIDY_APPROVER,
      'invoiceQuery',
      'salesStatistics',
      ...pageActions('interfaceMonitor', 'view', 'search', 'retransmit'),
    ],
  },
  {
    code: 'buyer',
    nameZh: '总部采购员',
    nameEn: 'Head-office buyer',
    patterns: [
      ...HOME,
      ...pageActions('partsMaster', 'view', 'search'),
      'inventoryQuery',
      'poPrice',
      'purchaseOrder',
    ],
  },
];

/** Expands permission patterns against the page catalogue. */
export function expandPermissions(patterns: readonly string[]): string[] {
  const granted = new Set<string>();
  for (const p of patterns.filter((x) => !x.startsWith('!'))) {
    for (const code of ALL_PERMISSIONS) {
      if (p === '*' || code === p || code.startsWith(`${p}:`)) granted.add(code);
    }
  }
  for (const p of patterns.filter((x) => x.startsWith('!'))) granted.delete(p.slice(1));
  return [...granted];
}

export async function seedRoles({ db }: DemoSeedContext) {
  await db.insert(roles).values(
    DEMO_ROLES.map((r) => ({
      code: r.code,
      nameZh: r.nameZh,
      nameEn: r.nameEn,
      permissions: expandPermissions(r.patterns),
    })),
  );
}
