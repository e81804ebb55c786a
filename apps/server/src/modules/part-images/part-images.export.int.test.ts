import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { pngImage } from '../../../test/images';
import { multipartFile, readXlsx } from '../../../test/xlsx';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

const t = useTestApp(['hq', 'dealer', 'wh']);
const dealer = clientOf(t, 'dealer');
const wh = clientOf(t, 'wh');

describe('parts picture export', () => {
  it('exports the picture list with its filters for every picture reader, not for others', async () => {
    const png = pngImage(8, 8);
    const body = multipartFile(png, 'oil-filter.png', 'application/octet-stream', {
      partCode: DEMO_PARTS.normal,
      title: '机油滤清器正面',
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/v1/part-images',
      payload: body.payload,
      headers: { ...body.headers, ...t.auth(t.tokens.hq) },
    });
    expect(added.statusCode, added.body).toBe(200);

    const file = await dealer.get(
      `/api/v1/part-images/export?partCode=${DEMO_PARTS.normal}&sort=-uploadedAt`,
    );
    expect(file.statusCode, String(file.body)).toBe(200);
    const rows = [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
    expect(rows).toHaveLength(2);
    expect(rows[0][0]).toBe('配件编号');
    expect(rows[1]).toEqual([
      DEMO_PARTS.normal,
      added.json().data.partName,
      '机油滤清器正面',
      'oil-filter.png',
      png.length,
      '王建国',
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    ]);
    const none = await dealer.get(`/api/v1/part-images/export?keyword=${encodeURIComponent('没有这个')}`);
    expect([...(await readXlsx(none.raw as unknown as Buffer)).values()][0]).toHaveLength(1);
    expect((await wh.get('/api/v1/part-images/export')).statusCode).toBe(403);
  });
});
