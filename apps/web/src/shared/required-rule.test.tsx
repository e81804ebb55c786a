// @vitest-environment jsdom
import { cleanup, render, renderHook } from '@testing-library/react';
import { Form, Input } from 'antd';
import dayjs from 'dayjs';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { requiredRule } from './required-rule';
import { setUpDom } from './test-dom';

beforeAll(setUpDom);
afterEach(cleanup);

describe('requiredRule', () => {
  const rule = requiredRule('请输入数量');
  const check = (value: unknown) => rule.validator(rule, value);

  it('accepts numbers (0 too), dates, filled text and lists', async () => {
    for (const value of [10, 0, -1, dayjs('2026-11-28'), 'W01', ' x ', ['a'], false]) {
      await expect(check(value)).resolves.toBeUndefined();
    }
  });

  it('refuses nothing, blank text and an empty list with its message', async () => {
    for (const value of [undefined, null, '', '   ', []]) {
      await expect(check(value)).rejects.toThrow('请输入数量');
    }
  });

  it('lets a form with a number, a date and a text field validate once they are filled', async () => {
    const { result } = renderHook(() => Form.useForm()[0]);
    const form = result.current;
    const fields = ['qty', 'validFrom', 'remark'];
    render(
      <Form form={form}>
        {fields.map((name) => (
          <Form.Item key={name} name={name} rules={[requiredRule(`请输入${name}`)]}>
            <Input />
          </Form.Item>
        ))}
      </Form>,
    );
    await expect(form.validateFields()).rejects.toMatchObject({
      errorFields: fields.map((name) => expect.objectContaining({ errors: [`请输入${name}`] })),
    });
    form.setFieldsValue({ qty: 10, validFrom: dayjs('2026-11-28'), remark: '短少' });
    await expect(form.validateFields()).resolves.toMatchObject({ qty: 10, remark: '短少' });
  });
});
