import { index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { createdNow, revisedFromNowBy, warehouseRef } from '../../platform/db/columns';
import { partRef } from './parts.tables';

/**
 * A part in one warehouse (spec §2 "warehouse flow setting", "min/max stock correction"; §5 storage
 * rules): flow partition, storages, safety stock, capacity and min/max stock, all in pieces. A part
 * with no row here uses the part-level values of the parts master in every warehouse.
 */
export const partWarehouseSettings = pgTable(
  'part_warehouse_settings',
  {
    partCode: partRef(),
    warehouseCode: warehouseRef(),
    flowPartition: varchar('flow_partition', { length: 20 }),
    mainStorageCode: varchar('main_storage_code', { length: 30 }),
    /** Where abnormal (damaged, wrong, quarantined) pieces of the part are kept. */
    abnormalStorageCode: varchar('abnormal_storage_code', { length: 30 }),
    childDefaultStorageCode: varchar('child_default_storage_code', { length: 30 }),
    safetyStock: integer('safety_stock'),
    capacity: integer('capacity'),
    minStock: integer('min_stock'),
    maxStock: integer('max_stock'),
    ...revisedFromNowBy(),
  },
  (t) => [
    primaryKey({ columns: [t.partCode, t.warehouseCode] }),
    index('part_warehouse_settings_wh_idx').on(t.warehouseCode),
  ],
);

/**
 * Demand prediction setting of a part (spec §2 "prediction setting", §5): 12 monthly coefficients,
 * decimal strings between 0 and 1 summing to exactly 1 (January first).
 */
export const partPredictionSettings = pgTable('part_prediction_settings', {
  partCode: partRef().primaryKey(),
  coefficients: jsonb('coefficients').$type<string[]>().notNull(),
  ...revisedFromNowBy(),
});

/**
 * Whole-table master settings of the parts domain, one row per key (spec §5): `circulation` holds the
 * circulation type rows `[{ circulationType, endRatio, minMonth }]`, `priceRanges` the price range rows
 * `[{ startValue, endValue, controlParameter }]`. Replaced as a whole with optimistic `version`.
 */
export const partMasterSettings = pgTable('part_master_settings', {
  key: varchar('key', { length: 30 }).primaryKey(),
  value: jsonb('value').$type<unknown[]>().notNull(),
  ...revisedFromNowBy(),
});

/**
 * Storage locations of a warehouse (codes follow the storage norm of packages/domain, e.g. `A-01-02-03`)
 * with their type: main, sub, transit, packaging or abnormal (spec §5). The warehouse info of a part
 * registers its main storage here; stock rows and the stock location query read them.
 */
export const storageLocations = pgTable(
  'storage_locations',
  {
    warehouseCode: warehouseRef(),
    storageCode: varchar('storage_code', { length: 30 }).notNull(),
    storageType: varchar('storage_type', { length: 10 }).notNull(),
    createdAt: createdNow(),
  },
  (t) => [primaryKey({ columns: [t.warehouseCode, t.storageCode] })],
);
