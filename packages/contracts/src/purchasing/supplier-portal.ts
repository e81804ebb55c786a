import { ASN_MAX_BOXES, ASN_STATUSES, PO_STATUSES, PURCHASE_DOC_MAX_LINES } from '@spm/domain';
import { z } from 'zod';
import { boundedQty, idParam, optionalText, pageOf, pageQuery, version } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { asnDetail, asnItem, purchaseOrderDetail, purchaseOrderItem } from './purchase-orders.js';
import { nullableDate, positiveQty, statusOf, tags } from './shared.js';

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
