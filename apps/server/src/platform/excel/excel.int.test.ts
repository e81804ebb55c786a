import { randomUUID } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { exceljsXlsx, handBuiltXlsx, readXlsx } from '../../../test/xlsx';
import type { Principal } from '../access/principal';
import { loadUserRecord, toPrincipal } from '../auth/principal-loader';
import { appSettings, users } from '../db/platform.tables';
import { AppError } from '../errors';
import { backgroundJobs } from '../jobs/jobs.tables';
import type { ImportAnswer } from './excel.service';
import { defineImport } from './importer';
import { defineSheet } from './sheet';

/**
 * The framework on its own, with a sheet that writes `app_settings` rows (`xtest.<code>`): all or
 * nothing, feedback files, spreadsheet-program files, background jobs.
 */
const sheet = defineSheet({
  key: 'frameworkTest',
  page: 'partsMaster',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '框架测试',
  titleEn: 'Framework test',
  uniqueBy: ['code'],
  columns: [
    {
      key: 'code',
      headerZh: '代码',
      headerEn: 'Code',
      type: 'string',
      required: true,
      max: 10,
      normalize: (s) => s.toUpperCase(),
    },
    { key: 'qty', headerZh: '数量', headerEn: 'Qty', type: 'int', required: true, min: 0 },
    { key: 'price', headerZh: '价格', headerEn: 'Price', type: 'money' },
    { key: 'day', headerZh: '日期', headerEn: 'Date', type: 'date' },
    { key: 'active', headerZh: '有效', headerEn: 'Active', type: 'bool' },
  ],
});

const importer = defineImport({
  sheet,
  check: (row) => (row.code === 'BAD' ? [{ column: 'code', code: 'NOT_FOUND' }] : []),
  async apply(tx, rows, ctx) {
    let inserted = 0;
    let updated = 0;
    for (const row of rows) {
      const { code, ...rest } = row.values;
      if (code === 'REFUSE') {
        ctx.fail(row, 'STOCK_QTY_INVALID', {}, 'qty');
        continue;
      }
      await ctx.attempt(row, async () => {
        if (code === 'THROW') throw new AppError('MAX_STOCK_BELOW_MIN', { minStock: 5, maxStock: 1 });
        const key = `xtest.${code}`;
        const existing = await tx.select().from(appSettings).where(eq(appSettings.key, key));
        await tx
          .insert(appSettings)
          .values({ key, value: JSON.stringify(rest) })
          .onConflictDoUpdate({ target: appSettings.key, set: { value: JSON.stringify(rest) } });
        if (existing.length > 0) updated++;
        else inserted++;
      });
    }
    return { inserted, updated };
  },
});

let t: TestApp;
let hq: Principal;

async function principalOf(username: string): Promise<Principal> {
  const [u] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  const record = await loadUserRecord(t.ctx.db, { id: u.id });
  if (!record) throw new Error('no user');
  return toPrincipal(record, { sid: 'test', exp: Math.floor(Date.now() / 1000) + 3600 });
}

const stored = async () =>
  Object.fromEntries(
    (await t.ctx.db.select().from(appSettings).where(like(appSettings.key, 'xtest.%'))).map((r) => [
      r.key,
      JSON.parse(r.value),
    ]),
  );

