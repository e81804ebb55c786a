import { REBATE_TYPES } from '@spm/domain';
import { z } from 'zod';
import {
  calendarDate,
  dateFilter,
  idParam,
  money,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';

/**
 * Promotion parts with rebates and DFS parts packages (spec §2 `/promotionPartsQuery/index`,
 * `/partsPackageInquiry/index`, §3, §8; API.md `/api/v1/promotions`, `/api/v1/parts-packages`).
 * Money CNY strings with 2 decimals, qty in pieces, dates `yyyy-MM-dd` business dates.
 */

const tags = ['promotions'];
const partCode = z.string().trim().min(1).max(30);
const qty = z.number().int().min(1).max(99_999_999);
const priceInput = z.string().regex(/^\d{1,14}(\.\d{1,2})?$/);
/** A rebate value: CNY per piece (`perPiece`) or a rate such as 0.05 (`percent`). */
const rebateValue = z.string().regex(/^\d{1,8}(\.\d{1,4})?$/);
const warehouseCode = z.string().trim().min(1).max(20);

/** One promotion; `orderedQty` is what the caller's dealer (head office: every dealer) has ordered. */
export const promotion = z.object({
  id: z.number().int(),
  partCode: z.string(),
  partNameZh: z.string(),
  partNameEn: z.string(),
  salesPrice: money,
  promotionPrice: money,
  startDate: z.string(),
  endDate: z.string(),
  qtyLimit: z.number().int(),
  rebateType: z.enum(REBATE_TYPES),
  rebateValue: z.string(),
  rebatePerPiece: money,
  orderedQty: z.number().int(),
  remark: z.string().nullable(),
  version: z.number().int(),
});
export type Promotion = z.infer<typeof promotion>;

/**
 * `GET /api/v1/promotions` (and its export): part code or name keyword, promotions active on a
 * business date; `sort` one of partCode, partNameZh, partNameEn, salesPrice, promotionPrice, startDate, endDate, qtyLimit
 * (`-` for descending; default latest end date first).
 */
export const promotionListQuery = pageQuery.extend({ keyword: optionalText(50), activeOn: dateFilter });
export type PromotionListQuery = z.infer<typeof promotionListQuery>;

/** `POST /api/v1/promotions`: a promotion of one part. */
export const promotionInput = z.strictObject({
  partCode,
  promotionPrice: priceInput,
  startDate: calendarDate,
  endDate: calendarDate,
  qtyLimit: qty,
  rebateType: z.enum(REBATE_TYPES),
  rebateValue,
  remark: optionalText(200),
});
export type PromotionInput = z.infer<typeof promotionInput>;

/** `PUT /api/v1/promotions/{id}`: the whole promotion (part excluded) plus `version`. */
export const promotionUpdateInput = promotionInput.omit({ partCode: true }).extend({ version });
export type PromotionUpdateInput = z.infer<typeof promotionUpdateInput>;

/** `POST /api/v1/promotions/{id}/orders`: the dealer orders `qty` at the promotion price. */
export const promotionOrderInput = z.strictObject({
  dealerCode: optionalText(20),
  orderWarehouseCode: warehouseCode,
  qty,
});
export type PromotionOrderInput = z.infer<typeof promotionOrderInput>;

/** A promotion order line: the line's promotion price and qty, expected and credited rebate. */
export const promotionOrderLine = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  orderId: z.number().int(),
  dealerOrderNo: z.string().nullable(),
  dealerCode: z.string(),
  partCode: z.string(),
  qty: z.number().int(),
  shippedQty: z.number().int(),
  promotionPrice: money,
  amount: money,
  rebatePerPiece: money,
  expectedRebate: money,
  creditedRebate: money,
});
export type PromotionOrderLine = z.infer<typeof promotionOrderLine>;

/** `GET /api/v1/promotions/order-lines`: promotion order lines in the caller's scope. */
export const promotionOrderLineQuery = pageQuery.extend({
  promotionId: z.coerce.number().int().min(1).optional(),
  orderId: z.coerce.number().int().min(1).optional(),
});
export type PromotionOrderLineQuery = z.infer<typeof promotionOrderLineQuery>;

/** One part of a package: qty in pieces at the package's price per piece. */
export const partsPackageLineInput = z.strictObject({ partCode, qty, price: priceInput });

/** A DFS parts package with its parts; `packagePrice` = Σ qty × price. */
export const partsPackage = z.object({
  id: z.number().int(),
  packageCode: z.string(),
  name: z.string(),
  validFrom: z.string(),
  validTo: z.string(),
  packagePrice: money,
  remark: z.string().nullable(),
  version: z.number().int(),
  lines: z.array(
    z.object({
      partCode: z.string(),
      nameZh: z.string(),
      nameEn: z.string(),
      qty: z.number().int(),
      price: money,
    }),
  ),
});
export type PartsPackage = z.infer<typeof partsPackage>;

