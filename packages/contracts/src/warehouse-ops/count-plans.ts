import { COUNT_PLAN_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, calendarDate, idParam, optionalText, pageQuery } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints, importEndpoint } from '../excel.js';
import { printQuery } from '../fulfilment/print.js';
import {
  code20,
  codeOf,
  crud,
  lines,
  partCode,
  storageCode,
  tags,
  versionInput,
  warehouseDocHistory,
} from './shared.js';

export const countPlanListQuery = pageQuery.extend({
  planNo: optionalText(20),
  status: codeOf(COUNT_PLAN_STATUSES).optional(),
  warehouseCode: optionalText(20),
});
export type CountPlanListQuery = z.infer<typeof countPlanListQuery>;
export const countPlanItem = z.object({
  id: z.number().int(),
  planNo: z.string(),
  warehouseCode: z.string(),
  executionDate: z.string(),
  status: z.number().int(),
  lineCount: z.number().int(),
  countedCount: z.number().int(),
  adjustmentId: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type CountPlanItem = z.infer<typeof countPlanItem>;
export const countPlanDetail = countPlanItem.extend({
  remark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      storageCode: z.string(),
      bookQty: z.number().int().nullable(),
      countedQty: z.number().int().nullable(),
      differenceQty: z.number().int().nullable(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type CountPlanDetail = z.infer<typeof countPlanDetail>;
export const countPlanInput = z.strictObject({
  warehouseCode: code20,
  executionDate: calendarDate,
  storageCodes: z.array(storageCode).max(200).default([]),
  partCodes: z.array(partCode).max(500).default([]),
  remark: optionalText(200),
});
export type CountPlanInput = z.infer<typeof countPlanInput>;
export const countEntryInput = z.strictObject({
  lines: lines(z.strictObject({ storageCode, partCode, countedQty: boundedQty })),
});
export type CountEntryInput = z.infer<typeof countEntryInput>;

/** `/api/v1/warehouse/count-plans`: stocktaking. */
export const countPlanEndpoints = {
  ...crud('/api/v1/warehouse/count-plans', 'Count plans', countPlanListQuery, countPlanItem, countPlanDetail),
  /** Counted qty from an .xlsx (plan no, storage, part, counted qty); see `importAnswer`. */
  import: importEndpoint({
    path: '/api/v1/warehouse/count-plans/import',
    summary: 'Import count results',
    tags,
  }),
  export: exportEndpoints({
    path: '/api/v1/warehouse/count-plans/export',
    query: countPlanListQuery,
    summary: 'Export count plans',
    tags,
  }),
  /** COUNT_PLAN_DATE_NOT_AFTER_TODAY, COUNT_PLAN_EMPTY. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans',
    summary: 'Plan a count',
    tags,
    body: countPlanInput,
    response: countPlanDetail,
  }),
  /** Takes the book qty; the plan's parts are blocked from discard, replacement and storage change. */
  freeze: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/freeze',
    summary: 'Freeze a count plan',
    tags,
    params: idParam,
    body: versionInput,
    response: countPlanDetail,
  }),
  /** Counted qty by storage and part (hand entry or barcode scan). COUNT_LINE_NOT_FOUND. */
  count: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/counts',
    summary: 'Enter counts',
    tags,
    params: idParam,
    body: countEntryInput,
    response: countPlanDetail,
  }),
  /** COUNT_PLAN_NOT_COUNTED; the differences become one unaudited adjustment request. */
  close: defineEndpoint({
    method: 'POST',
    path: '/api/v1/warehouse/count-plans/:id/close',
    summary: 'Close a count plan',
    tags,
    params: idParam,
    body: versionInput,
    response: countPlanDetail,
  }),
  /** The count sheet PDF (27 lines a page), copies 1-5000. */
  print: defineEndpoint({
    method: 'GET',
    path: '/api/v1/warehouse/count-plans/:id/print',
    summary: 'Print a count sheet',
    tags,
    params: idParam,
    query: printQuery,
    response: 'file' as const,
  }),
};
