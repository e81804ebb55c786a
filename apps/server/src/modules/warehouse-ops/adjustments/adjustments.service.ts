import type {
  AdjustmentDetail,
  AdjustmentInput,
  AdjustmentItem,
  AdjustmentListQuery,
  WarehouseAuditInput,
} from '@spm/contracts';
import { ADJUSTMENT_STATUS, type AdjustmentType, adjustmentWorkflow, violation } from '@spm/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client';
import { users } from '../../../platform/db/platform.tables';
import { raise } from '../../../platform/errors';
import { answeringDetail, type DocumentList, documentKind, documentReads } from '../document-kind';
import { locationOf } from '../locations/locations.service';
import {
  adjustEach,
  arrivalOf,
  documentNo,
  insertDocument,
  isoCreatedAt,
  partsOf,
  requireOwnWarehouse,
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

/** Adjustments: the adjusted warehouse's only. */
const ADJUSTMENTS = documentKind(
  adjustments,
  adjustmentWorkflow,
  adjustmentLines,
  adjustmentLines.adjustmentId,
  {
    select: (db) =>
      db.select(columns).from(adjustments).leftJoin(users, eq(users.id, adjustments.createdBy)).$dynamic(),
    scope: (principal) => warehouseScope(principal, adjustments.warehouseCode),
    filters: {
      adjustNo: adjustments.adjustNo,
      status: adjustments.status,
      adjustType: adjustments.adjustType,
      warehouseCode: adjustments.warehouseCode,
    },
  },
);

/** A page of the adjustments of the caller's warehouses, newest first. */
export const listAdjustments: DocumentList<AdjustmentListQuery, AdjustmentItem> = (db, principal, q) =>
  ADJUSTMENTS.list(db, principal, q, isoCreatedAt);

/**
 * Writes an unaudited adjustment request at `at` (also used by a count plan's close), numbered by its
 * business date in `businessTz`; answers its id.
 */
export async function insertAdjustment(
  tx: Tx,
  principal: Principal,
  { at, businessTz }: { at: Date; businessTz: string },
  input: AdjustmentInput & { countPlanId?: number },
): Promise<number> {
  const id = await insertDocument(tx, adjustments, principal, at, {
    adjustNo: await documentNo(tx, 'AJ', at, businessTz),
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

  const moves = ADJUSTMENTS.moves(deps);

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<AdjustmentDetail> {
    const { found, lines, history } = await moves.read(q, principal, id);
    return {
      ...isoCreatedAt(found),
      lines: lines.map((l) => ({
        id: l.id,
        partCode: l.partCode,
        storageCode: l.storageCode,
        qtyDelta: l.qtyDelta,
      })),
      history,
    };
  }

  const command = answeringDetail(detail);

  return {
    ...documentReads(db, listAdjustments, detail),

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
      const id = await insertAdjustment(tx, principal, { at: now(), businessTz: deps.businessTz }, input);
      return detail(tx, principal, id);
    },

    /** Approves (stock changes) or rejects (opinion required) an unaudited request. */
    audit: command(async (tx, principal, id, input: WarehouseAuditInput) => {
      const asked = { id, version: input.version, action: input.decision, opinion: input.opinion };
      await moves.step(tx, principal, asked, async (current, taken) => {
        if (taken.to !== ADJUSTMENT_STATUS.audited) return;
        const lines = await moves.lines(tx, id, [
          asc(adjustmentLines.partCode),
          asc(adjustmentLines.storageCode),
        ]);
        const movementType = current.adjustType === ('scrap' satisfies AdjustmentType) ? 'scrap' : 'adjust';
        await adjustEach(
          tx,
          {
            warehouseCode: current.warehouseCode,
            movementType,
            documentType: 'adjustment',
            documentNo: current.adjustNo,
            actorId: principal.userId,
            at: taken.at,
          },
          lines.map((l) => ({ partCode: l.partCode, storageCode: l.storageCode, onHandDelta: l.qtyDelta })),
          arrivalOf(deps),
        );
      });
    }),
  };
}
