import { z } from 'zod';
import {
  calendarDate,
  dateFilter,
  idParam,
  money,
  moneyInput,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { code20, currency, nullableDate, partCode, tags } from './shared.js';

export const poPriceListQuery = pageQuery.extend({
  supplierCode: optionalText(20),
  partCode: optionalText(30),
  currency: currency.optional(),
  /** Prices valid on this day. */
  validOn: dateFilter,
});
export type PoPriceListQuery = z.infer<typeof poPriceListQuery>;

export const poPriceItem = z.object({
  id: z.number().int(),
  supplierCode: z.string(),
  supplierName: z.string().nullable(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  currency: z.string(),
  unitPrice: money,
  validFrom: z.string(),
  validTo: z.string().nullable(),
  source: z.string(),
  remark: z.string().nullable(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type PoPriceItem = z.infer<typeof poPriceItem>;

export const poPriceDetail = poPriceItem.extend({
  history: z.array(
    z.object({
      action: z.string(),
      unitPrice: money,
      validFrom: z.string(),
      validTo: z.string().nullable(),
      source: z.string(),
      actorName: z.string().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type PoPriceDetail = z.infer<typeof poPriceDetail>;

export const poPriceInput = z.strictObject({
  supplierCode: code20,
  partCode,
  currency,
  unitPrice: moneyInput,
  validFrom: calendarDate,
  validTo: nullableDate.optional(),
  remark: optionalText(200),
});
export type PoPriceInput = z.infer<typeof poPriceInput>;

export const poPriceUpdate = z.strictObject({
  version,
  unitPrice: moneyInput,
  validFrom: calendarDate,
  validTo: nullableDate.optional(),
  remark: optionalText(200),
});
export type PoPriceUpdate = z.infer<typeof poPriceUpdate>;

/** `/api/v1/po-prices`: PO price per supplier, part and currency with non-overlapping validity. */
export const poPriceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/po-prices',
    summary: 'PO prices',
    tags,
    query: poPriceListQuery,
    response: pageOf(poPriceItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/po-prices/export',
    query: poPriceListQuery,
    summary: 'Export PO prices',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/po-prices/:id',
    summary: 'One PO price with its history',
    tags,
    params: idParam,
    response: poPriceDetail,
  }),
  /** PO_PRICE_VALIDITY_INVALID, PO_PRICE_OVERLAP, PART_NOT_FOUND, SUPPLIER_NOT_FOUND. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/po-prices',
    summary: 'Add a PO price',
    tags,
    body: poPriceInput,
    response: poPriceDetail,
  }),
  /** Price, validity and remark; the same rules; CONCURRENT_MODIFICATION when stale. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/po-prices/:id',
    summary: 'Change a PO price',
    tags,
    params: idParam,
    body: poPriceUpdate,
    response: poPriceDetail,
  }),
};
