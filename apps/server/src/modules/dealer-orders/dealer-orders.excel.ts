import type { OrderInput } from '@spm/contracts';
import {
  MAX_ORDER_LINES,
  normalizePartCode,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  QTY_MAX,
  TRANSPORT_TYPE_LABELS,
  TRANSPORT_TYPES,
} from '@spm/domain';
import { AppError } from '../../platform/errors';
import { type ApplyContext, defineImport, type ImportRow } from '../../platform/excel/importer';
import { type ColumnDef, defineSheet, labelledColumn } from '../../platform/excel/sheet';
import type { DealerOrderService } from './dealer-orders.service';

const upper = (text: string) => text.toUpperCase();

/** The order type column of the order sheets (import and exports). */
export const orderTypeColumn = labelledColumn(
  'orderType',
  '订单类型',
  'Order type',
  ORDER_TYPES,
  ORDER_TYPE_LABELS,
) satisfies ColumnDef;
/** The transport type column of the order sheets (import and exports). */
export const transportTypeColumn = labelledColumn(
  'transportType',
  '运输方式',
  'Transport type',
  TRANSPORT_TYPES,
  TRANSPORT_TYPE_LABELS,
) satisfies ColumnDef;

/** The header fields of an imported order: rows with the same values make one order. */
const HEADER_KEYS = [
  'dealerCode',
  'orderType',
  'orderWarehouseCode',
  'receivingWarehouseCode',
  'transportType',
  'vin',
  'approvalNo',
  'dfsPurchaseCode',
] as const;

/**
 * Dealer order import (order input "import", spec §2): one row per line; rows with the same header
 * columns become one temporary order. Rows repeating the same header and part code are refused
 * (`uniqueBy`, spec §5). The dealer code is only for head-office agent entry.
 */
export const orderImportSheet = defineSheet({
  key: 'dealerOrderImport',
  page: 'orderEntry',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '经销商订单导入',
  titleEn: 'Dealer order import',
  columns: [
    {
      key: 'dealerCode',
      headerZh: '经销商代码',
      headerEn: 'Dealer code',
      type: 'string',
      max: 20,
      normalize: upper,
      noteZh: '仅总部代录入时填写',
      noteEn: 'Only for head-office agent entry',
    },
    { ...orderTypeColumn, required: true, example: 'Normal' },
    {
      key: 'orderWarehouseCode',
      headerZh: '订货仓库',
      headerEn: 'Order warehouse',
      type: 'string',
      required: true,
      max: 20,
      normalize: upper,
      example: 'W01',
    },
    {
      key: 'receivingWarehouseCode',
      headerZh: '收货仓库',
      headerEn: 'Receiving warehouse',
      type: 'string',
      max: 20,
      normalize: upper,
      example: 'W01',
    },
    { ...transportTypeColumn, noteZh: '仅紧急订单填写', noteEn: 'Urgent orders only' },
    { key: 'vin', headerZh: 'VIN', headerEn: 'VIN', type: 'string', max: 17, normalize: upper },
    { key: 'approvalNo', headerZh: '审批号', headerEn: 'Approval no', type: 'string', max: 30 },
    {
      key: 'dfsPurchaseCode',
      headerZh: 'DFS采购代码',
      headerEn: 'DFS purchase code',
      type: 'string',
      max: 30,
    },
    {
      key: 'partCode',
      headerZh: '配件编号',
      headerEn: 'Part code',
      type: 'string',
      required: true,
      max: 32,
      normalize: normalizePartCode,
      example: '04152-YZZA1-00-A1',
      noteZh: `每个订单最多${MAX_ORDER_LINES}行`,
      noteEn: `At most ${MAX_ORDER_LINES} lines per order`,
    },
    {
      key: 'qty',
      headerZh: '订货数量',
      headerEn: 'Order qty',
      type: 'int',
      required: true,
      max: QTY_MAX,
      example: 1,
    },
  ],
  uniqueBy: [...HEADER_KEYS, 'partCode'],
});

type ImportValues = {
  dealerCode: string | null;
  orderType: string | null;
  orderWarehouseCode: string | null;
  receivingWarehouseCode: string | null;
  transportType: string | null;
  vin: string | null;
  approvalNo: string | null;
  dfsPurchaseCode: string | null;
  partCode: string | null;
  qty: number | null;
};
type Row = ImportRow<ImportValues>;

const COLUMN_KEYS = new Set<string>(orderImportSheet.columns.map((c) => c.key));

/** Records a refused save against the import rows: `lines[i].x` on row i, header fields on the first row. */
function failRows(ctx: ApplyContext, error: AppError, rows: readonly Row[]) {
  if (error.fieldErrors.length === 0) return ctx.fail(rows[0], error.code, error.params);
  for (const f of error.fieldErrors) {
    const line = /^lines\[(\d+)\]\.(\w+)$/.exec(f.field);
    const row = line ? (rows[Number(line[1])] ?? rows[0]) : rows[0];
    const column = line ? line[2] : f.field;
    ctx.fail(row, f.code, f.params ?? error.params, COLUMN_KEYS.has(column) ? column : undefined);
  }
}

/**
 * The import: groups each batch's rows by header into temporary orders created through the order
 * service (same rules, prices and numbering as the entry screen); a group continued in a later batch
 * is appended to the order the earlier batch created. Any refused row rolls the whole import back.
 */
export function createOrderImport(orders: DealerOrderService) {
  const runs = new WeakMap<ApplyContext, Map<string, { id: number; rows: Row[] }>>();
  return defineImport({
    sheet: orderImportSheet,
    async apply(tx, rows, ctx) {
      const created = runs.get(ctx) ?? new Map<string, { id: number; rows: Row[] }>();
      runs.set(ctx, created);
      const groups = new Map<string, Row[]>();
      for (const row of rows as Row[]) {
        const key = HEADER_KEYS.map((k) => row.values[k] ?? '').join('\u0001');
        groups.set(key, [...(groups.get(key) ?? []), row]);
      }
      let inserted = 0;
      for (const [key, group] of groups) {
        const h = group[0].values;
        const lines = group.map((r) => ({ partCode: r.values.partCode ?? '', qty: r.values.qty ?? 0 }));
        const prior = created.get(key);
        try {
          if (prior) {
            await orders.appendLines(tx, ctx.principal, prior.id, lines);
            prior.rows.push(...group);
            continue;
          }
          const input: OrderInput = {
            orderType: h.orderType as OrderInput['orderType'],
            dealerCode: h.dealerCode ?? undefined,
            orderWarehouseCode: h.orderWarehouseCode ?? '',
            receivingWarehouseCode: h.receivingWarehouseCode ?? undefined,
            transportType: (h.transportType ?? undefined) as OrderInput['transportType'],
            acceptBackorder: true,
            vin: h.vin ?? undefined,
            approvalNo: h.approvalNo ?? undefined,
            dfsPurchaseCode: h.dfsPurchaseCode ?? undefined,
            lines,
          };
          const order = await orders.create(tx, ctx.principal, input);
          created.set(key, { id: order.id, rows: group });
          inserted++;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failRows(ctx, error, prior ? [...prior.rows, ...group] : group);
        }
      }
      return { inserted, updated: 0 };
    },
  });
}
