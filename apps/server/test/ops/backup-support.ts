import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { listTables, type Query, qualified } from '../../src/platform/ops/backup-files';

/** Row count and content hash of one table. */
export interface TableFingerprint {
  rows: number;
  /** md5 of every row's text form, sorted by that text and joined by newlines. */
  md5: string;
}

/**
 * The fingerprint of every base table of the database (`listTables`: every schema but the system
 * ones, none skipped), keyed `schema.table`: two databases with equal fingerprints hold the same rows.
 */
export async function tableFingerprints(query: Query): Promise<Record<string, TableFingerprint>> {
  const result: Record<string, TableFingerprint> = {};
  for (const { schema, table } of await listTables(query)) {
    const [row] = await query(
      `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h
       from ${qualified(schema, table)} t`,
    );
    result[`${schema}.${table}`] = { rows: Number(row.n), md5: String(row.h) };
  }
  return result;
}

/** `Query` over a node-postgres client. */
export const pgQuery =
  (client: pg.Client): Query =>
  async (text) =>
    (await client.query(text)).rows as Record<string, unknown>[];

/**
 * A new, empty PostgreSQL database on the server of TEST_DATABASE_URL with a random name: its URL,
 * `query` (a client of it, opened on first use) and `drop()`, which closes the client and drops it.
 */
export async function emptyPgDatabase(prefix = 'spm_bk') {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await admin.query(`create database ${name}`);
  const target = new URL(process.env.TEST_DATABASE_URL as string);
  target.pathname = `/${name}`;
  let client: pg.Client | undefined;
  return {
    url: target.toString(),
    async query(text: string) {
      if (!client) {
        client = new pg.Client({ connectionString: target.toString() });
        await client.connect();
      }
      return pgQuery(client)(text);
    },
    async drop() {
      await client?.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
