import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['dealer', 'supplier']);
const dealer = clientOf(t, 'dealer');
const supplier = clientOf(t, 'supplier');

/** The rows of the notice export's sheet for `query` (header row first). */
async function exported(c: typeof dealer, query: string): Promise<unknown[][]> {
  const file = await c.get(`/api/v1/notices/export${query}`);
  expect(file.statusCode, String(file.body)).toBe(200);
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

describe('notice export', () => {
  it('exports the notices with the list keyword and sort, published time in business time', async () => {
    const all = await exported(dealer, '');
    expect(all[0]).toEqual(['标题', '发布人', '发布时间', '附件数']);
    expect(all.slice(1).map((r) => r[0])).toEqual([
      '2027年春节期间配件发运安排',
      '紧急订单运输方式调整通知',
      '新版配件目录发布通知',
    ]);
    // 2026-10-30T02:00Z is 10:00 in the business time zone (UTC+8)
    expect(all[1]).toEqual(['2027年春节期间配件发运安排', '系统管理员', '2026-10-30 10:00:00', 0]);
    const found = await exported(supplier, `?keyword=${encodeURIComponent('紧急')}&sort=publishedAt`);
    expect(found.slice(1).map((r) => r[0])).toEqual(['紧急订单运输方式调整通知']);
    const oldest = await exported(dealer, '?sort=publishedAt');
    expect(oldest[1][0]).toBe('新版配件目录发布通知');
  });

  it('refuses a keyword longer than the list allows, like the list', async () => {
    expect((await dealer.get(`/api/v1/notices/export?keyword=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
