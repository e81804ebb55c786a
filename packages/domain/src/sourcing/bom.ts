import type { RuleViolation } from '../rules.js';
import { violation } from '../rules.js';

/**
 * BOM (bill of materials, spec §1 "BOM and child parts", §3 "BOM (parent part, child parts,
 * effective date)", §5 "effective date after the system date"). One line: a parent part, a child part
 * flagged as sub-part in the parts master, a quantity in pieces, effective from (after today) and an
 * optional effective-to.
 */

/** Deepest explosion answered (a BOM deeper than this is cut and flagged). */
export const BOM_MAX_DEPTH = 20;

/** A child may not be its own parent (BOM_SELF_REFERENCE). */
export function checkBomNotSelf(parentPartCode: string, childPartCode: string): RuleViolation | null {
  return parentPartCode === childPartCode
    ? violation('BOM_SELF_REFERENCE', { partCode: parentPartCode }, 'childPartCode')
    : null;
}

/** The effective date must be after the business date `today` (BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY). */
export function checkBomEffectiveFrom(effectiveFrom: string, today: string): RuleViolation | null {
  return effectiveFrom > today
    ? null
    : violation('BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY', { effectiveFrom, today }, 'effectiveFrom');
}

/** Effective-to, when given, may not be before effective-from (BOM_EFFECTIVE_RANGE_INVALID). */
export function checkBomEffectiveRange(
  effectiveFrom: string,
  effectiveTo: string | null,
): RuleViolation | null {
  return effectiveTo !== null && effectiveTo < effectiveFrom
    ? violation('BOM_EFFECTIVE_RANGE_INVALID', { effectiveFrom, effectiveTo }, 'effectiveTo')
    : null;
}

/**
 * Would adding `parent → child` close a cycle? `descendantsOfChild` are all parts below the child in
 * the current BOM; the line closes a cycle when the parent is among them (BOM_CYCLE).
 */
export function checkBomNoCycle(
  parentPartCode: string,
  childPartCode: string,
  descendantsOfChild: ReadonlySet<string>,
): RuleViolation | null {
  return descendantsOfChild.has(parentPartCode)
    ? violation('BOM_CYCLE', { parentPartCode, childPartCode }, 'childPartCode')
    : null;
}
