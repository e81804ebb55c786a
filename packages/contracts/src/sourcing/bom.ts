import { z } from 'zod';
import { calendarDate, dateFilter, idParam, optionalText, pageOf, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints, importEndpoint } from '../excel.js';
import { partCode, positiveQty, tags } from './shared.js';

export const bomListQuery = pageQuery.extend({
  parentPartCode: optionalText(30),
  childPartCode: optionalText(30),
});
export type BomListQuery = z.infer<typeof bomListQuery>;
export const bomLine = z.object({
  id: z.number().int(),
  parentPartCode: z.string(),
  parentNameZh: z.string(),
  parentNameEn: z.string(),
  childPartCode: z.string(),
  childNameZh: z.string(),
  childNameEn: z.string(),
  qty: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
  version: z.number().int(),
});
export type BomLine = z.infer<typeof bomLine>;
/** A BOM line as entered: effective from after today (BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY). */
export const bomInput = z.strictObject({
  parentPartCode: partCode,
  childPartCode: partCode,
  qty: positiveQty,
  effectiveFrom: calendarDate,
  effectiveTo: calendarDate.nullable().optional(),
});
export type BomInput = z.infer<typeof bomInput>;
export const bomUpdate = z.strictObject({
  version,
  qty: positiveQty,
  effectiveFrom: calendarDate,
  effectiveTo: calendarDate.nullable().optional(),
});
export type BomUpdate = z.infer<typeof bomUpdate>;
export const bomPartParam = z.object({ partCode });
export const bomViewQuery = z.object({ date: dateFilter });
/** One node of an exploded BOM (level 1 = direct children); `qty` per parent, `totalQty` per top part. */
export const bomNode = z.object({
  level: z.number().int(),
  parentPartCode: z.string(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  totalQty: z.number().int(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type BomNode = z.infer<typeof bomNode>;
export const bomView = z.object({ partCode: z.string(), nodes: z.array(bomNode), truncated: z.boolean() });
export type BomView = z.infer<typeof bomView>;

export const bomEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom',
    summary: 'BOM lines',
    tags,
    query: bomListQuery,
    response: pageOf(bomLine),
  }),
  export: exportEndpoints({
    path: '/api/v1/bom/export',
    query: bomListQuery,
    summary: 'Export BOM lines',
    tags,
  }),
  import: importEndpoint({ path: '/api/v1/bom/import', summary: 'Import BOM lines', tags }),
  /** BOM_SELF_REFERENCE, BOM_CYCLE, BOM_CHILD_NOT_SUB_PART, BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY, BOM_EFFECTIVE_RANGE_INVALID, BOM_LINE_EXISTS. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/bom',
    summary: 'Add a BOM line',
    tags,
    body: bomInput,
    response: bomLine,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/bom/:id',
    summary: 'Change a BOM line',
    tags,
    params: idParam,
    body: bomUpdate,
    response: bomLine,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/bom/:id',
    summary: 'Delete a BOM line',
    tags,
    params: idParam,
    query: z.object({ version }),
    response: z.null(),
  }),
  /** Every level below the part, lines in force on `date` (default today). */
  exploded: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom/:partCode/exploded',
    summary: 'Exploded BOM of a part',
    tags,
    params: bomPartParam,
    query: bomViewQuery,
    response: bomView,
  }),
  /** Every parent above the part (level 1 = direct parents), lines in force on `date` (default today). */
  whereUsed: defineEndpoint({
    method: 'GET',
    path: '/api/v1/bom/:partCode/where-used',
    summary: 'Where a part is used',
    tags,
    params: bomPartParam,
    query: bomViewQuery,
    response: bomView,
  }),
};
