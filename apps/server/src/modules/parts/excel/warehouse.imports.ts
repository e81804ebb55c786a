import { checkMinMaxStock } from '@spm/domain';
import { defineImport, saveEachRow } from '../../../platform/excel/importer';
import { defineSheet } from '../../../platform/excel/sheet';
import { findPart, type PartHoldQuery } from '../parts.repository';
import { actorOf } from '../parts.service';
import {
  correctMinMax,
  partWarehouseRow,
  savePartWarehouse,
  setWarehouseFlow,
} from '../parts-settings.service';
import { rowsWithKnownReferences } from './batch-lookups';
import { partCodeColumn, qtyColumn, upper, warehouseCodeColumn } from './parts-master.sheet';

/** Storage import sheet (spec §2 "storage import"): a part's storages and stock parameters in one warehouse. */
export const storageSheet = defineSheet({
  key: 'partsStorage',
  page: 'partsMaster',
  button: 'storageImport',
  buttonZh: '库位导入',
  buttonEn: 'Storage import',
  titleZh: '配件库位',
  titleEn: 'Part storages',
  uniqueBy: ['warehouseCode', 'partCode'],
  columns: [
    warehouseCodeColumn,
    partCodeColumn,
    {
      key: 'mainStorageCode',
      headerZh: '主库位',
      headerEn: 'Main storage',
      type: 'string',
      max: 30,
      normalize: upper,
      example: 'A-01-02-03',
      noteZh: '库位编码规范如 A-01-02-03，不能跳级；有库存、订单、盘点、拣货或发运时不能变更',
      noteEn:
        'storage norm, e.g. A-01-02-03, no skipped level; cannot change while the part has stock, orders, counting, picking or shipping',
    },
    {
      key: 'abnormalStorageCode',
      headerZh: '异常件库位',
      headerEn: 'Abnormal-part storage',
      type: 'string',
      max: 30,
      normalize: upper,
      noteZh: '须为已登记的非在途、包装、主库位',
      noteEn: 'a registered storage that is not transit, packaging or main',
    },
    {
      key: 'childDefaultStorageCode',
      headerZh: '子件默认库位',
      headerEn: 'Child-part default storage',
      type: 'string',
      max: 30,
      normalize: upper,
    },
    {
      ...qtyColumn('safetyStock', '安全库存', 'Safety stock'),
      noteZh: '须先设置主库位',
      noteEn: 'needs a main storage',
    },
    qtyColumn('capacity', '容量', 'Capacity'),
  ],
});

/**
 * Storage import: per row `savePartWarehouse` with the input form's rules (storage norm, main storage
 * first, child-part default storage only in the slow-flow main warehouse, abnormal storage type, no
 * storage change while the part is held — spec §4, §5). An empty cell keeps the stored value.
 * Inserted = the part had no row in the warehouse yet. `holds` are what other modules hold of a part.
 */
export const storageImport = (holds: readonly PartHoldQuery[]) =>
  defineImport({
    sheet: storageSheet,
    upsert: true,
    async apply(tx, rows, ctx) {
      return saveEachRow(await rowsWithKnownReferences(tx, rows, ctx), ctx, async (row) => {
        const { partCode, warehouseCode, ...values } = row.values as typeof row.values & {
          partCode: string;
          warehouseCode: string;
        };
        const current = await partWarehouseRow(tx, partCode, warehouseCode);
        const part = await findPart(tx, partCode);
        const pick = <K extends keyof typeof values>(k: K, stored: (typeof values)[K] | null | undefined) =>
          values[k] ?? stored ?? null;
        await savePartWarehouse(
          tx,
          ctx.principal,
          actorOf(ctx.principal, ctx.now),
          partCode,
          warehouseCode,
          {
            flowPartition: current?.flowPartition ?? null,
            mainStorageCode: pick(
              'mainStorageCode',
              current ? current.mainStorageCode : part?.mainStorageCode,
            ),
            abnormalStorageCode: pick('abnormalStorageCode', current?.abnormalStorageCode),
            childDefaultStorageCode: pick('childDefaultStorageCode', current?.childDefaultStorageCode),
            safetyStock: pick('safetyStock', current?.safetyStock),
            capacity: pick('capacity', current?.capacity),
            version: current?.version ?? 0,
          },
          holds,
        );
        return current ? 'updated' : 'inserted';
      });
    },
  });

