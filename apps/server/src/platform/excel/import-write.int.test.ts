import { DEFAULT_BUSINESS_TZ } from '@spm/domain';
import { count, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { exceljsXlsx } from '../../../test/xlsx';
import { principalOfUser } from '../auth/principal-loader';
import { appSettings } from '../db/platform.tables';
import { defineImport, IMPORT_BATCH, type ImportDeps, runImport } from './importer';
import { defineSheet } from './sheet';
import type { FeedbackSummary } from './writer';

/**
 * The write phase on a single-connection engine (PGlite): a large upsert file is dry-run batch by
 * batch, then saved in committed batches, so other requests run between them (issue: an import froze
 * every other request). Runs on both engines: the batched path is chosen by `singleConnection`.
 */
const sheet = defineSheet({
  key: 'batchedWriteTest',
  page: 'partsMaster',
  button: 'import',
  buttonZh: '导入',
  buttonEn: 'Import',
  titleZh: '分批写入测试',
  titleEn: 'Batched write test',
  uniqueBy: ['code'],
  columns: [
    { key: 'code', headerZh: '代码', headerEn: 'Code', type: 'string', required: true, max: 12 },
    { key: 'qty', headerZh: '数量', headerEn: 'Qty', type: 'int', required: true, min: 0 },
  ],
});

let t: TestApp;
/** Called at the start of every `apply` (dry run and write alike), with the call's number from 1. */
let onApply: (call: number) => void = () => {};
let applyCalls = 0;

const storedRows = async () => {
  const [row] = await t.ctx.db
    .select({ n: count() })
    .from(appSettings)
    .where(like(appSettings.key, 'xbatch.%'));
  return row.n;
};

const upsertImport = defineImport({
  sheet,
  upsert: true,
  async apply(tx, rows, ctx) {
    onApply(++applyCalls);
    let inserted = 0;
    for (const row of rows) {
      const { code, qty } = row.values;
      if (code === 'REFUSED') {
        ctx.fail(row, 'STOCK_QTY_INVALID', {}, 'qty');
        continue;
      }
      if (code === 'LATE') {
        // a rule that depends on rows of earlier batches: passes each batch's dry run, fails for real
        const [seen] = await tx
          .select({ n: count() })
          .from(appSettings)
          .where(like(appSettings.key, 'xbatch.%'));
        if (seen.n >= IMPORT_BATCH) ctx.fail(row, 'STOCK_QTY_INVALID', {}, 'qty');
        continue;
      }
      await tx
        .insert(appSettings)
        .values({ key: `xbatch.${code}`, value: String(qty) })
        .onConflictDoUpdate({ target: appSettings.key, set: { value: String(qty) } });
      inserted++;
    }
    return { inserted, updated: 0 };
  },
});

let summaries: FeedbackSummary[] = [];
const deps = (singleConnection: boolean): ImportDeps => ({
  db: t.ctx.db,
  singleConnection,
  now: () => new Date(),
  businessTz: DEFAULT_BUSINESS_TZ,
  async saveFeedback(_sheet, _language, rows, summary) {
    for await (const _ of rows);
    summaries.push(summary);
    return 1;
  },
});

async function fileOf(codes: string[]) {
  return exceljsXlsx([['代码', '数量'], ...codes.map((code, i) => [code, i])]);
}
const codes = (n: number) => Array.from({ length: n }, (_, i) => `C${String(i).padStart(5, '0')}`);

async function importFile(buffer: Buffer, singleConnection: boolean) {
  const principal = await principalOfUser(t.ctx.db, 'admin', new Date());
  return runImport(deps(singleConnection), upsertImport, {
    buffer,
    fileName: 'batched.xlsx',
    principal,
    language: 'zh-CN',
    maxRows: 100_000,
  });
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.ctx.db.delete(appSettings).where(like(appSettings.key, 'xbatch.%'));
  applyCalls = 0;
  onApply = () => {};
  summaries = [];
});

