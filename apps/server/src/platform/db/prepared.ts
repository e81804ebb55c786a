import { createHash } from 'node:crypto';
import { Column, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import pg from 'pg';
import type { DbOrTx } from './client';

const dialect = new PgDialect();

/** The name a statement of this text is prepared under: one name per distinct text. */
export const preparedStatementName = (text: string): string =>
  `spm_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

/**
 * The node-postgres client a prepared statement of `db` goes to: a database's pool, or the pooled
 * connection of a transaction (drizzle keeps it on the transaction's session). Undefined on PGlite and
 * for a database over one checked-out client (its statements run as drizzle runs them, through its
 * logger: the benchmarks record them so).
 */
export function pgClientOf(db: DbOrTx): pg.Pool | pg.Client | undefined {
  const own = (db as { $client?: unknown }).$client;
  if (own !== undefined) return own instanceof pg.Pool ? own : undefined;
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

/**
 * Runs `query` and answers its rows. On PostgreSQL it runs as a named prepared statement, in a
 * transaction as outside one, so each pooled connection parses and plans it once instead of on every
 * call (the principal of every request: 2.4 ms of planning against 0.7 ms of execution on the scale
 * data, docs/benchmarks.md "Round two"; an order's detail read 1.3 ms of parsing and planning). The
 * name is derived from the statement's text, so statements of different text never share one. On
 * PGlite it runs as `db.execute` would. Rows are the driver's: json parsed, numeric as text;
 * timestamps are `Date` on node-postgres and text on PGlite (`compileSelection`'s `decode` makes both
 * `Date`). Only for hot statements of a few shapes (a text that does not grow with a list's length):
 * each connection keeps every named statement it prepared.
 */
export async function executePrepared(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  const client = pgClientOf(db);
  if (!client) return (await db.execute(query)).rows as Record<string, unknown>[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await client.query({ name: preparedStatementName(text), text, values: params as unknown[] });
  return result.rows as Record<string, unknown>[];
}

/**
 * A constant piece of SQL (no values: tables, columns, joins, subqueries over columns) turned into
 * its text once, as one raw chunk. Drizzle walks every chunk of a statement on every build (a wide
 * select list cost 0.3 ms of the server's time per order list, docs/benchmarks.md "Order list and
 * detail: compiled once"); a compiled piece is one chunk. Throws at start-up if `piece` holds a value.
 */
export function compileStatic(piece: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(piece);
  if (params.length > 0) throw new Error(`compileStatic: the piece holds ${params.length} value(s): ${text}`);
  return sql.raw(text);
}

/**
 * Column types whose rows `decode` answers as drizzle would on both engines: their driver values are
 * alike on node-postgres and PGlite, or (timestamps with time zone) `mapFromDriverValue` makes them
 * alike. Dates, times without zone and intervals are parsed differently by the two drivers' defaults.
 */
const DECODABLE = new Set([
  'PgSerial',
  'PgInteger',
  'PgSmallInt',
  'PgVarchar',
  'PgText',
  'PgChar',
  'PgBoolean',
  'PgNumeric',
]);
const decodable = (column: Column) =>
  DECODABLE.has(column.columnType) ||
  (column.columnType === 'PgTimestamp' && (column as { withTimezone?: boolean }).withTimezone === true);

/** The fields a compiled selection may hold: columns and SQL expressions without values. */
type SelectionFields = Record<string, Column | SQL>;

/** A select list compiled once, and the decoder of its rows. */
export interface CompiledSelection<F extends SelectionFields> {
  /** `expression as "field", …` as one raw chunk, for `sql\`select ${list} from …\``. */
  readonly list: SQL;
  /**
   * One row of `executePrepared` as drizzle's select of `fields` would answer it: each column's own
   * driver mapping applied (timestamps as `Date` on both engines), SQL expressions as the driver gave them.
   */
  decode(row: Record<string, unknown>): SelectResultFields<F>;
}

/**
 * Compiles the select list of `fields` (drizzle's select shape, one level) once, for hot reads run by
 * `executePrepared`; see `compileStatic`. The row type is drizzle's for those fields read from one
 * table and its inner joins (a column of an outer join would be typed not-null). Throws at start-up
 * for a column type outside `DECODABLE` (select it as text through an expression instead).
 */
export function compileSelection<F extends SelectionFields>(fields: F): CompiledSelection<F> {
  const entries = Object.entries(fields);
  const list = compileStatic(
    sql.join(
      entries.map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
      sql`, `,
    ),
  );
  const columns = entries.filter((e): e is [string, Column] => e[1] instanceof Column);
  const odd = columns.find(([, column]) => !decodable(column));
  if (odd)
    throw new Error(
      `compileSelection: ${odd[0]} (${odd[1].columnType}) is read differently by the two engines`,
    );
  return {
    list,
    decode(row) {
      const out: Record<string, unknown> = { ...row };
      for (const [key, column] of columns) {
        const value = row[key];
        out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
      }
      return out as SelectResultFields<F>;
    },
  };
}
