import {
  type Allocation,
  allocateLine,
  checkReleasable,
  compareReleasePriority,
  Decimal,
  type ErrorCode,
  isOrderType,
  isPartStatus,
  ORDER_STATUS,
  type OrderStatus,
  type OrderType,
  PART_STATUSES,
  releaseOutcome,
  toMoney,
} from '@spm/domain';
import { and, asc, eq, exists, gt, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { AppError, enforce } from '../../platform/errors';
import type { UnitOfWork } from '../../platform/http/endpoint';
import { releaseCredit } from '../credit';
import {
  lockOrders,
  type OrderRow,
  orderColumns,
  recordLineProgress,
  recordLinesProgress,
} from '../dealer-orders';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { allocate, holdStock, stockTotals } from '../stock';
import {
  type Actor,
  actorOf,
  currentWarehouseScope,
  linesOf,
  moveOrder,
  type OrderLineRow,
  SYSTEM_ACTOR,
} from './fulfilment.repository';
import { orderLineAllocations } from './fulfilment.tables';

/** The answer for one order of a release batch (API.md "Main flow": `POST /api/v1/warehouse/releases`). */
export interface ReleaseResult {
  id: number;
  dealerOrderNo: string | null;
  ok: boolean;
  /** Why the order was not released (e.g. STOCK_SHORTAGE, ORDER_NOT_RELEASABLE, NOT_FOUND). */
  code?: ErrorCode;
  params?: Record<string, unknown>;
  /** Lines that got stock allocated now. */
  allocatedLines: number;
  /** Lines left (partly) owed as backorders. */
  backorderedLines: number;
  /** Order status after the attempt. */
  status: number | null;
}

async function partRules(tx: Tx, codes: string[]) {
  const rows = codes.length
    ? await tx
        .select({ partCode: parts.partCode, status: parts.status, unitSalesQty: parts.unitSalesQty })
        .from(parts)
        .where(inArray(parts.partCode, codes))
    : [];
  return new Map(
    rows.map((r) => [
      r.partCode,
      {
        backorderAllowed: isPartStatus(r.status) ? PART_STATUSES[r.status].backorderAllowed : true,
        unitSalesQty: r.unitSalesQty,
      },
    ]),
  );
}

/** Records pieces allocated to order lines per storage location (one multi-row INSERT). */
async function addAllocations(
  tx: Tx,
  order: OrderRow,
  allocations: { line: OrderLineRow; locations: { storageCode: string; qty: number }[] }[],
) {
  const rows = allocations.flatMap(({ line, locations }) =>
    locations.map((loc) => ({
      orderId: order.id,
      orderLineId: line.id,
      partCode: line.partCode,
      warehouseCode: order.orderWarehouseCode,
      storageCode: loc.storageCode,
      qty: loc.qty,
    })),
  );
  if (rows.length === 0) return;
  await tx
    .insert(orderLineAllocations)
    .values(rows)
    .onConflictDoUpdate({
      target: [orderLineAllocations.orderLineId, orderLineAllocations.storageCode],
      set: { qty: sql`${orderLineAllocations.qty} + excluded.qty` },
    });
}

/**
 * Releases one locked order: allocates available stock to each line that still needs some (status 3:
 * ordered − shipped − allocated; status 2: the backorder qty), one atomic allocation per line in
 * part-code order. Short lines become backorders when the order accepts them (or are cut when the
 * part status allows no backorder; their amount is given back to the dealer's credit); an order that
 * does not accept backorders is refused whole with STOCK_SHORTAGE and nothing of it stays allocated
 * (the caller's transaction rolls back). Moves the order to released (4), to owe (2) or closed (10).
 */
async function releaseOrder(
  tx: Tx,
  order: OrderRow,
  actor: Actor,
  at: Date,
): Promise<{ allocatedLines: number; backorderedLines: number }> {
  enforce(checkReleasable({ status: order.status as OrderStatus, dealerOrderNo: order.dealerOrderNo ?? '' }));
  if (order.orderType === 'VOR' && order.approvalStatus !== 'approved') {
    throw new AppError('ORDER_NOT_RELEASABLE', { dealerOrderNo: order.dealerOrderNo });
  }
  const lines = (await linesOf(tx, [order.id]))
    .map((line) => ({
      line,
      need:
        order.status === ORDER_STATUS.canRelease
          ? line.qty - line.shippedQty - line.allocatedQty
          : line.backorderQty,
    }))
    .filter((x) => x.need > 0)
    .sort((a, b) =>
      a.line.partCode < b.line.partCode ? -1 : a.line.partCode > b.line.partCode ? 1 : a.line.id - b.line.id,
    );
  if (lines.length === 0) throw new AppError('ORDER_NOT_RELEASABLE', { dealerOrderNo: order.dealerOrderNo });
  const codes = [...new Set(lines.map((x) => x.line.partCode))];
  const rules = await partRules(tx, codes);
  const hold = await holdStock(tx, order.orderWarehouseCode, codes);
  // plan every line against what is left after the lines before it, then write them all at once
  const planned = new Map<string, number>();
  const plans: { line: OrderLineRow; need: number; plan: Allocation }[] = [];
  for (const { line, need } of lines) {
    const rule = rules.get(line.partCode) ?? { backorderAllowed: true, unitSalesQty: 1 };
    const taken = planned.get(line.partCode) ?? 0;
    const result = allocateLine({
      partCode: line.partCode,
      qty: need,
      availableQty: hold.available(line.partCode) - taken,
      acceptBackorder: order.acceptBackorder,
      backorderAllowed: rule.backorderAllowed,
      unitSalesQty: rule.unitSalesQty,
    });
    enforce(result.ok ? null : result.violation);
    if (!result.ok) continue;
    planned.set(line.partCode, taken + result.value.allocatedQty);
    plans.push({ line, need, plan: result.value });
  }
  const wanted = plans.filter((p) => p.plan.allocatedQty > 0);
  const got = await hold.allocate(
    wanted.map((p) => ({ partCode: p.line.partCode, qty: p.plan.allocatedQty })),
    {
      documentType: 'dealerOrder',
      documentNo: order.dealerOrderNo ?? String(order.id),
      actorId: actor.userId,
      at,
    },
  );
  const allocatedByLine = new Map(wanted.map((p, i) => [p.line.id, got[i]]));
  await addAllocations(
    tx,
    order,
    wanted.map((p, i) => ({ line: p.line, locations: got[i].locations })),
  );
  const outcomes: Allocation[] = [];
  let cutAmount = new Decimal(0);
  for (const { line, need, plan } of plans) {
    const allocated = allocatedByLine.get(line.id)?.allocatedQty ?? 0;
    const rest = need - allocated;
    const outcome: Allocation =
      plan.cancelledQty > 0
        ? { allocatedQty: allocated, backorderQty: 0, cancelledQty: rest }
        : { allocatedQty: allocated, backorderQty: rest, cancelledQty: 0 };
    cutAmount = cutAmount.plus(new Decimal(line.price).times(outcome.cancelledQty));
    outcomes.push(outcome);
  }
  await recordLinesProgress(
    tx,
    plans.map(({ line }, i) => ({
      lineId: line.id,
      allocatedQty: outcomes[i].allocatedQty,
      backorderQty: outcomes[i].backorderQty - line.backorderQty,
    })),
  );
  const to = releaseOutcome(outcomes);
  // Closing gives the whole unsent amount back (transitionOrder); otherwise only the cut qty's amount.
  if (cutAmount.gt(0) && to !== ORDER_STATUS.closed)
    await releaseCredit(tx, order.dealerCode, toMoney(cutAmount), at);
  if (to !== order.status) await moveOrder(tx, order, to, 'release', actor, at);
  return {
    allocatedLines: outcomes.filter((o) => o.allocatedQty > 0).length,
    backorderedLines: outcomes.filter((o) => o.backorderQty > 0).length,
  };
}

/**
 * Batch release (`POST /api/v1/warehouse/releases`): releases the given orders of the caller's current
 * warehouse in release priority (VOR, Urgent, Normal, DFS, then submit time), each in a transaction
 * of its own (`unit`) with its row locked, so one order's failure never undoes another's and a crash
 * leaves each order wholly released or untouched. Answers one result per requested id, in the order served (`params` of a refusal for its
 * message); an id outside the caller's scope answers NOT_FOUND. History rows carry `at`.
 */
export async function releaseOrders(
  unit: UnitOfWork,
  principal: Principal,
  ids: readonly number[],
  at: Date,
): Promise<ReleaseResult[]> {
  const unique = [...new Set(ids)];
  const scope = currentWarehouseScope(principal, dealerOrders.orderWarehouseCode);
  const found = await unit((tx) =>
    tx
      .select(orderColumns)
      .from(dealerOrders)
      .where(and(inArray(dealerOrders.id, unique), scope)),
  );
  const queue = found
    .filter((o) => isOrderType(o.orderType))
    .sort((a, b) =>
      compareReleasePriority(
        {
          orderType: a.orderType as OrderType,
          submittedAt: a.submittedAt ?? a.createdAt,
          dealerOrderNo: a.dealerOrderNo ?? '',
        },
        {
          orderType: b.orderType as OrderType,
          submittedAt: b.submittedAt ?? b.createdAt,
          dealerOrderNo: b.dealerOrderNo ?? '',
        },
      ),
    );
  const actor = actorOf(principal);
  const results: ReleaseResult[] = [];
  for (const candidate of queue) {
    const base = {
      id: candidate.id,
      dealerOrderNo: candidate.dealerOrderNo,
      allocatedLines: 0,
      backorderedLines: 0,
    };
    try {
      const { counts, status } = await unit(async (tx) => {
        const [order] = await lockOrders(tx, [candidate.id], scope);
        const counts = await releaseOrder(tx, order, actor, at);
        return { counts, status: order.status };
      });
      results.push({ ...base, ...counts, ok: true, status });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const [after] = await unit((tx) =>
        tx
          .select({ status: dealerOrders.status })
          .from(dealerOrders)
          .where(eq(dealerOrders.id, candidate.id)),
      );
      results.push({
        ...base,
        ok: false,
        code: error.code,
        params: error.params,
        status: after?.status ?? null,
      });
    }
  }
  const served = new Set(queue.map((o) => o.id));
  for (const id of unique.filter((x) => !served.has(x))) {
    results.push({
      id,
      dealerOrderNo: null,
      ok: false,
      code: 'NOT_FOUND',
      allocatedLines: 0,
      backorderedLines: 0,
      status: null,
    });
  }
  return results;
}

/**
 * Stock arrival handler (given to the stock module where the app is composed; `at` is the app clock's
 * time of the arrival): when pieces of a part arrive in a warehouse, backordered orders (status 2) of that warehouse owing the part get them, oldest submit
 * first, until none is available; each order served moves to released (4). Orders another transaction
 * is working on are skipped (`SKIP LOCKED`) rather than waited for; the warehouse can release them.
 */
export async function releaseBackordersOnArrival(
  tx: Tx,
  partCode: string,
  warehouseCode: string,
  at: Date,
): Promise<void> {
  const owing = await tx
    .select(orderColumns)
    .from(dealerOrders)
    .where(
      and(
        eq(dealerOrders.status, ORDER_STATUS.backordered),
        eq(dealerOrders.orderWarehouseCode, warehouseCode),
        exists(
          tx
            .select({ one: sql`1` })
            .from(dealerOrderLines)
            .where(
              and(
                eq(dealerOrderLines.orderId, dealerOrders.id),
                eq(dealerOrderLines.partCode, partCode),
                gt(dealerOrderLines.backorderQty, 0),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(dealerOrders.id))
    .for('update', { skipLocked: true });
  owing.sort(
    (a, b) =>
      (a.submittedAt ?? a.createdAt).getTime() - (b.submittedAt ?? b.createdAt).getTime() || a.id - b.id,
  );
  if (owing.length === 0) return;
  const unitSalesQty = (await partRules(tx, [partCode])).get(partCode)?.unitSalesQty;
  for (const order of owing) {
    const lines = (await linesOf(tx, [order.id])).filter(
      (l) => l.partCode === partCode && l.backorderQty > 0,
    );
    let served = 0;
    for (const line of lines) {
      const { availableQty } = await stockTotals(tx, partCode, warehouseCode);
      if (availableQty <= 0) break;
      const plan = allocateLine({
        partCode,
        qty: line.backorderQty,
        availableQty,
        acceptBackorder: true,
        backorderAllowed: true,
        unitSalesQty,
      });
      if (!plan.ok || plan.value.allocatedQty === 0) continue;
      const got = await allocate(tx, {
        partCode,
        warehouseCode,
        qty: plan.value.allocatedQty,
        documentType: 'dealerOrder',
        documentNo: order.dealerOrderNo ?? String(order.id),
        actorId: null,
        at,
      });
      if (got.allocatedQty === 0) continue;
      await addAllocations(tx, order, [{ line, locations: got.locations }]);
      await recordLineProgress(tx, line.id, {
        allocatedQty: got.allocatedQty,
        backorderQty: -got.allocatedQty,
      });
      served += got.allocatedQty;
    }
    if (served > 0) await moveOrder(tx, order, ORDER_STATUS.released, 'release', SYSTEM_ACTOR, at);
    const { availableQty } = await stockTotals(tx, partCode, warehouseCode);
    if (availableQty <= 0) break;
  }
}
