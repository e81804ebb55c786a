import type { Language } from '@spm/domain';
import { formatMessage } from '@spm/domain';

/** Server texts that are not error codes: success messages and field-level validation texts. */
const messages = {
  ok: { zh: '操作成功', en: 'Done' },
  saved: { zh: '保存成功', en: 'Saved' },
  deleted: { zh: '删除成功', en: 'Deleted' },
  submitted: { zh: '提交成功', en: 'Submitted' },
  field_required: { zh: '请输入{field}', en: 'Please input {field}' },
  field_invalid: { zh: '{field}格式不正确', en: '{field} is not valid' },
  field_too_small: { zh: '{field}不能小于{min}', en: '{field} must be at least {min}' },
  field_too_short: { zh: '{field}至少{min}个字符', en: '{field} needs at least {min} characters' },
  field_too_big: { zh: '{field}不能大于{max}', en: '{field} must be at most {max}' },
  field_too_long: { zh: '{field}不能超过{max}个字符', en: '{field} may have at most {max} characters' },
  field_not_allowed: { zh: '{field}的值不在允许范围内', en: '{field} has a value that is not allowed' },
  field_unknown: { zh: '不允许的字段 {field}', en: 'Field {field} is not allowed' },
} as const;

export type MessageKey = keyof typeof messages;

/** The localized server text for a key. */
export function t(language: Language, key: MessageKey, params?: Record<string, unknown>): string {
  const m = messages[key];
  return formatMessage(language === 'en-US' ? m.en : m.zh, params);
}
