import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  authored,
  childOf,
  editable,
  numbered,
  statusColumn,
  versionColumn,
  warehouseRef,
} from '../../platform/db/columns';

/**
 * Warehouse operation documents (issue 16; docs/decisions/warehouse-ops.md). Quantities in pieces.
 * Statuses are the domain's (`TRANSFER_STATUS`, `RECEIPT_STATUS`, ...); every step is written to
 * `approval_history` by the workflow engine; each document has an optimistic `version`.
 */

const part = () => varchar('part_code', { length: 30 }).notNull();
const storage = (name = 'storage_code') => varchar(name, { length: 30 });

/** Capacity (pieces) of a storage location; a location without a row here has no limit. */
export const locationCapacities = pgTable(
  'location_capacities',
  {
    warehouseCode: warehouseRef('warehouse_code'),
    storageCode: storage().notNull(),
    capacity: integer('capacity').notNull(),
  },
  (t) => [uniqueIndex('location_capacities_uq').on(t.warehouseCode, t.storageCode)],
);

/** Transfer request (allocate apply) `TR` + yyyyMMdd + 4 digits, from one warehouse to another. */
export const transfers = pgTable(
  'wh_transfers',
  {
    ...numbered('transferNo'),
    fromWarehouseCode: warehouseRef('from_warehouse_code'),
    toWarehouseCode: warehouseRef('to_warehouse_code'),
    status: statusColumn(),
    remark: varchar('remark', { length: 200 }),
    ...editable(),
  },
  (t) => [
    uniqueIndex('wh_transfers_no_uq').on(t.transferNo),
    index('wh_transfers_from_idx').on(t.fromWarehouseCode, t.status),
    index('wh_transfers_to_idx').on(t.toWarehouseCode, t.status),
  ],
);

