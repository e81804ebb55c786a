import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type TestApp, useTestApp } from '../../../test/helpers';
import { multipartFile, SAMPLE_PDF, SAMPLE_PNG, uploadAttachment } from '../../../test/multipart';
import { expectError } from '../../../test/refusals';
import { createAttachmentService } from './attachment.service';
import { IMAGE_UPLOAD_TYPES } from './file-types';

const t = useTestApp(['dealer']);

const download = (token: string, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/v1/attachments/${id}/download`, headers: t.auth(token) });

/** Every stored file under the data dir's attachment folder. */
function storedFiles(app: TestApp): string[] {
  const root = path.join(app.ctx.config.dataDir, 'attachments');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .map((p) => path.join(root, p))
    .filter((p) => fs.statSync(p).isFile());
}
const attachmentCount = async (app: TestApp) =>
  Number(
    ((await app.ctx.db.execute(sql`select count(*)::int as n from attachments`)).rows[0] as { n: number }).n,
  );

describe('upload', () => {
  it('stores a PDF under a random key with size and sha256, and lets its uploader download it', async () => {
    const res = await uploadAttachment(t, t.tokens.dealer, '到货差异说明.pdf', SAMPLE_PDF);
    expect(res.statusCode).toBe(200);
    const info = res.json().data;
    expect(info).toEqual({
      id: expect.any(Number),
      fileName: '到货差异说明.pdf',
      size: SAMPLE_PDF.length,
      contentType: 'application/pdf',
      uploadedAt: '2026-11-21T02:00:00.000Z',
      uploaderName: '李明',
    });
    const row = (
      await t.ctx.db.execute(sql`select storage_key, sha256 from attachments where id = ${info.id}`)
    ).rows[0] as {
      storage_key: string;
      sha256: string;
    };
    expect(row.storage_key).toMatch(/^2026\/11\/[A-Za-z0-9_-]{32}$/);
    expect(row.sha256).toBe(createHash('sha256').update(SAMPLE_PDF).digest('hex'));
    expect(storedFiles(t)).toContain(
      path.join(t.ctx.config.dataDir, 'attachments', ...row.storage_key.split('/')),
    );

    const file = await download(t.tokens.dealer, info.id);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent('到货差异说明.pdf')}`,
    );
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts Excel and images by their content', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('清单').addRow(['配件编号', '数量']);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const sheet = await uploadAttachment(t, t.tokens.dealer, '订货清单.xlsx', xlsx);
    expect(sheet.json().data.contentType).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const image = await uploadAttachment(t, t.tokens.dealer, 'photo.PNG', SAMPLE_PNG);
    expect(image.json().data.contentType).toBe('image/png');
  });

  it('keeps only the last segment of a path-like name and never uses it for the path', async () => {
    const res = await uploadAttachment(t, t.tokens.dealer, '../../etc/passwd.pdf', SAMPLE_PDF);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.fileName).toBe('passwd.pdf');
    const windows = await uploadAttachment(t, t.tokens.dealer, 'C:\\Users\\li\\说明.pdf', SAMPLE_PDF);
    expect(windows.json().data.fileName).toBe('说明.pdf');
    expect(storedFiles(t).every((f) => !f.includes('passwd') && !f.includes('说明'))).toBe(true);
    expect(fs.existsSync(path.join(t.ctx.config.dataDir, '..', 'etc'))).toBe(false);
  });

  it.each([
    [
      'wrong content behind .pdf',
      'invoice.pdf',
      Buffer.from('MZ this is not a PDF at all'),
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ],
    ['a PDF named .xlsx', 'list.xlsx', SAMPLE_PDF, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['a type not allowed', 'tool.exe', Buffer.from('MZ\x90\x00'), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['no extension', 'README', SAMPLE_PDF, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ['an empty file', 'empty.pdf', Buffer.alloc(0), 422, 'FILE_EMPTY'],
    ['a name over 100 characters', `${'配'.repeat(97)}.pdf`, SAMPLE_PDF, 422, 'FILE_NAME_TOO_LONG'],
  ])('refuses %s and keeps nothing', async (_label, name, content, status, code) => {
    const filesBefore = storedFiles(t).length;
    const rowsBefore = await attachmentCount(t);
    const res = await uploadAttachment(t, t.tokens.dealer, name, content);
    expectError(res, status, code);
    expect(storedFiles(t)).toHaveLength(filesBefore);
    expect(await attachmentCount(t)).toBe(rowsBefore);
  });

  it('accepts a name of exactly 100 characters', async () => {
    const res = await uploadAttachment(t, t.tokens.dealer, `${'配'.repeat(96)}.pdf`, SAMPLE_PDF);
    expect(res.statusCode).toBe(200);
  });

  it('needs the multipart field `file` and a sign-in', async () => {
    const wrongField = await uploadAttachment(t, t.tokens.dealer, 'a.pdf', SAMPLE_PDF, 'document');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().errors[0].field).toBe('file');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/attachments',
      headers: t.auth(t.tokens.dealer),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = multipartFile('a.pdf', SAMPLE_PDF);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/attachments',
      headers: anonymous.headers,
      payload: anonymous.payload,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('download access', () => {
  it('an unowned upload is readable only by its uploader; others get 404 like a missing one', async () => {
    const mine = (await uploadAttachment(t, t.tokens.dealer, 'mine.pdf', SAMPLE_PDF)).json().data
      .id as number;
    const other = await download(await t.login('dealer2'), mine);
    expectError(other, 404, 'NOT_FOUND');
    expect((await download(await t.login('admin'), mine)).statusCode).toBe(404);
    expect((await download(t.tokens.dealer, 999_999)).statusCode).toBe(404);
  });
});

describe('reuse with other limits', () => {
  it('enforces the caller’s own types, size and name length (parts pictures: jpg/png, name ≤ 50)', async () => {
    const files = createAttachmentService(t.ctx);
    const rules = { allowedTypes: IMAGE_UPLOAD_TYPES, maxBytes: 1000, maxNameLength: 50 };
    const userId = Number(
      ((await t.ctx.db.execute(sql`select id from users where username = 'hq'`)).rows[0] as { id: number })
        .id,
    );
    const rowsBefore = await attachmentCount(t);
    const filesBefore = storedFiles(t).length;
    const big = Readable.from([SAMPLE_PNG, Buffer.alloc(2000)]);
    await expect(files.save(big, 'p.png', userId, rules)).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
    });
    const longName = `${'a'.repeat(47)}.png`;
    await expect(files.save(Readable.from([SAMPLE_PNG]), longName, userId, rules)).rejects.toMatchObject({
      code: 'FILE_NAME_TOO_LONG',
    });
    await expect(files.save(Readable.from([SAMPLE_PDF]), 'p.pdf', userId, rules)).rejects.toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
    expect(storedFiles(t)).toHaveLength(filesBefore);
    expect(await attachmentCount(t)).toBe(rowsBefore);
    const saved = await files.save(Readable.from([SAMPLE_PNG]), `${'a'.repeat(46)}.png`, userId, rules);
    expect(saved).toMatchObject({
      size: SAMPLE_PNG.length,
      contentType: 'image/png',
      uploaderName: '王建国',
    });
  });
});

describe('size limit', () => {
  const small = useTestApp([], { env: { UPLOAD_MAX_BYTES: '2048' } });

  it('refuses a file over UPLOAD_MAX_BYTES with 413 and deletes the partial file', async () => {
    const token = await small.login('dealer');
    const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(3000, 0x20)]);
    const res = await uploadAttachment(small, token, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('2 KB') });
    expect(storedFiles(small)).toHaveLength(0);
    expect(await attachmentCount(small)).toBe(0);

    const exact = Buffer.concat([SAMPLE_PDF, Buffer.alloc(2048 - SAMPLE_PDF.length, 0x20)]);
    const fits = await uploadAttachment(small, token, 'exact.pdf', exact);
    expect(fits.statusCode).toBe(200);
    expect(fits.json().data.size).toBe(2048);
  });
});
