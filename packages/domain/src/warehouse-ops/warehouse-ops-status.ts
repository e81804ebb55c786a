import type { Label } from '../rules.js';

/**
 * Statuses of the warehouse operation documents (spec §4 "scrap and return order statuses",
 * "transfer and adjustment request statuses"; docs/decisions/warehouse-ops.md for what the spec leaves open).
 */

/** Transfer request (allocate apply): 0 unaudited, 1 audited (stock allocated at the source), 2 shipped (in transit), 3 received, 4 rejected. */
export const TRANSFER_STATUS = { unaudited: 0, audited: 1, shipped: 2, received: 3, rejected: 4 } as const;
export type WarehouseTransferStatus = (typeof TRANSFER_STATUS)[keyof typeof TRANSFER_STATUS];
export const WAREHOUSE_TRANSFER_STATUSES: readonly WarehouseTransferStatus[] = [0, 1, 2, 3, 4];
export const TRANSFER_STATUS_LABELS: Readonly<Record<WarehouseTransferStatus, Label>> = {
  0: { zh: '未审核', en: 'Unaudited' },
  1: { zh: '已审核', en: 'Audited' },
  2: { zh: '已发运', en: 'Shipped' },
  3: { zh: '已收货', en: 'Received' },
  4: { zh: '已驳回', en: 'Rejected' },
};

/** Inbound receipt (WHI): 0 to receive, 1 received (waiting for put-away), 2 put away. */
export const RECEIPT_STATUS = { pending: 0, received: 1, putAway: 2 } as const;
export type ReceiptStatus = (typeof RECEIPT_STATUS)[keyof typeof RECEIPT_STATUS];
export const RECEIPT_STATUSES: readonly ReceiptStatus[] = [0, 1, 2];
export const RECEIPT_STATUS_LABELS: Readonly<Record<ReceiptStatus, Label>> = {
  0: { zh: '待收货', en: 'To receive' },
  1: { zh: '已收货', en: 'Received' },
  2: { zh: '已上架', en: 'Put away' },
};

/** Return (WHR) and scrap (WSC) orders: 0 unsubmitted, 1 submitted, 2 executed. */
export const STOCK_ORDER_STATUS = { unsubmitted: 0, submitted: 1, executed: 2 } as const;
export type StockOrderStatus = (typeof STOCK_ORDER_STATUS)[keyof typeof STOCK_ORDER_STATUS];
export const STOCK_ORDER_STATUSES: readonly StockOrderStatus[] = [0, 1, 2];
export const STOCK_ORDER_STATUS_LABELS: Readonly<Record<StockOrderStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '已提交', en: 'Submitted' },
  2: { zh: '已执行', en: 'Executed' },
};
/** Statuses in which a return or scrap order may be edited (spec §4: "edit in either"). */
export const STOCK_ORDER_EDITABLE: readonly StockOrderStatus[] = [0, 1];

/** Kinds of stock orders: return to the supplier (WHR) or scrap (WSC). */
export const STOCK_ORDER_KINDS = ['return', 'scrap'] as const;
export type StockOrderKind = (typeof STOCK_ORDER_KINDS)[number];

/** Stock difference adjustment: 0 unaudited, 1 audited (stock changed), 2 rejected. */
export const ADJUSTMENT_STATUS = { unaudited: 0, audited: 1, rejected: 2 } as const;
export type AdjustmentStatus = (typeof ADJUSTMENT_STATUS)[keyof typeof ADJUSTMENT_STATUS];
export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = [0, 1, 2];
export const ADJUSTMENT_STATUS_LABELS: Readonly<Record<AdjustmentStatus, Label>> = {
  0: { zh: '未审核', en: 'Unaudited' },
  1: { zh: '已审核', en: 'Audited' },
  2: { zh: '已驳回', en: 'Rejected' },
};
/** Adjustment request types (spec §4: claim, adjustment, scrap). */
export const ADJUSTMENT_TYPES = ['claim', 'adjust', 'scrap'] as const;
export type AdjustmentType = (typeof ADJUSTMENT_TYPES)[number];
export const ADJUSTMENT_TYPE_LABELS: Readonly<Record<AdjustmentType, Label>> = {
  claim: { zh: '索赔', en: 'Claim' },
  adjust: { zh: '调整', en: 'Adjustment' },
  scrap: { zh: '报废', en: 'Scrap' },
};

/** Inventory count plan: 0 planned, 1 frozen (counting), 2 closed (differences sent to an adjustment). */
export const COUNT_PLAN_STATUS = { planned: 0, frozen: 1, closed: 2 } as const;
export type CountPlanStatus = (typeof COUNT_PLAN_STATUS)[keyof typeof COUNT_PLAN_STATUS];
export const COUNT_PLAN_STATUSES: readonly CountPlanStatus[] = [0, 1, 2];
export const COUNT_PLAN_STATUS_LABELS: Readonly<Record<CountPlanStatus, Label>> = {
  0: { zh: '已计划', en: 'Planned' },
  1: { zh: '已冻结', en: 'Frozen' },
  2: { zh: '已关闭', en: 'Closed' },
};

/** Most lines a document takes in one request. */
export const WAREHOUSE_DOC_MAX_LINES = 500;
/** Lines on one printed page of a return or scrap order (issue 16: 27 lines a page). */
export const STOCK_ORDER_LINES_PER_PAGE = 27;