/** Transfer lines: requested, shipped and received pieces; in transit = shipped − received (once shipped). */
export const transferLines = pgTable(
  'wh_transfer_lines',
  {
    ...childOf('transferId', () => transfers.id),
    partCode: part(),
    qty: integer('qty').notNull(),
    shippedQty: integer('shipped_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
  },
  (t) => [
    index('wh_transfer_lines_transfer_idx').on(t.transferId),
    index('wh_transfer_lines_part_idx').on(t.partCode),
    check('wh_transfer_lines_qty', sql`${t.qty} > 0 and ${t.receivedQty} <= ${t.shippedQty}`),
  ],
);

/**
 * Inbound receipt (WHI) `RC` + yyyyMMdd + 4 digits: an expected inbound at `warehouseCode` from a
 * source document (`sourceType` `transfer`); the container or vehicle number is unique over all
 * receipts (never reused across branch and main warehouses).
 */
export const receipts = pgTable(
  'wh_receipts',
  {
    ...numbered('receiptNo'),
    warehouseCode: warehouseRef('warehouse_code'),
    sourceType: varchar('source_type', { length: 20 }).notNull(),
    sourceId: integer('source_id').notNull(),
    sourceNo: varchar('source_no', { length: 30 }).notNull(),
    containerNo: varchar('container_no', { length: 12 }),
    status: statusColumn(),
    packagingAudited: boolean('packaging_audited').notNull().default(false),
    packagingRemark: varchar('packaging_remark', { length: 200 }),
    receivedAt: at('received_at'),
    createdAt: at('created_at').notNull(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('wh_receipts_no_uq').on(t.receiptNo),
    uniqueIndex('wh_receipts_container_uq').on(t.containerNo),
    index('wh_receipts_warehouse_idx').on(t.warehouseCode, t.status),
    index('wh_receipts_source_idx').on(t.sourceType, t.sourceId),
  ],
);

/** Receipt lines: receivable pieces, what was received (with a remark when it differs), and where it was put. */
export const receiptLines = pgTable(
  'wh_receipt_lines',
  {
    ...childOf('receiptId', () => receipts.id),
    sourceLineId: integer('source_line_id').notNull(),
    partCode: part(),
    receivableQty: integer('receivable_qty').notNull(),
    receivedQty: integer('received_qty'),
    remark: varchar('remark', { length: 200 }),
    storageCode: storage(),
  },
  (t) => [
    index('wh_receipt_lines_receipt_idx').on(t.receiptId),
    check(
      'wh_receipt_lines_qty',
      sql`${t.receivedQty} is null or (${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.receivableQty})`,
    ),
  ],
);

/** Return (WHR, `RT…`) and scrap (WSC, `SC…`) orders: `kind` `return` or `scrap`. */
export const stockOrders = pgTable(
  'wh_stock_orders',
  {
    ...numbered('orderNo'),
    kind: varchar('kind', { length: 10 }).notNull(),
    warehouseCode: warehouseRef('warehouse_code'),
    status: statusColumn(),
    reason: varchar('reason', { length: 100 }).notNull(),
    supplierCode: varchar('supplier_code', { length: 20 }),
    remark: varchar('remark', { length: 200 }),
    ...editable(),
  },
  (t) => [
    uniqueIndex('wh_stock_orders_no_uq').on(t.orderNo),
    index('wh_stock_orders_warehouse_idx').on(t.kind, t.warehouseCode, t.status),
  ],
);

export const stockOrderLines = pgTable(
  'wh_stock_order_lines',
  {
    ...childOf('orderId', () => stockOrders.id),
    partCode: part(),
    storageCode: storage().notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('wh_stock_order_lines_order_idx').on(t.orderId),
    check('wh_stock_order_lines_qty', sql`${t.qty} > 0`),
  ],
);

/** Stock difference adjustment `AJ…`: type claim, adjust or scrap; changes stock only when audited. */
export const adjustments = pgTable(
  'wh_adjustments',
  {
    ...numbered('adjustNo'),
    warehouseCode: warehouseRef('warehouse_code'),
    adjustType: varchar('adjust_type', { length: 10 }).notNull(),
    status: statusColumn(),
    reason: varchar('reason', { length: 100 }).notNull(),
    countPlanId: integer('count_plan_id'),
    ...authored(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('wh_adjustments_no_uq').on(t.adjustNo),
    index('wh_adjustments_warehouse_idx').on(t.warehouseCode, t.status),
  ],
);

export const adjustmentLines = pgTable(
  'wh_adjustment_lines',
  {
    ...childOf('adjustmentId', () => adjustments.id),
    partCode: part(),
    storageCode: storage().notNull(),
    qtyDelta: integer('qty_delta').notNull(),
  },
  (t) => [index('wh_adjustment_lines_adjustment_idx').on(t.adjustmentId)],
);

/** Inventory count plan `CP…`: a warehouse's locations or parts, counted on `executionDate` (after the plan day). */
export const countPlans = pgTable(
  'wh_count_plans',
  {
    ...numbered('planNo'),
    warehouseCode: warehouseRef('warehouse_code'),
    executionDate: date('execution_date', { mode: 'string' }).notNull(),
    status: statusColumn(),
    remark: varchar('remark', { length: 200 }),
    adjustmentId: integer('adjustment_id'),
    ...authored(),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('wh_count_plans_no_uq').on(t.planNo),
    index('wh_count_plans_warehouse_idx').on(t.warehouseCode, t.status),
  ],
);

/** Count lines: one per part and location; book qty taken at the freeze, counted qty entered. */
export const countLines = pgTable(
  'wh_count_lines',
  {
    ...childOf('planId', () => countPlans.id),
    partCode: part(),
    storageCode: storage().notNull(),
    bookQty: integer('book_qty'),
    countedQty: integer('counted_qty'),
  },
  (t) => [
    uniqueIndex('wh_count_lines_uq').on(t.planId, t.storageCode, t.partCode),
    index('wh_count_lines_part_idx').on(t.partCode),
  ],
);
