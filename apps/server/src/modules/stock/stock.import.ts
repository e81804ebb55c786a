import { businessDateTime, checkStorageCode } from '@spm/domain';
import { defineImport, saveEachRow } from '../../platform/excel/importer';
import { type ColumnDef, defineSheet } from '../../platform/excel/sheet';
import { partCodeColumn, rowsWithKnownReferences, warehouseCodeColumn } from '../parts';
import { stockLocations } from './stock.query';
import { adjust, type StockArrivalHandler } from './stock.service';

/** The storage location column of an import sheet: the location's code, upper-cased. */
export const storageCodeColumn = {
  key: 'storageCode',
  headerZh: '库位',
  headerEn: 'Storage',
  type: 'string',
  required: true,
  max: 30,
  normalize: (s: string) => s.toUpperCase(),
  example: 'A-01-02-03',
} as const satisfies ColumnDef;

/** Stock import sheet (spec §2 parts master "stock import"): signed on-hand changes per storage location. */
export const stockSheet = defineSheet({
  key: 'partsStock',
  page: 'partsMaster',
  button: 'stockImport',
  buttonZh: '库存导入',
  buttonEn: 'Stock import',
  titleZh: '库存导入',
  titleEn: 'Stock import',
  uniqueBy: ['warehouseCode', 'partCode', 'storageCode'],
  columns: [
    warehouseCodeColumn,
    partCodeColumn,
    {
      ...storageCodeColumn,
      noteZh: '库位编码规范如 A-01-02-03',
      noteEn: 'storage norm, e.g. A-01-02-03',
    },
    {
      key: 'qty',
      headerZh: '调整数量',
      headerEn: 'Adjust qty',
      type: 'int',
      required: true,
      min: -99_999_999,
      max: 99_999_999,
      example: 20,
      noteZh: '正数入库（可释放欠货），负数减少，不能为0；不能减到已分配数以下',
      noteEn:
        'positive adds stock (backorders may be released), negative removes it, not 0; cannot go below the allocated qty',
    },
  ],
});

/**
 * Stock import: each row books a signed on-hand change into one storage location through the stock
 * service's `adjust` (ledger movement `import`, document `stockImport` / `SI<time>-<user>`). A positive
 * change calls `onArrival` with the import's time (the app passes the backorder re-release), so waiting backorders can be released; a negative one
 * cannot take the location below its allocated qty (STOCK_NOT_ENOUGH). The warehouse must be the
 * caller's (WAREHOUSE_NOT_FOUND), the part known (PART_NOT_FOUND), the storage code follow the norm,
 * the qty not 0 (STOCK_QTY_INVALID). Rows are applied in part-code order (the stock service's lock
 * order). Inserted = a new storage location for the part, updated = an existing one.
 */
export const createStockImport = (onArrival: StockArrivalHandler) =>
  defineImport({
    sheet: stockSheet,
    check: (row) => {
      const issues = [];
      const v = row.storageCode ? checkStorageCode(row.storageCode) : null;
      if (v)
        issues.push({ column: 'storageCode', code: v.code, params: v.params as Record<string, unknown> });
      if (row.qty === 0) issues.push({ column: 'qty', code: 'STOCK_QTY_INVALID' as const });
      return issues;
    },
    async apply(tx, rows, ctx) {
      const documentNo = `SI${businessDateTime(ctx.now, ctx.businessTz).replace(/\D/g, '')}-${ctx.principal.userId}`;
      const ordered = [...(await rowsWithKnownReferences(tx, rows, ctx))].sort((a, b) =>
        `${a.values.partCode}|${a.values.warehouseCode}|${a.values.storageCode}`.localeCompare(
          `${b.values.partCode}|${b.values.warehouseCode}|${b.values.storageCode}`,
        ),
      );
      return saveEachRow(ordered, ctx, async (row) => {
        const { partCode, warehouseCode, storageCode, qty } = row.values as {
          partCode: string;
          warehouseCode: string;
          storageCode: string;
          qty: number;
        };
        const locations = await stockLocations(tx, ctx.principal, partCode, warehouseCode);
        const known = locations.some((l) => l.storageCode === storageCode);
        await adjust(
          tx,
          {
            partCode,
            warehouseCode,
            storageCode,
            onHandDelta: qty,
            movementType: 'import',
            documentType: 'stockImport',
            documentNo,
            actorId: ctx.principal.userId,
            at: ctx.now,
          },
          (t, part, warehouse) => onArrival(t, part, warehouse, ctx.now),
        );
        return known ? 'updated' : 'inserted';
      });
    },
  });
