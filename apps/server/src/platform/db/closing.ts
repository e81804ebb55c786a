import type { SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx, Tx } from './client';
import { executePrepared, pgClientOf, preparedStatementName } from './prepared';

const dialect = new PgDialect();

/**
 * A prepared statement sent together with `COMMIT` and a new `BEGIN`, all behind one Sync: the
 * server runs the statement, commits, and opens an empty transaction for the caller's own closing
 * `COMMIT`, without waiting for the client in between. When the statement fails, the server skips
 * the rest up to the Sync, so nothing is committed and the transaction is left failed for the
 * caller's ROLLBACK. Answers the statement's result first, then those of COMMIT and BEGIN.
 */
class CommittingQuery extends pg.Query {
  /** node-postgres sends Execute and Sync here after Parse, Bind and Describe (pg 8). */
  _getRows(connection: pg.Connection): void {
    connection.execute({ portal: '' }, false);
    for (const text of ['commit', 'begin']) {
      connection.parse({ text, name: '', types: [] }, false);
      connection.bind({ portal: '', statement: '', values: [] }, false);
      connection.execute({ portal: '' }, false);
    }
    connection.sync();
  }
}

/** Transactions whose owner lets their last statement commit them (see `allowClosing`). */
const closable = new WeakSet<object>();

/**
 * Lets the last statement of `tx` commit it (`closingStatement`). Only the owner of a transaction
 * that does nothing after its work but answer may call it: the command pipeline for one command,
 * never a caller that runs several services in one transaction (an import, a seed).
 */
export function allowClosing(tx: Tx): void {
  closable.add(tx);
}

/**
 * Runs `query` as the last statement of the transaction `tx` and answers its rows (as
 * `executePrepared` does). When the owner allowed it (`allowClosing`) and the database is
 * PostgreSQL, the transaction commits in the same round trip: row locks the statement takes (a
 * document counter, a dealer's credit row) are held for the statement and the commit only, not also
 * while its answer travels back and the client's COMMIT comes (under load that wait was most of the
 * hold, docs/benchmarks.md "Order create and submit: the commit rides with the last statement").
 * After it the work is done: the caller may read, compute and answer, but must not write or throw
 * (a later statement runs in a transaction of its own). Otherwise, and on PGlite, it is a plain
 * statement of `tx` and the transaction commits as usual. A statement that fails commits nothing.
 */
export async function closingStatement(tx: DbOrTx, query: SQLWrapper): Promise<Record<string, unknown>[]> {
  const client = pgClientOf(tx);
  if (!closable.has(tx) || !(client instanceof pg.Client)) return executePrepared(tx, query.getSQL());
  closable.delete(tx);
  const { sql: text, params } = dialect.sqlToQuery(query.getSQL());
  const results = await new Promise<pg.QueryResult[]>((resolve, reject) => {
    const submitted = new CommittingQuery(
      { name: preparedStatementName(text), text, values: params as unknown[] },
      undefined,
      // the statement's result, then COMMIT's and BEGIN's (pg answers several results as a list)
      (error: Error | undefined, answered: unknown) =>
        error ? reject(error) : resolve(Array.isArray(answered) ? answered : [answered as pg.QueryResult]),
    );
    client.query(submitted);
  });
  return results[0].rows as Record<string, unknown>[];
}
