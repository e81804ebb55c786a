import type { PoppAuditInput, PoppInput, PoppUpdateInput } from '@spm/contracts';
import {
  businessDate,
  checkPoppDealer,
  checkPoppDeletable,
  checkPoppEditable,
  checkPoppEligible,
  checkPoppSubmitCount,
  Decimal,
  normalizePartCode,
  POPP_STATUS,
  type PoppAction,
  type PoppStatus,
  type PoppType,
  partStatusOf,
  poppLineAmount,
  poppWorkflow,
  sumMoney,
  violation,
} from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { actingDealer } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { creationStamps } from '../../platform/documents';
import { AppError, enforce, raise } from '../../platform/errors';
import { nextNumber } from '../../platform/numbering';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { placeOrder } from '../dealer-orders';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { ordinaryPrices } from '../parts';
import type { PoppQueries } from './popp.queries';
import { poppLines, popps } from './popp.tables';
import { drawQuota, returnQuota } from './popp-quotas.service';

export interface PoppServiceDeps {
  now: () => Date;
  businessTz: string;
  queries: PoppQueries;
  workflow: WorkflowEngine;
  /** Dealer types that take part in POPP (config `POPP_DEALER_TYPES`). */
  poppDealerTypes: readonly string[];
}

/** The POPP's one approval level (one-level workflow). */
const AUDIT_LEVEL = 1;
/** Statuses whose POPP amount is drawn from the quota (used or applied). */
const DRAWN: readonly PoppStatus[] = [1, 2, 3, 4, 5];

/**
 * POPP commands (spec §3 POPP, §4 statuses and guards, §8 submit limit and quota, §9 submit count 1).
 * Each runs in the caller's transaction, reads the POPP `FOR UPDATE` within the caller's scope
 * (NOT_FOUND otherwise), checks `version` (CONCURRENT_MODIFICATION), and keeps the quota's used
 * amount in step with the POPP in the same transaction.
 */
