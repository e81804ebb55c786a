import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Database, migrationsFolder } from '../db/client';
import { TimeoutError, withTimeout } from './timeout';

/** How long (ms) the readiness probe waits for the database. */
const PROBE_TIMEOUT_MS = 3_000;
/** PostgreSQL's "relation does not exist". */
const UNDEFINED_TABLE = '42P01';

/** A committed migration of the drizzle journal: its tag and the time stamp drizzle records it by. */
interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this server's code was built for, oldest first. */
export function journal(): JournalEntry[] {
  const file = path.join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { entries: JournalEntry[] }).entries;
}

/** The answer of `GET /health/ready`. */
export type Readiness =
  | { ready: true; body: { status: 'ok' } }
  | {
      ready: false;
      body: { status: 'unavailable'; reason: 'DATABASE_UNREACHABLE' | 'MIGRATIONS_PENDING'; message: string };
    };

/** The PostgreSQL error code of an error or of the error it wraps (drizzle wraps driver errors). */
function pgCode(error: unknown): string | undefined {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/**
 * Readiness of this server (docs/operations.md "Health"): ready when the database answers within 3 s
 * and holds every migration this server's code needs (a database ahead of the code — an old server
 * during a rolling upgrade — is ready: migrations are forward-only and additive). Not ready answers
 * name the reason (`DATABASE_UNREACHABLE`, `MIGRATIONS_PENDING`) and a message for the operator; the
 * driver's error goes to the log only, once per change of state. Every probe asks again, so the server
 * is ready again by itself once the database is back or migrated.
 */
export function createReadiness({ database, log }: { database: Database; log: FastifyBaseLogger }) {
  const entries = journal();
  const needed = entries[entries.length - 1];
  let lastReason: string | undefined;

  function report(answer: Readiness, error?: unknown): Readiness {
    const reason = answer.ready ? undefined : answer.body.reason;
    if (reason !== lastReason) {
      if (reason) log.error({ err: error, reason }, `not ready: ${answer.body.status} (${reason})`);
      else log.info('ready again: the database answers and is migrated');
      lastReason = reason;
    }
    return answer;
  }

  const pending = (message: string): Readiness => ({
    ready: false,
    body: { status: 'unavailable', reason: 'MIGRATIONS_PENDING', message },
  });

  return async function check(): Promise<Readiness> {
    let applied: number | null;
    try {
      const result = await withTimeout(
        database.db.execute(sql`select max(created_at) as at from drizzle.__drizzle_migrations`),
        PROBE_TIMEOUT_MS,
      );
      const at = (result.rows[0] as { at: string | number | null } | undefined)?.at;
      applied = at === null || at === undefined ? null : Number(at);
    } catch (error) {
      if (pgCode(error) === UNDEFINED_TABLE)
        return report(
          pending(`the database has no migrations; this server needs ${needed.tag}: run npm run migrate`),
        );
      const message =
        error instanceof TimeoutError
          ? `the database did not answer within ${PROBE_TIMEOUT_MS / 1000} s`
          : 'the database cannot be reached (the server log has the cause)';
      return report(
        { ready: false, body: { status: 'unavailable', reason: 'DATABASE_UNREACHABLE', message } },
        error,
      );
    }
    if (applied === null || applied < needed.when) {
      const at = entries.filter((e) => applied !== null && e.when <= applied).pop()?.tag ?? 'none';
      const missing = entries.filter((e) => applied === null || e.when > applied).length;
      return report(
        pending(
          `${missing} migration(s) pending: the database is at ${at}, this server needs ${needed.tag}; run npm run migrate`,
        ),
      );
    }
    return report({ ready: true, body: { status: 'ok' } });
  };
}
