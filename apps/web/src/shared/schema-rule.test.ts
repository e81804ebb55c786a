import { profileRequest, userCreateRequest } from '@spm/contracts';
import { describe, expect, it } from 'vitest';
import { schemaRule } from './schema-rule';

describe('schemaRule', () => {
  const rule = schemaRule(userCreateRequest.shape.email, '邮箱格式不正确');
  const check = (value: unknown) => rule.validator(rule, value);

  it('passes a value the schema accepts and an empty one', async () => {
    for (const value of ['a@b.cn', undefined, null, '']) {
      await expect(check(value)).resolves.toBeUndefined();
    }
  });

  it('refuses a value the schema refuses, blank text too, with its message', async () => {
    await expect(check('not-an-email')).rejects.toThrow('邮箱格式不正确');
    await expect(check('   ')).rejects.toThrow('邮箱格式不正确');
  });

  it('answers as the schema would for a value it accepts empty', async () => {
    const phone = schemaRule(profileRequest.shape.phone, '电话格式不正确');
    await expect(phone.validator(phone, '')).resolves.toBeUndefined();
    await expect(phone.validator(phone, 'abc')).rejects.toThrow('电话格式不正确');
  });
});
