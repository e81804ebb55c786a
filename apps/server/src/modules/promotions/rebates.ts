import { PROMOTION_REBATE_BUSINESS_TYPE, rebateOf, sumMoney } from '@spm/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { creditBalance } from '../credit';
import { promotionOrderLines } from './promotions.tables';

/**
 * Credits the promotion rebate of shipped pieces (spec §8 "promotion rebate follows actual shipped
 * qty"): for each shipped order line that carries a promotion, shipped qty × its rebate per piece
 * (CNY, 2 decimals) is added to the line's credited rebate, and their sum is credited to the dealer's
 * available balance as one balance change row (business type `promotionRebate`, business no = the ship
 * bill no, change date = the ship date, at `ref.at`). Lines without a promotion are ignored; nothing is booked when
 * no shipped line carries one. Call inside the shipping transaction (the order row is locked there).
 */
export async function creditShippedRebates(
  tx: Tx,
  dealerCode: string,
  shipped: readonly { orderLineId: number; qty: number }[],
  ref: { shipBillNo: string; shipDate: string; at: Date },
): Promise<string> {
  if (shipped.length === 0) return '0.00';
  const promoted = await tx
    .select({
      id: promotionOrderLines.id,
      orderLineId: promotionOrderLines.orderLineId,
      perPiece: promotionOrderLines.rebatePerPiece,
    })
    .from(promotionOrderLines)
    .where(
      inArray(
        promotionOrderLines.orderLineId,
        shipped.map((s) => s.orderLineId),
      ),
    );
  if (promoted.length === 0) return '0.00';
  const qtyOf = new Map(shipped.map((s) => [s.orderLineId, s.qty]));
  const credits = promoted.map((p) => ({
    ...p,
    qty: qtyOf.get(p.orderLineId) ?? 0,
    rebate: rebateOf(p.perPiece, qtyOf.get(p.orderLineId) ?? 0),
  }));
  for (const c of credits) {
    await tx
      .update(promotionOrderLines)
      .set({
        creditedQty: sql`${promotionOrderLines.creditedQty} + ${c.qty}`,
        creditedRebate: sql`${promotionOrderLines.creditedRebate} + ${c.rebate}::numeric`,
      })
      .where(eq(promotionOrderLines.id, c.id));
  }
  const total = sumMoney(credits.map((c) => c.rebate));
  if (Number(total) > 0) {
    await creditBalance(tx, dealerCode, total, {
      businessType: PROMOTION_REBATE_BUSINESS_TYPE,
      businessNo: ref.shipBillNo,
      changeDate: ref.shipDate,
      at: ref.at,
    });
  }
  return total;
}
