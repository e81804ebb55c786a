import { errorMessage } from '@spm/domain';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsWorkbook } from '../../test/fairness';
import { type CrashRig, call, crashRig, openWrites } from '../../test/reliability/crash-support';
import { httpLogin, type ServerProcess, until } from '../../test/server-process';
import { parts } from '../modules/parts/parts.tables';
import { backgroundJobs } from '../platform/jobs/jobs.tables';

/**
 * Crash safety of a background import (PostgreSQL): the server process is killed with SIGKILL while a
 * large parts-master import is writing inside its one transaction. Nothing of the file may be saved,
 * the job may not stay "running" (nor be re-run half-way by the queue) after a restart, and the same
 * file imports completely afterwards.
 */

const ROWS = 5_000;
const IMPORT = '/api/v1/parts/imports/parts-master';
const PREFIX = 'CRASH';

async function upload(server: ServerProcess, token: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'crash-parts.xlsx');
  const res = await fetch(`${server.baseUrl}${IMPORT}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { status: string; jobId: string | null } };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.data, JSON.stringify(body).slice(0, 1500)).toMatchObject({
    status: 'queued',
    jobId: expect.any(String),
  });
  return body.data?.jobId as string;
}

let rig: CrashRig;
let file: Buffer;

beforeAll(async () => {
  // a file this size runs as a background job (over EXCEL_SYNC_MAX_BYTES) for a few seconds
  rig = await crashRig({ EXCEL_SYNC_MAX_BYTES: '65536' });
  file = await partsWorkbook(ROWS, PREFIX);
  expect(file.length).toBeGreaterThan(65536);
});
afterAll(() => rig?.close());

const imported = async () =>
  (
    await rig.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(parts)
      .where(like(parts.partCode, `${PREFIX}-%`))
  )[0].n;

const jobRow = async (id: string) =>
  (await rig.database.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];

/** pg-boss's own state of the job (its id is ours). */
const queueState = async (id: string) =>
  (
    (await rig.database.db.execute(sql`select state from pgboss.job where id = ${id}::uuid`)).rows[0] as
      | { state: string }
      | undefined
  )?.state;

describe('SIGKILL during a large background import (PostgreSQL)', () => {
  it('saves nothing, fails the job with JOB_INTERRUPTED after the restart, and imports fully on a second try', async () => {
    const first = await rig.start();
    const hq = await httpLogin(first.baseUrl, 'hq');
    const jobId = await upload(first, hq, file);

    // wait until the import has been writing rows inside its transaction for a while, then kill
    let last: unknown;
    await until(
      'the import to write inside its transaction',
      async () => {
        const job = await jobRow(jobId);
        last = job;
        if (job.status === 'succeeded' || job.status === 'failed')
          throw new Error(`the import ended before it could be killed: ${JSON.stringify(job)}`);
        return job.status === 'running' && (await openWrites(rig.database.db, 500)) > 0;
      },
      60_000,
    ).catch((error: Error) => {
      throw new Error(`${error.message}; job ${JSON.stringify(last)}; server output:\n${first.output()}`);
    });
    await first.kill();

    expect(await imported()).toBe(0);
    expect(await jobRow(jobId)).toMatchObject({ status: 'running' });

    const second = await rig.start();
    // recovered at start, before anyone reads the job
    const failed = await until(
      'the interrupted job to be failed',
      async () => {
        const job = await jobRow(jobId);
        return job.status === 'failed' ? job : null;
      },
      20_000,
    );
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    expect(failed.finishedAt).not.toBeNull();
    // pg-boss's copy is failed right after ours, not left active until it expires
    await until(
      'pg-boss to fail its copy of the job',
      async () => (await queueState(jobId)) === 'failed',
      20_000,
    );

    const token = await httpLogin(second.baseUrl, 'hq');
    for (const language of ['zh-CN', 'en-US'] as const) {
      const view = await call(second, token, 'GET', `/api/v1/jobs/${jobId}`, undefined, {
        'accept-language': language,
      });
      expect(view.status).toBe(200);
      expect(view.body.data).toMatchObject({
        status: 'failed',
        result: null,
        error: { code: 'JOB_INTERRUPTED', message: errorMessage('JOB_INTERRUPTED', language) },
      });
    }
    expect(await imported()).toBe(0);

    const again = await upload(second, token, file);
    const done = await until(
      'the second import to finish',
      async () => {
        const view = await call<{ status: string; result?: { errors?: unknown[] } }>(
          second,
          token,
          'GET',
          `/api/v1/jobs/${again}`,
        );
        return ['succeeded', 'failed'].includes(view.body.data.status) ? view.body.data : null;
      },
      90_000,
      250,
    );
    expect(done, JSON.stringify(done.result?.errors?.slice(0, 3))).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { status: 'succeeded', total: ROWS, inserted: ROWS, updated: 0, failed: 0 },
    });
    expect(await imported()).toBe(ROWS);
    // the killed job stayed failed: it was neither re-run nor revived by the queue
    expect(await jobRow(jobId)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    const stillRunning = await rig.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.status, 'running')));
    expect(stillRunning).toEqual([]);
  }, 240_000);
});
