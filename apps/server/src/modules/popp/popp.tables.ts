import { index, integer, numeric, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  createdNowBy,
  dealerRef,
  idColumn,
  money,
  numbered,
  revisedFromNow,
  statusColumn,
  warehouseRef,
} from '../../platform/db/columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partRef } from '../parts/parts.tables';

/** Quota amounts: integer part up to 11 digits, 2 decimals (spec §8 "Task volume"). */
const quotaAmount = (name: string) => numeric(name, { precision: 13, scale: 2 });

/**
 * POPP quotas (spec §3 POPP amounts, §8 task volume): one row per dealer and year. `months` holds the
 * 12 monthly amounts (summing to `taskVolume`); `usedAmount` is the used-or-applied amount of the
 * dealer's submitted POPPs of that year, kept by every POPP command in its own transaction, so
 * remaining = taskVolume − usedAmount always matches the POPPs.
 */
export const poppQuotas = pgTable(
  'popp_quotas',
  {
    id: idColumn(),
    dealerCode: dealerRef(),
    year: smallint('year').notNull(),
    taskVolume: quotaAmount('task_volume').notNull(),
    months: quotaAmount('months').array().notNull(),
    usedAmount: quotaAmount('used_amount').notNull().default('0'),
    ...revisedFromNow(),
  },
  (t) => [uniqueIndex('popp_quotas_dealer_year_uq').on(t.dealerCode, t.year)],
);

/**
 * POPP documents (spec §3 POPP): `status` 0–6 (packages/domain `POPP_STATUS`), the quota year it
 * draws on, the submit count (spec §9 limit 1) and the dealer order it became once confirmed.
 */
export const popps = pgTable(
  'popps',
  {
    ...numbered('poppNo'),
    poppType: varchar('popp_type', { length: 12 }).notNull(),
    status: statusColumn(),
    dealerCode: dealerRef(),
    warehouseCode: warehouseRef(),
    quotaYear: smallint('quota_year').notNull(),
    /** Sum of the line amounts (CNY): apply qty before the audit, actual qty after it. */
    amount: money('amount').notNull().default('0'),
    submitter: varchar('submitter', { length: 50 }),
    submitterTel: varchar('submitter_tel', { length: 20 }),
    remark: varchar('remark', { length: 500 }),
    submitCount: smallint('submit_count').notNull().default(0),
    submittedAt: at('submitted_at'),
    closedAt: at('closed_at'),
    dealerOrderId: integer('dealer_order_id').references(() => dealerOrders.id),
    ...createdNowBy(),
    ...revisedFromNow(),
  },
  (t) => [
    uniqueIndex('popps_no_uq').on(t.poppNo),
    index('popps_dealer_idx').on(t.dealerCode, t.status, t.createdAt),
    index('popps_status_idx').on(t.status, t.createdAt),
  ],
);

/** POPP parts (spec §3): apply and actual qty (pieces), sales price and amount (CNY), status 0–6. */
export const poppLines = pgTable(
  'popp_lines',
  {
    ...childOf('poppId', () => popps.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partCode: partRef(),
    applyQty: integer('apply_qty').notNull(),
    actualQty: integer('actual_qty').notNull(),
    salesPrice: money('sales_price').notNull(),
    discountRate: numeric('discount_rate', { precision: 5, scale: 4 }).notNull().default('0'),
    amount: money('amount').notNull(),
    specialType: varchar('special_type', { length: 30 }),
    remark: varchar('remark', { length: 200 }),
    status: statusColumn(),
  },
  (t) => [index('popp_lines_popp_idx').on(t.poppId, t.lineNo)],
);
