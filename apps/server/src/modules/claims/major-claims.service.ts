import type {
  MajorClaimDetail,
  MajorClaimInput,
  MajorClaimListItem,
  MajorClaimListQuery,
  MajorClaimOrderInput,
  Page,
} from '@spm/contracts';
import { checkMajorClaimLine, MAJOR_CLAIM_STATUS, majorClaimWorkflow, violation } from '@spm/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { creationStamps } from '../../platform/documents';
import { AppError, enforceAll } from '../../platform/errors';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { placeOrder } from '../dealer-orders';
import { linesWithPartNames } from '../parts';
import { parts } from '../parts/parts.tables';
import { findVehicleByVin } from '../vehicles';
import { saveClaimStep } from './claim-lock';
import { majorClaimLines, majorClaims } from './major-claims.tables';

interface Deps {
  db: Db;
  workflow: WorkflowEngine;
  now: () => Date;
  businessTz: string;
}

const scope = (principal: Principal): SQL => dealerDocumentScope(principal, majorClaims.dealerCode);

const columns = {
  id: majorClaims.id,
  majorClaimNo: majorClaims.majorClaimNo,
  status: majorClaims.status,
  dealerCode: majorClaims.dealerCode,
  vin: majorClaims.vin,
  remark: majorClaims.remark,
  createdAt: majorClaims.createdAt,
  version: majorClaims.version,
};
const item = (r: { createdAt: Date } & Omit<MajorClaimListItem, 'createdAt'>): MajorClaimListItem => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
});

/**
 * A page of major claims in the caller's scope (a dealer its own, head office all), newest first;
 * the query's filters are exact matches (VIN upper-cased). Shared by the list and its export.
 */
export async function listMajorClaims(
  db: DbOrTx,
  principal: Principal,
  q: MajorClaimListQuery,
): Promise<Page<MajorClaimListItem>> {
  const condition = and(
    scope(principal),
    q.majorClaimNo ? eq(majorClaims.majorClaimNo, q.majorClaimNo) : undefined,
    q.dealerCode ? eq(majorClaims.dealerCode, q.dealerCode) : undefined,
    q.vin ? eq(majorClaims.vin, q.vin.toUpperCase()) : undefined,
    q.status === undefined ? undefined : eq(majorClaims.status, q.status),
  );
  return listPage(
    db.select({ total: count() }).from(majorClaims).where(condition),
    db
      .select(columns)
      .from(majorClaims)
      .where(condition)
      .orderBy(desc(majorClaims.createdAt), desc(majorClaims.id))
      .$dynamic(),
    q,
    item,
  );
}

/**
 * Major claims (spec §2 `/majorClaimQuery/index`, §5 "no BOD application is needed for major claim
 * orders"): head office registers a major claim (dealer, registered VIN, parts with approved qty) and
 * approves or rejects it on the workflow engine (`majorClaimWorkflow`); the dealer sees its own and
 * orders approved parts against it through dealer-orders `placeOrder` at the ordinary price, the order
 * carrying the major claim no and the VIN. Reads are limited to the caller's scope (NOT_FOUND).
 */
