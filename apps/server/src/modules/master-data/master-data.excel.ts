import {
  type DealerMasterQuery,
  dealerInput,
  type SupplierMasterQuery,
  supplierInput,
  type WarehouseMasterQuery,
  warehouseInput,
} from '@spm/contracts';
import {
  DEALER_NETWORK_LABELS,
  DEALER_NETWORKS,
  DEALER_TYPES,
  type ErrorCode,
  SALES_REGIONS,
  SUPPLIER_CURRENCIES,
  WAREHOUSE_TYPE_LABELS,
  WAREHOUSE_TYPES,
} from '@spm/domain';
import type { z } from 'zod';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { ExportDef } from '../../platform/excel/excel.service';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { pagedRows } from '../../platform/excel/list-export';
import { type ColumnDef, defineSheet, labelledValues } from '../../platform/excel/sheet';
import type { DealerMasterService } from './dealers.service';
import type { SupplierMasterService } from './suppliers.service';
import type { WarehouseMasterService } from './warehouses.service';

const text = (key: string, headerZh: string, headerEn: string, max: number, required = false): ColumnDef => ({
  key,
  headerZh,
  headerEn,
  type: 'string',
  max,
  required,
});
const codeColumn = (headerZh: string, headerEn: string): ColumnDef => ({
  ...text('code', headerZh, headerEn, 20, true),
  normalize: (v) => v.toUpperCase(),
});
const common = [
  text('nameZh', '中文名称', 'Chinese name', 100, true),
  text('nameEn', '英文名称', 'English name', 100, true),
] as const;
const place = [
  text('provinceZh', '省份', 'Province', 50, true),
  text('cityZh', '城市', 'City (Chinese)', 50, true),
  text('cityEn', '城市（英文）', 'City (English)', 50, true),
  {
    key: 'region',
    headerZh: '销售区域',
    headerEn: 'Sales region',
    type: 'enum',
    enumValues: SALES_REGIONS,
    required: true,
  },
] as const satisfies readonly ColumnDef[];
const contacts = [
  text('address', '地址', 'Address', 200),
  text('postalCode', '邮编', 'Postal code', 6),
  text('contact', '联系人', 'Contact', 50),
  text('phone', '电话', 'Phone', 20),
] as const;
const activeColumn: ColumnDef = { key: 'active', headerZh: '有效', headerEn: 'Active', type: 'bool' };

/** Warehouse master sheet (import: insert or update by code; `active` is exported only). */
export const warehouseSheet = defineSheet({
  key: 'masterWarehouses',
  page: 'masterWarehouse',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '仓库主数据',
  titleEn: 'Warehouse master',
  uniqueBy: ['code'],
  columns: [
    codeColumn('仓库代码', 'Warehouse code'),
    ...common,
    {
      key: 'warehouseType',
      headerZh: '仓库类型',
      headerEn: 'Warehouse type',
      type: 'enum',
      required: true,
      enumValues: labelledValues(WAREHOUSE_TYPES, WAREHOUSE_TYPE_LABELS),
    },
    ...place,
    ...contacts,
    activeColumn,
  ],
});

/** Dealer master sheet; ordering warehouses comma-separated. */
export const dealerSheet = defineSheet({
  key: 'masterDealers',
  page: 'masterDealer',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '经销商主数据',
  titleEn: 'Dealer master',
  uniqueBy: ['code'],
  columns: [
    codeColumn('经销商代码', 'Dealer code'),
    ...common,
    {
      key: 'dealerType',
      headerZh: '经销商类型',
      headerEn: 'Dealer type',
      type: 'enum',
      required: true,
      enumValues: DEALER_TYPES,
    },
    {
      key: 'network',
      headerZh: '网络',
      headerEn: 'Network',
      type: 'enum',
      required: true,
      enumValues: labelledValues(DEALER_NETWORKS, DEALER_NETWORK_LABELS),
    },
    ...place,
    {
      key: 'areaManagerUserId',
      headerZh: '区域经理用户ID',
      headerEn: 'Area manager user id',
      type: 'int',
      min: 1,
    },
    {
      key: 'creditLimit',
      headerZh: '信用额度',
      headerEn: 'Credit limit',
      type: 'money',
      min: 0,
      required: true,
    },
    {
      key: 'newEnergyAuthorised',
      headerZh: '新能源授权',
      headerEn: 'New-energy authorised',
      type: 'bool',
      required: true,
    },
    { key: 'poppEligible', headerZh: 'POPP资格', headerEn: 'POPP eligible', type: 'bool', required: true },
    text('defaultWarehouseCode', '默认收货仓库', 'Default warehouse', 20, true),
    {
      ...text('orderingWarehouseCodes', '订货仓库', 'Ordering warehouses', 500, true),
      noteZh: '多个仓库代码用英文逗号分隔',
      noteEn: 'warehouse codes separated by commas',
    },
    ...contacts,
    activeColumn,
  ],
});

