import { type RuleResult, type RuleViolation, ruleOk, ruleRefused, violation } from '../rules.js';
import { isIsoDate } from '../time.js';

/**
 * Ship bill numbers (spec §8 "ship bill number limit reached (letter limit reaches Z)"): each
 * shipment of one base number (the DealerOrderNO or pick bill no it ships) gets the base plus one
 * letter, `A` for the first, then `B` … `Z`. Letters are never reused, even after a cancelled ship bill.
 */
export const SHIP_BILL_SUFFIXES = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The next ship bill number of `baseNo`, given the suffix letters already used (`['A', 'B']`; other
 * values are ignored): the letter after the highest used one. Refused with SHIP_BILL_NUMBER_LIMIT
 * {baseNo} once `Z` is used. Example: `nextShipBillNo('D00012601150007', ['A'])` →
 * `{ ok: true, value: 'D00012601150007B' }`.
 */
export function nextShipBillNo(baseNo: string, usedSuffixes: readonly string[]): RuleResult<string> {
  const highest = usedSuffixes.reduce((max, s) => Math.max(max, SHIP_BILL_SUFFIXES.indexOf(s)), -1);
  const next = highest + 1;
  if (next >= SHIP_BILL_SUFFIXES.length) return ruleRefused(violation('SHIP_BILL_NUMBER_LIMIT', { baseNo }));
  return ruleOk(`${baseNo}${SHIP_BILL_SUFFIXES[next]}`);
}

/** The suffix letter of a ship bill number of `baseNo`, or null when it is not one. */
export function shipBillSuffixOf(shipBillNo: string, baseNo: string): string | null {
  if (shipBillNo.length !== baseNo.length + 1 || !shipBillNo.startsWith(baseNo)) return null;
  const suffix = shipBillNo.slice(-1);
  return SHIP_BILL_SUFFIXES.includes(suffix) ? suffix : null;
}

const CONTAINER_NO = /^[A-Z]{2}(\d{4})(\d{2})(\d{2})\d{2}$/;

/**
 * Container or vehicle number of a shipment (spec §5 "Other"): two capital letters, an 8-digit date
 * `yyyyMMdd` (a real date) and two digits, e.g. `SH2026011501`. Code CONTAINER_NO_INVALID
 * {containerNo}, field `containerNo`.
 */
export function checkContainerNo(containerNo: string): RuleViolation | null {
  const m = CONTAINER_NO.exec(containerNo);
  return m && isIsoDate(`${m[1]}-${m[2]}-${m[3]}`)
    ? null
    : violation('CONTAINER_NO_INVALID', { containerNo }, 'containerNo');
}

/**
 * A container or vehicle number cannot be reused across the branch and main warehouses (spec §5):
 * CONTAINER_NO_IN_USE {containerNo} when the server found it on another warehouse's shipment.
 */
export function checkContainerNoUnused(containerNo: string, usedElsewhere: boolean): RuleViolation | null {
  return usedElsewhere ? violation('CONTAINER_NO_IN_USE', { containerNo }, 'containerNo') : null;
}
