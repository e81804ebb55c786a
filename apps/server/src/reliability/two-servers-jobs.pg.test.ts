import { errorMessage } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partsWorkbook } from '../../test/fairness';
import { type CrashRig, crashRig } from '../../test/reliability/crash-support';
import {
  jobEnd,
  jobRow,
  partsWithPrefix,
  queuePartsImport,
  readJob,
  settledQueueEntry,
  untilImportWrites,
} from '../../test/reliability/import-jobs';
import { httpLogin, type ServerProcess, until } from '../../test/server-process';
import { backgroundJobs } from '../platform/jobs/jobs.tables';

/**
 * Background jobs with two app servers on one PostgreSQL (docs/operations.md "The pieces"): both
 * server processes poll the one job queue. A large parts-master import submitted through one runs
 * exactly once and both answer the same status for it; when the server running an import is killed
 * (SIGKILL) the other fails the job as JOB_INTERRUPTED within seconds even though nobody reads it,
 * nothing of the file is saved, and the same file, submitted again at once (queued behind the dead
 * job in the user's import slot until then), imports completely through the surviving server.
 */

const ROWS = 4_000;
/** Names the database sessions of each server process, to tell which one is writing. */
const NAMES = ['spm-a', 'spm-b'] as const;

let rig: CrashRig;
let servers: ServerProcess[];
let files: { once: Buffer; killed: Buffer };

beforeAll(async () => {
  // files this size run as background jobs (over EXCEL_SYNC_MAX_BYTES) for a few seconds
  rig = await crashRig({ EXCEL_SYNC_MAX_BYTES: '65536' });
  servers = await Promise.all(NAMES.map((name) => rig.start({ PGAPPNAME: name })));
  files = { once: await partsWorkbook(ROWS, 'TWOA'), killed: await partsWorkbook(ROWS, 'TWOB') };
  expect(files.once.length).toBeGreaterThan(65536);
});
afterAll(() => rig?.close());

const db = () => rig.database.db;

describe('background jobs with two app servers on one PostgreSQL', () => {
  it('runs an import submitted through one server exactly once while the other polls the same queue', async () => {
    const [a, b] = servers;
    const token = await httpLogin(a.baseUrl, 'hq');
    const id = await queuePartsImport(a, token, files.once, 'two-a.xlsx');

    const done = await jobEnd(a, token, id, 60_000);
    expect(done, JSON.stringify(done.result?.errors?.slice(0, 3))).toMatchObject({
      status: 'succeeded',
      progress: 100,
      error: null,
      result: { status: 'succeeded', total: ROWS, inserted: ROWS, updated: 0, failed: 0 },
    });
    expect(await partsWithPrefix(db(), 'TWOA')).toBe(ROWS);
    // one row for the job, started once by one server process; pg-boss claimed it once and completed it
    const jobs = await db().select().from(backgroundJobs).where(eq(backgroundJobs.kind, 'excel.import'));
    expect(jobs.map((job) => job.id)).toEqual([id]);
    expect(jobs[0]).toMatchObject({ status: 'succeeded', errorCode: null, instanceId: expect.any(String) });
    expect(jobs[0].startedAt).not.toBeNull();
    expect(await settledQueueEntry(db(), id)).toMatchObject({ state: 'completed', retryCount: 0 });

    // the token of one server works on the other, and both answer the same for the job
    expect(await readJob(b, token, id)).toEqual(await readJob(a, token, id));
  });

  it('fails the import of a killed server on the other one, saves nothing of it, and imports the file there again', async () => {
    const token = await httpLogin(servers[0].baseUrl, 'hq');
    const id = await queuePartsImport(servers[0], token, files.killed, 'two-b.xlsx');

    // either server may have claimed it: the one writing inside the import's transaction runs it
    const [writer] = await untilImportWrites(db(), id);
    expect(NAMES).toContain(writer);
    const runner = servers[NAMES.indexOf(writer as (typeof NAMES)[number])];
    const survivor = servers.find((server) => server !== runner) as ServerProcess;
    await runner.kill();
    expect(await partsWithPrefix(db(), 'TWOB')).toBe(0);

    // the user tries again at once, through the server that is left, before anyone reads the first job
    const again = await queuePartsImport(survivor, token, files.killed, 'two-b.xlsx');

    // the surviving server ends the dead job by itself, within a bounded time
    const ended = await until(
      'the job of the killed server to end',
      async () => {
        const job = await jobRow(db(), id);
        return job.status !== 'running' ? job : null;
      },
      45_000,
      250,
    );
    expect(ended).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    expect(ended.finishedAt).not.toBeNull();
    expect(await settledQueueEntry(db(), id)).toMatchObject({ state: 'failed' });
    const view = await readJob(survivor, token, id);
    expect(view).toMatchObject({
      status: 'failed',
      result: null,
      error: { code: 'JOB_INTERRUPTED', message: errorMessage('JOB_INTERRUPTED', 'zh-CN') },
    });
    expect(await partsWithPrefix(db(), 'TWOB')).toBe(0);

    const done = await jobEnd(survivor, token, again, 60_000);
    expect(done, JSON.stringify(done.result?.errors?.slice(0, 3))).toMatchObject({
      status: 'succeeded',
      result: { status: 'succeeded', total: ROWS, inserted: ROWS, updated: 0, failed: 0 },
    });
    expect(await partsWithPrefix(db(), 'TWOB')).toBe(ROWS);
    expect(await settledQueueEntry(db(), again)).toMatchObject({ state: 'completed', retryCount: 0 });
    // the killed job stayed failed, and nothing is left running
    expect(await jobRow(db(), id)).toMatchObject({ status: 'failed', errorCode: 'JOB_INTERRUPTED' });
    const running = await db()
      .select({ id: backgroundJobs.id })
      .from(backgroundJobs)
      .where(eq(backgroundJobs.status, 'running'));
    expect(running).toEqual([]);
  });
});
