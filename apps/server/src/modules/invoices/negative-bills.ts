import { Decimal, toMoney } from '@spm/domain';
import type { DbOrTx } from '../../platform/db/client';
import { nextNumber } from '../../platform/numbering';
import { negativeInvoiceBills } from './invoices.tables';

/** A claim compensation credited to a dealer, as the negative invoice request records it. */
export interface CompensationBooked {
  dealerCode: string;
  /** `claim` (dealer claim) or `warehouseClaim` (in-warehouse claim). */
  source: 'claim' | 'warehouseClaim';
  claimNo: string;
  /** The claim's original ship bill; null for an in-warehouse claim. */
  shipBillId: number | null;
  /** Pieces compensated (> 0). */
  qty: number;
  /** Compensation including tax (CNY, > 0); the bill holds its negation. */
  amount: Decimal.Value;
  /** Business date `yyyy-MM-dd` of the booking. */
  billDate: string;
  at: Date;
}

/**
 * Writes the negative invoice request of a claim compensation (spec §3 "Invoice": negative bill),
 * number `NB` + yyyyMMdd + 4 digits, amount incl. tax −amount and qty −qty. Call in the transaction
 * that credits the compensation; a claim gets one negative bill (unique source + claim no), so a repeat
 * call is a no-op. Answers the bill no, or null when nothing was written.
 */
export async function requestNegativeInvoice(tx: DbOrTx, c: CompensationBooked): Promise<string | null> {
  const amount = new Decimal(toMoney(c.amount));
  if (amount.lte(0)) return null;
  const period = c.billDate.replaceAll('-', '');
  const seq = await nextNumber(tx, 'negativeInvoiceBill', period);
  const billNo = `NB${period}${String(seq).padStart(4, '0')}`;
  const inserted = await tx
    .insert(negativeInvoiceBills)
    .values({
      billNo,
      dealerCode: c.dealerCode,
      source: c.source,
      claimNo: c.claimNo,
      shipBillId: c.shipBillId,
      billDate: c.billDate,
      qty: -Math.abs(c.qty),
      amount: toMoney(amount.negated()),
      createdAt: c.at,
    })
    .onConflictDoNothing()
    .returning({ billNo: negativeInvoiceBills.billNo });
  return inserted[0]?.billNo ?? null;
}
