import { randomBytes } from 'node:crypto';
import type { OrderInput, OrderUpdateInput, SubmitResult } from '@spm/contracts';
import {
  businessDate,
  checkDeletable,
  checkEditable,
  checkSubmittable,
  formatDealerOrderNo,
  formatTempOrderNo,
  ORDER_STATUS,
  type OrderStatus,
  type OrderType,
  submitOutcome,
  type TransportType,
  type VorApprovalStatus,
} from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, enforceAll } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import { reserveCredit } from '../credit';
import { assertPartResponsibility } from '../master-data';
import { draftOf, evaluateOrder, headerValues, type OrderingWarehousesQuery } from './dealer-orders.evaluate';
import type { OrderQueries } from './dealer-orders.queries';
import { appendHistory, findDealer, lineAggregates } from './dealer-orders.repository';
import type { EvaluatedLine } from './dealer-orders.rules';
import { dealerOrderLines, dealerOrders } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';

export interface DealerOrderServiceDeps {
  now: () => Date;
  businessTz: string;
  queries: OrderQueries;
  /** The dealer's ordering warehouses (spec §2 dealer master), checked on every save and submit. */
  orderingWarehouses: OrderingWarehousesQuery;
}

/** Permission that lets head office enter an order on a dealer's behalf. */
const AGENT_PERMISSION = 'orderEntry:agent';

/** The saved lines of an order (part code, qty) in line order. */
function savedLines(tx: DbOrTx, orderId: number) {
  return tx
    .select({ partCode: dealerOrderLines.partCode, qty: dealerOrderLines.qty })
    .from(dealerOrderLines)
    .where(eq(dealerOrderLines.orderId, orderId))
    .orderBy(asc(dealerOrderLines.lineNo));
}

async function insertLines(tx: DbOrTx, orderId: number, lines: readonly EvaluatedLine[]) {
  if (lines.length === 0) return;
  await tx.insert(dealerOrderLines).values(
    lines.map((l) => ({
      orderId,
      lineNo: l.lineNo,
      partCode: l.partCode,
      qty: l.qty,
      price: l.price,
      amount: l.amount,
    })),
  );
}

/**
 * A unique stand-in for the temp order no while the new order's rows are written; replaced by the
 * real number just before commit, inside the same transaction, so no one else ever sees it.
 */
const provisionalTempOrderNo = () => `~${randomBytes(9).toString('hex').slice(0, 18)}`;

/** Thrown inside the submit's savepoint to roll its writes back when the credit is short. */
class CreditShortfall extends Error {
  constructor(
    readonly summary: SubmitResult['credit'],
    readonly params: unknown,
  ) {
    super('credit shortfall');
  }
}

/**
 * Dealer order commands (spec §5 "Orders", API.md "Main flow"): create and edit temporary orders,
 * submit with the credit reservation, delete. Every command checks the caller's data scope (another
 * dealer's order answers NOT_FOUND) and the optimistic version (CONCURRENT_MODIFICATION).
 */
