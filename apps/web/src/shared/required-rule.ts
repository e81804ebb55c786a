import { isBlank } from '@spm/domain';

/** A form rule that marks its field required and refuses an empty value with `message`. */
export interface RequiredRule {
  required: true;
  message: string;
  validator: (rule: unknown, value: unknown) => Promise<void>;
}

/** Whether a form value counts as not filled in: blank (the domain's `isBlank`) or an empty list. */
const isUnfilled = (value: unknown): boolean =>
  isBlank(value) || (Array.isArray(value) && value.length === 0);

/**
 * The required rule for a control of any kind. A rule with only `required` and `whitespace` is
 * checked as text by the form library, so a number or a date in it would be refused: the check is
 * a validator of its own instead, and `required` only shows the field's mark.
 */
export function requiredRule(message: string): RequiredRule {
  return {
    required: true,
    message,
    validator: (_rule, value) => (isUnfilled(value) ? Promise.reject(new Error(message)) : Promise.resolve()),
  };
}
