import type { OrderLinesModifyInput } from '@spm/contracts';
import {
  checkHoldable,
  checkHoldReleasable,
  checkLineQtyModification,
  checkManualClose,
  Decimal,
  ORDER_STATUS,
  type OrderStatus,
  type RuleViolation,
  sumMoney,
  toMoney,
  violation,
} from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { AppError, enforce, enforceAll } from '../../platform/errors';
import { releaseCredit } from '../credit';
import { lockOrder } from './dealer-orders.locks';
import { appendHistory } from './dealer-orders.repository';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';

/** Locks a submitted order for head office (any other scope: NOT_FOUND) and checks its version. */
async function lockForHeadOffice(tx: Tx, principal: Principal, id: number, version: number) {
  if (principal.scope.kind !== 'all') throw new AppError('NOT_FOUND');
  return lockOrder(tx, sql`true`, id, version);
}

/**
 * Head office's actions on a submitted order (spec §4 statuses 1 and 10, §5 qty rules;
 * docs/decisions/order-status.md): hold, release the hold, close by hand, reduce line qty. Each
 * writes the order history with the remark.
 */
export function createOrderHoldService(deps: { now: () => Date }) {
  const answer = (r: { id: number; toStatus: number; version: number }) => ({
    id: r.id,
    status: r.toStatus,
    version: r.version,
  });
  /**
   * Locks the order for head office at `input.version`, refuses it with what `check` finds, moves it
   * to `to` (order history `action`, the remark as opinion, at the clock's time) and answers its id,
   * new status and version.
   */
  async function move(
    tx: Tx,
    principal: Principal,
    id: number,
    input: { version: number; remark?: string },
    check: (order: Awaited<ReturnType<typeof lockForHeadOffice>>) => RuleViolation | null,
    to: OrderStatus,
    action: string,
  ) {
    enforce(check(await lockForHeadOffice(tx, principal, id, input.version)));
    const moved = await transitionOrder(tx, id, to, {
      action,
      actor: principal,
      opinion: input.remark ?? null,
      at: deps.now(),
    });
    return answer(moved);
  }

  return {
    /** Holds a non-VOR order in 2 or 3 (→ 1 "postponed"). ORDER_NOT_HOLDABLE 409. */
    hold: (tx: Tx, principal: Principal, id: number, input: { version: number; remark?: string }) =>
      move(tx, principal, id, input, checkHoldable, ORDER_STATUS.postponed, 'hold'),

    /** Releases a held order (1 → 3 can release). ORDER_NOT_HELD 409. */
    releaseHold: (tx: Tx, principal: Principal, id: number, input: { version: number; remark?: string }) =>
      move(tx, principal, id, input, checkHoldReleasable, ORDER_STATUS.canRelease, 'releaseHold'),

    /**
     * Closes an order by hand (→ 10) after the user confirmed; its unsent amount goes back to the
     * dealer's credit. ORDER_CLOSE_NOT_CONFIRMED 422, ORDER_NOT_CLOSABLE 409.
     */
    close: (
      tx: Tx,
      principal: Principal,
      id: number,
      input: { version: number; confirmed: boolean; remark?: string },
    ) =>
      move(
        tx,
        principal,
        id,
        input,
        (order) => checkManualClose(order, input.confirmed),
        ORDER_STATUS.closed,
        'close',
      ),

    /**
     * Reduces the qty of lines of a submitted, unreleased order (1, 2, 3): never below the shipped
     * qty, never above the qty before (ORDER_QTY_BELOW_SHIPPED / ORDER_QTY_RAISED 422 on
     * `lines[i].qty`); the amount given up goes back to the dealer's credit.
     */
    async modifyLines(tx: Tx, principal: Principal, id: number, input: OrderLinesModifyInput) {
      const order = await lockForHeadOffice(tx, principal, id, input.version);
      if (!([1, 2, 3] as number[]).includes(order.status))
        throw new AppError('ORDER_NOT_EDITABLE', { status: order.status });
      const lines = await tx
        .select()
        .from(dealerOrderLines)
        .where(eq(dealerOrderLines.orderId, id))
        .orderBy(asc(dealerOrderLines.lineNo));
      const byNo = new Map(lines.map((l) => [l.lineNo, l]));
      enforceAll(
        input.lines.map((l, i) => {
          const line = byNo.get(l.lineNo);
          if (!line) return violation('NOT_FOUND', {}, `lines[${i}].lineNo`);
          return checkLineQtyModification(
            { partCode: line.partCode, qty: l.qty, shippedQty: line.shippedQty, originalQty: line.qty },
            `lines[${i}].qty`,
          );
        }),
      );
      const given: Decimal[] = [];
      for (const l of input.lines) {
        const line = byNo.get(l.lineNo);
        if (!line || line.qty === l.qty) continue;
        given.push(new Decimal(line.price).times(line.qty - l.qty));
        await tx
          .update(dealerOrderLines)
          .set({ qty: l.qty, amount: toMoney(new Decimal(line.price).times(l.qty)) })
          .where(and(eq(dealerOrderLines.orderId, id), eq(dealerOrderLines.lineNo, l.lineNo)));
      }
      const released = sumMoney(given);
      const at = deps.now();
      const [row] = await tx
        .update(dealerOrders)
        .set({
          amount: sql`${dealerOrders.amount} - ${released}::numeric`,
          version: sql`${dealerOrders.version} + 1`,
          updatedAt: at,
        })
        .where(eq(dealerOrders.id, id))
        .returning({ version: dealerOrders.version });
      if (new Decimal(released).gt(0)) await releaseCredit(tx, order.dealerCode, released, at);
      await appendHistory(tx, {
        orderId: id,
        fromStatus: order.status,
        toStatus: order.status,
        action: 'modifyQty',
        actor: principal,
        opinion: input.remark ?? null,
        at,
      });
      return { id, status: order.status, version: row.version };
    },
  };
}
