import type {
  CountEntryInput,
  CountPlanDetail,
  CountPlanInput,
  CountPlanItem,
  CountPlanListQuery,
} from '@spm/contracts';
import {
  businessDate,
  COUNT_PLAN_STATUS,
  type CountPlanStatus,
  checkExecutionDateAfterToday,
  countPlanWorkflow,
  violation,
} from '@spm/domain';
import { and, asc, eq, gt, inArray, like, or, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client';
import { prefixPattern } from '../../../platform/db/filters';
import { AppError, enforce, enforceAll } from '../../../platform/errors';
import { stock } from '../../stock/stock.tables';
import { insertAdjustment } from '../adjustments/adjustments.service';
import { answeringDetail, type DocumentList, documentKind, documentReads } from '../document-kind';
import {
  documentNo,
  insertDocument,
  isoCreatedAt,
  lineHeads,
  notAllowed,
  requireOwnWarehouse,
  reviseDocument,
  type WarehouseOpsDeps,
} from '../shared';
import { countLines, countPlans } from '../warehouse-ops.tables';

/** `wh_count_plans.id`, always table-qualified (drizzle leaves single-table columns unqualified, which the correlated subqueries below would bind to their own table). */
const planIdRef = sql.raw('"wh_count_plans"."id"');

const columns = {
  id: countPlans.id,
  planNo: countPlans.planNo,
  warehouseCode: countPlans.warehouseCode,
  executionDate: countPlans.executionDate,
  status: countPlans.status,
  lineCount: sql<number>`(select count(*)::int from ${countLines} l where l.plan_id = ${planIdRef})`,
  countedCount: sql<number>`(select count(*)::int from ${countLines} l where l.plan_id = ${planIdRef} and l.counted_qty is not null)`,
  adjustmentId: countPlans.adjustmentId,
  createdAt: countPlans.createdAt,
  version: countPlans.version,
  remark: countPlans.remark,
};

/** Count plans: the plan's warehouse's only. */
const PLANS = documentKind(countPlans, countPlanWorkflow, countLines, countLines.planId, {
  select: (db) => db.select(columns).from(countPlans).$dynamic(),
  scope: (principal) => warehouseScope(principal, countPlans.warehouseCode),
  filters: { planNo: countPlans.planNo, status: countPlans.status, warehouseCode: countPlans.warehouseCode },
});

/** A page of the count plans of the caller's warehouses, newest first. */
export const listCountPlans: DocumentList<CountPlanListQuery, CountPlanItem> = (db, principal, q) =>
  PLANS.list(db, principal, q, ({ remark: _r, ...r }) => isoCreatedAt(r));

/**
 * Stocktaking (spec §1, §3 "inventory count plan", §5 "execution date after today"): a plan over
 * locations (a code takes its sub-tree) and/or parts of one warehouse with stock; freeze takes the book
 * qty; counts are entered by location and part (hand, barcode or Excel); close turns the differences
 * into one unaudited adjustment request (type `adjust`), which changes stock when audited.
 */
export function createCountPlanService(deps: WarehouseOpsDeps & { db: Db }) {
  const { db, now } = deps;

  const moves = PLANS.moves(deps);

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<CountPlanDetail> {
    const byLocation = [asc(countLines.storageCode), asc(countLines.partCode)];
    const { found, lines, history } = await moves.read(q, principal, id, byLocation);
    const head = await lineHeads(q, lines);
    return {
      ...isoCreatedAt(found),
      lines: lines.map((l) => ({
        ...head(l),
        storageCode: l.storageCode,
        bookQty: l.bookQty,
        countedQty: l.countedQty,
        differenceQty: l.bookQty === null || l.countedQty === null ? null : l.countedQty - l.bookQty,
      })),
      history,
    };
  }

  const command = answeringDetail(detail);

  return {
    ...documentReads(db, listCountPlans, detail),

    /** Plans a count (COUNT_PLAN_DATE_NOT_AFTER_TODAY, COUNT_PLAN_EMPTY when nothing matches). */
    async create(tx: Tx, principal: Principal, input: CountPlanInput): Promise<CountPlanDetail> {
      await requireOwnWarehouse(tx, principal, input.warehouseCode);
      const at = now();
      enforce(checkExecutionDateAfterToday(input.executionDate, businessDate(at, deps.businessTz)));
      const storages = input.storageCodes.map((c) =>
        or(eq(stock.storageCode, c), like(stock.storageCode, prefixPattern(`${c}-`))),
      );
      const rows = await tx
        .select({ partCode: stock.partCode, storageCode: stock.storageCode })
        .from(stock)
        .where(
          and(
            eq(stock.warehouseCode, input.warehouseCode),
            gt(stock.onHandQty, 0),
            storages.length ? or(...storages) : undefined,
            input.partCodes.length ? inArray(stock.partCode, input.partCodes) : undefined,
          ),
        )
        .limit(20_000);
      if (rows.length === 0) throw new AppError('COUNT_PLAN_EMPTY', { warehouseCode: input.warehouseCode });
      const id = await insertDocument(tx, countPlans, principal, at, {
        planNo: await documentNo(tx, 'CP', at, deps.businessTz),
        warehouseCode: input.warehouseCode,
        executionDate: input.executionDate,
        remark: input.remark ?? null,
      });
      await tx.insert(countLines).values(rows.map((r) => ({ planId: id, ...r })));
      return detail(tx, principal, id);
    },

    /** 0 → 1: the book qty of each line is the location's on-hand qty now. */
    freeze: command(async (tx, principal, id, version: number) => {
      await moves.step(tx, principal, { id, version, action: 'freeze' }, async (current) => {
        await tx.execute(sql`
          update ${countLines} as l set book_qty = coalesce((
            select s.on_hand_qty from ${stock} s
             where s.part_code = l.part_code and s.storage_code = l.storage_code and s.warehouse_code = ${current.warehouseCode}), 0)
           where l.plan_id = ${id}`);
      });
    }),

    /** Counted pieces by location and part on a frozen plan (COUNT_LINE_NOT_FOUND for a pair not on it). */
    count: command(async (tx, principal, id, input: CountEntryInput) => {
      const current = await moves.lock(tx, principal, id);
      if (current.status !== COUNT_PLAN_STATUS.frozen)
        notAllowed(countPlanWorkflow, 'count', current.status as CountPlanStatus);
      const lines = await tx.select().from(countLines).where(eq(countLines.planId, id));
      const byKey = new Map(lines.map((l) => [`${l.storageCode}\u0000${l.partCode}`, l.id]));
      enforceAll(
        input.lines.map((l, i) =>
          byKey.has(`${l.storageCode}\u0000${l.partCode}`)
            ? null
            : violation(
                'COUNT_LINE_NOT_FOUND',
                { storageCode: l.storageCode, partCode: l.partCode },
                `lines[${i}].partCode`,
              ),
        ),
      );
      for (const l of input.lines)
        await tx
          .update(countLines)
          .set({ countedQty: l.countedQty })
          .where(eq(countLines.id, byKey.get(`${l.storageCode}\u0000${l.partCode}`) as number));
      await reviseDocument(tx, countPlans, current, {});
    }),

    /** 1 → 2 when every line is counted (COUNT_PLAN_NOT_COUNTED {planNo, missing}); differences → one adjustment request. */
    close: command(async (tx, principal, id, version: number) => {
      await moves.step(tx, principal, { id, version, action: 'close' }, async (current, taken) => {
        const lines = await moves.lines(tx, id, [asc(countLines.partCode), asc(countLines.storageCode)]);
        const missing = lines.filter((l) => l.countedQty === null).length;
        if (missing > 0) throw new AppError('COUNT_PLAN_NOT_COUNTED', { planNo: current.planNo, missing });
        const differences = lines
          .map((l) => ({
            partCode: l.partCode,
            storageCode: l.storageCode,
            qtyDelta: (l.countedQty ?? 0) - (l.bookQty ?? 0),
          }))
          .filter((l) => l.qtyDelta !== 0);
        const adjustmentId = differences.length
          ? await insertAdjustment(
              tx,
              principal,
              { at: taken.at, businessTz: deps.businessTz },
              {
                warehouseCode: current.warehouseCode,
                adjustType: 'adjust',
                reason: `盘点 ${current.planNo}`,
                lines: differences,
                countPlanId: id,
              },
            )
          : null;
        return { adjustmentId };
      });
    }),
  };
}

/** Whether a part sits in an open count plan (planned or frozen) and is being counted (frozen), in one warehouse or any. */
export async function countPlansHoldingPart(db: DbOrTx, partCode: string, warehouseCode: string | null) {
  const rows = await db
    .select({ status: countPlans.status })
    .from(countLines)
    .innerJoin(countPlans, eq(countPlans.id, countLines.planId))
    .where(
      and(
        eq(countLines.partCode, partCode),
        inArray(countPlans.status, [COUNT_PLAN_STATUS.planned, COUNT_PLAN_STATUS.frozen]),
        warehouseCode ? eq(countPlans.warehouseCode, warehouseCode) : undefined,
      ),
    )
    .limit(10);
  return {
    inInventoryPlan: rows.length > 0,
    counting: rows.some((r) => r.status === COUNT_PLAN_STATUS.frozen),
  };
}
