import { PO_STATUSES, PURCHASE_DOC_MAX_LINES } from '@spm/domain';
import { z } from 'zod';
import { idParam, money, optionalText, pageOf, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { exportEndpoints } from '../excel.js';
import { printQuery } from '../fulfilment/print.js';
import { code20, currency, partCode, positiveQty, statusOf, tags, versionInput } from './shared.js';

export const proposalQuery = z.object({ warehouseCode: code20 });
export const proposalLine = z.object({
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  supplierCode: z.string().nullable(),
  onHandQty: z.number().int(),
  allocatedQty: z.number().int(),
  openPoQty: z.number().int(),
  backorderQty: z.number().int(),
  safetyStock: z.number().int().nullable(),
  reorderPoint: z.number().int().nullable(),
  minStock: z.number().int().nullable(),
  maxStock: z.number().int().nullable(),
  forecastQty: z.number().int().nullable(),
  projectedQty: z.number().int(),
  proposedQty: z.number().int(),
  /** The CNY PO price of the part's supplier valid today, null when none. */
  unitPrice: money.nullable(),
});
export type ProposalLine = z.infer<typeof proposalLine>;

export const purchaseOrderListQuery = pageQuery.extend({
  poNo: optionalText(20),
  supplierCode: optionalText(20),
  warehouseCode: optionalText(20),
  partCode: optionalText(30),
  status: statusOf(PO_STATUSES).optional(),
});
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuery>;

export const purchaseOrderItem = z.object({
  id: z.number().int(),
  poNo: z.string(),
  supplierCode: z.string(),
  supplierName: z.string().nullable(),
  warehouseCode: z.string(),
  currency: z.string(),
  status: z.number().int(),
  totalAmount: money,
  orderedQty: z.number().int(),
  receivedQty: z.number().int(),
  /** Ordered − received over the lines (0 once cancelled). */
  openQty: z.number().int(),
  createdAt: z.string(),
  placedAt: z.string().nullable(),
  version: z.number().int(),
});
export type PurchaseOrderItem = z.infer<typeof purchaseOrderItem>;

export const purchaseOrderLine = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  unitPrice: money.nullable(),
  amount: money.nullable(),
  promisedDate: z.string().nullable(),
  shippedQty: z.number().int(),
  receivedQty: z.number().int(),
  openQty: z.number().int(),
});
export const asnItem = z.object({
  id: z.number().int(),
  asnNo: z.string(),
  poId: z.number().int(),
  poNo: z.string(),
  supplierCode: z.string(),
  warehouseCode: z.string(),
  status: z.number().int(),
  receiptNo: z.string(),
  createdAt: z.string(),
});
export type AsnItem = z.infer<typeof asnItem>;
export const asnDetail = asnItem.extend({
  boxes: z.array(
    z.object({
      poLineId: z.number().int(),
      partCode: z.string(),
      nameZh: z.string(),
      boxNo: z.number().int(),
      label: z.string(),
      qty: z.number().int(),
    }),
  ),
});
export type AsnDetail = z.infer<typeof asnDetail>;

export const purchaseOrderDetail = purchaseOrderItem.extend({
  remark: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  lines: z.array(purchaseOrderLine),
  asns: z.array(asnItem),
});
export type PurchaseOrderDetail = z.infer<typeof purchaseOrderDetail>;

const poLineInput = z.strictObject({ partCode, qty: positiveQty });
export const purchaseOrderInput = z.strictObject({
  supplierCode: code20,
  warehouseCode: code20,
  currency,
  remark: optionalText(200),
  lines: z.array(poLineInput).min(1).max(PURCHASE_DOC_MAX_LINES),
});
export type PurchaseOrderInput = z.infer<typeof purchaseOrderInput>;
export const purchaseOrderUpdate = purchaseOrderInput.extend({ version });
export type PurchaseOrderUpdate = z.infer<typeof purchaseOrderUpdate>;

/** `/api/v1/purchase-orders`: the replenishment proposal and the buyer's purchase orders. */
export const purchaseOrderEndpoints = {
  /** Parts of the warehouse at or below their trigger level, with the proposed qty (docs/decisions/purchasing.md). */
  proposal: defineEndpoint({
    method: 'GET',
    path: '/api/v1/purchase-orders/proposal',
    summary: 'Replenishment proposal of a warehouse',
    tags,
    query: proposalQuery,
    response: z.object({ items: z.array(proposalLine) }),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/api/v1/purchase-orders',
    summary: 'Purchase orders',
    tags,
    query: purchaseOrderListQuery,
    response: pageOf(purchaseOrderItem),
  }),
  export: exportEndpoints({
    path: '/api/v1/purchase-orders/export',
    query: purchaseOrderListQuery,
    summary: 'Export purchase orders',
    tags,
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/api/v1/purchase-orders/:id',
    summary: 'One purchase order',
    tags,
    params: idParam,
    response: purchaseOrderDetail,
  }),
  /** A draft. PART_NOT_FOUND, SUPPLIER_NOT_FOUND, NOT_FOUND (warehouse), PO_DUPLICATE_PART. */
  create: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchase-orders',
    summary: 'Create a purchase order (draft)',
    tags,
    body: purchaseOrderInput,
    response: purchaseOrderDetail,
  }),
  /** Drafts only (PO_STATUS_INVALID); the same rules. */
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/purchase-orders/:id',
    summary: 'Edit a draft purchase order',
    tags,
    params: idParam,
    body: purchaseOrderUpdate,
    response: purchaseOrderDetail,
  }),
  /** Draft → placed at today's PO prices (PO_PRICE_MISSING); sent to SRM. */
  place: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchase-orders/:id/place',
    summary: 'Place a purchase order',
    tags,
    params: idParam,
    body: versionInput,
    response: purchaseOrderDetail,
  }),
  /** Draft or placed → cancelled (PO_STATUS_INVALID otherwise). */
  cancel: defineEndpoint({
    method: 'POST',
    path: '/api/v1/purchase-orders/:id/cancel',
    summary: 'Cancel a purchase order',
    tags,
    params: idParam,
    body: versionInput,
    response: purchaseOrderDetail,
  }),
  /** The printed purchase order, PDF in Chinese, copies 1-5000. */
  print: defineEndpoint({
    method: 'GET',
    path: '/api/v1/purchase-orders/:id/print',
    summary: 'Print a purchase order',
    tags,
    params: idParam,
    query: printQuery,
    response: 'file' as const,
  }),
};
