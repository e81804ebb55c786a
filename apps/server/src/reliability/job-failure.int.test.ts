import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { errorMessage } from '@spm/domain';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clonePgTemplate } from '../../test/helpers';
import { call } from '../../test/reliability/crash-support';
import { httpLogin, type ServerProcess, startServer, until } from '../../test/server-process';
import { exceljsXlsx, zip } from '../../test/xlsx';

/**
 * Failure containment (docs/security.md "Failure containment"), against the real server process on
 * the engine of the tier (PGlite, or PostgreSQL in the integration-pg tier): export and import jobs
 * that fail early — a broken workbook, a storage that cannot be written — end as `failed` jobs with a
 * localized error code, a filter the database would refuse (an impossible date) is refused before any
 * job starts, and the process keeps answering. Every file is a background job here
 * (EXCEL_SYNC_MAX_BYTES=0).
 */

const BAD_DATE = { dateFrom: '2026-02-30' };
const EXPORT_JOBS = '/api/v1/balance-changes/export/jobs';
const ORDER_IMPORT = '/api/v1/dealer-orders/import';

let server: ServerProcess;
let dataDir: string;
let dropDatabase: () => Promise<void> = async () => {};
let dealer: string;

/** A data directory whose PGlite database is a copy of the test template (PGlite tier). */
async function pgliteDataDir(dir: string) {
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  const pglite = await PGlite.create(path.join(dir, 'db'), { loadDataDir: template });
  await pglite.close();
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-contain-'));
  let databaseUrl: string | undefined;
  if (process.env.TEST_DB_KIND === 'pg') {
    const clone = await clonePgTemplate();
    databaseUrl = clone.url;
    dropDatabase = clone.drop;
  } else {
    await pgliteDataDir(dataDir);
  }
  server = await startServer({ databaseUrl, dataDir, env: { EXCEL_SYNC_MAX_BYTES: '0' } });
  dealer = await httpLogin(server.baseUrl, 'dealer');
  // the server process may take up to startServer's limit to answer
}, 300_000);

afterAll(async () => {
  await server?.kill();
  await dropDatabase();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The process is alive and answers: readiness (database) and a signed-in read. */
async function expectServing() {
  // give a late 'error' event the time it took to end the process before
  await new Promise((resolve) => setTimeout(resolve, 500));
  const ready = await fetch(`${server.baseUrl}/health/ready`);
  expect(ready.status, server.output()).toBe(200);
  const me = await call(server, dealer, 'GET', '/api/v1/templates');
  expect(me.status, server.output()).toBe(200);
}

/** Waits for job `id` to end; answers its view in `language`. */
async function finished(id: string, language: 'zh-CN' | 'en-US' = 'en-US') {
  return until(
    `job ${id} to end`,
    async () => {
      const view = await call<{ status: string; error: { code: string; message: string } | null }>(
        server,
        dealer,
        'GET',
        `/api/v1/jobs/${id}`,
        undefined,
        { 'accept-language': language },
      );
      expect(view.status, server.output()).toBe(200);
      const { status } = view.body.data;
      return status === 'failed' || status === 'succeeded' ? view.body.data : null;
    },
    30_000,
    100,
  );
}

async function uploadImport(file: Buffer): Promise<{ status: number; jobId?: string; code?: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'orders.xlsx');
  const res = await fetch(`${server.baseUrl}${ORDER_IMPORT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${dealer}`, 'accept-language': 'en-US' },
    body: form,
  });
  const body = (await res.json()) as { code?: string; data?: { jobId: string | null } };
  return { status: res.status, jobId: body.data?.jobId ?? undefined, code: body.code };
}

/** An archive that passes the upload checks but whose workbook parts are cut off mid-element. */
function brokenWorkbook(): Buffer {
  const xml = (text: string) => Buffer.from(text, 'utf8');
  return zip([
    { name: '[Content_Types].xml', data: xml('<Types/>') },
    { name: 'xl/_rels/workbook.xml.rels', data: xml('<Relationships><Relationship Id="rId1" Tar') },
    { name: 'xl/workbook.xml', data: xml('<workbook><sheets><sheet name="') },
    { name: 'xl/worksheets/sheet1.xml', data: xml('<worksheet><sheetData><row r="1"><c') },
  ]);
}

/** Makes the attachment store unwritable (its folder is a file) until the answered undo runs. */
function breakStorage(): () => void {
  const store = path.join(dataDir, 'attachments');
  const aside = `${store}.aside`;
  if (fs.existsSync(store)) fs.renameSync(store, aside);
  fs.writeFileSync(store, 'not a folder');
  return () => {
    fs.rmSync(store, { force: true });
    if (fs.existsSync(aside)) fs.renameSync(aside, store);
  };
}

describe('a job that fails early fails as a job, never as the process', () => {
  it('an export job with a filter the database would refuse (an impossible date) is refused before it starts', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const submitted = await call<{ jobId: string }>(server, dealer, 'POST', EXPORT_JOBS, BAD_DATE);
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(400);
      expect(submitted.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: [{ field: 'dateFrom' }] });
    }
    await expectServing();
  });

  it('a streamed export whose filter the database refuses is aborted, and the server keeps serving', async () => {
    const res = await fetch(`${server.baseUrl}/api/v1/balance-changes/export?dateFrom=2026-02-30`, {
      headers: { authorization: `Bearer ${dealer}` },
    });
    // the headers may already be out: the download then breaks off instead of answering 500
    await res.arrayBuffer().catch(() => undefined);
    await expectServing();
  });

  it('an import job of a broken workbook ends failed with a localized code', async () => {
    const upload = await uploadImport(brokenWorkbook());
    expect(upload.status, JSON.stringify(upload)).toBe(200);
    // the cut-off parts hold no worksheet the reader can use
    expect(await finished(upload.jobId as string)).toMatchObject({
      status: 'failed',
      error: {
        code: 'EXCEL_HEADER_NOT_FOUND',
        message: errorMessage('EXCEL_HEADER_NOT_FOUND', 'en-US', { template: 'Dealer order import' }),
      },
    });
    await expectServing();
  });

  it('export and import jobs whose files cannot be stored end failed, and the server keeps serving', async () => {
    const restore = breakStorage();
    try {
      const submitted = await call<{ jobId: string }>(server, dealer, 'POST', EXPORT_JOBS, {});
      expect(submitted.status).toBe(200);
      expect(await finished(submitted.body.data.jobId)).toMatchObject({
        status: 'failed',
        error: { code: 'EXCEL_EXPORT_FAILED' },
      });
      // a row error makes the import store a feedback file, which the storage refuses
      const upload = await uploadImport(
        await exceljsXlsx([
          ['Order type', 'Order warehouse', 'Part code', 'Order qty'],
          ['Normal', 'W01', '04152-YZZA1-00-A1', 'many'],
        ]),
      );
      expect(upload.status, JSON.stringify(upload)).toBe(200);
      expect(await finished(upload.jobId as string)).toMatchObject({
        status: 'failed',
        error: { code: 'EXCEL_IMPORT_FAILED' },
      });
      await expectServing();
    } finally {
      restore();
    }
    const again = await call<{ jobId: string }>(server, dealer, 'POST', EXPORT_JOBS, {});
    expect(await finished(again.body.data.jobId)).toMatchObject({ status: 'succeeded' });
  });
});
