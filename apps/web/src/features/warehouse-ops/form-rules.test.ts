import type { FormInstance } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api/errors';
import {
  applyLineErrors,
  applyOneLineErrors,
  containerNoRule,
  executionDateRule,
  lineErrors,
  notAfter,
  partCodeRule,
  storageCodeRule,
} from './form-rules';

describe('warehouse form rules', () => {
  it('refuse a storage code off the norm with its localized message, take a good one', async () => {
    await expect(storageCodeRule().validator(null, 'A-01-02')).resolves.toBeUndefined();
    await expect(storageCodeRule().validator(null, 'a-01-02')).resolves.toBeUndefined();
    await expect(storageCodeRule().validator(null, 'A-1')).rejects.toThrow(/库位/);
    await expect(storageCodeRule().validator(null, 'A--02')).rejects.toThrow(/库位/);
    await expect(storageCodeRule().validator(null, '')).resolves.toBeUndefined();
  });

  it('refuse a malformed part code and container number', async () => {
    await expect(partCodeRule.validator(null, '01001-A3G1-00-A0')).resolves.toBeUndefined();
    await expect(partCodeRule.validator(null, '01001-A3G1-00-A0-XYZ-1')).rejects.toThrow();
    await expect(containerNoRule.validator(null, 'tr2026112401')).resolves.toBeUndefined();
    await expect(containerNoRule.validator(null, 'TR2026139901')).rejects.toThrow(/TR2026139901/);
  });

  it('take an execution date after the given business day only, in the rule and the picker', async () => {
    const rule = executionDateRule('2026-11-28');
    await expect(rule.validator(null, dayjs('2026-11-29'))).resolves.toBeUndefined();
    await expect(rule.validator(null, dayjs('2026-11-28'))).rejects.toThrow();
    await expect(rule.validator(null, dayjs('2026-11-27'))).rejects.toThrow();
    const disabled = notAfter('2026-11-28');
    expect([dayjs('2026-11-28'), dayjs('2026-11-29')].map(disabled)).toEqual([true, false]);
  });

  it('rename the line errors of the server for a form list or a one-line dialog', () => {
    const error = new ApiError({
      httpStatus: 422,
      code: 'STOCK_ORDER_QTY_EXCEEDS_STOCK',
      message: '超出库存',
      errors: [
        { field: 'lines[2].qty', code: 'STOCK_ORDER_QTY_EXCEEDS_STOCK', message: '超出库存' },
        { field: 'reason', code: 'REQUIRED', message: '必填' },
      ],
    });
    error.shown = true;
    const list = lineErrors(error) as ApiError;
    expect(list.errors.map((e) => e.field)).toEqual(['lines.2.qty', 'reason']);
    expect(list).toBeInstanceOf(ApiError);
    expect([list.code, list.message, list.httpStatus, list.shown]).toEqual([
      error.code,
      '超出库存',
      422,
      true,
    ]);
    const oneLine = lineErrors(error, { oneLine: true }) as ApiError;
    expect(oneLine.errors.map((e) => e.field)).toEqual(['qty', 'reason']);
    expect(lineErrors('plain')).toBe('plain');
  });

  it('put the line errors on the fields of a line list or of a one-line dialog', () => {
    const refusal = () =>
      new ApiError({
        httpStatus: 422,
        code: 'STOCK_ORDER_QTY_EXCEEDS_STOCK',
        message: '超出库存',
        errors: [{ field: 'lines[1].qty', code: 'STOCK_ORDER_QTY_EXCEEDS_STOCK', message: '超出库存' }],
      });
    const formWith = (values: object) => {
      const setFields = vi.fn();
      return { form: { getFieldsValue: () => values, setFields } as unknown as FormInstance, setFields };
    };
    const list = formWith({ lines: [{}, {}] });
    applyLineErrors(list.form, refusal());
    expect(list.setFields).toHaveBeenCalledWith([{ name: ['lines', 1, 'qty'], errors: ['超出库存'] }]);
    const oneLine = formWith({ qty: 1 });
    applyOneLineErrors(oneLine.form, refusal());
    expect(oneLine.setFields).toHaveBeenCalledWith([{ name: ['qty'], errors: ['超出库存'] }]);
  });
});
