import type { RuleResult, RuleViolation } from '@spm/domain';
import { AppError } from '../../platform/errors';

/** Turns a domain rule violation into the `AppError` the error handler answers with. */
export function toAppError(v: RuleViolation): AppError {
  return new AppError(
    v.code,
    { ...(v.params ?? {}) },
    v.field ? [{ field: v.field, code: v.code, params: { ...(v.params ?? {}) } }] : [],
  );
}

/** Throws the violation of a guard, if any. */
export function enforce(v: RuleViolation | null): void {
  if (v) throw toAppError(v);
}

/**
 * Throws when a whole-request validator found problems: the first violation's code at the top, every
 * violation as a field error (so the web can mark each field).
 */
export function enforceAll(violations: readonly RuleViolation[]): void {
  if (violations.length === 0) return;
  const [first] = violations;
  throw new AppError(
    first.code,
    { ...(first.params ?? {}) },
    violations.map((v) => ({ field: v.field ?? '', code: v.code, params: { ...(v.params ?? {}) } })),
  );
}

/** The value of a rule result, or its violation thrown. */
export function resultValue<T>(result: RuleResult<T>): T {
  if (!result.ok) throw toAppError(result.violation);
  return result.value;
}
