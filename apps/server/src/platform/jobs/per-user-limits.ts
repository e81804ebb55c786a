import type { ErrorCode } from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { AppError } from '../errors';
import { backgroundJobs } from './jobs.tables';

/**
 * Per-user limits of one job kind: at most `running` of a user's jobs of the kind run at once (the
 * queue holds the others back, across every server process), and a submit is refused with `busy`
 * (params `{ running, queued, maxRunning, maxQueued }`) while the user already has `running + queued`
 * of them unfinished.
 */
export interface PerUserLimits {
  running: number;
  queued: number;
  busy: ErrorCode;
}

/**
 * Refuses a submit while user `userId` has as many unfinished (queued or running) jobs of `kind` as
 * `limit` allows in all (`running + queued`).
 * @throws AppError `limit.busy` {running, queued, maxRunning, maxQueued}
 */
export async function admitJob(db: Db, kind: string, limit: PerUserLimits, userId: number): Promise<void> {
  const rows = await db
    .select({ status: backgroundJobs.status, n: sql<number>`count(*)::int` })
    .from(backgroundJobs)
    .where(
      and(
        eq(backgroundJobs.userId, userId),
        eq(backgroundJobs.kind, kind),
        sql`${backgroundJobs.status} in ('queued', 'running')`,
      ),
    )
    .groupBy(backgroundJobs.status);
  const count = (status: string) => rows.find((r) => r.status === status)?.n ?? 0;
  const running = count('running');
  const queued = count('queued');
  if (running + queued >= limit.running + limit.queued) {
    throw new AppError(limit.busy, { running, queued, maxRunning: limit.running, maxQueued: limit.queued });
  }
}
