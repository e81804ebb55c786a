import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  editable,
  idColumn,
  money,
  numbered,
  requiredRef,
  revised,
  statusColumn,
  supplierRef,
  userRef,
} from '../../platform/db/columns';
import { partRef, salesPrices } from '../parts/parts.tables';

/**
 * Sourcing (issue 17; docs/decisions/sourcing.md): BOM lines, RFQs with their suppliers, lines and
 * quotations, fix prices and their audit packages, and the status history of RFQs and fix prices.
 * Quantities in pieces; money numeric(18,2) in the document's currency (part prices in CNY).
 */

/** One BOM line: `qty` pieces of the child in one parent, in force from `effective_from` to `effective_to` (inclusive). */
export const bomLines = pgTable(
  'bom_lines',
  {
    id: idColumn(),
    parentPartCode: partRef('parent_part_code'),
    childPartCode: partRef('child_part_code'),
    qty: integer('qty').notNull(),
    effectiveFrom: date('effective_from').notNull(),
    effectiveTo: date('effective_to'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull(),
    ...revised(),
  },
  (t) => [
    uniqueIndex('bom_lines_uq').on(t.parentPartCode, t.childPartCode, t.effectiveFrom),
    index('bom_lines_child_idx').on(t.childPartCode),
    check('bom_lines_not_self', sql`${t.parentPartCode} <> ${t.childPartCode}`),
    check('bom_lines_qty_positive', sql`${t.qty} > 0`),
  ],
);

/** RFQ `RFQ` + yyyyMMdd + 4 digits; status `RFQ_STATUS` of packages/domain. */
export const rfqs = pgTable(
  'rfqs',
  {
    ...numbered('rfqNo'),
    status: statusColumn(),
    title: varchar('title', { length: 100 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    quoteDueDate: date('quote_due_date').notNull(),
    remark: varchar('remark', { length: 200 }),
    ...editable(),
  },
  (t) => [uniqueIndex('rfqs_no_uq').on(t.rfqNo), index('rfqs_status_idx').on(t.status, t.id)],
);

/** The suppliers an RFQ is addressed to (the supplier portal's scope). */
export const rfqSuppliers = pgTable(
  'rfq_suppliers',
  {
    rfqId: requiredRef('rfq_id', () => rfqs.id, { onDelete: 'cascade' }),
    supplierCode: supplierRef(),
  },
  (t) => [
    uniqueIndex('rfq_suppliers_uq').on(t.rfqId, t.supplierCode),
    index('rfq_suppliers_supplier_idx').on(t.supplierCode),
  ],
);

/** The parts an RFQ asks prices for. */
export const rfqLines = pgTable(
  'rfq_lines',
  {
    ...childOf('rfqId', () => rfqs.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partCode: partRef('part_code'),
    qty: integer('qty').notNull(),
  },
  (t) => [uniqueIndex('rfq_lines_uq').on(t.rfqId, t.partCode)],
);

/** One supplier's quotation of one RFQ line, in the RFQ's currency. */
export const rfqQuotes = pgTable(
  'rfq_quotes',
  {
    ...childOf('rfqId', () => rfqs.id, { onDelete: 'cascade' }),
    lineId: requiredRef('line_id', () => rfqLines.id, { onDelete: 'cascade' }),
    supplierCode: supplierRef(),
    unitPrice: money('unit_price').notNull(),
    leadTimeDays: integer('lead_time_days').notNull(),
    remark: varchar('remark', { length: 200 }),
    quotedBy: userRef('quoted_by'),
    quotedAt: at('quoted_at').notNull(),
  },
  (t) => [uniqueIndex('rfq_quotes_uq').on(t.lineId, t.supplierCode)],
);

/** Fix price `FP` + yyyyMMdd + 4 digits; status `FIX_PRICE_STATUS`; in an audit package from waiting audit on. */
export const fixPrices = pgTable(
  'fix_prices',
  {
    ...numbered('fixPriceNo'),
    partCode: partRef('part_code'),
    supplierCode: supplierRef(),
    currency: varchar('currency', { length: 3 }).notNull(),
    purchasePrice: money('purchase_price').notNull(),
    /** CNY per unit of `currency` (1 for CNY). */
    exchangeRate: numeric('exchange_rate', { precision: 12, scale: 6 }).notNull(),
    priceType: varchar('price_type', { length: 20 }).notNull(),
    status: statusColumn(),
    packageNo: varchar('package_no', { length: 20 }),
    /** `BpmStatus` of the package; null outside a package. */
    bpmStatus: varchar('bpm_status', { length: 20 }),
    ...salesPrices(money('price_ordinary')),
    effectiveFrom: date('effective_from').notNull(),
    rfqId: integer('rfq_id').references(() => rfqs.id, { onDelete: 'set null' }),
    ...editable(),
  },
  (t) => [
    uniqueIndex('fix_prices_no_uq').on(t.fixPriceNo),
    index('fix_prices_status_idx').on(t.status, t.id),
    index('fix_prices_package_idx').on(t.packageNo),
    index('fix_prices_part_idx').on(t.partCode),
  ],
);

/** Who changed an RFQ (`RFQ`) or a fix price (`FIX_PRICE`) when, from which status to which, with the opinion. */
export const sourcingHistory = pgTable(
  'sourcing_history',
  {
    ...numbered('documentType'),
    documentId: integer('document_id').notNull(),
    action: varchar('action', { length: 30 }).notNull(),
    fromStatus: smallint('from_status'),
    toStatus: smallint('to_status'),
    actorId: userRef('actor_id'),
    actorName: varchar('actor_name', { length: 50 }).notNull(),
    opinion: varchar('opinion', { length: 200 }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sourcing_history_doc_idx').on(t.documentType, t.documentId, t.id)],
);