/** Flow-partition import sheet (spec §2 "flow-partition import"). */
export const flowPartitionSheet = defineSheet({
  key: 'partsFlowPartition',
  page: 'partsMaster',
  button: 'flowPartitionImport',
  buttonZh: '流动分区导入',
  buttonEn: 'Flow-partition import',
  titleZh: '流动分区',
  titleEn: 'Flow partitions',
  uniqueBy: ['warehouseCode', 'partCode'],
  columns: [
    warehouseCodeColumn,
    partCodeColumn,
    {
      key: 'flowPartition',
      headerZh: '流动分区',
      headerEn: 'Flow partition',
      type: 'string',
      max: 20,
      example: 'F1',
      noteZh: '为空则清除',
      noteEn: 'empty clears it',
    },
  ],
});

/** Flow-partition import: the warehouse flow setting (`setWarehouseFlow`) row by row; empty clears. */
export const flowPartitionImport = defineImport({
  sheet: flowPartitionSheet,
  upsert: true,
  async apply(tx, rows, ctx) {
    return saveEachRow(await rowsWithKnownReferences(tx, rows, ctx), ctx, async (row) => {
      const { partCode, warehouseCode, flowPartition } = row.values as {
        partCode: string;
        warehouseCode: string;
        flowPartition: string | null;
      };
      const current = await partWarehouseRow(tx, partCode, warehouseCode);
      await setWarehouseFlow(tx, ctx.principal, actorOf(ctx.principal, ctx.now), {
        warehouseCode,
        rows: [{ partCode, flowPartition }],
      });
      return current ? 'updated' : 'inserted';
    });
  },
});

/** Min/max stock correction sheet (spec §2 "min/max stock correction", §5 "max stock not below min"). */
export const minMaxSheet = defineSheet({
  key: 'partsMinMax',
  page: 'partsMaster',
  button: 'minMaxStockCorrection',
  buttonZh: '最小/最大库存修正',
  buttonEn: 'Min/max stock correction',
  titleZh: '最小最大库存修正',
  titleEn: 'Min-max stock correction',
  uniqueBy: ['partCode', 'warehouseCode'],
  columns: [
    partCodeColumn,
    {
      ...warehouseCodeColumn,
      required: false,
      noteZh: '为空则修正配件级最小/最大库存',
      noteEn: 'empty corrects the part-level values',
    },
    {
      ...qtyColumn('minStock', '最小库存', 'Min stock'),
      example: 10,
      noteZh: '为空则清除',
      noteEn: 'empty clears it',
    },
    {
      ...qtyColumn('maxStock', '最大库存', 'Max stock'),
      example: 50,
      noteZh: '不能小于最小库存；为空则清除',
      noteEn: 'not below the min stock; empty clears it',
    },
  ],
});

/**
 * Min/max stock correction import: `correctMinMax` per row, at part level (no warehouse) or for one
 * warehouse; both values are set as given (empty = not set). MAX_STOCK_BELOW_MIN is checked on every
 * row before anything is saved.
 */
export const minMaxImport = defineImport({
  sheet: minMaxSheet,
  upsert: true,
  check: (row) => {
    const v = checkMinMaxStock(row.minStock, row.maxStock);
    return v ? [{ column: v.field ?? null, code: v.code, params: v.params as Record<string, unknown> }] : [];
  },
  async apply(tx, rows, ctx) {
    return saveEachRow(await rowsWithKnownReferences(tx, rows, ctx), ctx, async (row) => {
      const { partCode, warehouseCode, minStock, maxStock } = row.values as {
        partCode: string;
        warehouseCode: string | null;
        minStock: number | null;
        maxStock: number | null;
      };
      const current = warehouseCode ? await partWarehouseRow(tx, partCode, warehouseCode) : undefined;
      const version = warehouseCode
        ? (current?.version ?? 0)
        : ((await findPart(tx, partCode, true))?.version ?? 0);
      await correctMinMax(tx, ctx.principal, actorOf(ctx.principal, ctx.now), partCode, {
        warehouseCode,
        minStock,
        maxStock,
        version,
      });
      return warehouseCode && !current ? 'inserted' : 'updated';
    });
  },
});
