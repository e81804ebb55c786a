import {
  businessDate,
  formatDealerOrderNo,
  formatTempOrderNo,
  lineAmount,
  ORDER_STATUS,
  sumMoney,
} from '@spm/domain';
import type { Tx } from '../../platform/db/client';
import { enforceAll } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import { reserveCredit } from '../credit';
import { appendHistory, type OrderActor } from './dealer-orders.repository';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';

/** An order another module places for a dealer at prices it has fixed (e.g. an approved POPP). */
export interface PlacedOrder {
  dealerCode: string;
  orderWarehouseCode: string;
  /** qty in pieces, price CNY per piece (2 decimals). */
  lines: readonly { partCode: string; qty: number; price: string }[];
  remark: string | null;
  actor: OrderActor;
  /** Optional order header marks: the major claim ordered against, the BOD flag, the vehicle. */
  marks?: { majorClaimNo?: string; bodFlag?: boolean; vin?: string | null; carNumber?: string | null };
  /** A DFS order of a parts package (the caller has checked the DFS rules): no receiving warehouse. */
  dfs?: { dfsPurchaseCode: string; partsPackageId: number };
  at: Date;
  businessTz: string;
}

/**
 * Places a submitted Normal order (status 3 can release) in the caller's transaction, for a document
 * of another module that has already been approved at its own prices: the lines keep the given
 * prices, the amount is reserved on the dealer's credit (the credit module's violation when short),
 * and the order gets its temp and DealerOrderNO numbers and a `submit` history row. The warehouse then
 * releases, picks and ships it like any order. A zero-priced order (a claim's replacement line) reserves
 * no credit. `dfs` places a DFS order of a parts package. `marks` set the major claim no, BOD flag and vehicle on the header. Answers `{ id, dealerOrderNo }`.
 */
export async function placeOrder(tx: Tx, order: PlacedOrder): Promise<{ id: number; dealerOrderNo: string }> {
  const lines = order.lines.map((l, i) => ({
    lineNo: i + 1,
    partCode: l.partCode,
    qty: l.qty,
    price: l.price,
    amount: lineAmount(l.price, l.qty),
  }));
  const amount = sumMoney(lines.map((l) => l.amount));
  // A zero-priced order (a claim's replacement) reserves nothing, whatever the dealer's credit.
  if (Number(amount) > 0) {
    const credit = await reserveCredit(tx, order.dealerCode, amount, order.at);
    if (!credit.reserved) enforceAll([credit.violation]);
  }
  const date = businessDate(order.at, order.businessTz);
  const day = date.replaceAll('-', '');
  const temp = formatTempOrderNo(date, await nextNumber(tx, 'tempOrder', day));
  const no = formatDealerOrderNo(
    order.dealerCode,
    date,
    await nextNumber(tx, `dealerOrder:${order.dealerCode}`, day),
  );
  if (!temp.ok) enforceAll([temp.violation]);
  if (!no.ok) enforceAll([no.violation]);
  const dealerOrderNo = no.ok ? no.value : '';
  const [row] = await tx
    .insert(dealerOrders)
    .values({
      tempOrderNo: temp.ok ? temp.value : '',
      dealerOrderNo,
      orderType: order.dfs ? 'DFS' : 'Normal',
      status: ORDER_STATUS.canRelease,
      dealerCode: order.dealerCode,
      orderWarehouseCode: order.orderWarehouseCode,
      receivingWarehouseCode: order.dfs ? null : order.orderWarehouseCode,
      dfsPurchaseCode: order.dfs?.dfsPurchaseCode ?? null,
      partsPackageId: order.dfs?.partsPackageId ?? null,
      acceptBackorder: true,
      remark: order.remark,
      amount,
      majorClaimNo: order.marks?.majorClaimNo ?? null,
      bodFlag: order.marks?.bodFlag ?? false,
      vin: order.marks?.vin ?? null,
      carNumber: order.marks?.carNumber ?? null,
      enteredBy: order.actor.userId,
      submittedAt: order.at,
      createdAt: order.at,
      updatedAt: order.at,
    })
    .returning({ id: dealerOrders.id });
  await tx.insert(dealerOrderLines).values(lines.map((l) => ({ ...l, orderId: row.id })));
  await appendHistory(tx, {
    orderId: row.id,
    fromStatus: null,
    toStatus: ORDER_STATUS.canRelease,
    action: 'submit',
    actor: order.actor,
    at: order.at,
  });
  return { id: row.id, dealerOrderNo };
}
