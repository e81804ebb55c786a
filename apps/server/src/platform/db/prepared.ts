import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/** The name a statement of this text is prepared under: one name per distinct text. */
export const preparedStatementName = (text: string): string =>
  `spm_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * Runs `query` and answers its rows. On PostgreSQL, outside a transaction, it runs as a named
 * prepared statement, so each pooled connection parses and plans it once instead of on every call
 * (the principal of every request: 2.4 ms of planning against 0.7 ms of execution on the scale data,
 * docs/benchmarks.md "Round two"). The name is derived from the statement's text, so statements of
 * different text never share one. Elsewhere (PGlite, a transaction) it runs as `db.execute` would.
 * Rows are node-postgres's: json parsed, timestamps as `Date`, numeric as text.
 * Only for hot statements of a few shapes: each connection keeps every named statement it prepared.
 */
export async function executePrepared(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(query)).rows as Record<string, unknown>[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: preparedStatementName(text), text, values: params as unknown[] });
  return result.rows as Record<string, unknown>[];
}

/** A drizzle query builder (select, insert … returning) that can be prepared under a name. */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs a drizzle query builder as a named prepared statement, its name derived from its text, and
 * answers its mapped rows (drizzle's own mapping: the builder's field names and types). On PostgreSQL
 * each connection then parses and plans a statement of that text once, not on every call; PGlite
 * ignores the name. For hot reads of a few shapes (a list's filters combine into a handful of texts):
 * each connection keeps every statement it prepared.
 */
export function runPrepared<T>(query: PreparableQuery<T>): Promise<T> {
  return query.prepare(preparedStatementName(query.toSQL().sql)).execute();
}