export function createPoppService(deps: PoppServiceDeps) {
  const { now, businessTz, queries, workflow, poppDealerTypes } = deps;

  async function lock(tx: Tx, principal: Principal, id: number, version: number) {
    const popp = await lockRow(tx, popps, and(eq(popps.id, id), queries.scopeOf(principal)), version);
    return { ...popp, status: popp.status as PoppStatus, poppType: popp.poppType as PoppType };
  }

  /** Prices the lines from the parts master (PART_NOT_FOUND 422 per line, field `lines[i].partCode`). */
  async function priceLines(tx: Tx, lines: PoppInput['lines'], keepActual: boolean) {
    const codes = lines.map((l) => normalizePartCode(l.partCode));
    const prices = await ordinaryPrices(tx, codes);
    const priced = lines.map((l, i) => {
      const actualQty = keepActual ? (l.actualQty ?? l.applyQty) : l.applyQty;
      if (actualQty > l.applyQty) {
        raise(
          violation(
            'POPP_ACTUAL_QTY_ABOVE_APPLY',
            { actualQty, applyQty: l.applyQty },
            `lines[${i}].actualQty`,
          ),
        );
      }
      const salesPrice = prices.get(codes[i]) as string;
      const discountRate = l.discountRate ?? '0';
      return {
        lineNo: i + 1,
        partCode: codes[i],
        applyQty: l.applyQty,
        actualQty,
        salesPrice,
        discountRate,
        amount: poppLineAmount(actualQty, salesPrice, discountRate),
        specialType: l.specialType ?? null,
        remark: l.remark ?? null,
      };
    });
    return { lines: priced, amount: sumMoney(priced.map((l) => l.amount)) };
  }

  /** The dealer's type and POPP eligibility (dealer master), or undefined. */
  async function dealerOf(tx: Tx, code: string) {
    const [dealer] = await tx
      .select({ code: dealers.code, dealerType: dealers.dealerType, poppEligible: dealers.poppEligible })
      .from(dealers)
      .where(eq(dealers.code, code));
    return dealer;
  }

  /**
   * The POPP's dealer: the caller's own; head office names one (REQUIRED, DEALER_NOT_FOUND,
   * POPP_DEALER_NOT_ALLOWED for a type not configured, POPP_DEALER_NOT_ELIGIBLE for a dealer not marked
   * POPP-eligible in the dealer master). A dealer's own staff whose dealer is not eligible get NOT_FOUND
   * 404, as a dealer of a type not configured does on every POPP route (docs/decisions/popp.md).
   */
  async function poppDealerOf(tx: Tx, principal: Principal, requested: string | undefined) {
    const { dealerCode, own } = actingDealer(principal, requested, 'forbidden');
    const dealer = await dealerOf(tx, dealerCode);
    if (own) {
      if (!dealer || checkPoppEligible(dealer)) throw new AppError('NOT_FOUND');
      return dealerCode;
    }
    if (!dealer) raise(violation('DEALER_NOT_FOUND', { dealerCode }, 'dealerCode'));
    enforce(checkPoppDealer(dealer, poppDealerTypes));
    enforce(checkPoppEligible(dealer));
    return dealer.code;
  }

  async function requireWarehouse(tx: Tx, code: string) {
    const [row] = await tx
      .select({ code: warehouses.code })
      .from(warehouses)
      .where(eq(warehouses.code, code));
    if (!row) raise(violation('WAREHOUSE_NOT_FOUND', { warehouseCode: code }, 'warehouseCode'));
  }

  /**
   * Runs one workflow step and writes the answered status to the POPP and its parts, with `extra`
   * columns (or `extra(moved.at)` for columns that record the step's time).
   */
  async function step(
    tx: Tx,
    principal: Principal,
    popp: Awaited<ReturnType<typeof lock>>,
    action: PoppAction,
    opinion: string | undefined,
    extra: Partial<typeof popps.$inferInsert> | ((at: Date) => Partial<typeof popps.$inferInsert>) = {},
  ) {
    let orderStatus: number | null = null;
    let dealerOrderNo: string | null = null;
    if (popp.dealerOrderId !== null) {
      const [order] = await tx
        .select({ status: dealerOrders.status, no: dealerOrders.dealerOrderNo })
        .from(dealerOrders)
        .where(eq(dealerOrders.id, popp.dealerOrderId));
      orderStatus = order?.status ?? null;
      dealerOrderNo = order?.no ?? null;
    }
    const moved = await workflow.act(tx, poppWorkflow, principal, {
      documentId: popp.id,
      state: popp.status,
      level: AUDIT_LEVEL,
      action,
      opinion,
      document: { status: popp.status, poppType: popp.poppType, orderStatus, dealerOrderNo },
    });
    await tx
      .update(popps)
      .set({
        ...(typeof extra === 'function' ? extra(moved.at) : extra),
        status: moved.to,
        updatedAt: moved.at,
        version: sql`${popps.version} + 1`,
      })
      .where(eq(popps.id, popp.id));
    await tx
      .update(poppLines)
      .set({ status: partStatusOf(moved.to) })
      .where(eq(poppLines.poppId, popp.id));
    return moved;
  }

  return {
    /**
     * Creates a POPP (status 0) for the caller's dealer, or for the dealer head office names
     * (`POST /api/v1/popp`): POPP no `P` + yyyyMMdd + 4 digits, quota year = this business year, sales
     * prices from the parts master, amount = Σ qty × price × (1 − discount). VALIDATION_FAILED 400
     * (head office without `dealerCode`), DEALER_NOT_FOUND, POPP_DEALER_NOT_ALLOWED,
     * POPP_DEALER_NOT_ELIGIBLE, PART_NOT_FOUND, WAREHOUSE_NOT_FOUND 422; FORBIDDEN for a dealer naming
     * another dealer; NOT_FOUND 404 for a dealer's staff whose dealer is not POPP-eligible.
     */
    async create(tx: Tx, principal: Principal, input: PoppInput) {
      const dealerCode = await poppDealerOf(tx, principal, input.dealerCode);
      await requireWarehouse(tx, input.warehouseCode);
      const { lines, amount } = await priceLines(tx, input.lines, false);
      const at = now();
      const date = businessDate(at, businessTz);
      const seq = await nextNumber(tx, 'popp', date.replaceAll('-', ''));
      const [row] = await tx
        .insert(popps)
        .values({
          poppNo: `P${date.replaceAll('-', '')}${String(seq).padStart(4, '0')}`,
          poppType: input.poppType,
          dealerCode,
          warehouseCode: input.warehouseCode,
          quotaYear: Number(date.slice(0, 4)),
          amount,
          submitter: input.submitter ?? null,
          submitterTel: input.submitterTel ?? null,
          remark: input.remark ?? null,
          ...creationStamps(principal, at),
        })
        .returning({ id: popps.id });
      await tx.insert(poppLines).values(lines.map((l) => ({ ...l, poppId: row.id })));
      return row.id;
    },

    /**
     * Replaces a POPP's parts and header fields (`PUT /api/v1/popp/{id}`): only unsubmitted (0) or audit
     * complete (2) (POPP_NOT_EDITABLE 409). In status 2 the actual qty (≤ apply qty,
     * POPP_ACTUAL_QTY_ABOVE_APPLY) sets the amount, and the quota's used amount follows the change
     * (POPP_QUOTA_EXCEEDED when it would pass the remaining amount).
     */
    async update(tx: Tx, principal: Principal, id: number, input: PoppUpdateInput) {
      const popp = await lock(tx, principal, id, input.version);
      enforce(checkPoppEditable(popp));
      await requireWarehouse(tx, input.warehouseCode);
      const audited = popp.status === POPP_STATUS.auditComplete;
      const { lines, amount } = await priceLines(tx, input.lines, audited);
      if (DRAWN.includes(popp.status)) {
        const delta = new Decimal(amount).minus(popp.amount);
        if (delta.gt(0)) await drawQuota(tx, popp.dealerCode, popp.quotaYear, delta.toFixed(2));
        if (delta.lt(0)) await returnQuota(tx, popp.dealerCode, popp.quotaYear, delta.negated().toFixed(2));
      }
      await tx.delete(poppLines).where(eq(poppLines.poppId, id));
      await tx
        .insert(poppLines)
        .values(lines.map((l) => ({ ...l, poppId: id, status: partStatusOf(popp.status) })));
      await tx
        .update(popps)
        .set({
          warehouseCode: input.warehouseCode,
          submitter: input.submitter ?? null,
          submitterTel: input.submitterTel ?? null,
          remark: input.remark ?? null,
          amount,
          updatedAt: now(),
          version: sql`${popps.version} + 1`,
        })
        .where(eq(popps.id, id));
    },

    /** Deletes an unsubmitted special or dealer-scrap POPP (POPP_NOT_DELETABLE 409 otherwise). */
    async remove(tx: Tx, principal: Principal, id: number, version: number) {
      const popp = await lock(tx, principal, id, version);
      enforce(checkPoppDeletable(popp));
      await tx.delete(popps).where(eq(popps.id, id));
      return { id };
    },

    /**
     * Submits a POPP (0 → 1): at most once (POPP_SUBMIT_LIMIT_EXCEEDED 409 "contact the POPP
     * commissioner", checked first), then its amount is drawn from the quota of its year atomically
     * (POPP_QUOTA_MISSING / POPP_QUOTA_EXCEEDED 422, nothing changed).
     */
    async submit(tx: Tx, principal: Principal, id: number, version: number) {
      const popp = await lock(tx, principal, id, version);
      enforce(checkPoppSubmitCount(popp.submitCount));
      const moved = await step(tx, principal, popp, 'submit', undefined, (at) => ({
        submitCount: popp.submitCount + 1,
        submittedAt: at,
      }));
      await drawQuota(tx, popp.dealerCode, popp.quotaYear, popp.amount);
      return moved;
    },

    /**
     * Audits a regular POPP that is submitted, audit complete or rejected: approve → 2, reject → 6
     * (the amount goes back to the quota). The opinion is required (VALIDATION_FAILED, field `opinion`,
     * checked first); POPP_NOT_AUDITABLE for another type; WORKFLOW_NOT_APPROVER 403.
     */
    async audit(
      tx: Tx,
      principal: Principal,
      id: number,
      input: PoppAuditInput,
      action: 'approve' | 'reject',
    ) {
      workflow.checkOpinion(poppWorkflow, action, input.opinion);
      const popp = await lock(tx, principal, id, input.version);
      const moved = await step(tx, principal, popp, action, input.opinion);
      const wasDrawn = DRAWN.includes(popp.status);
      const isDrawn = DRAWN.includes(moved.to);
      if (wasDrawn && !isDrawn) await returnQuota(tx, popp.dealerCode, popp.quotaYear, popp.amount);
      if (!wasDrawn && isDrawn) await drawQuota(tx, popp.dealerCode, popp.quotaYear, popp.amount);
      return moved;
    },

    /**
     * Back-warehouse confirm of an approved POPP (2 → 3 can ship): places the dealer order of its
     * actual quantities at the POPP prices (dealer-orders `placeOrder`, credit reserved), which the
     * warehouse then releases, picks and ships.
     */
    async confirm(tx: Tx, principal: Principal, id: number, version: number) {
      const popp = await lock(tx, principal, id, version);
      const lines = await tx
        .select({ partCode: poppLines.partCode, qty: poppLines.actualQty, amount: poppLines.amount })
        .from(poppLines)
        .where(eq(poppLines.poppId, id));
      const shipped = lines.filter((l) => l.qty > 0);
      const moved = await step(tx, principal, popp, 'confirm', undefined);
      const order = await placeOrder(tx, {
        dealerCode: popp.dealerCode,
        orderWarehouseCode: popp.warehouseCode,
        lines: shipped.map((l) => ({
          partCode: l.partCode,
          qty: l.qty,
          price: new Decimal(l.amount).div(l.qty).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        })),
        remark: `POPP ${popp.poppNo}`,
        actor: { userId: principal.userId, name: principal.name },
        at: moved.at,
        businessTz,
      });
      await tx.update(popps).set({ dealerOrderId: order.id }).where(eq(popps.id, id));
      return moved;
    },

    /** The dealer's receipt (3 → 4), once its dealer order is received (POPP_ORDER_NOT_RECEIVED 409). */
    async receive(tx: Tx, principal: Principal, id: number, version: number) {
      return step(tx, principal, await lock(tx, principal, id, version), 'receive', undefined);
    },

    /** Closes a received POPP (4 → 5) with the close date. */
    async close(tx: Tx, principal: Principal, id: number, version: number) {
      return step(tx, principal, await lock(tx, principal, id, version), 'close', undefined, (at) => ({
        closedAt: at,
      }));
    },
  };
}

export type PoppService = ReturnType<typeof createPoppService>;
