import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  createdNow,
  createdNowBy,
  idColumn,
  money,
  numbered,
  requiredRef,
  revisedFromNow,
  statusColumn,
  supplierRef,
  userRef,
  warehouseRef,
} from '../../platform/db/columns';
import { partRef } from '../parts/parts.tables';

/**
 * Purchasing (issue 17; docs/decisions/purchasing.md): PO prices with their history, purchase orders,
 * and the suppliers' advance shipping notices with box labels. Quantities in pieces; prices in the
 * document currency with 2 decimals; statuses are the domain's `PO_STATUS` and `ASN_STATUS`.
 */

/**
 * PO price of a part from a supplier in a currency, valid from `valid_from` to `valid_to` (inclusive;
 * null = open-ended). Periods of one supplier, part and currency never overlap (checked under a lock).
 */
export const poPrices = pgTable(
  'po_prices',
  {
    id: idColumn(),
    supplierCode: supplierRef(),
    partCode: partRef(),
    currency: varchar('currency', { length: 3 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    /** `manual` (PO price screen) or `fixPrice` (the fix-price audit). */
    source: varchar('source', { length: 20 }).notNull().default('manual'),
    remark: varchar('remark', { length: 200 }),
    ...createdNowBy(),
    ...revisedFromNow(),
  },
  (t) => [
    index('po_prices_key_idx').on(t.supplierCode, t.partCode, t.currency),
    index('po_prices_part_idx').on(t.partCode),
    check('po_prices_price', sql`${t.unitPrice} >= 0`),
  ],
);

/** Every version a PO price had: one row per create and edit (spec §1 "history kept"). */
export const poPriceHistory = pgTable(
  'po_price_history',
  {
    ...childOf('poPriceId', () => poPrices.id),
    action: varchar('action', { length: 10 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to'),
    source: varchar('source', { length: 20 }).notNull(),
    actorId: userRef('actor_id'),
    createdAt: createdNow(),
  },
  (t) => [index('po_price_history_price_idx').on(t.poPriceId)],
);

/** Purchase order `PO` + yyyyMMdd + 4 digits to one supplier, delivered to one warehouse. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    ...numbered('poNo'),
    supplierCode: supplierRef(),
    warehouseCode: warehouseRef(),
    currency: varchar('currency', { length: 3 }).notNull(),
    status: statusColumn(),
    totalAmount: money('total_amount').notNull().default('0'),
    remark: varchar('remark', { length: 200 }),
    ...createdNowBy(),
    placedAt: at('placed_at'),
    confirmedAt: at('confirmed_at'),
    ...revisedFromNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_no_uq').on(t.poNo),
    index('purchase_orders_supplier_idx').on(t.supplierCode, t.status),
    index('purchase_orders_warehouse_idx').on(t.warehouseCode, t.status),
  ],
);

/** Lines of a purchase order: ordered, shipped (on shipping notices) and received (put away) pieces. */
export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    ...childOf('poId', () => purchaseOrders.id),
    lineNo: smallint('line_no').notNull(),
    partCode: partRef(),
    qty: integer('qty').notNull(),
    unitPrice: money('unit_price'),
    amount: money('amount'),
    promisedDate: date('promised_date'),
    shippedQty: integer('shipped_qty').notNull().default(0),
    receivedQty: integer('received_qty').notNull().default(0),
  },
  (t) => [
    index('purchase_order_lines_po_idx').on(t.poId),
    index('purchase_order_lines_part_idx').on(t.partCode),
    check(
      'purchase_order_lines_qty',
      sql`${t.qty} > 0 and ${t.shippedQty} >= 0 and ${t.shippedQty} <= ${t.qty} and ${t.receivedQty} >= 0 and ${t.receivedQty} <= ${t.shippedQty}`,
    ),
  ],
);

/**
 * Advance shipping notice `AS` + yyyyMMdd + 4 digits of a supplier for one purchase order; it opens
 * the inbound receipt (WHI) `receipt_no` at the PO's warehouse.
 */
export const asns = pgTable(
  'asns',
  {
    ...numbered('asnNo'),
    poId: requiredRef('po_id', () => purchaseOrders.id),
    supplierCode: supplierRef(),
    status: statusColumn(),
    receiptId: integer('receipt_id').notNull(),
    receiptNo: varchar('receipt_no', { length: 20 }).notNull(),
    ...createdNowBy(),
  },
  (t) => [
    uniqueIndex('asns_no_uq').on(t.asnNo),
    index('asns_po_idx').on(t.poId),
    index('asns_receipt_idx').on(t.receiptId),
  ],
);

/** Lines of a shipping notice and their boxes: each box has a label the warehouse scans at receipt. */
export const asnBoxes = pgTable(
  'asn_boxes',
  {
    ...childOf('asnId', () => asns.id),
    poLineId: requiredRef('po_line_id', () => purchaseOrderLines.id),
    partCode: partRef(),
    boxNo: smallint('box_no').notNull(),
    label: varchar('label', { length: 60 }).notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [
    index('asn_boxes_asn_idx').on(t.asnId),
    uniqueIndex('asn_boxes_label_uq').on(t.label),
    check('asn_boxes_qty', sql`${t.qty} > 0`),
  ],
);
