import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { type PartFormValues, partRules, toBody } from './part-form';

const values = {
  partCode: 'zz1-a-b-c',
  nameZh: ' 机油滤清器 ',
  nameEn: 'Oil filter',
  baseNumber: ' 01001 ',
  flagList: ['hazardous', 'crossDock'],
  effectiveFrom: dayjs('2026-01-01'),
  effectiveTo: null,
  minPackageQty: 2,
  unitSalesQty: 2,
  packageItems: [{ packageCode: ' box1 ', qty: 1, processCode: 'p1', cost: '' }],
  priceOrdinary: ' 70 ',
  priceRush: '',
  mainStorageCode: 'a-01-02',
  minStock: '',
} as unknown as PartFormValues;

describe('parts input form', () => {
  it('turns form values into the API body: trims, blanks to null, codes upper-cased, flags as booleans', () => {
    const body = toBody(values);
    expect(body).toMatchObject({
      nameZh: '机油滤清器',
      baseNumber: '01001',
      effectiveFrom: '2026-01-01',
      effectiveTo: null,
      priceOrdinary: '70',
      priceRush: null,
      mainStorageCode: 'A-01-02',
      minStock: null,
      packageItems: [{ packageCode: 'BOX1', qty: 1, processCode: 'P1', cost: null }],
    });
    expect(body.flags.hazardous).toBe(true);
    expect(body.flags.crossDock).toBe(true);
    expect(body.flags.newEnergy).toBe(false);
    expect(Object.keys(body.flags)).toHaveLength(17);
  });

  it('checks with the same rules as the server, in the user’s language', async () => {
    const zh = partRules('zh-CN');
    await expect(zh.partCode.validator(null, 'ZZ1-A-B')).rejects.toThrow('格式不正确');
    await expect(partRules('en-US').partCode.validator(null, 'A-B-C-123456')).rejects.toThrow('at most 5');
    await expect(zh.storage('mainStorageCode').validator(null, 'a--03')).rejects.toThrow('跳过了第2级');
    await expect(zh.reductionCoefficient.validator(null, '-1')).rejects.toThrow();
    const form = {
      getFieldValue: (name: string) => ({ minStock: 10, minOrderQty: 4, minPackageQty: 6 })[name],
    } as never;
    await expect(zh.maxStock(form).validator(null, 5)).rejects.toThrow('不能小于');
    await expect(zh.intensiveMoq(form).validator(null, 18)).rejects.toThrow();
    await expect(zh.intensiveMoq(form).validator(null, 12)).resolves.toBeUndefined();
  });
});
