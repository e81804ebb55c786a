import { randomBytes } from 'node:crypto';
import type { OrderInput, OrderUpdateInput, SubmitResult } from '@spm/contracts';
import {
  assertTransition,
  businessDate,
  checkDeletable,
  checkEditable,
  checkSubmittable,
  Decimal,
  formatDealerOrderNo,
  formatTempOrderNo,
  ORDER_STATUS,
  type OrderType,
  type RuleResult,
  submitOutcome,
  type VorApprovalStatus,
} from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { actingDealer, requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { closingStatement } from '../../platform/db/closing';
import { executePrepared } from '../../platform/db/prepared';
import { refusing } from '../../platform/db/refusal';
import { AppError, enforceAll, resultValue } from '../../platform/errors';
import { nextNumberUpsert, numberedSql } from '../../platform/numbering';
import { creditReservation, type ReservedAccount, reservationOutcome } from '../credit';
import { assertPartResponsibility } from '../master-data';
import {
  draftOf,
  evaluateOrder,
  headerValues,
  type OrderingWarehousesSource,
} from './dealer-orders.evaluate';
import { lockOrder, lockOrderWithDealer } from './dealer-orders.locks';
import type { OrderQueries } from './dealer-orders.queries';
import { findDealer, lineFigures } from './dealer-orders.repository';
import { dealerOrders } from './dealer-orders.tables';
import { transitionOrder } from './dealer-orders.transitions';
import {
  HEAD,
  historyInsert,
  inOneStatement,
  linesChanged,
  linesDelete,
  linesInsert,
  replaceLines,
  type StatementLead,
  type StatementRunner,
} from './dealer-orders.writes';

export interface DealerOrderServiceDeps {
  now: () => Date;
  businessTz: string;
  queries: OrderQueries;
  /** The dealer's ordering warehouses (spec §2 dealer master), checked on every save and submit. */
  orderingWarehouses: OrderingWarehousesSource;
}

/** Permission that lets head office enter an order on a dealer's behalf. */
const AGENT_PERMISSION = 'orderEntry:agent';

/** Digits of the daily sequence in a temp order no and a DealerOrderNO. */
const TEMP_SEQ_DIGITS = 6;
const DEALER_SEQ_DIGITS = 4;

/** The part of a document number before its sequence, as the format rule writes it for sequence 1. */
function prefixOf(first: RuleResult<string>, digits: number): string {
  if (!first.ok) throw new RangeError('the first number of a series cannot be refused');
  return first.value.slice(0, -digits);
}

/**
 * A unique stand-in for the temp order no while the new order's rows are written; replaced by the
 * real number just before commit, inside the same transaction, so no one else ever sees it.
 */
const provisionalTempOrderNo = () => `~${randomBytes(9).toString('hex').slice(0, 18)}`;

/**
 * Dealer order commands (spec §5 "Orders", API.md "Main flow"): create and edit temporary orders,
 * submit with the credit reservation, delete. Every command checks the caller's data scope (another
 * dealer's order answers NOT_FOUND) and the optimistic version (CONCURRENT_MODIFICATION).
 */
export function createDealerOrderService(deps: DealerOrderServiceDeps) {
  const { now, businessTz, queries, orderingWarehouses } = deps;

  /** The ordering dealer: the session's; head office names one and needs `orderEntry:agent`. */
  async function orderingDealer(tx: DbOrTx, principal: Principal, requested: string | undefined) {
    if (principal.scope.kind !== 'dealer' && !principal.permissions.has(AGENT_PERMISSION))
      throw new AppError('FORBIDDEN');
    const { dealerCode, own } = actingDealer(principal, requested, 'forbidden');
    const dealer = await findDealer(tx, dealerCode);
    if (own) return { dealer: requireFound(dealer), agentEntered: false };
    if (!dealer) throw new AppError('DEALER_NOT_FOUND', { dealerCode });
    return { dealer, agentEntered: true };
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
      // the header, its lines and the history row: one statement
      const [order] = await inOneStatement<{ id: number }>(
        tx,
        tx
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
          .returning({ id: dealerOrders.id }),
        [
          linesInsert(HEAD, lines),
          historyInsert(HEAD, {
            fromStatus: null,
            toStatus: 0,
            action: 'create',
            actor: principal,
            at,
          }),
        ],
      );
      const detail = await queries.detail(tx, principal, order.id);
      // the day's temp-number row is locked last, by the statement the transaction commits with:
      // parallel creates queue only for that statement and its commit
      const date = businessDate(at, businessTz);
      const prefix = prefixOf(formatTempOrderNo(date, 1), TEMP_SEQ_DIGITS);
      const [numbered] = await refusing(
        closingStatement(
          tx,
          sql`with seq as (${nextNumberUpsert('tempOrder', date.replaceAll('-', ''))})
          update ${dealerOrders} set temp_order_no = ${numberedSql(prefix, sql`seq.last_value`, TEMP_SEQ_DIGITS)}
          from seq where ${dealerOrders.id} = ${order.id} returning seq.last_value as seq`,
        ),
      );
      return { ...detail, tempOrderNo: resultValue(formatTempOrderNo(date, Number(numbered.seq))) };
    },

    /**
     * Replaces header and lines of a temporary order (`PUT /api/v1/dealer-orders/{id}`) in the caller's
     * transaction. Only status 0 may be edited (ORDER_NOT_EDITABLE 409); the dealer of the order never
     * changes.
     */
    async update(tx: Tx, principal: Principal, id: number, input: OrderUpdateInput) {
      const { order, dealer } = await lockOrderWithDealer(tx, queries.scopeOf(principal), id, input.version);
      enforceAll([checkEditable(order)]);
      if (order.agentEntered && principal.scope.kind === 'all')
        await assertPartResponsibility(
          tx,
          principal,
          input.lines.map((l) => l.partCode),
        );
      const { lines, amount } = await evaluateOrder(
        tx,
        draftOf(input),
        requireFound(dealer),
        orderingWarehouses,
      );
      const at = now();
      await replaceLines(tx, id, lines);
      await inOneStatement(
        tx,
        tx
          .update(dealerOrders)
          .set({ ...headerValues(input), amount, version: sql`${dealerOrders.version} + 1`, updatedAt: at })
          .where(eq(dealerOrders.id, id))
          .returning({ id: dealerOrders.id }),
        [
          historyInsert(HEAD, {
            fromStatus: 0,
            toStatus: 0,
            action: 'save',
            actor: principal,
            at,
          }),
        ],
      );
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
      const { order, saved, dealer } = await lockOrderWithDealer(
        tx,
        queries.scopeOf(principal),
        id,
        undefined,
      );
      enforceAll([checkEditable(order)]);
      const { lines, amount } = await evaluateOrder(
        tx,
        { ...order, lines: [...saved, ...added] },
        requireFound(dealer),
        orderingWarehouses,
      );
      await replaceLines(tx, id, lines);
      await tx
        .update(dealerOrders)
        .set({ amount, version: sql`${dealerOrders.version} + 1`, updatedAt: now() })
        .where(eq(dealerOrders.id, id));
    },

    /**
     * Submits a temporary order (`POST …/{id}/submit`) in the caller's transaction: re-checks every
     * rule with today's parts master and prices, then, in one statement: reserves the amount on the
     * dealer's credit row (a conditional UPDATE), and only when that succeeded takes the DealerOrderNO
     * (dealer code + yyMMdd + 4-digit daily sequence, so a refused submit leaves no gap), moves the
     * order to 3 can release (to 1 awaiting approval for VOR), writes its history row and, where
     * today's prices differ from the saved ones, its lines. On a shortfall nothing has been written:
     * the answer carries `shortfall` (the route answers envelope 501 CREDIT_SHORTFALL). The dealer's
     * credit row and number sequence are locked by that last statement, so parallel submits of one
     * dealer wait for each other only for it and the commit. ORDER_SEQUENCE_EXHAUSTED (409) past the
     * day's 9,999th order of the dealer.
     */
    async submit(tx: Tx, principal: Principal, id: number, version: number): Promise<SubmitResult> {
      const { order, saved, dealer } = await lockOrderWithDealer(tx, queries.scopeOf(principal), id, version);
      enforceAll([checkSubmittable({ status: order.status, lineCount: saved.length })]);
      const { lines, amount } = await evaluateOrder(
        tx,
        { ...order, lines: saved },
        requireFound(dealer),
        orderingWarehouses,
      );
      const at = now();
      const outcome = submitOutcome({ orderType: order.orderType as OrderType });
      enforceAll([assertTransition(order.status, outcome.status)]);
      const date = businessDate(at, businessTz);
      const prefix = prefixOf(formatDealerOrderNo(order.dealerCode, date, 1), DEALER_SEQ_DIGITS);
      const series = [`dealerOrder:${order.dealerCode}`, date.replaceAll('-', '')] as const;
      const rewrite = linesChanged(saved, lines);
      // the credit, the number, the status move, the history row and any repriced lines: one statement,
      // the transaction's last, so the dealer's credit row is held only for it and its commit
      const move = (lead: StatementLead, run: StatementRunner) =>
        refusing(
          inOneStatement<ReservedAccount & { version: number; seq: number }>(
            tx,
            sql`update ${dealerOrders} set status = ${outcome.status},
            approval_status = ${outcome.vorApprovalStatus === 'none' ? null : outcome.vorApprovalStatus},
            version = ${dealerOrders.version} + 1, updated_at = ${at.toISOString()}::timestamptz,
            dealer_order_no = ${numberedSql(prefix, sql`before.last_value`, DEALER_SEQ_DIGITS)},
            submitted_at = ${at.toISOString()}::timestamptz, amount = ${amount}::numeric
            from before where ${dealerOrders.id} = ${id}
            returning ${dealerOrders.id} as id, ${dealerOrders.version} as version, before.last_value as seq`,
            [
              historyInsert(HEAD, {
                fromStatus: order.status,
                toStatus: outcome.status,
                action: 'submit',
                actor: principal,
                at,
              }),
              rewrite ? linesDelete(HEAD) : null,
              rewrite ? linesInsert(HEAD, lines) : null,
            ],
            lead,
            run,
          ),
        );
      // an order of 0.00 may still need the statement without the credit (no credit account)
      const nothingToReserve = new Decimal(amount).isZero();
      let [moved] = await move(
        {
          guard: creditReservation(order.dealerCode, amount, at),
          before: nextNumberUpsert(...series, 'guard'),
        },
        nothingToReserve ? executePrepared : closingStatement,
      );
      const credit = await reservationOutcome(tx, order.dealerCode, amount, moved);
      if (!credit.reserved) {
        return {
          id,
          dealerOrderNo: null,
          status: order.status,
          vorApprovalStatus: (order.approvalStatus ?? 'none') as VorApprovalStatus,
          version: order.version,
          credit: credit.summary,
          shortfall: credit.violation.params as SubmitResult['shortfall'],
        };
      }
      // a dealer without a credit account submitting 0.00: nothing to reserve
      if (!moved) [moved] = await move({ before: nextNumberUpsert(...series) }, closingStatement);
      return {
        id,
        dealerOrderNo: resultValue(formatDealerOrderNo(order.dealerCode, date, Number(moved.seq))),
        status: outcome.status,
        vorApprovalStatus: outcome.vorApprovalStatus,
        version: Number(moved.version),
        credit: credit.summary,
      };
    },

    /**
     * Deletes an order (`DELETE …/{id}?version=`) in the caller's transaction: status 11 with a history
     * row, and any credit it reserved given back. Refused with 409 ORDER_NOT_DELETABLE when released or further, when a DO
     * exists, when partly received or when entered by head office on the dealer's behalf; the specific
     * reason (ORDER_PARTLY_RECEIVED, ORDER_AGENT_ENTERED) is the field error.
     */
    async remove(tx: Tx, principal: Principal, id: number, version: number) {
      const order = await lockOrder(tx, queries.scopeOf(principal), id, version);
      const [{ figures }] = await tx
        .select({ figures: lineFigures })
        .from(dealerOrders)
        .where(eq(dealerOrders.id, id));
      const refused = checkDeletable({
        ...order,
        receivedQty: figures.receivedQty,
        hasDeliveryOrder: figures.hasDeliveryOrder,
      });
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
