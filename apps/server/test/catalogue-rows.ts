import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Rows made up from the database catalogue, for checking migrations on a database with data in it
 * (docs/operations.md "Upgrades"): one row per table of the `public` schema, whatever its shape,
 * without knowing the application's tables.
 */

interface Column {
  name: string;
  dataType: string;
  udtName: string;
  nullable: boolean;
  hasDefault: boolean;
  maxLength: number | null;
}

interface ForeignKey {
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

/** What the catalogue says about the tables of `public`. */
interface Catalogue {
  tables: string[];
  columns: Map<string, Column[]>;
  foreignKeys: ForeignKey[];
  /** Per table, the columns that are part of a primary key or unique constraint/index. */
  uniqueColumns: Map<string, Set<string>>;
  /** Enum type name → its labels in order. */
  enums: Map<string, string[]>;
}

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readCatalogue(db: PGlite): Promise<Catalogue> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
    )
  ).rows.map((row) => row.name);
  const columns = new Map<string, Column[]>(tables.map((table) => [table, []]));
  const columnRows = await db.query<{
    table_name: string;
    column_name: string;
    data_type: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
    is_generated: string;
    character_maximum_length: number | null;
  }>(
    `select table_name, column_name, data_type, udt_name, is_nullable, column_default, is_identity,
            is_generated, character_maximum_length
     from information_schema.columns where table_schema = 'public' order by table_name, ordinal_position`,
  );
  for (const row of columnRows.rows) {
    columns.get(row.table_name)?.push({
      name: row.column_name,
      dataType: row.data_type,
      udtName: row.udt_name,
      nullable: row.is_nullable === 'YES',
      hasDefault: row.column_default !== null || row.is_identity === 'YES' || row.is_generated === 'ALWAYS',
      maxLength: row.character_maximum_length,
    });
  }
  const foreignKeys = (
    await db.query<{ table: string; columns: string[]; ref_table: string; ref_columns: string[] }>(
      `select c.conrelid::regclass::text as table, c.confrelid::regclass::text as ref_table,
              array(select a.attname::text from unnest(c.conkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k.n order by k.i) as columns,
              array(select a.attname::text from unnest(c.confkey) with ordinality k(n, i)
                    join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k.n order by k.i) as ref_columns
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
       where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows.map((row) => ({
    table: unquote(row.table),
    columns: row.columns,
    refTable: unquote(row.ref_table),
    refColumns: row.ref_columns,
  }));
  const uniqueColumns = new Map<string, Set<string>>(tables.map((table) => [table, new Set()]));
  const uniqueRows = await db.query<{ table: string; column: string }>(
    `select i.indrelid::regclass::text as table, a.attname::text as column
     from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indisunique and n.nspname = 'public'`,
  );
  for (const row of uniqueRows.rows) uniqueColumns.get(unquote(row.table))?.add(row.column);
  const enums = new Map<string, string[]>();
  const enumRows = await db.query<{ name: string; label: string }>(
    `select t.typname as name, e.enumlabel as label from pg_enum e join pg_type t on t.oid = e.enumtypid
     order by t.typname, e.enumsortorder`,
  );
  for (const row of enumRows.rows) enums.set(row.name, [...(enums.get(row.name) ?? []), row.label]);
  return { tables, columns, foreignKeys, uniqueColumns, enums };
}

/** `regclass::text` quotes names that need it; the catalogue views do not. */
function unquote(name: string): string {
  return name.startsWith('"') ? name.slice(1, -1).replaceAll('""', '"') : name;
}

/**
 * Tables in an order that puts every table after the tables its NOT NULL foreign keys point to
 * (nullable foreign keys are left null, self-references too). Throws on a cycle of NOT NULL keys.
 */
function fillOrder(catalogue: Catalogue): string[] {
  const needs = new Map<string, Set<string>>(catalogue.tables.map((table) => [table, new Set()]));
  for (const fk of requiredForeignKeys(catalogue)) needs.get(fk.table)?.add(fk.refTable);
  const order: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (done.has(table)) return;
    if (visiting.has(table)) throw new Error(`foreign keys of ${table} form a cycle of NOT NULL columns`);
    visiting.add(table);
    for (const ref of needs.get(table) ?? []) visit(ref);
    visiting.delete(table);
    done.add(table);
    order.push(table);
  };
  for (const table of catalogue.tables) visit(table);
  return order;
}

/** Foreign keys with a NOT NULL column (they must be filled), not pointing at their own table. */
function requiredForeignKeys(catalogue: Catalogue): ForeignKey[] {
  return catalogue.foreignKeys.filter((fk) => {
    if (fk.refTable === fk.table) return false;
    const columns = catalogue.columns.get(fk.table) ?? [];
    return fk.columns.some((name) => columns.find((column) => column.name === name)?.nullable === false);
  });
}

/**
 * A made-up value for `column` as text (PostgreSQL casts the parameter to the column's type): `seq`
 * makes it distinct from every earlier row's; `number` is the value of non-unique numeric columns
 * (tried as 1, 0 and -1 until the table's CHECK constraints accept the row).
 */
function valueFor(
  column: Column,
  seq: number,
  unique: boolean,
  number: number,
  catalogue: Catalogue,
): string {
  const text = (max: number | null) => {
    const value = `m${seq.toString(36)}`;
    return max ? value.slice(-max) : value;
  };
  if (column.dataType === 'ARRAY') return '{}';
  if (column.dataType === 'USER-DEFINED') {
    const labels = catalogue.enums.get(column.udtName);
    if (!labels) throw new Error(`no value for ${column.name} of type ${column.udtName}`);
    return labels[0];
  }
  switch (column.udtName) {
    case 'int2':
    case 'int4':
    case 'int8':
    case 'numeric':
    case 'float4':
    case 'float8':
      return String(unique ? seq : number);
    case 'bool':
      return 'false';
    case 'date':
      return new Date(Date.UTC(2026, 0, 1) + seq * 86_400_000).toISOString().slice(0, 10);
    case 'timestamptz':
    case 'timestamp':
      return new Date(Date.UTC(2026, 0, 1) + seq * 1000).toISOString();
    case 'time':
      return '08:00:00';
    case 'uuid':
      return randomUUID();
    case 'json':
    case 'jsonb':
      return '{}';
    case 'bytea':
      return '\\x00';
    case 'tsvector':
      return '';
    case 'inet':
      return '127.0.0.1';
    case 'interval':
      return '1 day';
    case 'text':
    case 'varchar':
    case 'bpchar':
      return text(column.maxLength);
    default:
      throw new Error(`no value for ${column.name} of type ${column.udtName}`);
  }
}

/** A stored value as query parameter text. */
function asText(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/** A row that the database refused; `code` is its SQLSTATE. */
function sqlState(error: unknown): string | undefined {
  return (error as { code?: string }).code;
}

/**
 * Inserts one made-up row into every table of `public`, except `skip` (table → why it cannot be
 * filled generically): NOT NULL columns without default get a value by data type, foreign keys the
 * key of the row just inserted into the referenced table (so one-to-one keys stay unique), unique
 * columns distinct values. Answers the tables filled. Throws naming the table a row was refused for.
 */
export async function insertOneRowEverywhere(
  db: PGlite,
  state: { seq: number },
  skip: Record<string, string> = {},
): Promise<string[]> {
  const catalogue = await readCatalogue(db);
  const required = requiredForeignKeys(catalogue);
  const inserted = new Map<string, Record<string, unknown>>();
  const filled: string[] = [];
  /** The row just inserted into `table`, else any row of it (for nullable keys to tables filled later). */
  const rowOf = async (table: string) =>
    inserted.get(table) ??
    (await db.query<Record<string, unknown>>(`select * from ${q(table)} limit 1`)).rows[0];
  await db.query('begin');
  try {
    for (const table of fillOrder(catalogue)) {
      if (table in skip) continue;
      const keys = catalogue.foreignKeys.filter((fk) => fk.table === table && fk.refTable !== table);
      const optional = keys.filter((fk) => !required.includes(fk));
      // CHECK constraints such as "exactly one of these keys" need one nullable key filled
      const variants: ForeignKey[][] = [[], ...optional.map((fk) => [fk])];
      let lastError: unknown;
      attempts: for (const extra of variants) {
        for (const number of [1, 0, -1]) {
          const row = new Map<string, string>();
          const uses = new Map<string, number>();
          for (const fk of [...keys.filter((key) => required.includes(key)), ...extra]) {
            // a second key to the same table (a parent and a child part) takes another of its rows
            const use = uses.get(fk.refTable) ?? 0;
            uses.set(fk.refTable, use + 1);
            const ref =
              use === 0 ? await rowOf(fk.refTable) : await otherRow(db, fk, inserted.get(fk.refTable), use);
            if (!ref) throw new Error(`${table}: referenced table ${fk.refTable} has no row`);
            fk.columns.forEach((name, i) => {
              row.set(name, asText(ref[fk.refColumns[i]]));
            });
          }
          const unique = catalogue.uniqueColumns.get(table) ?? new Set();
          for (const column of catalogue.columns.get(table) ?? []) {
            if (column.nullable || column.hasDefault || row.has(column.name)) continue;
            state.seq += 1;
            row.set(column.name, valueFor(column, state.seq, unique.has(column.name), number, catalogue));
          }
          try {
            await db.query('savepoint fill');
            inserted.set(table, await insertRow(db, table, row));
            await db.query('release savepoint fill');
            filled.push(table);
            lastError = undefined;
            break attempts;
          } catch (error) {
            await db.query('rollback to savepoint fill');
            lastError = error;
            if (sqlState(error) !== '23514') break attempts; // only a CHECK violation is worth another try
          }
        }
      }
      if (lastError) throw new Error(`${table}: ${(lastError as Error).message}`, { cause: lastError });
    }
    await db.query('commit');
  } catch (error) {
    await db.query('rollback');
    throw error;
  }
  return filled;
}

/** The `use`-th row of the table `fk` points to that is not `not` (by the referenced columns). */
async function otherRow(
  db: PGlite,
  fk: ForeignKey,
  not: Record<string, unknown> | undefined,
  use: number,
): Promise<Record<string, unknown> | undefined> {
  const rows = (await db.query<Record<string, unknown>>(`select * from ${q(fk.refTable)} limit ${use + 1}`))
    .rows;
  const same = (row: Record<string, unknown>) =>
    not !== undefined && fk.refColumns.every((name) => asText(row[name]) === asText(not[name]));
  return rows.filter((row) => !same(row))[use - 1];
}

/** Inserts `row` (column → value as text) into `table`; answers the row as stored. */
async function insertRow(
  db: PGlite,
  table: string,
  row: Map<string, string>,
): Promise<Record<string, unknown>> {
  const names = [...row.keys()];
  const text =
    names.length === 0
      ? `insert into ${q(table)} default values returning *`
      : `insert into ${q(table)} (${names.map(q).join(', ')}) values (${names.map((_, i) => `$${i + 1}`).join(', ')}) returning *`;
  return (await db.query<Record<string, unknown>>(text, [...row.values()])).rows[0];
}

/** Row count of every table of `public`. */
export async function rowCounts(db: PGlite): Promise<Map<string, number>> {
  const tables = (
    await db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )
  ).rows.map((row) => row.name);
  const counts = new Map<string, number>();
  for (const table of tables) {
    counts.set(
      table,
      (await db.query<{ n: number }>(`select count(*)::int as n from ${q(table)}`)).rows[0].n,
    );
  }
  return counts;
}
