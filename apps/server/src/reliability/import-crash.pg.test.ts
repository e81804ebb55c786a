import { errorMessage } from '@spm/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsWorkbook } from '../../test/fairness';
import { type CrashRig, call, crashRig } from '../../test/reliability/crash-support';
import {
  jobEnd,
  jobRow,
  partsWithPrefix,
  queuePartsImport,
  settledQueueEntry,
  untilImportWrites,
} from '../../test/reliability/import-jobs';
import { httpLogin, until } from '../../test/server-process';
import { backgroundJobs } from '../platform/jobs/jobs.tables';

/**
 * Crash safety of a background import (PostgreSQL): the server process is killed with SIGKILL while a
 * large parts-master import is writing inside its one transaction. Nothing of the file may be saved,
 * the job may not stay "running" (nor be re-run half-way by the queue) after a restart, and the same
 * file imports completely afterwards.
 */

const ROWS = 5_000;
const PREFIX = 'CRASH';

let rig: CrashRig;
let file: Buffer;

beforeAll(async () => {
  // a file this size runs as a background job (over EXCEL_SYNC_MAX_BYTES) for a few seconds
  rig = await crashRig({ EXCEL_SYNC_MAX_BYTES: '65536' });
  file = await partsWorkbook(ROWS, PREFIX);
  expect(file.length).toBeGreaterThan(65536);
});
afterAll(() => rig?.close());

const imported = () => partsWithPrefix(rig.database.db, PREFIX);

describe('SIGKILL during a large background import (PostgreSQL)', () => {
  it('saves nothing, fails the job with JOB_INTERRUPTED after the restart, and imports fully on a second try', async () => {
    const first = await rig.start();
    const hq = await httpLogin(first.baseUrl, 'hq');
    const jobId = await queuePartsImport(first, hq, file, 'crash-parts.xlsx');

    // wait until the import has been writing rows inside its transaction for a while, then kill
    await untilImportWrites(rig.database.db, jobId, () => `server output:\n${first.output()}`);
    await first.kill();

    expect(await imported()).toBe(0);
    expect(await jobRow(rig.database.db, jobId)).toMatchObject({ status: 'running' });

    const second = await rig.start();
    // recovered at start, before anyone reads the job
    const failed = await until(
      'the interrupted job to be failed',
      async () => {
        const job = await jobRow(rig.database.db, jobId);
        return job.status === 'failed' ? job : null;
      },
      20_000,
    );
    expect(failed).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    expect(failed.finishedAt).not.toBeNull();
    // pg-boss's copy is failed right after ours, not left active until it expires
    expect(await settledQueueEntry(rig.database.db, jobId, 20_000)).toMatchObject({ state: 'failed' });

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

    const again = await queuePartsImport(second, token, file, 'crash-parts.xlsx');
    const done = await jobEnd(second, token, again);
    expect(done, JSON.stringify(done.result?.errors?.slice(0, 3))).toMatchObject({
      status: 'succeeded',
      progress: 100,
      result: { status: 'succeeded', total: ROWS, inserted: ROWS, updated: 0, failed: 0 },
    });
    expect(await imported()).toBe(ROWS);
    // the killed job stayed failed: it was neither re-run nor revived by the queue
    expect(await jobRow(rig.database.db, jobId)).toMatchObject({
      status: 'failed',
      errorCode: 'JOB_INTERRUPTED',
    });
    const stillRunning = await rig.database.db
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(and(eq(backgroundJobs.status, 'running')));
    expect(stillRunning).toEqual([]);
  }, 240_000);
});
