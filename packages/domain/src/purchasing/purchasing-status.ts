import type { Label } from '../rules.js';

/**
 * Purchasing (issue 17: PO price, purchase orders, supplier portal): statuses and their transitions as
 * data (docs/decisions/purchasing.md for what the spec leaves open).
 */

/** Currencies of a PO price and a purchase order (spec §9). */
export const PURCHASE_CURRENCIES = ['CNY', 'JPY', 'EUR', 'USD'] as const;
export type PurchaseCurrency = (typeof PURCHASE_CURRENCIES)[number];

/**
 * Purchase order: 0 draft (the buyer edits), 1 placed (sent to the supplier and SRM), 2 confirmed (the
 * supplier promised dates), 3 partly received, 4 received (closed), 5 cancelled.
 */
export const PO_STATUS = {
  draft: 0,
  placed: 1,
  confirmed: 2,
  partlyReceived: 3,
  received: 4,
  cancelled: 5,
} as const;
export type PoStatus = (typeof PO_STATUS)[keyof typeof PO_STATUS];
export const PO_STATUSES: readonly PoStatus[] = [0, 1, 2, 3, 4, 5];
export const PO_STATUS_LABELS: Readonly<Record<PoStatus, Label>> = {
  0: { zh: '草稿', en: 'Draft' },
  1: { zh: '已下达', en: 'Placed' },
  2: { zh: '已确认', en: 'Confirmed' },
  3: { zh: '部分收货', en: 'Partly received' },
  4: { zh: '已收货', en: 'Received' },
  5: { zh: '已取消', en: 'Cancelled' },
};

/** The actions on a purchase order. `receive` is a put-away of one of its shipping notices. */
export type PoAction = 'edit' | 'place' | 'cancel' | 'confirm' | 'ship' | 'receive';

/** The statuses each action may start from (spec is silent; decisions record). */
export const PO_ACTION_FROM: Readonly<Record<PoAction, readonly PoStatus[]>> = {
  edit: [0],
  place: [0],
  cancel: [0, 1],
  confirm: [1],
  ship: [2, 3],
  receive: [2, 3],
};

/**
 * Purchase orders that still hold their part ("purchase order not empty", spec §8): draft, placed,
 * confirmed or partly received.
 */
export const PO_OPEN_STATUSES: readonly PoStatus[] = [0, 1, 2, 3];

/** Advance shipping notice (ASN): 0 shipped (waiting at the warehouse), 1 received (put away). */
export const ASN_STATUS = { shipped: 0, received: 1 } as const;
export type AsnStatus = (typeof ASN_STATUS)[keyof typeof ASN_STATUS];
export const ASN_STATUSES: readonly AsnStatus[] = [0, 1];
export const ASN_STATUS_LABELS: Readonly<Record<AsnStatus, Label>> = {
  0: { zh: '已发货', en: 'Shipped' },
  1: { zh: '已收货', en: 'Received' },
};

/** Roles a supplier administrator may grant to its own company's users (spec §6). */
export const SUPPLIER_ROLES = ['supplier', 'supplierAdmin'] as const;

/** Most lines on one purchase order or shipping notice. */
export const PURCHASE_DOC_MAX_LINES = 200;
/** Most boxes on one shipping notice line. */
export const ASN_MAX_BOXES = 50;