describe('writing a large upsert import on a single-connection engine', () => {
  it('commits batch by batch: a query started during the writes runs between them and sees only the batches saved so far', async () => {
    const rows = 3 * IMPORT_BATCH;
    let probe: Promise<number> | undefined;
    // calls 1–3 are the dry run; call 5 writes the second batch, after the first was committed
    onApply = (call) => {
      if (call === 5) probe = storedRows();
    };
    const answer = await importFile(await fileOf(codes(rows)), true);
    expect(answer).toMatchObject({ status: 'succeeded', total: rows, inserted: rows, failed: 0 });
    expect(applyCalls).toBe(6);
    const seenMidway = await (probe as Promise<number>);
    expect(seenMidway).toBeGreaterThan(0);
    expect(seenMidway).toBeLessThan(rows);
    expect(await storedRows()).toBe(rows);
  });

  it('the same file on a pooled engine is written in one transaction: the query sees nothing or everything', async () => {
    let probe: Promise<number> | undefined;
    onApply = (call) => {
      if (call === 1) probe = storedRows();
    };
    const answer = await importFile(await fileOf(codes(2 * IMPORT_BATCH)), false);
    expect(answer).toMatchObject({ status: 'succeeded', inserted: 2 * IMPORT_BATCH });
    expect(applyCalls).toBe(2);
    expect([0, 2 * IMPORT_BATCH]).toContain(await (probe as Promise<number>));
  });

  it('saves nothing when a rule refuses a row of the last batch: the dry run sees every row first', async () => {
    const list = codes(2 * IMPORT_BATCH + 10);
    list[list.length - 1] = 'REFUSED';
    const answer = await importFile(await fileOf(list), true);
    expect(answer).toMatchObject({ status: 'failed', inserted: 0, updated: 0, failed: 1 });
    expect(answer.errors[0]).toMatchObject({ row: list.length + 1, column: '数量' });
    expect(await storedRows()).toBe(0);
    expect(summaries).toEqual([expect.objectContaining({ inserted: 0, failed: 1 })]);
  });

  it('a row refused only when written stops the writes: earlier batches stay saved and the answer says how many', async () => {
    const list = codes(2 * IMPORT_BATCH + 10);
    list[2 * IMPORT_BATCH + 5] = 'LATE';
    const answer = await importFile(await fileOf(list), true);
    // batches 1 and 2 committed (1,000 rows); the third batch was rolled back as a whole
    expect(answer).toMatchObject({ status: 'failed', inserted: 2 * IMPORT_BATCH, failed: 1 });
    expect(await storedRows()).toBe(2 * IMPORT_BATCH);
    expect(summaries).toEqual([expect.objectContaining({ inserted: 2 * IMPORT_BATCH, failed: 1 })]);

    // importing the corrected file again completes it: the saved rows are upserts
    list[2 * IMPORT_BATCH + 5] = 'FIXED';
    const again = await importFile(await fileOf(list), true);
    expect(again).toMatchObject({ status: 'succeeded', failed: 0 });
    expect(await storedRows()).toBe(list.length);
  });

  it('an import that is not an upsert keeps one transaction on a single-connection engine', async () => {
    const atomic = defineImport({ ...upsertImport, upsert: false });
    const principal = await principalOfUser(t.ctx.db, 'admin', new Date());
    const list = codes(2 * IMPORT_BATCH + 10);
    list[2 * IMPORT_BATCH + 5] = 'LATE';
    const answer = await runImport(deps(true), atomic, {
      buffer: await fileOf(list),
      fileName: 'atomic.xlsx',
      principal,
      language: 'zh-CN',
      maxRows: 100_000,
    });
    expect(answer).toMatchObject({ status: 'failed', inserted: 0, failed: 1 });
    expect(applyCalls).toBe(3);
    expect(await storedRows()).toBe(0);
  });
});
