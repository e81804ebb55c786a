import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { postMultipart } from '../../../test/multipart';
import { exceljsXlsx, multipartFile } from '../../../test/xlsx';

const HEADER = ['经销商代码', '年度', '年度任务量', ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`)];
const months = (each: number) => Array.from({ length: 12 }, () => each);

/**
 * POPP quota Excel import (spec §3 "maintained by form and Excel import"): a real .xlsx sets quotas by
 * dealer and year through the quota rules; a row that breaks one changes nothing and is reported.
 */
describe('POPP quotas: Excel import', () => {
  const t = useTestApp(['popp']);
  const specialist = clientOf(t, 'popp');

  const upload = async (rows: (string | number)[][]) => {
    const file = multipartFile(await exceljsXlsx([HEADER, ...rows]), 'quotas.xlsx');
    const res = await postMultipart(t, t.tokens.popp, '/api/v1/popp-quotas/import', file);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('imports new quotas and replaces a known one', async () => {
    expect(await upload([['D0001', 2027, 12000, ...months(1000)]])).toMatchObject({
      status: 'succeeded',
      inserted: 1,
      updated: 0,
    });
    expect(
      await upload([
        ['D0001', 2027, 2400, ...months(200)],
        ['D0002', 2027, 1200, ...months(100)],
      ]),
    ).toMatchObject({ status: 'succeeded', inserted: 1, updated: 1 });
    const listed = await specialist.get('/api/v1/popp-quotas?year=2027&dealerCode=D0001');
    expect(listed.body.data.items[0]).toMatchObject({ taskVolume: '2400.00', remainingAmount: '2400.00' });
  });

  it('a month sum off the task volume or a dealer type outside POPP fails the file, changing nothing', async () => {
    const answer = await upload([
      ['D0002', 2027, 9999, ...months(100)],
      ['D0060', 2027, 1200, ...months(100)],
    ]);
    expect(answer).toMatchObject({ status: 'failed', failed: 2, inserted: 0, updated: 0 });
    expect(answer.errors.map((e: { row: number }) => e.row)).toEqual([2, 3]);
    const listed = await specialist.get('/api/v1/popp-quotas?year=2027&dealerCode=D0002');
    expect(listed.body.data.items[0].taskVolume).toBe('1200.00');
  });
});
