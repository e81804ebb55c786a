import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { JPEG_1X1, pngImage } from '../../../test/images';
import { expectRefused } from '../../../test/refusals';
import { multipartFile } from '../../../test/xlsx';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

let t: TestApp;
let hq: string;
const URL = '/api/v1/part-images';

const picture = (
  buffer: Buffer,
  fileName: string,
  fields: Record<string, string> = { partCode: DEMO_PARTS.normal },
) => multipartFile(buffer, fileName, 'application/octet-stream', fields);

async function add(
  fileName: string,
  buffer: Buffer,
  fields: Record<string, string> = { partCode: DEMO_PARTS.normal },
  token = hq,
) {
  const body = picture(buffer, fileName, fields);
  return t.app.inject({
    method: 'POST',
    url: URL,
    payload: body.payload,
    headers: { ...body.headers, ...t.auth(token) },
  });
}

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
});
afterAll(() => t.close());

describe('parts picture query', () => {
  it('adds pictures and lists them with part name, title, upload time and uploader', async () => {
    const png = pngImage(8, 8);
    const first = await add('oil-filter.png', png, {
      partCode: DEMO_PARTS.normal.toLowerCase(),
      title: '机油滤清器正面',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      partCode: DEMO_PARTS.normal,
      title: '机油滤清器正面',
      fileName: 'oil-filter.png',
      contentType: 'image/png',
      size: png.length,
      version: 0,
    });
    const second = await add('spark plug.JPEG', JPEG_1X1, { partCode: DEMO_PARTS.multiple });
    expect(second.json().data).toMatchObject({ title: 'spark plug', contentType: 'image/jpeg' });

    const list = await t.app.inject({
      url: `${URL}?partCode=01001`,
      headers: { ...t.auth(hq), 'accept-language': 'en-US' },
    });
    expect(list.json().data).toMatchObject({
      total: 1,
      items: [{ partCode: DEMO_PARTS.normal, title: '机油滤清器正面', uploaderName: expect.any(String) }],
    });
    expect(list.json().data.items[0].partName).toMatch(/[A-Za-z]/);
    const byKeyword = await t.app.inject({ url: `${URL}?keyword=spark`, headers: t.auth(hq) });
    expect(byKeyword.json().data.items.map((i: { partCode: string }) => i.partCode)).toEqual([
      DEMO_PARTS.multiple,
    ]);
    const today = await t.app.inject({
      url: `${URL}?uploadedFrom=2000-01-01&sort=partCode`,
      headers: t.auth(hq),
    });
    expect(today.json().data.items.map((i: { partCode: string }) => i.partCode)).toEqual([
      DEMO_PARTS.normal,
      DEMO_PARTS.multiple,
    ]);
    const none = await t.app.inject({ url: `${URL}?uploadedTo=2000-01-01`, headers: t.auth(hq) });
    expect(none.json().data.total).toBe(0);
  });

  it('previews inline with the stored image type and nosniff, and downloads as an attachment', async () => {
    const png = pngImage(16, 16, 0xcc3300);
    const { id } = (await add('preview.png', png)).json().data;
    const preview = await t.app.inject({ url: `${URL}/${id}/content`, headers: t.auth(hq) });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/png');
    expect(preview.headers['x-content-type-options']).toBe('nosniff');
    expect(preview.headers['content-disposition']).toBe("inline; filename*=UTF-8''preview.png");
    expect(preview.rawPayload.equals(png)).toBe(true);
    const download = await t.app.inject({ url: `${URL}/${id}/download`, headers: t.auth(hq) });
    expect(download.headers['content-disposition']).toBe("attachment; filename*=UTF-8''preview.png");
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('accepts only jpg, jpeg or png, checked by content', async () => {
    const cases: [Buffer, string][] = [
      [Buffer.from('not a picture at all'), 'fake.png'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'animated.png'],
      [Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n', 'latin1'), 'drawing.jpg'],
      [pngImage(), 'picture.gif'],
    ];
    for (const [buffer, name] of cases) {
      const req = picture(buffer, name);
      await expectRefused(t, hq, { method: 'POST', url: URL, ...req }, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('refuses a picture over 4 MB, a name over 50 characters, an unknown part and a title over 50', async () => {
    await expectRefused(
      t,
      hq,
      { method: 'POST', url: URL, ...picture(pngImage(4, 4, 0, 4 * 1024 * 1024), 'big.png') },
      413,
      'PAYLOAD_TOO_LARGE',
    );
    const longName = `${'图'.repeat(47)}.png`;
    await expectRefused(
      t,
      hq,
      { method: 'POST', url: URL, ...picture(pngImage(), longName) },
      422,
      'FILE_NAME_TOO_LONG',
    );
    expect((await add(`${'图'.repeat(46)}.png`, pngImage())).statusCode).toBe(200);
    await expectRefused(
      t,
      hq,
      { method: 'POST', url: URL, ...picture(pngImage(), 'a.png', { partCode: 'NO000-PART-00-A1' }) },
      422,
      'PART_NOT_FOUND',
      'partCode',
    );
    await expectRefused(
      t,
      hq,
      {
        method: 'POST',
        url: URL,
        ...picture(pngImage(), 'a.png', { partCode: DEMO_PARTS.normal, title: 'x'.repeat(51) }),
      },
      400,
      'VALIDATION_FAILED',
      'title',
    );
    await expectRefused(
      t,
      hq,
      { method: 'POST', url: URL, ...picture(pngImage(), 'a.png', {}) },
      400,
      'VALIDATION_FAILED',
      'partCode',
    );
  });

  it('edits title and part with optimistic concurrency', async () => {
    const { id } = (await add('edit.png', pngImage())).json().data;
    const put = (body: object) => ({ method: 'PUT' as const, url: `${URL}/${id}`, payload: body });
    const saved = await t.app.inject({
      ...put({ partCode: DEMO_PARTS.lowStock, title: '水泵', version: 0 }),
      headers: t.auth(hq),
    });
    expect(saved.json().data).toMatchObject({ partCode: DEMO_PARTS.lowStock, title: '水泵', version: 1 });
    await expectRefused(
      t,
      hq,
      put({ partCode: DEMO_PARTS.lowStock, title: '旧版本', version: 0 }),
      409,
      'CONCURRENT_MODIFICATION',
    );
    await expectRefused(
      t,
      hq,
      put({ partCode: 'NO000-PART-00-A1', title: 'x', version: 1 }),
      422,
      'PART_NOT_FOUND',
    );
    await expectRefused(
      t,
      hq,
      put({ partCode: DEMO_PARTS.lowStock, title: 'x'.repeat(51), version: 1 }),
      400,
      'VALIDATION_FAILED',
      'title',
    );
  });

  it('deletes a picture and its file', async () => {
    const { id } = (await add('delete.png', pngImage())).json().data;
    await expectRefused(
      t,
      hq,
      { method: 'DELETE', url: `${URL}/${id}?version=3` },
      409,
      'CONCURRENT_MODIFICATION',
    );
    const res = await t.app.inject({ method: 'DELETE', url: `${URL}/${id}?version=0`, headers: t.auth(hq) });
    expect(res.statusCode).toBe(200);
    await expectRefused(t, hq, { url: `${URL}/${id}/content` }, 404, 'NOT_FOUND');
    await expectRefused(t, hq, { method: 'DELETE', url: `${URL}/${id}?version=0` }, 404, 'NOT_FOUND');
  });

  it('gates every button by its permission', async () => {
    const { id, fileName } = (await add('perm.png', pngImage())).json().data;
    expect(fileName).toBe('perm.png');
    const dealer = await t.login('dealer');
    expect((await t.app.inject({ url: URL, headers: t.auth(dealer) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${URL}/${id}/content`, headers: t.auth(dealer) })).statusCode).toBe(
      200,
    );
    expect((await add('x.png', pngImage(), { partCode: DEMO_PARTS.normal }, dealer)).statusCode).toBe(403);
    const put = {
      method: 'PUT' as const,
      url: `${URL}/${id}`,
      payload: { partCode: DEMO_PARTS.normal, title: 't', version: 0 },
    };
    expect((await t.app.inject({ ...put, headers: t.auth(dealer) })).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${URL}/${id}?version=0`, headers: t.auth(dealer) }))
        .statusCode,
    ).toBe(403);
    const wh = await t.login('wh');
    expect((await t.app.inject({ url: URL, headers: t.auth(wh) })).statusCode).toBe(403);
  });
});
