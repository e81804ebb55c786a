import { describe, expect, it } from 'vitest';
import {
  currencyColumn,
  dealerCodeColumn,
  dealerNameColumn,
  dealerOrderNoColumn,
  documentStatusColumn,
  lineCountColumn,
  partCodeColumn,
  partNameColumn,
  remarkColumn,
  submittedAtColumn,
  vinColumn,
  vinImportColumn,
} from './reference-columns';

describe('reference columns', () => {
  it.each([
    [dealerCodeColumn(), 'dealerCode', '经销商代码', 'Dealer code', undefined],
    [dealerNameColumn(30), 'dealerName', '经销商名称', 'Dealer name', 30],
    [dealerOrderNoColumn(), 'dealerOrderNo', '订单号', 'Dealer order no', 18],
    [vinColumn(), 'vin', 'VIN码', 'VIN', 20],
    [partCodeColumn(16), 'partCode', '配件编号', 'Part code', 16],
    [partNameColumn(), 'nameZh', '配件名称', 'Part name', undefined],
    [currencyColumn(), 'currency', '币种', 'Currency', undefined],
    [remarkColumn(30), 'remark', '备注', 'Remark', 30],
  ])(
    '%o is a text column keyed and headed the same way everywhere',
    (column, key, headerZh, headerEn, width) => {
      expect(column).toEqual({ key, headerZh, headerEn, type: 'string', ...(width ? { width } : {}) });
    },
  );

  it('are as wide as asked', () => {
    expect(dealerCodeColumn(12).width).toBe(12);
    expect(dealerOrderNoColumn(16).width).toBe(16);
  });

  it('heads the document columns the same way everywhere: lines, submit time, status labels', () => {
    expect(lineCountColumn()).toEqual({ key: 'lineCount', headerZh: '行数', headerEn: 'Lines', type: 'int' });
    expect(submittedAtColumn()).toMatchObject({
      key: 'submittedAt',
      headerZh: '提交时间',
      headerEn: 'Submitted at',
      dateTime: true,
    });
    const status = documentStatusColumn([0, 1] as const, {
      0: { zh: '未提交', en: 'Unsubmitted' },
      1: { zh: '已提交', en: 'Submitted' },
    });
    expect(status).toMatchObject({ key: 'status', headerZh: '状态', headerEn: 'Status', type: 'enum' });
  });

  it('reads a VIN the same way in every import: required, 17 characters, trimmed and upper-cased', () => {
    const column = vinImportColumn();
    expect(column).toMatchObject({ key: 'vin', headerZh: 'VIN码', headerEn: 'VIN', type: 'string' });
    expect(column).toMatchObject({ required: true, max: 17, example: 'LSVAU2180N2183294' });
    expect(column.normalize(' lsvau2180n2183294 ')).toBe('LSVAU2180N2183294');
    expect(vinImportColumn('车架号').headerZh).toBe('车架号');
  });
});
