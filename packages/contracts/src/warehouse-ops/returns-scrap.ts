import { STOCK_ORDER_STATUSES } from '@spm/domain';
import { z } from 'zod';
import { idParam, optionalText, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { printQuery } from '../fulfilment/print.js';
import {
  code20,
  codeOf,
  crud,
  lines,
  partCode,
  positiveQty,
  storageCode,
  tags,
  versionInput,
  warehouseDocHistory,
} from './shared.js';

export const stockOrderListQuery = pageQuery.extend({
  orderNo: optionalText(20),
  status: codeOf(STOCK_ORDER_STATUSES).optional(),
  warehouseCode: optionalText(20),
});
export type StockOrderListQuery = z.infer<typeof stockOrderListQuery>;
export const stockOrderItem = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.string(),
  warehouseCode: z.string(),
  status: z.number().int(),
  reason: z.string(),
  supplierCode: z.string().nullable(),
  totalQty: z.number().int(),
  createdByName: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type StockOrderItem = z.infer<typeof stockOrderItem>;
export const stockOrderDetail = stockOrderItem.extend({
  remark: z.string().nullable(),
  lines: z.array(
    z.object({
      id: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      storageCode: z.string(),
      qty: z.number().int(),
    }),
  ),
  history: z.array(warehouseDocHistory),
});
export type StockOrderDetail = z.infer<typeof stockOrderDetail>;
export const stockOrderInput = z.strictObject({
  warehouseCode: code20,
  reason: z.string().trim().min(1).max(100),
  supplierCode: optionalText(20),
  remark: optionalText(200),
  lines: lines(z.strictObject({ partCode, storageCode, qty: positiveQty })),
});
export type StockOrderInput = z.infer<typeof stockOrderInput>;
export const stockOrderUpdate = stockOrderInput.omit({ warehouseCode: true }).extend({ version });
export type StockOrderUpdate = z.infer<typeof stockOrderUpdate>;

const stockOrderEndpoints = <P extends '/api/v1/warehouse/returns' | '/api/v1/warehouse/scrap-orders'>(
  path: P,
  name: string,
) => ({
  ...crud(path, name, stockOrderListQuery, stockOrderItem, stockOrderDetail),
  export: exportEndpoints({
    path: `${path}/export` as `/${string}/export`,
    query: stockOrderListQuery,
    summary: `Export ${name}`,
    tags,
  }),
  /** STOCK_ORDER_QTY_EXCEEDS_STOCK; reason and at least one line required. */
  create: defineEndpoint({
    method: 'POST',
    path,
    summary: `Add ${name}`,
    tags,
    body: stockOrderInput,
    response: stockOrderDetail,
  }),
  /** Unsubmitted or submitted. */
  update: defineEndpoint({
    method: 'PUT',
    path: `${path}/:id` as `${P}/:id` & `/${string}`,
    summary: `Edit ${name}`,
    tags,
    params: idParam,
    body: stockOrderUpdate,
    response: stockOrderDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/submit` as `${P}/:id/submit` & `/${string}`,
    summary: `Submit ${name}`,
    tags,
    params: idParam,
    body: versionInput,
    response: stockOrderDetail,
  }),
  /** Submitted only; takes the pieces out of stock with ledger rows. */
  execute: defineEndpoint({
    method: 'POST',
    path: `${path}/:id/execute` as `${P}/:id/execute` & `/${string}`,
    summary: `Execute ${name}`,
    tags,
    params: idParam,
    body: versionInput,
    response: stockOrderDetail,
  }),
  /** PDF in Chinese, 27 lines a page, copies 1-5000; submitted only. */
  print: defineEndpoint({
    method: 'GET',
    path: `${path}/:id/print` as `${P}/:id/print` & `/${string}`,
    summary: `Print ${name}`,
    tags,
    params: idParam,
    query: printQuery,
    response: 'file' as const,
  }),
});
/** `/api/v1/warehouse/returns`: return orders (WHR). */
export const returnOrderEndpoints = stockOrderEndpoints('/api/v1/warehouse/returns', 'return orders');
/** `/api/v1/warehouse/scrap-orders`: scrap orders (WSC). */
export const scrapOrderEndpoints = stockOrderEndpoints('/api/v1/warehouse/scrap-orders', 'scrap orders');
