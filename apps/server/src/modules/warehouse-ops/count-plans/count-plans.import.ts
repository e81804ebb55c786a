import type { CountEntryInput } from '@spm/contracts';
import { and, eq } from 'drizzle-orm';
import { warehouseScope } from '../../../platform/access/scope';
import { AppError } from '../../../platform/errors';
import { type ApplyContext, defineImport, type ImportRow } from '../../../platform/excel/importer';
import { defineSheet, type RowOf } from '../../../platform/excel/sheet';
import { partCodeColumn } from '../../parts';
import { storageCodeColumn } from '../../stock';
import { countPlans } from '../warehouse-ops.tables';
import type { createCountPlanService } from './count-plans.service';

/** Count result sheet (spec §1 stocktaking "count entry by hand or Excel import"): one row a counted line. */
export const countResultSheet = defineSheet({
  key: 'countResults',
  page: 'countPlan',
  button: 'import',
  buttonZh: '导入盘点结果',
  buttonEn: 'Import count results',
  titleZh: '盘点结果导入',
  titleEn: 'Count results',
  uniqueBy: ['planNo', 'storageCode', 'partCode'],
  columns: [
    {
      key: 'planNo',
      headerZh: '盘点计划号',
      headerEn: 'Plan no',
      type: 'string',
      required: true,
      max: 20,
      normalize: (s) => s.toUpperCase(),
      example: 'CP202611210001',
      width: 18,
    },
    storageCodeColumn,
    partCodeColumn,
    {
      key: 'countedQty',
      headerZh: '实盘数量',
      headerEn: 'Counted qty',
      type: 'int',
      required: true,
      min: 0,
      max: 99_999_999,
      example: 12,
      noteZh: '非负整数（件）',
      noteEn: 'non-negative integer (pieces)',
    },
  ],
});

type Row = ImportRow<RowOf<typeof countResultSheet.columns>>;

/** Records a refused count against the rows of one plan: `lines[i].x` on row i, anything else on the first. */
function failRows(ctx: ApplyContext, error: AppError, rows: readonly Row[]) {
  if (error.fieldErrors.length === 0) return ctx.fail(rows[0], error.code, error.params);
  for (const f of error.fieldErrors) {
    const line = /^lines\[(\d+)\]\.(\w+)$/.exec(f.field);
    ctx.fail(
      line ? (rows[Number(line[1])] ?? rows[0]) : rows[0],
      f.code,
      f.params ?? error.params,
      line?.[2],
    );
  }
}

/**
 * Count result import (`POST /api/v1/warehouse/count-plans/import`, permission `countPlan:import`):
 * the rows are grouped by plan no and entered through the count plan service's `count`, so the same
 * rules hold as on the screen: the plan must be one of the caller's warehouses (COUNT_PLAN_NOT_FOUND
 * {planNo}), frozen (WORKFLOW_TRANSITION_NOT_ALLOWED), and hold the storage and part
 * (COUNT_LINE_NOT_FOUND). Any refused row rolls the whole file back. Updated = lines counted.
 */
export function countResultImport(plans: ReturnType<typeof createCountPlanService>) {
  return defineImport({
    sheet: countResultSheet,
    async apply(tx, rows, ctx) {
      const byPlan = new Map<string, Row[]>();
      for (const row of rows as Row[])
        byPlan.set(row.values.planNo ?? '', [...(byPlan.get(row.values.planNo ?? '') ?? []), row]);
      let updated = 0;
      for (const [planNo, group] of byPlan) {
        const [plan] = await tx
          .select({ id: countPlans.id })
          .from(countPlans)
          .where(and(eq(countPlans.planNo, planNo), warehouseScope(ctx.principal, countPlans.warehouseCode)));
        if (!plan) {
          for (const row of group) ctx.fail(row, 'COUNT_PLAN_NOT_FOUND', { planNo }, 'planNo');
          continue;
        }
        const lines: CountEntryInput['lines'] = group.map((r) => ({
          storageCode: r.values.storageCode ?? '',
          partCode: r.values.partCode ?? '',
          countedQty: r.values.countedQty ?? 0,
        }));
        try {
          await plans.count(tx, ctx.principal, plan.id, { lines });
          updated += group.length;
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          failRows(ctx, error, group);
        }
      }
      return { inserted: 0, updated };
    },
  });
}