export function createDealerOrderService(deps: DealerOrderServiceDeps) {
  const { now, businessTz, queries, orderingWarehouses } = deps;

  /** The ordering dealer: the session's; head office names one and needs `orderEntry:agent`. */
  async function orderingDealer(tx: DbOrTx, principal: Principal, requested: string | undefined) {
    if (principal.scope.kind === 'dealer') {
      if (requested && requested !== principal.scope.dealerCode) throw new AppError('FORBIDDEN');
      const own = await findDealer(tx, principal.scope.dealerCode);
      return { dealer: requireFound(own), agentEntered: false };
    }
    if (principal.scope.kind !== 'all' || !principal.permissions.has(AGENT_PERMISSION))
      throw new AppError('FORBIDDEN');
    if (!requested) {
      throw new AppError('VALIDATION_FAILED', {}, [
        { field: 'dealerCode', code: 'REQUIRED', params: { field: 'dealerCode' } },
      ]);
    }
    const dealer = await findDealer(tx, requested);
    if (!dealer) throw new AppError('DEALER_NOT_FOUND', { dealerCode: requested });
    return { dealer, agentEntered: true };
  }

  /** Locks an order in the caller's scope (`FOR UPDATE`) and checks the version read. */
  async function lockOrder(tx: Tx, principal: Principal, id: number, version: number | undefined) {
    const rows = await tx
      .select({
        id: dealerOrders.id,
        status: dealerOrders.status,
        orderType: dealerOrders.orderType,
        transportType: dealerOrders.transportType,
        dealerCode: dealerOrders.dealerCode,
        orderWarehouseCode: dealerOrders.orderWarehouseCode,
        receivingWarehouseCode: dealerOrders.receivingWarehouseCode,
        approvalNo: dealerOrders.approvalNo,
        dfsPurchaseCode: dealerOrders.dfsPurchaseCode,
        vin: dealerOrders.vin,
        approvalStatus: dealerOrders.approvalStatus,
        agentEntered: dealerOrders.agentEntered,
        version: dealerOrders.version,
      })
      .from(dealerOrders)
      .where(and(eq(dealerOrders.id, id), queries.scopeOf(principal)))
      .for('update', { of: dealerOrders });
    const order = requireFound(rows[0]);
    if (version !== undefined && order.version !== version) throw new AppError('CONCURRENT_MODIFICATION');
    return {
      ...order,
      status: order.status as OrderStatus,
      orderType: order.orderType as OrderType,
      transportType: order.transportType as TransportType | null,
    };
  }

  return {
    /**
     * Creates a temporary order (status 0) with its lines (`POST /api/v1/dealer-orders`), in the
     * caller's transaction (opened by the idempotency helper). Temp order no `T` + yyyyMMdd + 6 digits
     * from the numbering table. Prices come from the parts master. Throws the first rule broken with
     * every rule as field errors (422) — among them WAREHOUSE_NOT_ORDERING when the order warehouse is
     * neither the dealer's default nor one of its ordering warehouses (also on head office's orders
     * for a dealer, on edit and again on submit) — FORBIDDEN for a dealer naming another dealer or head office
     * without `orderEntry:agent`, PART_NOT_RESPONSIBLE (403) when head office enters a part it is
     * neither the responsible person nor their superior of (spec §6).
     */
    async create(tx: Tx, principal: Principal, input: OrderInput) {
      const { dealer, agentEntered } = await orderingDealer(tx, principal, input.dealerCode);
      // spec §6: on a dealer's behalf only the parts' responsible person or their superior
      if (agentEntered)
        await assertPartResponsibility(
          tx,
          principal,
          input.lines.map((l) => l.partCode),
        );
      const { lines, amount } = await evaluateOrder(tx, draftOf(input), dealer, orderingWarehouses);
      const at = now();
      const [order] = await tx
        .insert(dealerOrders)
        .values({
          ...headerValues(input),
          tempOrderNo: provisionalTempOrderNo(),
          dealerCode: dealer.code,
          status: ORDER_STATUS.uncompleted,
          amount,
          agentEntered,
          enteredBy: principal.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: dealerOrders.id });
      await insertLines(tx, order.id, lines);
      await appendHistory(tx, {
        orderId: order.id,
        fromStatus: null,
        toStatus: 0,
        action: 'create',
        actor: principal,
        at,
      });
      const detail = await queries.detail(tx, principal, order.id);
      // the day's temp-number row is locked last: parallel creates queue only for the number and commit
      const date = businessDate(at, businessTz);
      const temp = formatTempOrderNo(date, await nextNumber(tx, 'tempOrder', date.replaceAll('-', '')));
      if (!temp.ok) enforceAll([temp.violation]);
      const tempOrderNo = temp.ok ? temp.value : '';
      await tx.update(dealerOrders).set({ tempOrderNo }).where(eq(dealerOrders.id, order.id));
      return { ...detail, tempOrderNo };
    },

    /**
     * Replaces header and lines of a temporary order (`PUT /api/v1/dealer-orders/{id}`) in the caller's
     * transaction. Only status 0 may be edited (ORDER_NOT_EDITABLE 409); the dealer of the order never
     * changes.
     */
    async update(tx: Tx, principal: Principal, id: number, input: OrderUpdateInput) {
      const order = await lockOrder(tx, principal, id, input.version);
      enforceAll([checkEditable(order)]);
      if (order.agentEntered && principal.scope.kind === 'all')
        await assertPartResponsibility(
          tx,
          principal,
          input.lines.map((l) => l.partCode),
        );
      const dealer = requireFound(await findDealer(tx, order.dealerCode));
      const { lines, amount } = await evaluateOrder(tx, draftOf(input), dealer, orderingWarehouses);
      const at = now();
      await tx.delete(dealerOrderLines).where(eq(dealerOrderLines.orderId, id));
      await insertLines(tx, id, lines);
      await tx
        .update(dealerOrders)
        .set({ ...headerValues(input), amount, version: sql`${dealerOrders.version} + 1`, updatedAt: at })
        .where(eq(dealerOrders.id, id));
      await appendHistory(tx, {
        orderId: id,
        fromStatus: 0,
        toStatus: 0,
        action: 'save',
        actor: principal,
        at,
      });
      return queries.detail(tx, principal, id);
    },

    /**
     * Adds lines to a temporary order in the caller's transaction (Excel import of a long order):
     * the existing lines plus the new ones are checked as one order (line errors name the combined
     * line index) and re-priced.
     */
    async appendLines(
      tx: Tx,
      principal: Principal,
      id: number,
      added: readonly { partCode: string; qty: number }[],
    ) {
      const order = await lockOrder(tx, principal, id, undefined);
      enforceAll([checkEditable(order)]);
      const dealer = requireFound(await findDealer(tx, order.dealerCode));
      const saved = await savedLines(tx, id);
      const { lines, amount } = await evaluateOrder(
        tx,
        { ...order, lines: [...saved, ...added] },
        dealer,
        orderingWarehouses,
      );
      await tx.delete(dealerOrderLines).where(eq(dealerOrderLines.orderId, id));
      await insertLines(tx, id, lines);
      await tx
        .update(dealerOrders)
        .set({ amount, version: sql`${dealerOrders.version} + 1`, updatedAt: now() })
        .where(eq(dealerOrders.id, id));
    },

    /**
     * Submits a temporary order (`POST …/{id}/submit`) in the caller's transaction: re-checks every
     * rule with today's parts master and prices and rewrites the lines, then reserves the amount on the
     * dealer's credit row in one conditional UPDATE. On a shortfall nothing changes (the work is done in
     * a savepoint that is rolled back) and the answer carries `shortfall` (the route answers envelope
     * 501 CREDIT_SHORTFALL). Otherwise the order gets its DealerOrderNO (dealer code + yyMMdd + 4-digit
     * daily sequence; the number is taken after the credit, so a refused submit leaves no gap) and moves
     * to 3 can release, or to 1 awaiting approval for VOR. The dealer's credit row and number sequence
     * are locked last, so parallel submits of one dealer wait for each other only for those writes.
     */
    async submit(tx: Tx, principal: Principal, id: number, version: number): Promise<SubmitResult> {
      const order = await lockOrder(tx, principal, id, version);
      const saved = await savedLines(tx, id);
      enforceAll([checkSubmittable({ status: order.status, lineCount: saved.length })]);
      const dealer = requireFound(await findDealer(tx, order.dealerCode));
      const { lines, amount } = await evaluateOrder(
        tx,
        { ...order, lines: saved },
        dealer,
        orderingWarehouses,
      );
      const at = now();
      const outcome = submitOutcome({ orderType: order.orderType as OrderType });
      try {
        return await tx.transaction(async (sp) => {
          await sp.delete(dealerOrderLines).where(eq(dealerOrderLines.orderId, id));
          await insertLines(sp, id, lines);
          const moved = await transitionOrder(sp, id, outcome.status, {
            action: 'submit',
            actor: principal,
            at,
            vorApprovalStatus: outcome.vorApprovalStatus,
          });
          const credit = await reserveCredit(sp, order.dealerCode, amount);
          if (!credit.reserved) throw new CreditShortfall(credit.summary, credit.violation.params);
          const date = businessDate(at, businessTz);
          const seq = await nextNumber(sp, `dealerOrder:${order.dealerCode}`, date.replaceAll('-', ''));
          const no = formatDealerOrderNo(order.dealerCode, date, seq);
          if (!no.ok) enforceAll([no.violation]);
          await sp
            .update(dealerOrders)
            .set({ dealerOrderNo: no.ok ? no.value : null, submittedAt: at, amount })
            .where(eq(dealerOrders.id, id));
          return {
            id,
            dealerOrderNo: no.ok ? no.value : null,
            status: moved.toStatus,
            vorApprovalStatus: outcome.vorApprovalStatus,
            version: moved.version,
            credit: credit.summary,
          };
        });
      } catch (error) {
        if (!(error instanceof CreditShortfall)) throw error;
        return {
          id,
          dealerOrderNo: null,
          status: order.status,
          vorApprovalStatus: (order.approvalStatus ?? 'none') as VorApprovalStatus,
          version: order.version,
          credit: error.summary,
          shortfall: error.params as SubmitResult['shortfall'],
        };
      }
    },

    /**
     * Deletes an order (`DELETE …/{id}?version=`) in the caller's transaction: status 11 with a history
     * row, and any credit it reserved given back. Refused with 409 ORDER_NOT_DELETABLE when released or further, when a DO
     * exists, when partly received or when entered by head office on the dealer's behalf; the specific
     * reason (ORDER_PARTLY_RECEIVED, ORDER_AGENT_ENTERED) is the field error.
     */
    async remove(tx: Tx, principal: Principal, id: number, version: number) {
      const order = await lockOrder(tx, principal, id, version);
      const [facts] = await tx
        .select({
          receivedQty: lineAggregates.receivedQty,
          hasDeliveryOrder: lineAggregates.hasDeliveryOrder,
        })
        .from(dealerOrders)
        .where(eq(dealerOrders.id, id));
      const refused = checkDeletable({ ...order, ...facts });
      if (refused) {
        throw new AppError('ORDER_NOT_DELETABLE', {}, [
          { field: 'status', code: refused.code, params: { ...refused.params } },
        ]);
      }
      const moved = await transitionOrder(tx, id, ORDER_STATUS.deleted, {
        action: 'delete',
        actor: principal,
        at: now(),
      });
      return { id, status: moved.toStatus, version: moved.version };
    },
  };
}

export type DealerOrderService = ReturnType<typeof createDealerOrderService>;
