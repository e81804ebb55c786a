import { type RuleViolation, violation } from '../rules.js';

/**
 * Most part lines one dealer order may have (docs/decisions/order-rules.md, "Line ceiling"): the
 * entry form, the JSON API and the Excel import alike. Bounds the work of saving, pricing and
 * submitting one order (every save re-checks and rewrites all lines) and of the import that builds it.
 */
export const MAX_ORDER_LINES = 500;

/**
 * An order may have at most `MAX_ORDER_LINES` lines: ORDER_TOO_MANY_LINES {max, count} on field
 * `lines` when `lineCount` (the lines the order would have after the save) is above it; else null.
 */
export function checkOrderLineCount(lineCount: number): RuleViolation | null {
  return lineCount > MAX_ORDER_LINES
    ? violation('ORDER_TOO_MANY_LINES', { max: MAX_ORDER_LINES, count: lineCount }, 'lines')
    : null;
}
