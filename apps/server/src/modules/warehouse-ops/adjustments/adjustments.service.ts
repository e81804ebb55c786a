import type {
  AdjustmentDetail,
  AdjustmentInput,
  AdjustmentItem,
  AdjustmentListQuery,
  Page,
  WarehouseAuditInput,
} from '@spm/contracts';
import { ADJUSTMENT_STATUS, type AdjustmentType, adjustmentWorkflow, violation } from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { requireFound, warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client';
import { equalFilters } from '../../../platform/db/filters';
import { users } from '../../../platform/db/platform.tables';
import { raise } from '../../../platform/errors';
import { adjust } from '../../stock';
import { locationOf } from '../locations/locations.service';
import {
  arrivalOf,
  documentNo,
  historyOf,
  insertDocument,
  linesOf,
  lockDocument,
  newestFirst,
  ownDocument,
  partsOf,
  requireOwnWarehouse,
  saveStep,
  stepper,
  type WarehouseOpsDeps,
} from '../shared';
import { adjustmentLines, adjustments, countPlans } from '../warehouse-ops.tables';

const columns = {
  id: adjustments.id,
  adjustNo: adjustments.adjustNo,
  warehouseCode: adjustments.warehouseCode,
  adjustType: adjustments.adjustType,
  status: adjustments.status,
  reason: adjustments.reason,
  countPlanNo: sql<
    string | null
  >`(select p.plan_no from ${countPlans} p where p.id = ${adjustments.countPlanId})`,
  createdByName: sql<string>`coalesce(${users.name}, '')`,
  createdAt: adjustments.createdAt,
  version: adjustments.version,
};

/** A page of the adjustments of the caller's warehouses, newest first. */
export async function listAdjustments(
  db: DbOrTx,
  principal: Principal,
  q: AdjustmentListQuery,
): Promise<Page<AdjustmentItem>> {
  const condition = and(
    warehouseScope(principal, adjustments.warehouseCode),
    ...equalFilters(q, {
      adjustNo: adjustments.adjustNo,
      status: adjustments.status,
      adjustType: adjustments.adjustType,
      warehouseCode: adjustments.warehouseCode,
    }),
  );
  return newestFirst(
    db,
    adjustments,
    condition,
    db.select(columns).from(adjustments).leftJoin(users, eq(users.id, adjustments.createdBy)).$dynamic(),
    q,
    (r) => ({ ...r, createdAt: r.createdAt.toISOString() }),
  );
}

/** Writes an unaudited adjustment request (also used by a count plan's close); answers its id. */
export async function insertAdjustment(
  tx: Tx,
  principal: Principal,
  at: Date,
  input: AdjustmentInput & { countPlanId?: number },
): Promise<number> {
  const id = await insertDocument(tx, adjustments, principal, at, {
    adjustNo: await documentNo(tx, 'AJ', at),
    warehouseCode: input.warehouseCode,
    adjustType: input.adjustType,
    reason: input.reason,
    countPlanId: input.countPlanId ?? null,
  });
  await tx.insert(adjustmentLines).values(input.lines.map((l) => ({ adjustmentId: id, ...l })));
  return id;
}

/**
 * Stock difference adjustments (spec §3 "stock difference adjust", §4 "claim, adjustment, scrap may
 * be audited"): a request changes nothing until `stockAdjust:audit` approves it; then each line's
 * signed delta is applied to its location (`adjust`, ledger `adjust`; a decrease below the available
 * qty is STOCK_NOT_ENOUGH; an increase re-releases backorders).
 */
export function createAdjustmentService(deps: WarehouseOpsDeps & { db: Db }) {
  const { db, now } = deps;

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<AdjustmentDetail> {
    const [row] = await q
      .select(columns)
      .from(adjustments)
      .leftJoin(users, eq(users.id, adjustments.createdBy))
      .where(ownDocument(principal, adjustments, id, adjustments.warehouseCode));
    const found = requireFound(row);
    const lines = await linesOf(q, adjustmentLines, adjustmentLines.adjustmentId, id);
    return {
      ...found,
      createdAt: found.createdAt.toISOString(),
      lines: lines.map((l) => ({
        id: l.id,
        partCode: l.partCode,
        storageCode: l.storageCode,
        qtyDelta: l.qtyDelta,
      })),
      history: await historyOf(deps.workflow, q, adjustmentWorkflow.documentType, id),
    };
  }

  return {
    list: (principal: Principal, q: AdjustmentListQuery) => listAdjustments(db, principal, q),
    /** @throws AppError NOT_FOUND */
    detail: (principal: Principal, id: number) => detail(db, principal, id),

    /**
     * An unaudited request for one of the caller's warehouses: known parts (PART_NOT_FOUND) at
     * locations registered in that warehouse (STORAGE_NOT_FOUND {warehouseCode, storageCode}, field
     * `lines[i].storageCode`), so that an approval cannot book stock into a location that does not exist.
     */
    async create(tx: Tx, principal: Principal, input: AdjustmentInput): Promise<AdjustmentDetail> {
      const { warehouseCode } = input;
      await requireOwnWarehouse(tx, principal, warehouseCode);
      await partsOf(
        tx,
        input.lines.map((l) => l.partCode),
      );
      for (const [i, { storageCode }] of input.lines.entries())
        if (!(await locationOf(tx, warehouseCode, storageCode)))
          raise(violation('STORAGE_NOT_FOUND', { warehouseCode, storageCode }, `lines[${i}].storageCode`));
      const id = await insertAdjustment(tx, principal, now(), input);
      return detail(tx, principal, id);
    },

    /** Approves (stock changes) or rejects (opinion required) an unaudited request. */
    async audit(
      tx: Tx,
      principal: Principal,
      id: number,
      input: WarehouseAuditInput,
    ): Promise<AdjustmentDetail> {
      const current = await lockDocument(
        tx,
        adjustments,
        ownDocument(principal, adjustments, id, adjustments.warehouseCode),
        input.version,
      );
      const taken = await stepper(deps, adjustmentWorkflow)(
        tx,
        principal,
        current,
        input.decision,
        input.opinion,
      );
      if (taken.to === ADJUSTMENT_STATUS.audited) {
        const lines = await linesOf(tx, adjustmentLines, adjustmentLines.adjustmentId, id, [
          asc(adjustmentLines.partCode),
          asc(adjustmentLines.storageCode),
        ]);
        const arrival = arrivalOf(deps);
        for (const l of lines)
          await adjust(
            tx,
            {
              partCode: l.partCode,
              warehouseCode: current.warehouseCode,
              storageCode: l.storageCode,
              onHandDelta: l.qtyDelta,
              movementType: current.adjustType === ('scrap' satisfies AdjustmentType) ? 'scrap' : 'adjust',
              documentType: 'adjustment',
              documentNo: current.adjustNo,
              actorId: principal.userId,
            },
            arrival,
          );
      }
      await saveStep(tx, adjustments, current, taken);
      return detail(tx, principal, id);
    },
  };
}
