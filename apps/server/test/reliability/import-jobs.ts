import { eq, like, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { parts } from '../../src/modules/parts/parts.tables';
import type { Db } from '../../src/platform/db/client';
import { backgroundJobs } from '../../src/platform/jobs/jobs.tables';
import { type ServerProcess, until } from '../server-process';
import { call, openWriters } from './crash-support';

/**
 * Background parts-master imports driven over HTTP against server processes, and what the database
 * holds about them (for the crash and several-servers tests). A file over EXCEL_SYNC_MAX_BYTES is
 * queued as a job instead of imported during the request.
 */

const IMPORT = '/api/v1/parts/imports/parts-master';

/** Uploads `file` to the parts-master import as `token`; expects it queued; answers the job id. */
export async function queuePartsImport(
  server: ServerProcess,
  token: string,
  file: Buffer,
  fileName = 'parts.xlsx',
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), fileName);
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

/** How many parts have a code starting with `<prefix>-` (the codes of `partsWorkbook(n, prefix)`). */
export async function partsWithPrefix(db: Db, prefix: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(parts)
    .where(like(parts.partCode, `${prefix}-%`));
  return row.n;
}

/** The job's row in `background_jobs`. */
export async function jobRow(db: Db, id: string) {
  return (await db.select().from(backgroundJobs).where(eq(backgroundJobs.id, id)))[0];
}

/**
 * pg-boss's own copy of the job (its id is ours), or undefined: its `state` and `retryCount`, which
 * pg-boss raises on every claim of the job after the first.
 */
export async function queueEntry(
  db: Db,
  id: string,
): Promise<{ state: string; retryCount: number; startedOn: Date | null } | undefined> {
  const { rows } = await db.execute(
    sql`select state, retry_count as "retryCount", started_on as "startedOn" from pgboss.job where id = ${id}::uuid`,
  );
  return rows[0] as { state: string; retryCount: number; startedOn: Date | null } | undefined;
}

/**
 * pg-boss's copy of a job once it has left `active` (waiting at most `timeoutMs`): the queue entry is
 * completed or failed by a statement of its own after the job row, so a read right after the row
 * changed may still see it active.
 */
export async function settledQueueEntry(db: Db, id: string, timeoutMs = 10_000) {
  return until(
    `the queue entry of job ${id} to settle`,
    async () => {
      const entry = await queueEntry(db, id);
      return entry && entry.state !== 'active' ? entry : null;
    },
    timeoutMs,
    100,
  );
}

/** `GET /api/v1/jobs/{id}` as seen by a test. */
export interface JobAnswer {
  status: string;
  progress: number;
  result: {
    status?: string;
    total?: number;
    inserted?: number;
    updated?: number;
    failed?: number;
    errors?: unknown[];
  } | null;
  error: { code: string; message: string } | null;
  finishedAt: string | null;
}

/** Reads the job through `server` as `token`. */
export async function readJob(server: ServerProcess, token: string, id: string): Promise<JobAnswer> {
  const view = await call<JobAnswer>(server, token, 'GET', `/api/v1/jobs/${id}`);
  expect(view.status, JSON.stringify(view.body)).toBe(200);
  return view.body.data;
}

/** Polls the job through `server` until it has succeeded or failed; fails after `timeoutMs`. */
export async function jobEnd(
  server: ServerProcess,
  token: string,
  id: string,
  timeoutMs = 90_000,
): Promise<JobAnswer> {
  return until(
    `job ${id} to end`,
    async () => {
      const job = await readJob(server, token, id);
      return job.status === 'succeeded' || job.status === 'failed' ? job : null;
    },
    timeoutMs,
    250,
  );
}

/**
 * Waits until job `id` is running and some session has been writing inside one transaction for at
 * least 500 ms (the import's, not a short status update); answers the `application_name` of each
 * such session. Fails when the job ends first or after `timeoutMs`, quoting the job's row and
 * `context()` (e.g. the server's output).
 */
export async function untilImportWrites(
  db: Db,
  id: string,
  context: () => string = () => '',
  timeoutMs = 60_000,
): Promise<string[]> {
  let last: unknown;
  return until(
    'the import to write inside its transaction',
    async () => {
      const job = await jobRow(db, id);
      last = job;
      if (job.status === 'succeeded' || job.status === 'failed')
        throw new Error(`the import ended before it could be killed: ${JSON.stringify(job)}`);
      const writers = await openWriters(db, 500);
      return job.status === 'running' && writers.length > 0 ? writers : null;
    },
    timeoutMs,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; job ${JSON.stringify(last)}\n${context()}`);
  });
}
