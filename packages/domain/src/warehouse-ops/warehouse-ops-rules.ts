import { type RuleViolation, violation } from '../rules.js';

/**
 * Rules of the warehouse operations (spec §5 "Receiving and claims", "Scrap and return", "Other";
 * §6 transfer requests). Each answers a violation or null, never throws.
 */

/**
 * A received line: at most the receivable qty (RECEIPT_QTY_EXCEEDS_RECEIVABLE), and a remark when it
 * differs from it (RECEIPT_REMARK_REQUIRED). Quantities in pieces.
 */
export function checkReceivedQty(
  line: { partCode: string; receivedQty: number; receivableQty: number; remark?: string | null },
  field: string,
): RuleViolation | null {
  const { partCode, receivedQty, receivableQty } = line;
  if (receivedQty > receivableQty)
    return violation(
      'RECEIPT_QTY_EXCEEDS_RECEIVABLE',
      { partCode, receivedQty, receivableQty },
      `${field}.receivedQty`,
    );
  if (receivedQty !== receivableQty && !line.remark?.trim())
    return violation('RECEIPT_REMARK_REQUIRED', { partCode }, `${field}.remark`);
  return null;
}

/** A count plan's execution date must be after today (business dates `yyyy-MM-dd`). */
export function checkExecutionDateAfterToday(executionDate: string, today: string): RuleViolation | null {
  return executionDate > today
    ? null
    : violation('COUNT_PLAN_DATE_NOT_AFTER_TODAY', { executionDate }, 'executionDate');
}

/** A return or scrap line's qty must not be above the location's available stock. */
export function checkStockOrderQty(
  line: { partCode: string; storageCode: string; qty: number; stockQty: number },
  field: string,
): RuleViolation | null {
  const { partCode, storageCode, qty, stockQty } = line;
  return qty > stockQty
    ? violation('STOCK_ORDER_QTY_EXCEEDS_STOCK', { partCode, storageCode, qty, stockQty }, `${field}.qty`)
    : null;
}

/** A transfer goes from one warehouse to another. */
export function checkTransferWarehouses(from: string, to: string): RuleViolation | null {
  return from === to ? violation('TRANSFER_SAME_WAREHOUSE', undefined, 'toWarehouseCode') : null;
}

/**
 * Who among warehouse staff may request a transfer of a part (spec §6): its responsible person (matched
 * by user name or login name) or their superior (`superior`); a part without a responsible person,
 * anyone. Head-office requesters go by master data's `checkPartResponsibility` instead.
 */
export function checkTransferRequester(
  part: { partCode: string; responsiblePerson: string | null },
  requester: { name: string; username: string; superior: boolean },
  field: string,
): RuleViolation | null {
  const person = part.responsiblePerson?.trim();
  if (!person || requester.superior) return null;
  if (person === requester.name || person === requester.username) return null;
  return violation('TRANSFER_NOT_RESPONSIBLE', { partCode: part.partCode }, field);
}

/** Put-away into a location with a capacity (pieces): the location may not hold more after it. */
export function checkLocationCapacity(
  location: { storageCode: string; capacity: number | null; heldQty: number },
  addedQty: number,
): RuleViolation | null {
  const { storageCode, capacity, heldQty } = location;
  if (capacity === null) return null;
  const qty = heldQty + addedQty;
  return qty > capacity ? violation('LOCATION_CAPACITY_EXCEEDED', { storageCode, capacity, qty }) : null;
}

/** The parent code of a storage code (`A-01-02` → `A-01`), null at the top level. */
export function parentStorageCode(storageCode: string): string | null {
  const i = storageCode.lastIndexOf('-');
  return i < 0 ? null : storageCode.slice(0, i);
}
