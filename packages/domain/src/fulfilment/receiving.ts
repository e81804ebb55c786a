import { isBlank, isNonNegativeInteger, type RuleViolation, violation, withFieldPrefix } from '../rules.js';
import { isIsoDate } from '../time.js';

/** One delivery line as the dealer confirms it (pieces). */
export interface ReceiveLine {
  readonly receivableQty: number;
  readonly receivedQty: number;
  readonly remark?: string | null;
}

/**
 * Receipt of one line (spec §5 "Receiving"): RECEIVE_QTY_INVALID (field `receivedQty`, not a
 * non-negative integer); RECEIVE_QTY_EXCEEDS_RECEIVABLE {receivedQty, receivableQty} (field
 * `receivedQty`); REMARK_REQUIRED_WHEN_QTY_DIFFERS (field `remark`) when less than receivable is
 * received without a remark.
 */
export function checkReceiveLine(line: ReceiveLine): RuleViolation | null {
  const { receivedQty, receivableQty } = line;
  if (!isNonNegativeInteger(receivedQty)) return violation('RECEIVE_QTY_INVALID', undefined, 'receivedQty');
  if (receivedQty > receivableQty) {
    return violation('RECEIVE_QTY_EXCEEDS_RECEIVABLE', { receivedQty, receivableQty }, 'receivedQty');
  }
  if (receivedQty !== receivableQty && isBlank(line.remark)) {
    return violation('REMARK_REQUIRED_WHEN_QTY_DIFFERS', undefined, 'remark');
  }
  return null;
}

/** `checkReceiveLine` over all lines; fields become `lines[i].receivedQty` / `lines[i].remark`. */
export function checkReceiveLines(lines: readonly ReceiveLine[]): RuleViolation[] {
  return lines.flatMap((line, i) => {
    const v = checkReceiveLine(line);
    return v ? withFieldPrefix([v], `lines[${i}]`) : [];
  });
}

/**
 * Receive date (spec §5): `yyyy-MM-dd` in the current business month and not after `today` (the
 * business date, `yyyy-MM-dd`, from the server clock): RECEIVE_DATE_OUT_OF_RANGE {monthStart, today};
 * and not before the ship bill's `shipDate` when given: RECEIVE_DATE_BEFORE_SHIP_DATE {shipDate}.
 * Field `receiveDate`. Throws RangeError when `today` is not a date.
 */
export function checkReceiveDate(
  receiveDate: string,
  today: string,
  shipDate?: string,
): RuleViolation | null {
  if (!isIsoDate(today)) throw new RangeError(`today must be yyyy-MM-dd: ${today}`);
  const monthStart = `${today.slice(0, 8)}01`;
  const inRange = isIsoDate(receiveDate) && receiveDate >= monthStart && receiveDate <= today;
  if (!inRange) return violation('RECEIVE_DATE_OUT_OF_RANGE', { monthStart, today }, 'receiveDate');
  if (shipDate !== undefined && receiveDate < shipDate)
    return violation('RECEIVE_DATE_BEFORE_SHIP_DATE', { shipDate }, 'receiveDate');
  return null;
}

/** A delivery can be confirmed once: DELIVERY_ALREADY_CONFIRMED when it already was. */
export function checkDeliveryConfirmable(delivery: { confirmed: boolean }): RuleViolation | null {
  return delivery.confirmed ? violation('DELIVERY_ALREADY_CONFIRMED') : null;
}