export function createMajorClaimService({ db, workflow, now, businessTz }: Deps) {
  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<MajorClaimDetail> {
    const [row] = await q
      .select(columns)
      .from(majorClaims)
      .where(and(eq(majorClaims.id, id), scope(principal)));
    const found = requireFound(row);
    const lines = await linesWithPartNames(
      q,
      majorClaimLines,
      columnsOf(majorClaimLines, ['partCode', 'approvedQty', 'orderedQty']),
    )
      .where(eq(majorClaimLines.majorClaimId, id))
      .orderBy(asc(majorClaimLines.id));
    const history = await workflow.history(q, majorClaimWorkflow.documentType, id);
    return {
      ...item(found),
      lines: lines.map((l) => ({ ...l, remainingQty: Math.max(l.approvedQty - l.orderedQty, 0) })),
      history: history.map(historyAnswer),
    };
  }

  async function lock(tx: Tx, principal: Principal, id: number, version?: number) {
    return lockRow(tx, majorClaims, and(eq(majorClaims.id, id), scope(principal)), version);
  }

  async function decide(
    tx: Tx,
    principal: Principal,
    id: number,
    action: 'approve' | 'reject',
    input: { version: number; opinion?: string },
  ) {
    workflow.checkOpinion(majorClaimWorkflow, action, input.opinion);
    const current = await lock(tx, principal, id, input.version);
    const taken = await workflow.act(tx, majorClaimWorkflow, principal, {
      documentId: id,
      state: current.status as 0,
      level: current.status === MAJOR_CLAIM_STATUS.registered ? 1 : null,
      action,
      opinion: input.opinion,
      document: null,
    });
    await saveClaimStep(tx, majorClaims, current, taken);
    return detail(tx, principal, id);
  }

  return {
    /** A page of major claims in the caller's scope, newest first. */
    list: (principal: Principal, q: MajorClaimListQuery) => listMajorClaims(db, principal, q),

    /** One major claim with parts and history. @throws AppError NOT_FOUND */
    detail: (principal: Principal, id: number) => detail(db, principal, id),

    /**
     * Registers a major claim (status 0, waiting for approval). @throws AppError MAJOR_CLAIM_NO_EXISTS |
     * NOT_FOUND (dealer, field dealerCode) | VEHICLE_NOT_IN_REGISTER | PART_NOT_FOUND
     */
    async create(tx: Tx, principal: Principal, input: MajorClaimInput) {
      const [dupe] = await tx
        .select({ id: majorClaims.id })
        .from(majorClaims)
        .where(eq(majorClaims.majorClaimNo, input.majorClaimNo));
      const [dealer] = await tx
        .select({ code: dealers.code })
        .from(dealers)
        .where(eq(dealers.code, input.dealerCode));
      const codes = input.lines.map((l) => l.partCode);
      const known = new Set(
        (await tx.select({ c: parts.partCode }).from(parts).where(inArray(parts.partCode, codes))).map(
          (p) => p.c,
        ),
      );
      enforceAll([
        dupe
          ? violation('MAJOR_CLAIM_NO_EXISTS', { majorClaimNo: input.majorClaimNo }, 'majorClaimNo')
          : null,
        dealer ? null : violation('NOT_FOUND', undefined, 'dealerCode'),
        (await findVehicleByVin(tx, input.vin))
          ? null
          : violation('VEHICLE_NOT_IN_REGISTER', { vin: input.vin }, 'vin'),
        ...input.lines.map((l, i) =>
          known.has(l.partCode)
            ? null
            : violation('PART_NOT_FOUND', { partCode: l.partCode }, `lines[${i}].partCode`),
        ),
      ]);
      const at = now();
      const [row] = await tx
        .insert(majorClaims)
        .values({
          majorClaimNo: input.majorClaimNo,
          dealerCode: input.dealerCode,
          vin: input.vin,
          remark: input.remark ?? null,
          ...creationStamps(principal, at),
        })
        .returning({ id: majorClaims.id });
      const merged = new Map<string, number>();
      for (const l of input.lines) merged.set(l.partCode, (merged.get(l.partCode) ?? 0) + l.approvedQty);
      await tx
        .insert(majorClaimLines)
        .values(
          [...merged].map(([partCode, approvedQty]) => ({ majorClaimId: row.id, partCode, approvedQty })),
        );
      return detail(tx, principal, row.id);
    },

    /** Head office approves (0 → 1). @throws AppError WORKFLOW_TRANSITION_NOT_ALLOWED | WORKFLOW_NOT_APPROVER */
    approve: (tx: Tx, p: Principal, id: number, input: { version: number; opinion?: string }) =>
      decide(tx, p, id, 'approve', input),
    /** Head office rejects with an opinion (0 → 2). @throws as `approve` | VALIDATION_FAILED */
    reject: (tx: Tx, p: Principal, id: number, input: { version: number; opinion?: string }) =>
      decide(tx, p, id, 'reject', input),

    /**
     * The dealer's order against an approved major claim (no BOD application needed): each part approved
     * on it and within its remaining qty (`checkMajorClaimLine`), under a row lock of the major claim so
     * parallel orders cannot overrun it; placed at the ordinary price with the major claim no and VIN.
     * @throws AppError NOT_FOUND | WORKFLOW_TRANSITION_NOT_ALLOWED (not approved) | MAJOR_CLAIM_PART_NOT_APPROVED | MAJOR_CLAIM_QTY_EXCEEDS_APPROVED | credit shortfall
     */
    async order(tx: Tx, principal: Principal, id: number, input: MajorClaimOrderInput) {
      const claim = await lock(tx, principal, id);
      if (claim.status !== MAJOR_CLAIM_STATUS.approved)
        throw new AppError('WORKFLOW_TRANSITION_NOT_ALLOWED', {
          documentType: majorClaimWorkflow.documentType,
          action: 'order',
          state: claim.status,
        });
      const lines = await tx.select().from(majorClaimLines).where(eq(majorClaimLines.majorClaimId, id));
      const byPart = new Map(lines.map((l) => [l.partCode, { ...l }]));
      const checks = input.lines.map((l, i) => {
        const approved = byPart.get(l.partCode);
        const v = checkMajorClaimLine(l, approved, claim.majorClaimNo, `lines[${i}].qty`);
        if (!v && approved) approved.orderedQty += l.qty;
        return v;
      });
      enforceAll(checks);
      const prices = new Map(
        (
          await tx
            .select({ partCode: parts.partCode, price: parts.priceOrdinary })
            .from(parts)
            .where(
              inArray(
                parts.partCode,
                input.lines.map((l) => l.partCode),
              ),
            )
        ).map((p) => [p.partCode, p.price]),
      );
      const at = now();
      const placed = await placeOrder(tx, {
        dealerCode: claim.dealerCode,
        orderWarehouseCode: await orderWarehouse(tx, claim.dealerCode),
        lines: input.lines.map((l) => ({ ...l, price: prices.get(l.partCode) ?? '0.00' })),
        remark: claim.majorClaimNo,
        actor: { userId: principal.userId, name: principal.name },
        at,
        businessTz,
        marks: { majorClaimNo: claim.majorClaimNo, vin: claim.vin },
      });
      for (const l of byPart.values())
        await tx
          .update(majorClaimLines)
          .set({ orderedQty: l.orderedQty })
          .where(eq(majorClaimLines.id, l.id));
      await tx
        .update(majorClaims)
        .set({ version: sql`${majorClaims.version} + 1`, updatedAt: at })
        .where(eq(majorClaims.id, id));
      return { dealerOrderNo: placed.dealerOrderNo, majorClaim: await detail(tx, principal, id) };
    },
  };
}

/** The warehouse a dealer orders from: its default receiving warehouse (W01 when it has none). */
export async function orderWarehouse(q: DbOrTx, dealerCode: string): Promise<string> {
  const [row] = await q
    .select({ code: dealers.defaultWarehouseCode })
    .from(dealers)
    .where(eq(dealers.code, dealerCode));
  return row?.code ?? 'W01';
}