/**
 * `GET /api/v1/parts-packages` (and its export): code or name keyword, packages valid on a business
 * date; `sort` one of packageCode, name, validFrom, validTo, packagePrice (`-` for descending; default
 * latest end of validity first).
 */
export const partsPackageListQuery = pageQuery.extend({ keyword: optionalText(50), validOn: dateFilter });
export type PartsPackageListQuery = z.infer<typeof partsPackageListQuery>;

/** `POST /api/v1/parts-packages`: a package (each part once). */
export const partsPackageInput = z.strictObject({
  packageCode: z.string().trim().min(1).max(30),
  name: z.string().trim().min(1).max(100),
  validFrom: calendarDate,
  validTo: calendarDate,
  remark: optionalText(200),
  lines: z.array(partsPackageLineInput).min(1).max(200),
});
export type PartsPackageInput = z.infer<typeof partsPackageInput>;

/** `PUT /api/v1/parts-packages/{id}`: the whole package (code excluded) plus `version`. */
export const partsPackageUpdateInput = partsPackageInput.omit({ packageCode: true }).extend({ version });
export type PartsPackageUpdateInput = z.infer<typeof partsPackageUpdateInput>;

/** `POST /api/v1/parts-packages/{id}/orders`: order the package as a DFS order. */
export const partsPackageOrderInput = z.strictObject({
  dealerCode: optionalText(20),
  orderWarehouseCode: warehouseCode,
  dfsPurchaseCode: optionalText(30),
});
export type PartsPackageOrderInput = z.infer<typeof partsPackageOrderInput>;

/** The order placed from a promotion or a package. */
export const placedPromotionOrder = z.object({
  orderId: z.number().int(),
  dealerOrderNo: z.string(),
  amount: money,
  expectedRebate: money,
});
export type PlacedPromotionOrder = z.infer<typeof placedPromotionOrder>;

/** Promotion and parts package endpoints. */
export const promotionEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/promotions',
    summary: 'Promotions, newest period first',
    tags,
    query: promotionListQuery,
    response: pageOf(promotion),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/promotions',
    summary: 'Define a promotion',
    tags,
    body: promotionInput,
    response: promotion,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/promotions/:id',
    summary: 'Edit a promotion',
    tags,
    params: idParam,
    body: promotionUpdateInput,
    response: promotion,
  }),
  order: defineEndpoint({
    method: 'POST',
    path: '/api/v1/promotions/:id/orders',
    summary: 'Order a promotion part at the promotion price',
    tags,
    params: idParam,
    body: promotionOrderInput,
    response: placedPromotionOrder,
  }),
  /** The promotion list as .xlsx (permission `promotionParts:export`): the list's filters, sort and scope. */
  export: exportEndpoints({
    path: '/api/v1/promotions/export',
    query: promotionListQuery,
    summary: 'Export the promotion parts (.xlsx)',
    tags,
  }),
  orderLines: defineEndpoint({
    method: 'GET',
    path: '/api/v1/promotions/order-lines',
    summary: 'Promotion order lines with expected and credited rebates',
    tags,
    query: promotionOrderLineQuery,
    response: pageOf(promotionOrderLine),
  }),
  packages: defineEndpoint({
    method: 'GET',
    path: '/api/v1/parts-packages',
    summary: 'DFS parts packages',
    tags,
    query: partsPackageListQuery,
    response: pageOf(partsPackage),
  }),
  /** The parts package list as .xlsx (permission `partsPackage:export`): the list's filters and sort. */
  packagesExport: exportEndpoints({
    path: '/api/v1/parts-packages/export',
    query: partsPackageListQuery,
    summary: 'Export the DFS parts packages (.xlsx)',
    tags,
  }),
  createPackage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parts-packages',
    summary: 'Define a DFS parts package',
    tags,
    body: partsPackageInput,
    response: partsPackage,
  }),
  updatePackage: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/parts-packages/:id',
    summary: 'Edit a DFS parts package',
    tags,
    params: idParam,
    body: partsPackageUpdateInput,
    response: partsPackage,
  }),
  orderPackage: defineEndpoint({
    method: 'POST',
    path: '/api/v1/parts-packages/:id/orders',
    summary: 'Order a parts package as a DFS order',
    tags,
    params: idParam,
    body: partsPackageOrderInput,
    response: placedPromotionOrder,
  }),
} as const;
