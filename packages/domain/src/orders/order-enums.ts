import type { DealerType } from '../account.js';
import type { Label } from '../rules.js';

/** Order types of spec §9 (GLOSSARY: Normal 常规, Urgent 紧急, VOR 停驶, DFS). */
export const ORDER_TYPES = ['Normal', 'Urgent', 'VOR', 'DFS'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const ORDER_TYPE_LABELS: Readonly<Record<OrderType, Label>> = {
  Normal: { zh: '常规', en: 'Normal' },
  Urgent: { zh: '紧急', en: 'Urgent' },
  VOR: { zh: '停驶（VOR）', en: 'VOR (vehicle off road)' },
  DFS: { zh: 'DFS', en: 'DFS' },
};
/** Is `value` one of the four order types? */
export const isOrderType = (value: string): value is OrderType =>
  (ORDER_TYPES as readonly string[]).includes(value);

/** Transport types of spec §9; only Urgent orders carry one (spec §5). */
export const TRANSPORT_TYPES = ['Air', 'Sea'] as const;
export type TransportType = (typeof TRANSPORT_TYPES)[number];
export const TRANSPORT_TYPE_LABELS: Readonly<Record<TransportType, Label>> = {
  Air: { zh: '空运', en: 'Air' },
  Sea: { zh: '海运', en: 'Sea' },
};

/**
 * VOR approval status, a field of its own next to the order status (docs/decisions/order-status.md).
 * `none` for orders that need no approval (every non-VOR order, and a VOR order not yet submitted).
 */
export const VOR_APPROVAL_STATUSES = ['none', 'pending', 'approved', 'rejected'] as const;
export type VorApprovalStatus = (typeof VOR_APPROVAL_STATUSES)[number];
export const VOR_APPROVAL_STATUS_LABELS: Readonly<Record<VorApprovalStatus, Label>> = {
  none: { zh: '无需审批', en: 'No approval' },
  pending: { zh: '审批中', en: 'Approving' },
  approved: { zh: '审批通过', en: 'Approved' },
  rejected: { zh: '已驳回', en: 'Rejected' },
};

/**
 * The dealer types that count as "the maker's own" for DFS orders (spec §5; decision in
 * docs/decisions/order-rules.md): the maker's warehouses ordering as customers.
 */
export const DFS_DEALER_TYPES: readonly DealerType[] = ['Warehouse'];

/** The dealer type whose orders carry an approval no (spec §5). */
export const APPROVAL_NO_DEALER_TYPE: DealerType = 'InternalCustomer';
