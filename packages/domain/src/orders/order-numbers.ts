import { type RuleResult, type RuleViolation, ruleOk, ruleRefused, violation } from '../rules.js';
import { isIsoDate } from '../time.js';

/**
 * Order numbers (decision in docs/decisions/order-rules.md). Both are 15 characters.
 * - Temp order no (drafts): `T` + business date `yyyyMMdd` + 6-digit daily sequence, e.g. `T20260115000042`.
 * - DealerOrderNO (given on submit): dealer code (5 characters) + `yyMMdd` + 4-digit per-dealer daily
 *   sequence, e.g. `D0001260115` + `0007`. The sequence starts at 1, so a number is never fifteen zeros.
 * The sequence comes from the server's numbering table.
 */
export const VIRTUAL_DEALER_ORDER_NO = '000000000000000';
export const DEALER_ORDER_NO_LENGTH = 15;
export const DEALER_CODE_LENGTH = 5;
export const TEMP_ORDER_SEQUENCE_MAX = 999_999;
export const DEALER_ORDER_SEQUENCE_MAX = 9_999;

const DEALER_ORDER_NO = /^([A-Z0-9]{5})(\d{2})(\d{2})(\d{2})(\d{4})$/;
const TEMP_ORDER_NO = /^T(\d{4})(\d{2})(\d{2})(\d{6})$/;

function requireDate(businessDate: string): string[] {
  if (!isIsoDate(businessDate)) throw new RangeError(`Not a yyyy-MM-dd date: ${businessDate}`);
  return businessDate.split('-');
}

const exhausted = (max: number): RuleResult<string> =>
  ruleRefused(violation('ORDER_SEQUENCE_EXHAUSTED', { max }));

/**
 * The temp order no for sequence `seq` (1-999999) of `businessDate` (`yyyy-MM-dd`).
 * Refused with ORDER_SEQUENCE_EXHAUSTED {max} past 999999. Throws RangeError for a bad date or seq < 1.
 */
export function formatTempOrderNo(businessDate: string, seq: number): RuleResult<string> {
  const [y, m, d] = requireDate(businessDate);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Bad sequence: ${seq}`);
  if (seq > TEMP_ORDER_SEQUENCE_MAX) return exhausted(TEMP_ORDER_SEQUENCE_MAX);
  return ruleOk(`T${y}${m}${d}${String(seq).padStart(6, '0')}`);
}

/**
 * The DealerOrderNO for the dealer's sequence `seq` (1-9999) of `businessDate` (`yyyy-MM-dd`).
 * Refused with ORDER_SEQUENCE_EXHAUSTED {max} past 9999. Throws RangeError when the dealer code is not
 * 5 capital letters/digits, the date is bad or seq < 1.
 */
export function formatDealerOrderNo(
  dealerCode: string,
  businessDate: string,
  seq: number,
): RuleResult<string> {
  if (!/^[A-Z0-9]{5}$/.test(dealerCode)) {
    throw new RangeError(`Dealer code must have 5 characters: ${dealerCode}`);
  }
  const [y, m, d] = requireDate(businessDate);
  if (!Number.isSafeInteger(seq) || seq < 1) throw new RangeError(`Bad sequence: ${seq}`);
  if (seq > DEALER_ORDER_SEQUENCE_MAX) return exhausted(DEALER_ORDER_SEQUENCE_MAX);
  return ruleOk(`${dealerCode}${y.slice(2)}${m}${d}${String(seq).padStart(4, '0')}`);
}

/** The parts of a DealerOrderNO, or null when it is not one (the virtual number is not one). */
export function parseDealerOrderNo(
  no: string,
): { dealerCode: string; businessDate: string; seq: number } | null {
  const m = DEALER_ORDER_NO.exec(no);
  if (!m || no === VIRTUAL_DEALER_ORDER_NO) return null;
  const businessDate = `20${m[2]}-${m[3]}-${m[4]}`;
  const seq = Number(m[5]);
  if (!isIsoDate(businessDate) || seq < 1) return null;
  return { dealerCode: m[1], businessDate, seq };
}

/** Is `no` a temp order no with a real date and a sequence ≥ 1? */
export function isTempOrderNo(no: string): boolean {
  const m = TEMP_ORDER_NO.exec(no);
  return m !== null && isIsoDate(`${m[1]}-${m[2]}-${m[3]}`) && Number(m[4]) >= 1;
}

/**
 * Checks a DealerOrderNO typed as a search or import key, field `dealerOrderNo`:
 * DEALER_ORDER_NO_RESERVED {dealerOrderNo} for fifteen zeros (the virtual order number, spec §9);
 * DEALER_ORDER_NO_INVALID {dealerOrderNo} when it does not parse.
 */
export function checkDealerOrderNo(no: string): RuleViolation | null {
  if (no === VIRTUAL_DEALER_ORDER_NO) {
    return violation('DEALER_ORDER_NO_RESERVED', { dealerOrderNo: no }, 'dealerOrderNo');
  }
  return parseDealerOrderNo(no)
    ? null
    : violation('DEALER_ORDER_NO_INVALID', { dealerOrderNo: no }, 'dealerOrderNo');
}
