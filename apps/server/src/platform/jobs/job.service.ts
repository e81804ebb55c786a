import { randomUUID } from 'node:crypto';
import type { ErrorCode, Language } from '@spm/domain';
import { and, eq, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { Principal } from '../access/principal';
import { loadUserRecord, toPrincipal } from '../auth/principal-loader';
import type { Database } from '../db/client';
import { AppError } from '../errors';
import { runContained } from './failure-scope';
import { type JobView, jobView } from './job-view';
import { backgroundJobs } from './jobs.tables';
import { createLiveness, livenessLockFree } from './liveness';
import { admitJob, type PerUserLimits } from './per-user-limits';

/** What a job handler gets besides its params. */
export interface JobRun {
  jobId: string;
  /** The submitting user as they are now (reloaded: a locked or deleted user fails the job). */
  principal: Principal;
  language: Language;
  /**
   * Reports progress 0-100. Written at most once a second and never awaited, so it is safe to call
   * inside a transaction (on PGlite the write simply waits for the transaction to end).
   */
  progress(percent: number): void;
}

/** Runs one job; answers its JSON result. Throw `AppError` for a failure the user should read. */
export type JobHandler = (params: Record<string, unknown>, run: JobRun) => Promise<unknown>;

const QUEUE = 'spm-jobs';
/** A running job whose heartbeat is older than this belongs to a dead process (PostgreSQL). */
const STALE_SECONDS = 90;
const HEARTBEAT_MS = 15_000;
const PROGRESS_FLUSH_MS = 1_000;
/** A queued job pg-boss no longer holds after this long was lost (crash between insert and send). */
const LOST_QUEUED_SECONDS = 120;
/** How often each live server fails the running jobs of dead processes (PostgreSQL). */
const SWEEP_MS = 10_000;

/**
 * Background jobs (ARCHITECTURE §1 "background jobs"): pg-boss 12 dispatches them on PostgreSQL and on
 * PGlite (its `fromPglite` adapter, `backend: 'pglite'`); the `background_jobs` table holds status,
 * progress and result for `GET /api/v1/jobs/{id}`. Queue `spm-jobs`, no retries (a failed import has
 * changed nothing; the user re-submits). pg-boss starts lazily on the first submit or status read, and
 * at server listen. A job of a dead process never stays running: on start, on every status read and,
 * on PostgreSQL, every 10 s in each live server (so a job nobody reads ends too, and its user's next
 * job of the kind is not held back behind it by the per-user limit), running jobs whose process is
 * gone are marked failed with JOB_INTERRUPTED (and failed in pg-boss too, so its copy is neither left
 * active nor retried) — on PGlite (one process per data dir) any
 * running job this process does not run; on PostgreSQL a job whose process no longer holds its
 * liveness lock (a session advisory lock on a connection of its own, which PostgreSQL releases the
 * moment the process dies), or whose heartbeat is older than 90 s.
 * Decision record: docs/decisions/background-jobs.md.
 */
export function createJobService({
  database,
  now,
  log,
}: {
  database: Database;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const db = database.db;
  const handlers = new Map<string, JobHandler>();
  const limits = new Map<string, PerUserLimits>();
  const running = new Set<string>();
  let starting: Promise<PgBoss> | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  let closed = false;

  const connectionString = () =>
    (db as unknown as { $client: { options: { connectionString?: string } } }).$client.options
      .connectionString;

  function createBoss(): PgBoss {
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('PGlite instance missing');
      return new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', schedule: false });
    }
    return new PgBoss({
      connectionString: connectionString(),
      max: 4,
      schedule: false,
      useListenNotify: true,
    });
  }

  const liveness = createLiveness({
    connectionString: database.kind === 'pg' ? connectionString() : undefined,
    log,
  });

  /** Which `running` jobs belong to a process that is gone (see the service's doc); never this one's. */
  function deadRunning(): SQL {
    const othersRunning = and(
      eq(backgroundJobs.status, 'running'),
      or(isNull(backgroundJobs.instanceId), ne(backgroundJobs.instanceId, liveness.id())),
    ) as SQL;
    if (database.kind === 'pglite') return othersRunning;
    // a live process holds its key; a transaction-level try on it succeeds only once that is gone
    return and(
      othersRunning,
      or(
        isNull(backgroundJobs.heartbeatAt),
        lt(backgroundJobs.heartbeatAt, new Date(now().getTime() - STALE_SECONDS * 1000)),
        livenessLockFree(backgroundJobs.instanceId),
      ),
    ) as SQL;
  }

  /** Marks the given dead running jobs (all when `id` is omitted) failed, here and in pg-boss. */
  async function failDead(boss: PgBoss, id?: string): Promise<string[]> {
    const rows = await db
      .update(backgroundJobs)
      .set({ status: 'failed', errorCode: 'JOB_INTERRUPTED', finishedAt: now() })
      .where(and(deadRunning(), id ? eq(backgroundJobs.id, id) : undefined))
      .returning({ id: backgroundJobs.id });
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return ids;
    await boss
      .fail(QUEUE, ids, { code: 'JOB_INTERRUPTED' })
      .catch((error: unknown) => log.warn({ err: error, ids }, 'job queue entry not failed'));
    log.warn({ jobIds: ids }, 'background jobs of a dead process marked failed');
    return ids;
  }

  async function loadPrincipal(
    userId: number,
    warehouseCode: string | null,
    jobId: string,
  ): Promise<Principal> {
    const user = await loadUserRecord(db, { id: userId });
    if (!user || user.locked) throw new AppError('UNAUTHORIZED');
    return toPrincipal(user, {
      sid: `job:${jobId}`,
      exp: Math.floor(now().getTime() / 1000) + 86_400,
      wh: warehouseCode ?? undefined,
    });
  }

  async function runJob(jobId: string): Promise<void> {
    running.add(jobId);
    let lastProgress = 0;
    let flushedProgress = -1;
    let flushing = false;
    const flush = () => {
      if (flushing) return;
      flushing = true;
      const progress = lastProgress;
      db.update(backgroundJobs)
        .set({ progress, heartbeatAt: now() })
        .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.status, 'running')))
        .then(() => {
          flushedProgress = progress;
        })
        .catch((error: unknown) => log.warn({ err: error, jobId }, 'job heartbeat failed'))
        .finally(() => {
          flushing = false;
        });
    };
    const heartbeat = setInterval(flush, HEARTBEAT_MS);
    let progressTimer: NodeJS.Timeout | null = null;
    try {
      const [job] = await db
        .update(backgroundJobs)
        .set({ status: 'running', startedAt: now(), heartbeatAt: now(), instanceId: liveness.id() })
        .where(and(eq(backgroundJobs.id, jobId), eq(backgroundJobs.status, 'queued')))
        .returning();
      if (!job) return;
      try {
        const handler = handlers.get(job.kind);
        if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
        const principal = await loadPrincipal(job.userId, job.warehouseCode, jobId);
        const scope = { kind: 'job', name: job.kind, jobId } as const;
        const result = await runContained(scope, () =>
          handler(job.params, {
            jobId,
            principal,
            language: job.language === 'en-US' ? 'en-US' : 'zh-CN',
            progress(percent) {
              lastProgress = Math.max(0, Math.min(99, Math.round(percent)));
              if (!progressTimer && lastProgress !== flushedProgress) {
                progressTimer = setTimeout(() => {
                  progressTimer = null;
                  flush();
                }, PROGRESS_FLUSH_MS);
              }
            },
          }),
        );
        await db
          .update(backgroundJobs)
          .set({ status: 'succeeded', progress: 100, result: result ?? null, finishedAt: now() })
          .where(eq(backgroundJobs.id, jobId));
      } catch (error) {
        const known = error instanceof AppError;
        if (!known) log.error({ err: error, jobId }, 'background job failed');
        await db
          .update(backgroundJobs)
          .set({
            status: 'failed',
            errorCode: known ? error.code : 'INTERNAL',
            errorParams: known ? error.params : {},
            finishedAt: now(),
          })
          .where(eq(backgroundJobs.id, jobId));
      }
    } finally {
      clearInterval(heartbeat);
      if (progressTimer) clearTimeout(progressTimer);
      running.delete(jobId);
    }
  }

  function start(): Promise<PgBoss> {
    if (closed) return Promise.reject(new AppError('SERVICE_UNAVAILABLE'));
    if (!starting) {
      starting = (async () => {
        const boss = createBoss();
        boss.on('error', (error: unknown) => log.error({ err: error }, 'job queue error'));
        await boss.start();
        await boss.createQueue(QUEUE, { retryLimit: 0, expireInSeconds: 4 * 3600 });
        if (database.kind === 'pg') await liveness.hold(() => running.size === 0);
        await failDead(boss);
        if (database.kind === 'pg') {
          let sweeping = false;
          sweeper = setInterval(() => {
            if (sweeping || closed) return;
            sweeping = true;
            failDead(boss)
              .catch((error: unknown) => log.warn({ err: error }, 'dead job sweep failed'))
              .finally(() => {
                sweeping = false;
              });
          }, SWEEP_MS);
          sweeper.unref();
        }
        // a job with a group (kind:user) waits while its group has as many running as its kind allows
        const tiers = Object.fromEntries([...limits].map(([kind, l]) => [kind, l.running]));
        await boss.work<{ jobId: string }>(
          QUEUE,
          {
            pollingIntervalSeconds: 0.5,
            localConcurrency: 2,
            groupConcurrency: { default: 1, tiers },
          },
          async ([job]) => {
            await runJob(job.data.jobId);
          },
        );
        return boss;
      })();
      starting.catch((error: unknown) => {
        log.error({ err: error }, 'job queue failed to start');
        starting = null;
      });
    }
    return starting;
  }

  async function markFailed(jobId: string, code: ErrorCode) {
    await db
      .update(backgroundJobs)
      .set({ status: 'failed', errorCode: code, finishedAt: now() })
      .where(and(eq(backgroundJobs.id, jobId), sql`${backgroundJobs.status} in ('queued', 'running')`));
  }

  /** A queued or running job whose process or queue entry is gone is failed here, on read. */
  async function settleIfDead(job: typeof backgroundJobs.$inferSelect, boss: PgBoss): Promise<boolean> {
    if (job.status === 'running' && !running.has(job.id)) {
      if ((await failDead(boss, job.id)).length > 0) return true;
    }
    if (job.status === 'queued' && now().getTime() - job.createdAt.getTime() > LOST_QUEUED_SECONDS * 1000) {
      const queued = await boss.getJobById(QUEUE, job.id);
      if (
        !queued ||
        queued.state === 'failed' ||
        queued.state === 'cancelled' ||
        queued.state === 'completed'
      ) {
        await markFailed(job.id, 'JOB_INTERRUPTED');
        return true;
      }
    }
    return false;
  }

  return {
    /**
     * Registers the handler of a job kind (at route registration, before the queue starts; every
     * server process the same), with optional per-user limits.
     */
    define(kind: string, handler: JobHandler, options: { perUser?: PerUserLimits } = {}): void {
      if (handlers.has(kind) && handlers.get(kind) !== handler)
        throw new Error(`job kind ${kind} defined twice`);
      handlers.set(kind, handler);
      if (options.perUser) limits.set(kind, options.perUser);
    },

    /**
     * Queues a job for the caller; answers its id at once. The handler later runs with the caller's
     * principal as it is then, and `params` (JSON) as given.
     */
    async submit(
      kind: string,
      params: Record<string, unknown>,
      principal: Principal,
      language: Language,
    ): Promise<string> {
      if (!handlers.has(kind)) throw new Error(`no handler for job kind ${kind}`);
      const boss = await start();
      const limit = limits.get(kind);
      if (limit) await admitJob(db, kind, limit, principal.userId);
      const id = randomUUID();
      await db.insert(backgroundJobs).values({
        id,
        kind,
        userId: principal.userId,
        language,
        warehouseCode: principal.currentWarehouseCode,
        params,
        createdAt: now(),
      });
      try {
        const group = limit ? { group: { id: `${kind}:${principal.userId}`, tier: kind } } : {};
        await boss.send(QUEUE, { jobId: id }, { id, ...group });
      } catch (error) {
        await markFailed(id, 'SERVICE_UNAVAILABLE');
        throw error;
      }
      return id;
    },

    /**
     * The caller's own job `id` (status, progress 0-100, result or localized error).
     * @throws AppError NOT_FOUND for a missing job or another user's job alike
     */
    async view(id: string, principal: Principal, language: Language): Promise<JobView> {
      const boss = await start();
      const find = async () => {
        const [row] = await db
          .select()
          .from(backgroundJobs)
          .where(and(eq(backgroundJobs.id, id), eq(backgroundJobs.userId, principal.userId)));
        if (!row) throw new AppError('NOT_FOUND');
        return row;
      };
      const job = await find();
      return jobView((await settleIfDead(job, boss)) ? await find() : job, language);
    },

    start: async (): Promise<void> => {
      await start();
    },

    /** Stops taking jobs and waits (up to 10 s) for running ones. */
    async stop(): Promise<void> {
      closed = true;
      if (sweeper) clearInterval(sweeper);
      if (!starting) return;
      const boss = await starting.catch(() => null);
      if (boss) await boss.stop({ graceful: true, timeout: 10_000, close: true });
      await liveness.release();
    },
  };
}

export type JobService = ReturnType<typeof createJobService>;
