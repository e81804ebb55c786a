import {
  ASN_MAX_BOXES,
  ASN_STATUSES,
  PO_STATUSES,
  PURCHASE_CURRENCIES,
  PURCHASE_DOC_MAX_LINES,
} from '@spm/domain';
import { z } from 'zod';
import {
  boundedQty,
  calendarDate,
  dateFilter,
  idParam,
  money,
  moneyInput,
  optionalText,
  pageOf,
  pageQuery,
  version,
} from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';
import { printQuery } from './fulfilment.js';

/**
 * Purchasing (issue 17; API.md `/api/v1/po-prices`, `/api/v1/purchase-orders`, `/api/v1/supplier/…`).
 * Quantities in pieces; prices in the document currency with 2 decimals; dates are business dates.
 * Head office sees every document; a supplier only its own (another supplier's answers 404). Rules
 * answer their own codes (packages/domain `purchasing`); the contract only bounds the inputs.
 */

const tags = ['purchasing'];
const code20 = z.string().trim().min(1).max(20);
const partCode = z.string().trim().min(1).max(30).toUpperCase();
const currency = z.enum(PURCHASE_CURRENCIES);
const statusOf = <T extends readonly number[]>(values: T) =>
  z.coerce
    .number()
    .int()
    .refine((v) => (values as readonly number[]).includes(v), { message: 'unknown value' });
const positiveQty = boundedQty.min(1);
const versionInput = z.strictObject({ version });
const nullableDate = z.preprocess((v) => (v === '' ? null : v), calendarDate.nullable());

/* ---------- PO prices ---------- */

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

/* ---------- purchase orders ---------- */

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

/* ---------- supplier portal ---------- */

export const supplierOrderListQuery = pageQuery.extend({
  poNo: optionalText(20),
  status: statusOf(PO_STATUSES).optional(),
});
export type SupplierOrderListQuery = z.infer<typeof supplierOrderListQuery>;

export const confirmInput = z.strictObject({
  version,
  lines: z
    .array(z.strictObject({ lineId: z.number().int().min(1), promisedDate: nullableDate }))
    .min(1)
    .max(PURCHASE_DOC_MAX_LINES),
});
export type ConfirmInput = z.infer<typeof confirmInput>;

export const asnListQuery = pageQuery.extend({
  asnNo: optionalText(20),
  poNo: optionalText(20),
  status: statusOf(ASN_STATUSES).optional(),
});
export type AsnListQuery = z.infer<typeof asnListQuery>;

export const asnInput = z.strictObject({
  poId: z.number().int().min(1),
  lines: z
    .array(
      z.strictObject({
        poLineId: z.number().int().min(1),
        qty: boundedQty,
        /** Pieces in each box; one label per box. Default: one box with the line's qty. */
        boxes: z.array(positiveQty).max(ASN_MAX_BOXES).optional(),
      }),
    )
    .min(1)
    .max(PURCHASE_DOC_MAX_LINES),
});
export type AsnInput = z.infer<typeof asnInput>;

export const supplierUserItem = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  accountType: z.string(),
  supplierCode: z.string().nullable(),
  roleCodes: z.array(z.string()),
  locked: z.boolean(),
  version: z.number().int(),
});
export type SupplierUserItem = z.infer<typeof supplierUserItem>;
const supplierRoleCodes = z.array(z.string().trim().min(1).max(30)).min(1).max(5);
export const supplierUserInput = z.strictObject({
  username: z.string().trim().min(3).max(30),
  name: z.string().trim().min(1).max(50),
  roleCodes: supplierRoleCodes,
});
export type SupplierUserInput = z.infer<typeof supplierUserInput>;
export const supplierUserUpdate = z.strictObject({
  version,
  name: z.string().trim().min(1).max(50),
  roleCodes: supplierRoleCodes,
});
export type SupplierUserUpdate = z.infer<typeof supplierUserUpdate>;

/** `/api/v1/supplier/…`: the supplier portal (own purchase orders, shipping notices, users). */
export const supplierPortalEndpoints = {
  orders: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/purchase-orders',
    summary: "The supplier's purchase orders",
    tags,
    query: supplierOrderListQuery,
    response: pageOf(purchaseOrderItem),
  }),
  order: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/purchase-orders/:id',
    summary: "One of the supplier's purchase orders",
    tags,
    params: idParam,
    response: purchaseOrderDetail,
  }),
  /** Placed → confirmed with a promised date per line (PO_PROMISED_DATE_REQUIRED / _PAST, PO_STATUS_INVALID). */
  confirm: defineEndpoint({
    method: 'POST',
    path: '/api/v1/supplier/purchase-orders/:id/confirm',
    summary: 'Confirm a purchase order with promised dates',
    tags,
    params: idParam,
    body: confirmInput,
    response: purchaseOrderDetail,
  }),
  asns: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/shipping-notices',
    summary: "The supplier's shipping notices",
    tags,
    query: asnListQuery,
    response: pageOf(asnItem),
  }),
  asn: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/shipping-notices/:id',
    summary: 'One shipping notice with its box labels',
    tags,
    params: idParam,
    response: asnDetail,
  }),
  /** Confirmed or partly received PO only; qty ≤ open (ASN_QTY_EXCEEDS_OPEN); boxes add up (ASN_BOX_QTY_MISMATCH). */
  createAsn: defineEndpoint({
    method: 'POST',
    path: '/api/v1/supplier/shipping-notices',
    summary: 'Create a shipping notice',
    tags,
    body: asnInput,
    response: asnDetail,
  }),
  users: defineEndpoint({
    method: 'GET',
    path: '/api/v1/supplier/users',
    summary: "The supplier company's portal users",
    tags,
    query: pageQuery,
    response: pageOf(supplierUserItem),
  }),
  /** A user of the caller's own supplier with supplier roles only (SUPPLIER_ROLE_NOT_ALLOWED, USERNAME_TAKEN). */
  createUser: defineEndpoint({
    method: 'POST',
    path: '/api/v1/supplier/users',
    summary: 'Add a supplier portal user',
    tags,
    body: supplierUserInput,
    response: supplierUserItem.extend({ initialPassword: z.string() }),
  }),
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/supplier/users/:id',
    summary: 'Change a supplier portal user',
    tags,
    params: idParam,
    body: supplierUserUpdate,
    response: supplierUserItem,
  }),
};
