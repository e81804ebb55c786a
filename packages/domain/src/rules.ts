import Decimal from 'decimal.js';
import type { ErrorCode, Language } from './errors/index.js';

/**
 * A business rule that a value breaks (ARCHITECTURE §3 "Rules are named guard functions").
 *
 * Guards in this package never throw: a `check…()` function returns a `RuleViolation` (or `null` when
 * the rule holds), and whole-object validators return `RuleViolation[]` (empty when valid). The server
 * turns a violation into `AppError(code, params)`; the web shows `errorMessage(code, language, params)`
 * on `field`.
 *
 * - `code`: a code of `errorCatalog`, which fixes the HTTP status and both messages.
 * - `params`: the values of the message's `{placeholders}`.
 * - `field`: the input field at fault (API field name, e.g. `lines[2].qty`), when there is one.
 */
export interface RuleViolation<C extends ErrorCode = ErrorCode> {
  readonly code: C;
  readonly params?: Readonly<Record<string, unknown>>;
  readonly field?: string;
}

/** Builds a violation; `params` and `field` are left out when not given. */
export function violation<C extends ErrorCode>(
  code: C,
  params?: Record<string, unknown>,
  field?: string,
): RuleViolation<C> {
  return {
    code,
    ...(params === undefined ? {} : { params }),
    ...(field === undefined ? {} : { field }),
  };
}

/** The outcome of a computation that a rule can refuse (e.g. the next ship bill number). */
export type RuleResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly violation: RuleViolation };

/** A computation that a rule let through. */
export const ruleOk = <T>(value: T): RuleResult<T> => ({ ok: true, value });
/** A computation that a rule refused. */
export const ruleRefused = <T = never>(v: RuleViolation): RuleResult<T> => ({ ok: false, violation: v });

/** The first non-null violation, or null. Use to run guards in order and stop at the first failure. */
export function firstViolation(
  ...checks: ReadonlyArray<RuleViolation | null | undefined>
): RuleViolation | null {
  for (const check of checks) if (check) return check;
  return null;
}

/** Drops the nulls: turns a list of guard results into the violations of a whole-object validator. */
export function collectViolations(checks: ReadonlyArray<RuleViolation | null | undefined>): RuleViolation[] {
  return checks.filter((c): c is RuleViolation => c != null);
}

/** Prefixes the `field` of each violation, e.g. `qty` → `lines[3].qty`. */
export function withFieldPrefix(violations: readonly RuleViolation[], prefix: string): RuleViolation[] {
  return violations.map((v) => ({ ...v, field: v.field ? `${prefix}.${v.field}` : prefix }));
}

/** A name or wording in both languages, e.g. for status tags and select options. */
export interface Label {
  readonly zh: string;
  readonly en: string;
}

/** The wording of a label in one language. */
export const labelText = (label: Label, language: Language): string =>
  language === 'en-US' ? label.en : label.zh;

/**
 * A record's name in `language` from its two stored names (a part, warehouse, dealer, supplier, role):
 * `<field>En` in en-US, `<field>Zh` otherwise (Chinese first). `field` is `name` (`nameZh` / `nameEn`)
 * unless the record holds a related record's names, e.g. `dealerName` for `dealerNameZh` /
 * `dealerNameEn`. Missing names stay missing (`null`).
 */
export const nameIn = <
  R extends { readonly [K in `${F}Zh` | `${F}En`]: string | null | undefined },
  F extends string = 'name',
>(
  record: R,
  language: Language,
  field: F = 'name' as F,
): R[`${F}Zh` | `${F}En`] => record[language === 'en-US' ? (`${field}En` as const) : (`${field}Zh` as const)];

/** A safe integer greater than zero (quantities are whole pieces). */
export const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** A safe integer of zero or more. */
export const isNonNegativeInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** Reads a decimal from a number or numeric string without throwing; null when not a finite number. */
export function parseDecimal(value: Decimal.Value | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    const d = new Decimal(typeof value === 'string' ? value.trim() : value);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/** Is a value left empty (null, undefined, or a string of blanks)? */
export const isBlank = (value: unknown): boolean =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
