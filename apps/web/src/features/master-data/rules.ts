import {
  checkByteLength,
  checkCapitals,
  checkDealerCode,
  checkPostalCode,
  checkTelephone,
  errorMessage,
  type Language,
  type RuleViolation,
} from '@spm/domain';
import type { RuleObject } from 'antd/es/form';

/** An antd form rule from a §5 domain validator (same rule and message as the server). */
const ruleOf = (
  check: (value: string, field: string) => RuleViolation | null,
  field: string,
  language: Language,
): RuleObject => ({
  validator: async (_rule, value: unknown) => {
    const v = check(typeof value === 'string' ? value : '', field);
    if (v) throw new Error(errorMessage(v.code, language, v.params as Record<string, unknown>));
  },
});

/** The shared format rules of the master forms. */
export const masterRules = (language: Language) => ({
  code: [ruleOf(checkCapitals, 'code', language)],
  dealerCode: [ruleOf((v) => checkCapitals(v, 'code') ?? checkDealerCode(v), 'code', language)],
  phone: [ruleOf(checkTelephone, 'phone', language)],
  postalCode: [ruleOf(checkPostalCode, 'postalCode', language)],
  /** The Chinese name: at most 100 bytes (a Chinese character counts 2), as the server checks it. */
  nameBytes: [ruleOf((v, f) => checkByteLength(v, 100, f), 'nameZh', language)],
});
