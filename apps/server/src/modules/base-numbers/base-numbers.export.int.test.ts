import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['hq', 'dealer']);
const hq = clientOf(t, 'hq');
const dealer = clientOf(t, 'dealer');

type Item = { baseNumber: string; nameEn: string; partCount: number };
const list = async (query: string): Promise<Item[]> =>
  (await hq.get(`/api/v1/base-numbers?pageSize=500${query}`)).body.data.items;

describe('base number sorting and export', () => {
  it('sorts by part count and name both ways, base number order otherwise', async () => {
    const plain = await list('');
    expect(plain.map((b) => b.baseNumber)).toEqual(plain.map((b) => b.baseNumber).sort());
    const most = await list('&sort=-partCount');
    expect(most.map((b) => b.partCount)).toEqual([...most.map((b) => b.partCount)].sort((a, b) => b - a));
    const fewest = await list('&sort=partCount');
    expect(fewest.map((b) => b.partCount)).toEqual([...fewest.map((b) => b.partCount)].sort((a, b) => a - b));
    const byName = (await list('&sort=-nameEn')).map((b) => b.nameEn);
    expect(byName[0] >= byName[byName.length - 1]).toBe(true);
    // an unknown sort field keeps the base-number order
    expect((await list('&sort=constructor')).map((b) => b.baseNumber)).toEqual(
      plain.map((b) => b.baseNumber),
    );
  });

  it('exports the list with its keyword and sort for the page holder only', async () => {
    const file = await hq.get('/api/v1/base-numbers/export?keyword=01001');
    expect(file.statusCode, String(file.body)).toBe(200);
    const rows = [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
    const [oilFilter] = await list('&keyword=01001');
    expect(rows[0]).toEqual(['基本号', '中文名称', '英文名称', '配件数', '备注', '创建日期']);
    expect(rows[1].slice(0, 4)).toEqual(['01001', '机油滤清器', 'Oil filter', oilFilter.partCount]);
    expect(String(rows[1][5])).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const sorted = [
      ...(
        await readXlsx((await hq.get('/api/v1/base-numbers/export?sort=-partCount')).raw as unknown as Buffer)
      ).values(),
    ][0];
    expect(sorted[1][0]).toBe((await list('&sort=-partCount'))[0].baseNumber);
    expect((await dealer.get('/api/v1/base-numbers/export')).statusCode).toBe(403);
  });
});
