import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, dealerRef, idColumn, money, numbered, userRef } from '../../platform/db/columns';
import { shipBills } from '../fulfilment/fulfilment.tables';

/**
 * Negative invoice requests (spec §3 "Invoice", issue "negative bills for compensation"): one per claim
 * compensation credited to a dealer, number `NB` + yyyyMMdd + 4 digits. Amount including tax and qty
 * are negative (CNY, 2 decimals); `source` is `claim` (a dealer claim, which names its original ship
 * bill) or `warehouseClaim` (an in-warehouse claim, no ship bill).
 */
export const negativeInvoiceBills = pgTable(
  'negative_invoice_bills',
  {
    ...numbered('billNo'),
    dealerCode: dealerRef(),
    source: varchar('source', { length: 20 }).notNull(),
    claimNo: varchar('claim_no', { length: 20 }).notNull(),
    shipBillId: integer('ship_bill_id').references(() => shipBills.id),
    billDate: date('bill_date').notNull(),
    qty: integer('qty').notNull(),
    amount: money('amount').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('negative_invoice_bills_no_uq').on(t.billNo),
    uniqueIndex('negative_invoice_bills_claim_uq').on(t.source, t.claimNo),
    index('negative_invoice_bills_dealer_idx').on(t.dealerCode, t.billDate),
    check('negative_invoice_bills_amount_negative', sql`${t.amount} < 0`),
  ],
);

/**
 * Recorded invoices (spec §3 "Invoice"): the tax system's invoice code, number and date of one invoice
 * request: a settled ship bill (positive) or a negative bill. One invoice per bill; amounts are the
 * bill's.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    shipBillId: integer('ship_bill_id').references(() => shipBills.id),
    negativeBillId: integer('negative_bill_id').references(() => negativeInvoiceBills.id),
    invoiceCode: varchar('invoice_code', { length: 12 }).notNull(),
    invoiceNo: varchar('invoice_no', { length: 20 }).notNull(),
    invoiceDate: date('invoice_date').notNull(),
    /** The finance user who recorded it; null when the finance system posted it (partner call). */
    recordedBy: userRef('recorded_by'),
    recordedAt: at('recorded_at').notNull(),
  },
  (t) => [
    uniqueIndex('invoices_ship_bill_uq').on(t.shipBillId),
    uniqueIndex('invoices_negative_bill_uq').on(t.negativeBillId),
    uniqueIndex('invoices_code_no_uq').on(t.invoiceCode, t.invoiceNo),
    index('invoices_no_idx').on(t.invoiceNo),
    check('invoices_one_bill', sql`num_nonnulls(${t.shipBillId}, ${t.negativeBillId}) = 1`),
  ],
);