async function feedbackOf(answer: ImportAnswer) {
  expect(answer.feedbackFileId).toBeTypeOf('number');
  const token = await t.login('hq');
  const res = await t.app.inject({
    url: `/api/v1/attachments/${answer.feedbackFileId}/download`,
    headers: t.auth(token),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
  return readXlsx(res.rawPayload);
}

beforeAll(async () => {
  t = await createTestApp({ EXCEL_SYNC_MAX_BYTES: '16384' });
  t.ctx.excel.registerImport(importer);
  hq = await principalOf('hq');
});
afterAll(() => t.close());

/** Imports `buffer` (as `fileName`) through the test importer as head office, in `language`. */
const importAs = (buffer: Buffer, language: 'zh-CN' | 'en-US', fileName = 'x.xlsx') =>
  t.ctx.excel.importUpload(importer, { buffer, fileName }, hq, language);

describe('excel import framework', () => {
  it('imports a spreadsheet-program file: shared strings, inline strings, numbers as text, date serials, trailing empty rows, English headers', async () => {
    const buffer = handBuiltXlsx(
      [
        ['Code', 'Qty', 'Price', 'Date', 'Active', 'Ignored column'],
        ['a1', '12', 3.5, { date: 46347 }, 'Y', 'x'],
        [{ inline: 'b2' }, 7, '1,234.50', '2026/11/22', { bool: false }, null],
      ],
      { trailingEmptyRows: 5 },
    );
    const answer = await importAs(buffer, 'en-US', 'good.xlsx');
    expect(answer).toMatchObject({
      status: 'succeeded',
      total: 2,
      inserted: 2,
      updated: 0,
      failed: 0,
      jobId: null,
    });
    expect(await stored()).toEqual({
      'xtest.A1': { qty: 12, price: '3.50', day: '2026-11-21', active: true },
      'xtest.B2': { qty: 7, price: '1234.50', day: '2026-11-22', active: false },
    });
  });

  it('reads rich text and formula results of a workbook written by exceljs, headers in Chinese', async () => {
    const buffer = await exceljsXlsx([
      ['代码', '数量', '价格'],
      [
        { richText: [{ text: 'a' }, { text: '1', font: { bold: true } }] },
        { formula: '2*4', result: 8 },
        { formula: '1/4', result: 0.25 },
      ],
    ]);
    const answer = await importAs(buffer, 'zh-CN', 'rich.xlsx');
    expect(answer).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1 });
    expect((await stored())['xtest.A1']).toEqual({ qty: 8, price: '0.25', day: null, active: null });
  });

  it('changes nothing when any row fails and answers a feedback file naming each row’s errors in the user’s language', async () => {
    const before = await stored();
    const rows = [
      ['代码', '数量', '价格', '日期'],
      ['c3', 1, 1, '2026-01-01'],
      ['d4', 'many', 1.234, 'soon'],
      ['c3', 2],
      ['REFUSE', 1],
      ['THROW', 1],
      ['BAD', 1],
      [null, 3],
    ];
    const buffer = handBuiltXlsx(rows);
    for (const language of ['zh-CN', 'en-US'] as const) {
      const answer = await importAs(buffer, language, 'mixed.xlsx');
      expect(answer).toMatchObject({ status: 'failed', total: 7, inserted: 0, updated: 0, failed: 6 });
      expect(await stored()).toEqual(before);
      const errorsByRow = new Map<number, string[]>();
      for (const e of answer.errors) errorsByRow.set(e.row, [...(errorsByRow.get(e.row) ?? []), e.message]);
      expect([...errorsByRow.keys()]).toEqual([3, 4, 5, 6, 7, 8]);
      expect(errorsByRow.get(3)).toHaveLength(3);
      const workbook = await feedbackOf(answer);
      const data = workbook.get(language === 'en-US' ? 'Framework test' : '框架测试') as unknown[][];
      expect(data[0]).toEqual(
        language === 'en-US'
          ? ['Row', 'Code', 'Qty', 'Price', 'Date', 'Active', 'Errors']
          : ['原行号', '代码', '数量', '价格', '日期', '有效', '错误信息'],
      );
      expect(data).toHaveLength(8);
      expect(data[1].slice(0, 3)).toEqual([2, 'c3', 1]);
      expect(data[1][6] ?? null).toBeNull();
      const messages = data.slice(2).map((r) => String(r[6]));
      if (language === 'en-US') {
        expect(messages[0]).toContain('Qty must be an integer');
        expect(messages[0]).toContain('Price may have at most 2 decimals');
        expect(messages[0]).toContain('Date must be a date');
        expect(messages[1]).toContain('Repeats row 2');
        expect(messages[3]).toContain('The max stock (1) cannot be below the min stock (5)');
        expect(messages[5]).toContain('Please input Code');
      } else {
        expect(messages[0]).toContain('数量须为整数');
        expect(messages[1]).toContain('与第2行重复');
        expect(messages[5]).toContain('请输入代码');
      }
      const summary = workbook.get(language === 'en-US' ? 'Summary' : '导入结果') as unknown[][];
      expect(summary.slice(1, 5).map((r) => r[1])).toEqual([7, 0, 0, 6]);
    }
  });

  it('refuses a file without the template header or without a required column', async () => {
    const noHeader = handBuiltXlsx([
      ['whatever', 'else'],
      ['x', 1],
    ]);
    await expect(importAs(noHeader, 'zh-CN')).rejects.toMatchObject({ code: 'EXCEL_HEADER_NOT_FOUND' });
    const missing = handBuiltXlsx([
      ['Code', 'Price'],
      ['x', 1],
    ]);
    await expect(importAs(missing, 'en-US')).rejects.toMatchObject({
      code: 'EXCEL_COLUMNS_MISSING',
      params: { columns: 'Qty' },
    });
    const empty = handBuiltXlsx([['Code', 'Qty']], { trailingEmptyRows: 3 });
    await expect(importAs(empty, 'en-US')).rejects.toMatchObject({ code: 'EXCEL_NO_ROWS' });
  });

  it('refuses more rows than the limit', async () => {
    const limit = t.ctx.config.excel.maxRows;
    t.ctx.config.excel.maxRows = 2;
    try {
      const buffer = handBuiltXlsx([
        ['Code', 'Qty'],
        ['r1', 1],
        ['r2', 2],
        ['r3', 3],
      ]);
      await expect(importAs(buffer, 'en-US')).rejects.toMatchObject({
        code: 'EXCEL_TOO_MANY_ROWS',
        params: { max: 2 },
      });
    } finally {
      t.ctx.config.excel.maxRows = limit;
    }
  });

  it('runs a large file as a background job with progress and the same result', async () => {
    const rows: (string | number)[][] = [['Code', 'Qty']];
    for (let i = 0; i < 3000; i++) rows.push([`J${(i * 7919) % 100_000}`, (i * 104_729) % 9973]);
    const buffer = handBuiltXlsx(rows);
    expect(buffer.length).toBeGreaterThan(16384);
    const answer = await importAs(buffer, 'en-US', 'big.xlsx');
    expect(answer).toMatchObject({ status: 'queued', jobId: expect.any(String) });
    let view = await t.ctx.jobs.view(answer.jobId as string, hq, 'en-US');
    for (let i = 0; i < 200 && (view.status === 'queued' || view.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      view = await t.ctx.jobs.view(answer.jobId as string, hq, 'en-US');
    }
    expect(view).toMatchObject({ status: 'succeeded', progress: 100, error: null });
    expect(view.result).toMatchObject({
      status: 'succeeded',
      total: 3000,
      inserted: 3000,
      jobId: answer.jobId,
    });
    expect(Object.keys(await stored())).toHaveLength(3002);

    const other = await principalOf('admin');
    await expect(t.ctx.jobs.view(answer.jobId as string, other, 'en-US')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const token = await t.login('hq');
    const res = await t.app.inject({ url: `/api/v1/jobs/${answer.jobId}`, headers: t.auth(token) });
    expect(res.json().data).toMatchObject({ status: 'succeeded', progress: 100 });
  });

  it('never leaves a job of a dead process running', async () => {
    const id = randomUUID();
    const [u] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'hq'));
    await t.ctx.db.insert(backgroundJobs).values({
      id,
      kind: 'excel.import',
      status: 'running',
      userId: u.id,
      language: 'zh-CN',
      params: {},
      instanceId: 'a-process-that-died',
      startedAt: new Date(t.clock.now().getTime() - 600_000),
      heartbeatAt: new Date(t.clock.now().getTime() - 600_000),
    });
    const view = await t.ctx.jobs.view(id, hq, 'en-US');
    expect(view.status).toBe('failed');
    expect(view.error?.code).toBe('JOB_INTERRUPTED');
    const zh = await t.ctx.jobs.view(id, hq, 'zh-CN');
    expect(zh.error?.message).not.toBe(view.error?.message);
    const [row] = await t.ctx.db
      .select()
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.id, id)));
    expect(row.status).toBe('failed');
  });
});