/** Supplier master sheet. */
export const supplierSheet = defineSheet({
  key: 'masterSuppliers',
  page: 'masterSupplier',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '供应商主数据',
  titleEn: 'Supplier master',
  uniqueBy: ['code'],
  columns: [
    codeColumn('供应商代码', 'Supplier code'),
    ...common,
    {
      key: 'currency',
      headerZh: '币种',
      headerEn: 'Currency',
      type: 'enum',
      required: true,
      enumValues: SUPPLIER_CURRENCIES,
    },
    text('contact', '联系人', 'Contact', 50),
    text('phone', '电话', 'Phone', 20),
    text('email', '邮箱', 'Email', 100),
    text('address', '地址', 'Address', 200),
    activeColumn,
  ],
});

/** Parses a row as the form would (the contract schema); a refused cell is a row error on its column. */
function parseRow<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw new AppError(
    'VALIDATION_FAILED',
    {},
    parsed.error.issues.map((issue) => ({
      field: String(issue.path[0] ?? ''),
      code: 'EXCEL_CELL_INVALID' as ErrorCode,
    })),
  );
}

const cells = (values: Record<string, unknown>) => {
  const { active: _active, ...rest } = values;
  return Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v ?? undefined]));
};

/** A master import: each row inserts a new record or updates the one with its code (action `import`). */
function masterImport<C extends readonly ColumnDef[]>(
  sheet: ReturnType<typeof defineSheet<C, never>>,
  save: (
    tx: Tx,
    values: Record<string, unknown>,
    ctx: Parameters<Parameters<typeof defineImport>[0]['apply']>[2],
  ) => Promise<'inserted' | 'updated'>,
) {
  return defineImport({
    sheet,
    apply: (tx, rows, ctx) =>
      saveEachRow(rows, ctx, (row) => save(tx, row.values as Record<string, unknown>, ctx)),
  });
}

/** The service methods an import saves a master record through. */
interface MasterSaver<I extends { code: string }> {
  detail(tx: Tx, code: string): Promise<{ version: number }>;
  create(tx: Tx, principal: Principal, input: I): Promise<unknown>;
  update(
    tx: Tx,
    principal: Principal,
    code: string,
    input: I & { version: number },
    action: 'import',
  ): Promise<unknown>;
}

/** Saves an imported record: a new code is created, a known one updated at its current version. */
async function createOrUpdate<I extends { code: string }>(
  service: MasterSaver<I>,
  tx: Tx,
  principal: Principal,
  input: I,
): Promise<'inserted' | 'updated'> {
  const existing = await service.detail(tx, input.code).catch(() => null);
  if (!existing) {
    await service.create(tx, principal, input);
    return 'inserted';
  }
  await service.update(tx, principal, input.code, { ...input, version: existing.version }, 'import');
  return 'updated';
}

/** The three master imports, saving through the services (same rules and history as the forms). */
export function masterImports(s: {
  warehouses: WarehouseMasterService;
  dealers: DealerMasterService;
  suppliers: SupplierMasterService;
}) {
  return {
    warehouses: masterImport(warehouseSheet as never, async (tx, values, ctx) => {
      const input = parseRow(warehouseInput, cells(values));
      return createOrUpdate(s.warehouses, tx, ctx.principal, input);
    }),
    dealers: masterImport(dealerSheet as never, async (tx, values, ctx) => {
      const raw = cells(values);
      const ordering = String(raw.orderingWarehouseCodes ?? '')
        .split(/[,，]/)
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean);
      const input = parseRow(dealerInput, {
        ...raw,
        areaManagerUserId: raw.areaManagerUserId ?? null,
        orderingWarehouseCodes: ordering,
        defaultWarehouseCode: String(raw.defaultWarehouseCode ?? '').toUpperCase(),
      });
      return createOrUpdate(s.dealers, tx, ctx.principal, input);
    }),
    suppliers: masterImport(supplierSheet as never, async (tx, values, ctx) => {
      const input = parseRow(supplierInput, cells(values));
      return createOrUpdate(s.suppliers, tx, ctx.principal, input);
    }),
  };
}

/** The three master exports: the list's filters, streamed page by page. */
export function masterExports(s: {
  warehouses: WarehouseMasterService;
  dealers: DealerMasterService;
  suppliers: SupplierMasterService;
}) {
  const warehouses: ExportDef<WarehouseMasterQuery> = {
    key: 'masterWarehouses',
    sheet: warehouseSheet,
    permission: 'masterWarehouse:export',
    rows: pagedRows((db, _p, query) => s.warehouses.list(db, query)),
  };
  const dealers: ExportDef<DealerMasterQuery> = {
    key: 'masterDealers',
    sheet: dealerSheet,
    permission: 'masterDealer:export',
    rows: pagedRows(
      (db, _p, query) => s.dealers.list(db, query),
      (d) => ({ ...d, orderingWarehouseCodes: d.orderingWarehouseCodes.join(',') }),
    ),
  };
  const suppliers: ExportDef<SupplierMasterQuery> = {
    key: 'masterSuppliers',
    sheet: supplierSheet,
    permission: 'masterSupplier:export',
    rows: pagedRows((db, _p, query) => s.suppliers.list(db, query)),
  };
  return { warehouses, dealers, suppliers };
}
