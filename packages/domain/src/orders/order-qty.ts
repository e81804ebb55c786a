import { isPositiveInteger, type RuleViolation, violation } from '../rules.js';

/** The part's sales quantities that bound an order qty (pieces). Values ≤ 0 or missing count as 1. */
export interface SalesQuantities {
  /** Min package qty (MPQ): the order qty must be at least this. */
  readonly minPackageQty: number;
  /** Unit sales qty: the order qty must be a multiple of this. */
  readonly unitSalesQty: number;
}

export interface OrderQtyContext {
  /** Already shipped qty of the line; the qty cannot go below it. */
  readonly sendQty?: number;
  /** The qty before this modification. */
  readonly originalQty?: number;
  /** False in the flows where a modification may not raise the qty (spec §5). Default true. */
  readonly allowIncrease?: boolean;
}

const unit = (n: number): number => (isPositiveInteger(n) ? n : 1);

/**
 * Order line qty (spec §5 "Orders"), field `qty`, first failing rule:
 * ORDER_QTY_INVALID (not a positive integer); ORDER_QTY_BELOW_MIN_PACKAGE_QTY {minPackageQty};
 * ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY {unitSalesQty}; ORDER_QTY_BELOW_SHIPPED_QTY {sendQty};
 * ORDER_QTY_INCREASE_NOT_ALLOWED {originalQty}.
 */
export function checkOrderQty(
  qty: number,
  part: SalesQuantities,
  context: OrderQtyContext = {},
): RuleViolation | null {
  if (!isPositiveInteger(qty)) return violation('ORDER_QTY_INVALID', undefined, 'qty');
  const minPackageQty = unit(part.minPackageQty);
  const unitSalesQty = unit(part.unitSalesQty);
  if (qty < minPackageQty) return violation('ORDER_QTY_BELOW_MIN_PACKAGE_QTY', { minPackageQty }, 'qty');
  if (qty % unitSalesQty !== 0) {
    return violation('ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY', { unitSalesQty }, 'qty');
  }
  if (context.sendQty !== undefined && qty < context.sendQty) {
    return violation('ORDER_QTY_BELOW_SHIPPED_QTY', { sendQty: context.sendQty }, 'qty');
  }
  if (context.allowIncrease === false && context.originalQty !== undefined && qty > context.originalQty) {
    return violation('ORDER_QTY_INCREASE_NOT_ALLOWED', { originalQty: context.originalQty }, 'qty');
  }
  return null;
}

/**
 * The smallest qty that passes `checkOrderQty` and is at least `requested` (pieces): at least the min
 * package qty, rounded up to a multiple of the unit sales qty. Used to pre-fill or correct a qty input.
 */
export function nearestValidOrderQty(requested: number, part: SalesQuantities): number {
  const unitSalesQty = unit(part.unitSalesQty);
  const floor = Math.max(1, Math.ceil(requested), unit(part.minPackageQty));
  return Math.ceil(floor / unitSalesQty) * unitSalesQty;
}

/** Unsent qty of a line: ordered minus shipped, never below 0 (pieces). */
export const unsentQty = (qty: number, sendQty: number): number => Math.max(0, qty - sendQty);
