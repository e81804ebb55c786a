import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  createdNowBy,
  dealerRef,
  idColumn,
  money,
  numbered,
  requiredRef,
  statusColumn,
  userRef,
  versionColumn,
  warehouseRef,
} from '../../platform/db/columns';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';

/** The dealer order a row belongs to. */
const orderRef = () => requiredRef('order_id', () => dealerOrders.id);
/** The dealer order line a row belongs to. */
const orderLineRef = () => requiredRef('order_line_id', () => dealerOrderLines.id);
/** A required part or storage code column. */
const code30 = (name: string) => varchar(name, { length: 30 }).notNull();

/**
 * Stock allocated to an order line in one storage location and not yet shipped (pieces). Release adds
 * to it (the stock service raises `stock.allocated_qty` of the same location); a short pick and
 * shipping take from it. Summed over an order line it equals `dealer_order_lines.allocated_qty`.
 * Model: docs/decisions/fulfilment.md.
 */
export const orderLineAllocations = pgTable(
  'order_line_allocations',
  {
    id: idColumn(),
    orderId: orderRef(),
    orderLineId: orderLineRef(),
    partCode: code30('part_code'),
    warehouseCode: varchar('warehouse_code', { length: 20 }).notNull(),
    storageCode: code30('storage_code'),
    qty: integer('qty').notNull().default(0),
  },
  (t) => [
    uniqueIndex('order_line_allocations_line_storage_uq').on(t.orderLineId, t.storageCode),
    index('order_line_allocations_order_idx').on(t.orderId),
    check('order_line_allocations_qty_non_negative', sql`${t.qty} >= 0`),
  ],
);

/** Pick bill status: 0 created (to pick), 1 confirmed (picked qty entered). */
export const PICK_BILL_STATUS = { created: 0, confirmed: 1 } as const;

/**
 * Pick bills (GLOSSARY "pick bill"): the lines to pick from the storage locations of one warehouse,
 * for one or more released dealer orders. Number `PK` + yyyyMMdd + 4-digit daily sequence.
 */
export const pickBills = pgTable(
  'pick_bills',
  {
    ...numbered('pickBillNo'),
    warehouseCode: warehouseRef(),
    status: statusColumn(),
    ...createdNowBy(),
    confirmedAt: at('confirmed_at'),
    confirmedBy: userRef('confirmed_by'),
    version: versionColumn(),
  },
  (t) => [
    uniqueIndex('pick_bills_no_uq').on(t.pickBillNo),
    index('pick_bills_warehouse_idx').on(t.warehouseCode, t.status, t.createdAt),
  ],
);

/**
 * Pick bill lines: one per order line and storage location. `qty` is what to pick; `pickedQty` is
 * entered on confirmation (null before); `boxedQty` is what has been packed into ship boxes so far.
 */
export const pickBillLines = pgTable(
  'pick_bill_lines',
  {
    ...childOf('pickBillId', () => pickBills.id),
    orderId: orderRef(),
    orderLineId: orderLineRef(),
    partCode: code30('part_code'),
    storageCode: code30('storage_code'),
    qty: integer('qty').notNull(),
    pickedQty: integer('picked_qty'),
    boxedQty: integer('boxed_qty').notNull().default(0),
  },
  (t) => [
    index('pick_bill_lines_bill_idx').on(t.pickBillId),
    index('pick_bill_lines_order_idx').on(t.orderId),
    // order line deletes check these references: without an index, one scan per deleted line
    index('pick_bill_lines_line_idx').on(t.orderLineId),
    check(
      'pick_bill_lines_picked_within_qty',
      sql`${t.pickedQty} is null or (${t.pickedQty} >= 0 and ${t.pickedQty} <= ${t.qty})`,
    ),
    check(
      'pick_bill_lines_boxed_within_picked',
      sql`${t.boxedQty} >= 0 and ${t.boxedQty} <= coalesce(${t.pickedQty}, 0)`,
    ),
  ],
);

/**
 * Ship boxes (GLOSSARY "ship box"): picked pieces of one dealer order packed into a numbered box.
 * Number `BX` + yyyyMMdd + 5-digit daily sequence. `shipBillId` is set when the box is shipped.
 */
