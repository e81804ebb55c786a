import { date, index, integer, jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  dealerRef,
  editable,
  money,
  numbered,
  requiredRef,
  statusColumn,
  warehouseRef,
} from '../../platform/db/columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { shipBillLines, shipBills } from '../fulfilment/fulfilment.tables';
import { claimContentColumns } from './claim-columns';

/**
 * Dealer claims (spec §3 "Claim", §4 statuses 0-6): claim bill no `CL` + yyyyMMdd + 4 digits, the
 * ship bill and dealer order claimed on, the claim warehouse (= the ship bill's warehouse), reason 1-6,
 * description, submitter and phone; the audit's judge 1-4, note and compensated amount (CNY, 2
 * decimals, on reparation); `backedAt` starts the 7-day resubmit window. Photos are attachments with
 * owner type `claim`; steps are in `approval_history` (type `CLAIM`).
 */
export const claims = pgTable(
  'claims',
  {
    ...numbered('claimBillNo'),
    status: statusColumn(),
    dealerCode: dealerRef(),
    warehouseCode: warehouseRef(),
    shipBillId: requiredRef('ship_bill_id', () => shipBills.id),
    dealerOrderId: requiredRef('dealer_order_id', () => dealerOrders.id),
    sendDate: date('send_date').notNull(),
    ...claimContentColumns(),
    submittedAt: at('submitted_at'),
    backedAt: at('backed_at'),
    /** The zero-priced replacement order placed when a "change" claim completes. */
    replacementOrderId: integer('replacement_order_id').references(() => dealerOrders.id),
    ...editable(),
  },
  (t) => [
    uniqueIndex('claims_bill_no_uq').on(t.claimBillNo),
    index('claims_dealer_idx').on(t.dealerCode, t.createdAt),
    index('claims_warehouse_idx').on(t.warehouseCode, t.status),
    index('claims_status_idx').on(t.status, t.dealerCode),
    index('claims_ship_bill_idx').on(t.shipBillId),
  ],
);

/** One claim account: pieces claimed on a line for one reason (1-6). */
export interface ClaimAccountRow {
  reason: number;
  qty: number;
  remark?: string;
}

/**
 * Claim lines: a ship bill line and the pieces claimed on it (at most shipped − other live claims),
 * with the claim accounts whose qty sums to the claim qty, and the ship bill line's price (CNY).
 */
export const claimLines = pgTable(
  'claim_lines',
  {
    ...childOf('claimId', () => claims.id, { onDelete: 'cascade' }),
    shipBillLineId: requiredRef('ship_bill_line_id', () => shipBillLines.id),
    partCode: varchar('part_code', { length: 30 }).notNull(),
    claimQty: integer('claim_qty').notNull(),
    price: money('price').notNull(),
    accounts: jsonb('accounts').$type<ClaimAccountRow[]>().notNull(),
  },
  (t) => [
    index('claim_lines_claim_idx').on(t.claimId),
    index('claim_lines_ship_line_idx').on(t.shipBillLineId),
  ],
);
