import { describe, expect, it } from 'vitest';
import { fieldLabel } from './field-labels';
import { errorMessage } from './index';

describe('field labels in messages', () => {
  it('names a listed field by its label in the caller language', () => {
    expect(errorMessage('REQUIRED', 'zh-CN', { field: 'opinion' })).toBe('请输入审批意见');
    expect(errorMessage('REQUIRED', 'en-US', { field: 'opinion' })).toBe('Please input approval opinion');
  });

  it('labels a path by its last named segment and keeps an unlisted field as it is', () => {
    expect(fieldLabel('lines.3.qty', 'zh-CN')).toBe('数量');
    expect(fieldLabel('captchaCode', 'zh-CN')).toBe('captchaCode');
  });
});