export const shipBoxes = pgTable(
  'ship_boxes',
  {
    ...numbered('boxNo'),
    pickBillId: requiredRef('pick_bill_id', () => pickBills.id),
    orderId: orderRef(),
    warehouseCode: varchar('warehouse_code', { length: 20 }).notNull(),
    shipBillId: integer('ship_bill_id'),
    ...createdNowBy(),
  },
  (t) => [
    uniqueIndex('ship_boxes_no_uq').on(t.boxNo),
    index('ship_boxes_order_idx').on(t.orderId),
    index('ship_boxes_pick_bill_idx').on(t.pickBillId),
    index('ship_boxes_ship_bill_idx').on(t.shipBillId),
    index('ship_boxes_warehouse_idx').on(t.warehouseCode, t.createdAt),
  ],
);

/** What one box holds: pieces of one pick bill line (a pick bill line may be split over boxes). */
export const shipBoxLines = pgTable(
  'ship_box_lines',
  {
    ...childOf('boxId', () => shipBoxes.id),
    pickBillLineId: requiredRef('pick_bill_line_id', () => pickBillLines.id),
    orderLineId: orderLineRef(),
    partCode: code30('part_code'),
    storageCode: code30('storage_code'),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('ship_box_lines_box_idx').on(t.boxId),
    index('ship_box_lines_line_idx').on(t.orderLineId),
    check('ship_box_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** Ship bill (delivery) status seen by the dealer: 0 unconfirmed, 1 confirmed (every line confirmed). */
export const SHIP_BILL_STATUS = { unconfirmed: 0, confirmed: 1 } as const;

/**
 * Ship bills (GLOSSARY "ship bill"): one shipment of boxes of one dealer order to its dealer. The
 * number is the DealerOrderNO plus a letter A..Z (`baseNo` + `suffix`); amount = Σ price × shipped qty.
 * `containerNo` (container or vehicle number, never on two ship bills of any warehouses) and the
 * logistics confirmation status (`LOGISTICS_STATUS` of packages/domain) with the time of each step.
 */
export const shipBills = pgTable(
  'ship_bills',
  {
    id: idColumn(),
    shipBillNo: varchar('ship_bill_no', { length: 24 }).notNull(),
    baseNo: varchar('base_no', { length: 20 }).notNull(),
    suffix: varchar('suffix', { length: 1 }).notNull(),
    orderId: orderRef(),
    dealerCode: dealerRef(),
    warehouseCode: warehouseRef(),
    transportType: varchar('transport_type', { length: 5 }),
    carrier: varchar('carrier', { length: 50 }),
    shipDate: date('ship_date').notNull(),
    amount: money('amount').notNull(),
    status: statusColumn(),
    receiveDate: date('receive_date'),
    confirmedAt: at('confirmed_at'),
    confirmedBy: userRef('confirmed_by'),
    ...createdNowBy(),
    containerNo: varchar('container_no', { length: 20 }),
    logisticsStatus: smallint('logistics_status').notNull().default(0),
    handedToCarrierAt: at('handed_to_carrier_at'),
    deliveredAt: at('delivered_at'),
    logisticsBy: userRef('logistics_by'),
  },
  (t) => [
    uniqueIndex('ship_bills_no_uq').on(t.shipBillNo),
    uniqueIndex('ship_bills_container_no_uq').on(t.containerNo),
    uniqueIndex('ship_bills_base_suffix_uq').on(t.baseNo, t.suffix),
    index('ship_bills_dealer_idx').on(t.dealerCode, t.status, t.shipDate),
    index('ship_bills_warehouse_idx').on(t.warehouseCode, t.shipDate),
    index('ship_bills_order_idx').on(t.orderId),
    index('ship_bills_date_idx').on(t.shipDate),
  ],
);

/**
 * Ship bill lines: pieces of one order line shipped (summed over the boxes), and what the dealer
 * confirmed receiving (`receivedQty` and `receiveDate`, null until the line is confirmed; each line is
 * confirmed once) with the remark required when they differ.
 */
export const shipBillLines = pgTable(
  'ship_bill_lines',
  {
    ...childOf('shipBillId', () => shipBills.id),
    orderLineId: orderLineRef(),
    partCode: code30('part_code'),
    shippedQty: integer('shipped_qty').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    receivedQty: integer('received_qty'),
    receiveDate: date('receive_date'),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    index('ship_bill_lines_bill_idx').on(t.shipBillId),
    index('ship_bill_lines_line_idx').on(t.orderLineId),
    check(
      'ship_bill_lines_received_within_shipped',
      sql`${t.receivedQty} is null or (${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.shippedQty})`,
    ),
  ],
);
