import { eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { placeOrder } from '../dealer-orders';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { claims } from './claims.tables';

/** What the replacement of a dealer claim is placed from. */
export interface ReplacementSource {
  id: number;
  claimBillNo: string;
  dealerCode: string;
  warehouseCode: string;
  lines: readonly { partCode: string; claimQty: number }[];
}

/**
 * The zero-priced replacement of a "change" judgement (spec §3 Claim, issue scope 2): one Normal
 * order of the claimed parts and quantities at price 0.00 from the claim warehouse (dealer-orders
 * `placeOrder`, no credit reserved), remark = the claim bill no, which the warehouse then releases,
 * picks and ships like any order. Stored on the claim; a second one is refused
 * (CLAIM_REPLACEMENT_ORDER_EXISTS). Answers the order's DealerOrderNO.
 */
export async function placeReplacementOrder(
  tx: Tx,
  claim: ReplacementSource,
  actor: { userId: number; name: string },
  at: Date,
  businessTz: string,
): Promise<string> {
  const existing = await replacementOrderNo(tx, claim.id);
  if (existing)
    throw new AppError('CLAIM_REPLACEMENT_ORDER_EXISTS', {
      claimBillNo: claim.claimBillNo,
      dealerOrderNo: existing,
    });
  const order = await placeOrder(tx, {
    dealerCode: claim.dealerCode,
    orderWarehouseCode: claim.warehouseCode,
    lines: claim.lines.map((l) => ({ partCode: l.partCode, qty: l.claimQty, price: '0.00' })),
    remark: claim.claimBillNo,
    actor,
    at,
    businessTz,
  });
  await tx.update(claims).set({ replacementOrderId: order.id }).where(eq(claims.id, claim.id));
  return order.dealerOrderNo;
}

/** The DealerOrderNO of a claim's replacement order, or null. */
export async function replacementOrderNo(q: DbOrTx, claimId: number): Promise<string | null> {
  const [row] = await q
    .select({ no: dealerOrders.dealerOrderNo })
    .from(claims)
    .innerJoin(dealerOrders, eq(dealerOrders.id, claims.replacementOrderId))
    .where(eq(claims.id, claimId));
  return row?.no ?? null;
}
