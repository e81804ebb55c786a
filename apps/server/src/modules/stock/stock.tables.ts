import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, createdNowBy, warehouseRef } from '../../platform/db/columns';
import { partRef } from '../parts/parts.tables';

/**
 * Stock per part, warehouse and storage location (quantities in pieces). available = onHand − allocated.
 * The database refuses negative stock and over-allocation (check constraints); changes go through
 * conditional UPDATEs (ARCHITECTURE §3) and each one appends a `stock_ledger` row in the same transaction.
 */
export const stock = pgTable(
  'stock',
  {
    partCode: partRef(),
    warehouseCode: warehouseRef(),
    storageCode: varchar('storage_code', { length: 30 }).notNull(),
    onHandQty: integer('on_hand_qty').notNull().default(0),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.partCode, t.warehouseCode, t.storageCode] }),
    index('stock_warehouse_part_idx').on(t.warehouseCode, t.partCode),
    // what a storage location holds (warehouse operations: location lists, capacity on put-away)
    index('stock_warehouse_storage_idx').on(t.warehouseCode, t.storageCode),
    check('stock_on_hand_non_negative', sql`${t.onHandQty} >= 0`),
    check(
      'stock_allocated_within_on_hand',
      sql`${t.allocatedQty} >= 0 and ${t.allocatedQty} <= ${t.onHandQty}`,
    ),
  ],
);

/**
 * Append-only record of every stock movement (GLOSSARY "stock ledger"). `onHandDelta` and
 * `allocatedDelta` summed per (part, warehouse, storage) equal the stock row.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    partCode: varchar('part_code', { length: 30 }).notNull(),
    warehouseCode: varchar('warehouse_code', { length: 20 }).notNull(),
    storageCode: varchar('storage_code', { length: 30 }).notNull(),
    onHandDelta: integer('on_hand_delta').notNull().default(0),
    allocatedDelta: integer('allocated_delta').notNull().default(0),
    /** e.g. `import`, `adjust`, `allocate`, `deallocate`, `ship`, `receive`. */
    movementType: varchar('movement_type', { length: 20 }).notNull(),
    /** The document that caused it, e.g. `dealerOrder`, `shipBill`, `import`. */
    documentType: varchar('document_type', { length: 30 }),
    documentNo: varchar('document_no', { length: 40 }),
    ...createdNowBy(),
  },
  (t) => [
    index('stock_ledger_part_idx').on(t.partCode, t.warehouseCode, t.createdAt),
    index('stock_ledger_document_idx').on(t.documentType, t.documentNo),
  ],
);
