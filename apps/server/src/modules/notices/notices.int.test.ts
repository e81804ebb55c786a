import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { SAMPLE_PDF, uploadAttachment } from '../../../test/multipart';
import { expectError } from '../../../test/refusals';

const t = useTestApp(['admin', 'dealer']);

async function upload(token: string, name = '附件.pdf'): Promise<number> {
  const res = await uploadAttachment(t, token, name, SAMPLE_PDF);
  return res.json().data.id;
}

const fileOf = async (attachmentId: number) => {
  const rows = (await t.ctx.db.execute(sql`select storage_key from attachments where id = ${attachmentId}`))
    .rows;
  const key = (rows[0] as { storage_key: string } | undefined)?.storage_key;
  return key ? path.join(t.ctx.config.dataDir, 'attachments', ...key.split('/')) : undefined;
};

describe('reading notices', () => {
  it('lists the demo notices newest first, with publisher and attachment count', async () => {
    const res = await t.call(t.tokens.dealer, 'GET', '/api/v1/notices');
    expect(res.statusCode).toBe(200);
    const { items, total } = res.json().data;
    expect(total).toBe(3);
    expect(items.map((n: { title: string }) => n.title)).toEqual([
      '2027年春节期间配件发运安排',
      '紧急订单运输方式调整通知',
      '新版配件目录发布通知',
    ]);
    expect(items[0]).toEqual({
      id: expect.any(Number),
      title: '2027年春节期间配件发运安排',
      publishedAt: '2026-10-30T02:00:00.000Z',
      publisherName: '系统管理员',
      attachmentCount: 0,
      version: 0,
    });
    const found = await t.call(
      t.tokens.dealer,
      'GET',
      `/api/v1/notices?keyword=${encodeURIComponent('紧急')}`,
    );
    expect(found.json().data.items.map((n: { title: string }) => n.title)).toEqual([
      '紧急订单运输方式调整通知',
    ]);
    const oldest = await t.call(t.tokens.dealer, 'GET', '/api/v1/notices?sort=publishedAt&pageSize=1');
    expect(oldest.json().data.items[0].title).toBe('新版配件目录发布通知');
  });

  it('shows one notice with content and version; supplier users read too', async () => {
    const list = await t.call(t.tokens.dealer, 'GET', '/api/v1/notices');
    const id = list.json().data.items[0].id;
    const res = await t.call(await t.login('supplier'), 'GET', `/api/v1/notices/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, attachments: [], version: 0, publisherName: '系统管理员' });
    expect(res.json().data.content).toContain('春节');
    expect((await t.call(t.tokens.dealer, 'GET', '/api/v1/notices/999999')).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('publishes with the caller’s own uploads; every signed-in user may download them', async () => {
    const a1 = await upload(t.tokens.admin, '发运日历.pdf');
    const res = await t.call(t.tokens.admin, 'POST', '/api/v1/notices', {
      title: '配送中心盘点停发通知',
      content: '11月28日北京配送中心盘点，当日停止发运。',
      attachmentIds: [a1],
      publishedBy: 999,
      version: 5,
    });
    expect(res.statusCode).toBe(200);
    const notice = res.json().data;
    expect(notice).toMatchObject({ title: '配送中心盘点停发通知', version: 0, publisherName: '系统管理员' });
    expect(notice.attachments).toEqual([
      {
        id: a1,
        fileName: '发运日历.pdf',
        size: SAMPLE_PDF.length,
        uploadedAt: expect.any(String),
        uploaderName: '系统管理员',
      },
    ]);
    const list = await t.call(t.tokens.dealer, 'GET', '/api/v1/notices');
    expect(list.json().data.items[0]).toMatchObject({ id: notice.id, attachmentCount: 1 });

    for (const user of ['dealer2', 'wh', 'supplier']) {
      const file = await t.call(await t.login(user), 'GET', `/api/v1/attachments/${a1}/download`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''${encodeURIComponent('发运日历.pdf')}`,
      );
    }
  });

  it('refuses attachments that are not the caller’s own new uploads', async () => {
    const dealersFile = await upload(t.tokens.dealer);
    const post = (title: string, attachmentIds: number[]) =>
      t.call(t.tokens.admin, 'POST', '/api/v1/notices', { title, content: '内容', attachmentIds });
    const other = await post('标题', [dealersFile]);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'ATTACHMENT_NOT_USABLE',
      errors: [{ field: 'attachmentIds' }],
    });

    const mine = await upload(t.tokens.admin);
    const first = await post('一', [mine]);
    expect(first.statusCode).toBe(200);
    const reused = await post('二', [mine]);
    expectError(reused, 422, 'ATTACHMENT_NOT_USABLE');
    const count = await t.ctx.db.execute(sql`select count(*)::int as n from notices where title = '二'`);
    expect((count.rows[0] as { n: number }).n).toBe(0);
  });

  it('validates title, content and the number of attachments', async () => {
    const res = await t.call(t.tokens.admin, 'POST', '/api/v1/notices', {
      title: '长'.repeat(101),
      content: '',
      attachmentIds: Array.from({ length: 11 }, (_, i) => i + 1),
    });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['attachmentIds', 'content', 'title']);
    const long = await t.call(t.tokens.admin, 'POST', '/api/v1/notices', {
      title: '长文',
      content: 'x'.repeat(20_001),
    });
    expect(long.statusCode).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the first notice', async () => {
    const body = { title: '重复提交测试', content: '内容' };
    const headers = { 'idempotency-key': 'notice-create-0001' };
    const first = await t.call(t.tokens.admin, 'POST', '/api/v1/notices', body, headers);
    const second = await t.call(t.tokens.admin, 'POST', '/api/v1/notices', body, headers);
    expect(second.json().data.id).toBe(first.json().data.id);
    const count = await t.ctx.db.execute(
      sql`select count(*)::int as n from notices where title = '重复提交测试'`,
    );
    expect((count.rows[0] as { n: number }).n).toBe(1);
  });

  it('is for notice:add holders only', async () => {
    const res = await t.call(t.tokens.dealer, 'POST', '/api/v1/notices', {
      title: '经销商公告',
      content: '内容',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('editing and deleting', () => {
  it('edits with the version and replaces the attachment list, deleting removed files', async () => {
    const keep = await upload(t.tokens.admin, 'keep.pdf');
    const drop = await upload(t.tokens.admin, 'drop.pdf');
    const created = (
      await t.call(t.tokens.admin, 'POST', '/api/v1/notices', {
        title: '原标题',
        content: '原内容',
        attachmentIds: [keep, drop],
      })
    ).json().data;
    const dropFile = await fileOf(drop);
    expect(dropFile && fs.existsSync(dropFile)).toBe(true);

    const added = await upload(t.tokens.admin, 'added.pdf');
    const res = await t.call(t.tokens.admin, 'PUT', `/api/v1/notices/${created.id}`, {
      title: '新标题',
      content: '新内容',
      attachmentIds: [keep, added],
      version: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: '新标题', content: '新内容', version: 1 });
    expect(res.json().data.attachments.map((a: { fileName: string }) => a.fileName)).toEqual([
      'keep.pdf',
      'added.pdf',
    ]);
    expect(fs.existsSync(dropFile as string)).toBe(false);
    expect((await t.call(t.tokens.admin, 'GET', `/api/v1/attachments/${drop}/download`)).statusCode).toBe(
      404,
    );

    const stale = await t.call(t.tokens.admin, 'PUT', `/api/v1/notices/${created.id}`, {
      title: '再改',
      content: '内容',
      version: 0,
    });
    expectError(stale, 409, 'CONCURRENT_MODIFICATION');
    const foreign = await t.call(t.tokens.admin, 'PUT', `/api/v1/notices/${created.id}`, {
      title: '再改',
      content: '内容',
      attachmentIds: [keep, await upload(t.tokens.dealer)],
      version: 1,
    });
    expectError(foreign, 422, 'ATTACHMENT_NOT_USABLE');
    const after = await t.call(t.tokens.admin, 'GET', `/api/v1/notices/${created.id}`);
    expect(after.json().data).toMatchObject({ title: '新标题', version: 1 });
  });

  it('soft-deletes with the version; the notice and its files disappear for readers', async () => {
    const file = await upload(t.tokens.admin);
    const created = (
      await t.call(t.tokens.admin, 'POST', '/api/v1/notices', {
        title: '将删除',
        content: '内容',
        attachmentIds: [file],
      })
    ).json().data;
    expect(
      (await t.call(t.tokens.admin, 'DELETE', `/api/v1/notices/${created.id}?version=3`)).statusCode,
    ).toBe(409);
    const res = await t.call(t.tokens.admin, 'DELETE', `/api/v1/notices/${created.id}?version=0`);
    expect(res.statusCode).toBe(200);
    expect((await t.call(t.tokens.dealer, 'GET', `/api/v1/notices/${created.id}`)).statusCode).toBe(404);
    const list = await t.call(t.tokens.dealer, 'GET', '/api/v1/notices?pageSize=100');
    expect(list.json().data.items.some((n: { id: number }) => n.id === created.id)).toBe(false);
    expect((await t.call(t.tokens.dealer, 'GET', `/api/v1/attachments/${file}/download`)).statusCode).toBe(
      404,
    );
    const row = await t.ctx.db.execute(sql`select deleted_at from notices where id = ${created.id}`);
    expect((row.rows[0] as { deleted_at: unknown }).deleted_at).not.toBeNull();
    expect(
      (await t.call(t.tokens.dealer, 'DELETE', `/api/v1/notices/${created.id}?version=1`)).statusCode,
    ).toBe(403);
  });
});
