import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  createdNow,
  dealerRef,
  money,
  numbered,
  revisedFromNow,
  statusColumn,
  userRef,
  warehouseRef,
} from '../../platform/db/columns';
import { warehouses } from '../../platform/db/platform.tables';
import { partRef } from '../parts/parts.tables';

/**
 * Dealer orders (spec §3 "Dealer order"). `status` is the order status 0–11 of spec §4 (transitions in
 * packages/domain). A draft has only `tempOrderNo`; submit gives `dealerOrderNo`.
 */
export const dealerOrders = pgTable(
  'dealer_orders',
  {
    ...numbered('tempOrderNo'),
    dealerOrderNo: varchar('dealer_order_no', { length: 20 }),
    orderType: varchar('order_type', { length: 10 }).notNull(),
    status: statusColumn(),
    /** VOR approval: pending, approved, rejected; null for other order types. */
    approvalStatus: varchar('approval_status', { length: 10 }),
    dealerCode: dealerRef(),
    orderWarehouseCode: warehouseRef('order_warehouse_code'),
    receivingWarehouseCode: varchar('receiving_warehouse_code', { length: 20 }).references(
      () => warehouses.code,
    ),
    dealerWarehouseCode: varchar('dealer_warehouse_code', { length: 20 }),
    transportType: varchar('transport_type', { length: 5 }),
    saleProperty: varchar('sale_property', { length: 20 }),
    acceptBackorder: boolean('accept_backorder').notNull().default(true),
    vin: varchar('vin', { length: 17 }),
    carNumber: varchar('car_number', { length: 20 }),
    contact: varchar('contact', { length: 50 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    majorClaimNo: varchar('major_claim_no', { length: 30 }),
    approvalNo: varchar('approval_no', { length: 30 }),
    dfsPurchaseCode: varchar('dfs_purchase_code', { length: 30 }),
    discountRate: numeric('discount_rate', { precision: 6, scale: 4 }),
    bodFlag: boolean('bod_flag').notNull().default(false),
    aogStatus: varchar('aog_status', { length: 10 }),
    partsPackageId: integer('parts_package_id'),
    remark: varchar('remark', { length: 500 }),
    /** Order amount in CNY: sum of line amounts. */
    amount: money('amount').notNull().default('0'),
    submittedAt: at('submitted_at'),
    predictedArrivalDate: date('predicted_arrival_date'),
    /** Entered by head office on the dealer's behalf (cannot be deleted by the dealer). */
    agentEntered: boolean('agent_entered').notNull().default(false),
    enteredBy: userRef('entered_by'),
    createdAt: createdNow(),
    ...revisedFromNow(),
  },
  (t) => [
    uniqueIndex('dealer_orders_temp_no_uq').on(t.tempOrderNo),
    uniqueIndex('dealer_orders_no_uq').on(t.dealerOrderNo),
    index('dealer_orders_dealer_idx').on(t.dealerCode, t.status, t.submittedAt),
    /** A dealer's order status query in its default order (newest submitted first), read in index order. */
    index('dealer_orders_dealer_submitted_idx').on(
      t.dealerCode,
      t.submittedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('dealer_orders_warehouse_idx').on(t.orderWarehouseCode, t.status, t.submittedAt),
    index('dealer_orders_status_idx').on(t.status, t.orderType, t.submittedAt),
  ],
);

/**
 * Order lines (spec §3 "Order line"): qty in pieces; send qty = shipped; unsent = qty − shipped.
 * allocated / backordered / picked / received follow the fulfilment of the line.
 */
export const dealerOrderLines = pgTable(
  'dealer_order_lines',
  {
    ...childOf('orderId', () => dealerOrders.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partCode: partRef(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    allocatedQty: integer('allocated_qty').notNull().default(0),
    backorderQty: integer('backorder_qty').notNull().default(0),
    pickedQty: integer('picked_qty').notNull().default(0),
    shippedQty: integer('shipped_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
  },
  (t) => [
    index('dealer_order_lines_order_idx').on(t.orderId, t.lineNo),
    index('dealer_order_lines_part_idx').on(t.partCode),
  ],
);

/** Who moved an order from which status to which, when, with what opinion (audit and approval history). */
export const dealerOrderHistory = pgTable(
  'dealer_order_history',
  {
    ...childOf('orderId', () => dealerOrders.id, { onDelete: 'cascade' }),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status').notNull(),
    /** e.g. create, save, submit, approve, reject, release, pick, box, ship, receive, delete. */
    action: varchar('action', { length: 20 }).notNull(),
    actorId: userRef('actor_id'),
    actorName: varchar('actor_name', { length: 50 }),
    opinion: text('opinion'),
    createdAt: createdNow(),
  },
  (t) => [index('dealer_order_history_order_idx').on(t.orderId, t.createdAt)],
);
