import { bigserial, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdNow, dealerRef, money, revisedFromNow } from '../../platform/db/columns';
import { dealers } from '../../platform/db/platform.tables';

/**
 * A dealer's credit account (spec §3 "credit labels"; money in CNY, 2 decimals). Submitting an order
 * reserves its amount in `submittedNotSettled` under a row lock; shipping settles it.
 */
export const creditAccounts = pgTable('credit_accounts', {
  dealerCode: varchar('dealer_code', { length: 20 })
    .primaryKey()
    .references(() => dealers.code),
  creditLimit: money('credit_limit').notNull().default('0'),
  availableBalance: money('available_balance').notNull().default('0'),
  submittedNotSettled: money('submitted_not_settled').notNull().default('0'),
  ...revisedFromNow(),
});

/**
 * Balance change rows (spec §3 "Balance change"): batch no, date, business type, business no, change
 * amount, balance excluding tax (= amount / 1.13, 2 decimals).
 */
export const balanceChanges = pgTable(
  'balance_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealerCode: dealerRef(),
    batchNo: varchar('batch_no', { length: 40 }).notNull(),
    changeDate: date('change_date').notNull(),
    businessType: varchar('business_type', { length: 30 }).notNull(),
    businessNo: varchar('business_no', { length: 40 }).notNull(),
    changeAmount: money('change_amount').notNull(),
    balanceExcludingTax: money('balance_excluding_tax').notNull(),
    createdAt: createdNow(),
  },
  (t) => [index('balance_changes_dealer_idx').on(t.dealerCode, t.changeDate)],
);
