import { BPM_STATUSES, CURRENCIES, FIX_PRICE_STATUSES, FIX_PRICE_TYPES } from '@spm/domain';
import { z } from 'zod';
import {
  calendarDate,
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
import { ids, partCode, sourcingHistory, statusOf, supplierCode, tags } from './shared.js';

export const fixPriceListQuery = pageQuery.extend({
  fixPriceNo: optionalText(30),
  partCode: optionalText(30),
  supplierCode: optionalText(20),
  status: statusOf(FIX_PRICE_STATUSES).optional(),
  packageNo: optionalText(30),
});
export type FixPriceListQuery = z.infer<typeof fixPriceListQuery>;
export const fixPriceItem = z.object({
  id: z.number().int(),
  fixPriceNo: z.string(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  supplierCode: z.string(),
  currency: z.string(),
  purchasePrice: money,
  exchangeRate: z.string(),
  priceType: z.string(),
  status: z.number().int(),
  packageNo: z.string().nullable(),
  bpmStatus: z.string().nullable(),
  priceOrdinary: money.nullable(),
  priceRush: money.nullable(),
  priceRushLand: money.nullable(),
  priceSuggestedRetail: money.nullable(),
  priceNormal: money.nullable(),
  effectiveFrom: z.string(),
  rfqId: z.number().int().nullable(),
  version: z.number().int(),
});
export type FixPriceItem = z.infer<typeof fixPriceItem>;
export const fixPriceDetail = fixPriceItem.extend({ history: z.array(sourcingHistory) });
export const fixPriceInput = z.strictObject({
  partCode,
  supplierCode,
  currency: z.enum(CURRENCIES),
  purchasePrice: moneyInput,
  exchangeRate: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,6})?$/),
  ),
  priceType: z.enum(FIX_PRICE_TYPES),
  effectiveFrom: calendarDate,
  rfqId: z.number().int().min(1).nullable().optional(),
});
export type FixPriceInput = z.infer<typeof fixPriceInput>;
export const fixPriceUpdate = fixPriceInput.extend({ version });
export type FixPriceUpdate = z.infer<typeof fixPriceUpdate>;
export const fixPriceIdsInput = z.strictObject({ ids });
export const fixPriceTypeImportInput = z.strictObject({
  items: z
    .array(z.strictObject({ id: z.number().int().min(1), priceType: z.enum(FIX_PRICE_TYPES) }))
    .min(1)
    .max(500),
});
export const packageParam = z.object({ packageNo: z.string().trim().min(1).max(30) });
export const packageAuditInput = z.strictObject({
  decision: z.enum(['approve', 'reject']),
  opinion: optionalText(200),
});
export const fixPricePackage = z.object({
  packageNo: z.string(),
  bpmStatus: z.enum(BPM_STATUSES),
  items: z.array(fixPriceItem),
  /** SRM messages written on approval (interface srmFixPrice). */
  messageIds: z.array(z.number().int()),
});
export type FixPricePackage = z.infer<typeof fixPricePackage>;

const fixPriceStep = (path: `/${string}`, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tags,
    body: fixPriceIdsInput,
    response: z.array(fixPriceItem),
  });
const packageStep = (path: `/${string}`, summary: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    summary,
    tags,
    params: packageParam,
    body: z.strictObject({ opinion: optionalText(200) }),
    response: fixPricePackage,
  });

export const fixPriceEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices',
    summary: 'Fix prices (FPM001)',
    tags,
    query: fixPriceListQuery,
    response: pageOf(fixPriceItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/fix-prices/export',
    query: fixPriceListQuery,
    summary: 'Export fix prices',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices/:id',
    summary: 'One fix price with its history',
    tags,
    params: idParam,
    response: fixPriceDetail,
  }),
  /** Unaudited. FIX_PRICE_EXCHANGE_RATE_INVALID, PART_NOT_FOUND, RFQ_SUPPLIER_NOT_FOUND. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices',
    summary: 'Add a fix price',
    tags,
    body: fixPriceInput,
    response: fixPriceDetail,
  }),
  /** FIX_PRICE_NOT_MODIFIABLE unless unaudited. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/fix-prices/:id',
    summary: 'Modify a fix price',
    tags,
    params: idParam,
    body: fixPriceUpdate,
    response: fixPriceDetail,
  }),
  /** FIX_PRICE_NOT_DELETABLE unless unaudited. */
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/fix-prices/:id',
    summary: 'Delete a fix price',
    tags,
    params: idParam,
    query: z.object({ version }),
    response: z.null(),
  }),
  /** Price types of several fix prices at once. FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED unless unaudited. */
  typeImport: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/type-import',
    summary: 'Import price types',
    tags,
    body: fixPriceTypeImportInput,
    response: z.array(fixPriceItem),
  }),
  /** Unaudited → pricing. FIX_PRICE_NOT_UNAUDITED. */
  startPricing: fixPriceStep('/api/v1/fix-prices/start-pricing', 'Start pricing'),
  /** Computes the part's prices. FIX_PRICE_NOT_PRICING. */
  calculate: fixPriceStep('/api/v1/fix-prices/calculate', 'Calculate prices'),
  /** Puts calculated fix prices into a new audit package (waiting audit, BPM waitcreate). FIX_PRICE_NOT_PRICING, FIX_PRICE_NOT_CALCULATED. */
  package: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/packages',
    summary: 'Create an audit package',
    tags,
    body: fixPriceIdsInput,
    response: fixPricePackage,
  }),
  packageDetail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/fix-prices/packages/:packageNo',
    summary: 'One audit package',
    tags,
    params: packageParam,
    response: fixPricePackage,
  }),
  /** BPM waitcreate → approving. FIX_PRICE_PACKAGE_NOT_SUBMITTABLE. */
  submitPackage: packageStep(
    '/api/v1/fix-prices/packages/:packageNo/submit',
    'Submit a package for approval',
  ),
  /** BPM approving → cancel. FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE. */
  withdrawPackage: packageStep('/api/v1/fix-prices/packages/:packageNo/withdraw', 'Withdraw a package'),
  /** Back to pricing. FIX_PRICE_PACKAGE_NOT_CANCELLABLE unless BPM waitcreate, cancel or reject. */
  cancelPackage: packageStep('/api/v1/fix-prices/packages/:packageNo/cancel', 'Cancel a package'),
  /** Approve (prices in force, sent to SRM) or reject. FIX_PRICE_NOT_PENDING_AUDIT. */
  auditPackage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/fix-prices/packages/:packageNo/audit',
    summary: 'Audit a package',
    tags,
    params: packageParam,
    body: packageAuditInput,
    response: fixPricePackage,
  }),
};
