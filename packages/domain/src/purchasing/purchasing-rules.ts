import { type RuleViolation, violation } from '../rules.js';
import { PO_ACTION_FROM, type PoAction, type PoStatus } from './purchasing-status.js';

/**
 * Rules of purchasing (issue 17; spec §1 PO price, purchase orders, §6 supplier portal, §8 "purchase
 * order not empty cannot abolish"). Each answers a violation or null, never throws. Dates are business
 * dates `yyyy-MM-dd`; quantities in pieces.
 */

/** A PO price's validity: `validTo` (when given) not before `validFrom` (PO_PRICE_VALIDITY_INVALID). */
export function checkPoPriceValidity(validFrom: string, validTo: string | null): RuleViolation | null {
  return validTo !== null && validTo < validFrom
    ? violation('PO_PRICE_VALIDITY_INVALID', { validFrom, validTo }, 'validTo')
    : null;
}

/** Whether two validity periods share a day (`null` end = open-ended). */
export function periodsOverlap(
  a: { validFrom: string; validTo: string | null },
  b: { validFrom: string; validTo: string | null },
): boolean {
  const aEndsBeforeB = a.validTo !== null && a.validTo < b.validFrom;
  const bEndsBeforeA = b.validTo !== null && b.validTo < a.validFrom;
  return !aEndsBeforeB && !bEndsBeforeA;
}

/**
 * The validity of a PO price may not overlap another price of the same supplier, part and currency
 * (PO_PRICE_OVERLAP {partCode, currency, validFrom, validTo} of the price it meets).
 */
export function checkPoPriceOverlap(
  candidate: { validFrom: string; validTo: string | null },
  others: readonly { partCode: string; currency: string; validFrom: string; validTo: string | null }[],
): RuleViolation | null {
  const hit = others.find((o) => periodsOverlap(candidate, o));
  return hit
    ? violation(
        'PO_PRICE_OVERLAP',
        {
          partCode: hit.partCode,
          currency: hit.currency,
          validFrom: hit.validFrom,
          validTo: hit.validTo ?? '—',
        },
        'validFrom',
      )
    : null;
}

/** An action on a purchase order from its status (PO_STATUS_INVALID {poNo, status}). */
export function checkPoAction(
  po: { poNo: string; status: PoStatus },
  action: PoAction,
): RuleViolation | null {
  return PO_ACTION_FROM[action].includes(po.status)
    ? null
    : violation('PO_STATUS_INVALID', { poNo: po.poNo, status: po.status, action });
}

/** A promised date is given and not before today (PO_PROMISED_DATE_REQUIRED, PO_PROMISED_DATE_PAST). */
export function checkPromisedDate(promisedDate: string | null | undefined, today: string, field: string) {
  if (!promisedDate) return violation('PO_PROMISED_DATE_REQUIRED', undefined, field);
  return promisedDate < today ? violation('PO_PROMISED_DATE_PAST', { promisedDate }, field) : null;
}

/**
 * A shipping notice line may ship at most what is still open on its PO line: ordered − already
 * shipped (ASN_QTY_EXCEEDS_OPEN {partCode, qty, openQty}).
 */
export function checkAsnQty(
  line: { partCode: string; qty: number; orderedQty: number; shippedQty: number },
  field: string,
): RuleViolation | null {
  const openQty = line.orderedQty - line.shippedQty;
  return line.qty > openQty
    ? violation('ASN_QTY_EXCEEDS_OPEN', { partCode: line.partCode, qty: line.qty, openQty }, field)
    : null;
}

/** The boxes of a shipping notice line add up to its qty (ASN_BOX_QTY_MISMATCH {partCode}). */
export function checkAsnBoxes(
  line: { partCode: string; qty: number; boxes: readonly number[] },
  field: string,
): RuleViolation | null {
  const total = line.boxes.reduce((s, q) => s + q, 0);
  return total === line.qty ? null : violation('ASN_BOX_QTY_MISMATCH', { partCode: line.partCode }, field);
}

/** What the replenishment proposal reads of one part in one warehouse (pieces). */
export interface ReplenishmentInput {
  onHandQty: number;
  allocatedQty: number;
  /** Ordered and not yet received on open purchase orders. */
  openPoQty: number;
  /** Dealer-order pieces waiting for stock (backorders). */
  backorderQty: number;
  safetyStock: number | null;
  reorderPoint: number | null;
  minStock: number | null;
  maxStock: number | null;
  /** Predicted demand over the next 12 months. */
  forecastQty: number | null;
  minOrderQty: number | null;
  minPackageQty: number;
}

/**
 * The replenishment proposal of one part (docs/decisions/purchasing.md): the projected stock is
 * on hand − allocated + open PO − backorders. When it is at or below the trigger (the highest of
 * reorder point, safety stock and min stock) the part is refilled up to the target: max stock when set,
 * else the trigger plus one month of the 12-month prediction. The qty is raised to the min order qty
 * and rounded up to whole packages. Answers 0 when nothing is needed.
 */
export function proposeReplenishment(i: ReplenishmentInput): { projectedQty: number; proposedQty: number } {
  const projectedQty = i.onHandQty - i.allocatedQty + i.openPoQty - i.backorderQty;
  const trigger = Math.max(i.reorderPoint ?? 0, i.safetyStock ?? 0, i.minStock ?? 0);
  if (trigger <= 0 || projectedQty > trigger) return { projectedQty, proposedQty: 0 };
  const monthly = Math.ceil((i.forecastQty ?? 0) / 12);
  const target = Math.max(i.maxStock ?? trigger + monthly, trigger);
  let qty = Math.max(target - projectedQty, i.minOrderQty ?? 0, 1);
  const pack = Math.max(i.minPackageQty, 1);
  qty = Math.ceil(qty / pack) * pack;
  return { projectedQty, proposedQty: qty };
}

/** A supplier administrator grants only supplier roles (SUPPLIER_ROLE_NOT_ALLOWED {role}). */
export function checkSupplierRoles(
  roles: readonly string[],
  allowed: readonly string[],
): RuleViolation | null {
  const bad = roles.find((r) => !allowed.includes(r));
  return bad ? violation('SUPPLIER_ROLE_NOT_ALLOWED', { role: bad }, 'roles') : null;
}
