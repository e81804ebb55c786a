import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import type { partColumns } from '../parts.service';
import { parts } from '../parts.tables';

/** The stored columns of a part's editable fields, as `partColumns` makes them. */
export type PartColumnValues = ReturnType<typeof partColumns>;

const columns = getTableColumns(parts);

/**
 * The rows as ONE jsonb parameter read back as `parts` records (`jsonb_populate_recordset`), keyed by
 * column name, with the SQL column list of the given fields. A 500-row batch is then one statement
 * with one parameter instead of ~37,000 (PostgreSQL's limit is 65,535), and building it costs a
 * `JSON.stringify` rather than a query builder pass per value (`updatedAt`, the actor's time, as its ISO
 * text).
 */
function recordset(rows: readonly Record<string, unknown>[]) {
  const keys = Object.keys(rows[0]);
  const names = keys.map((k) => columns[k as keyof typeof columns].name);
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    keys.forEach((k, i) => {
      record[names[i]] = row[k];
    });
    return record;
  });
  const source = sql`jsonb_populate_recordset(null::parts, ${JSON.stringify(records)}::jsonb) r`;
  return { names: names.map((n) => sql.identifier(n)), source };
}

/**
 * Inserts new parts in one statement (`INSERT … SELECT … FROM jsonb_populate_recordset`). A code taken
 * in the meantime is not overwritten (`ON CONFLICT DO NOTHING`). Answers the part codes inserted.
 */
export async function insertParts(
  tx: Tx,
  rows: readonly (PartColumnValues & { partCode: string; status: string; createdAt: Date })[],
): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const { names, source } = recordset(rows);
  const list = sql.join(names, sql`, `);
  const values = sql.join(
    names.map((n) => sql`r.${n}`),
    sql`, `,
  );
  const done = await tx.execute<{ part_code: string }>(sql`
    insert into parts (${list}) select ${values} from ${source}
    on conflict do nothing returning part_code`);
  return new Set(done.rows.map((r) => r.part_code));
}

/**
 * Replaces the editable fields of existing parts (the caller holds their rows locked) in one
 * `UPDATE … FROM jsonb_populate_recordset`: every column of `partColumns` takes the new value
 * (`updated_at` the actor's time) and `version` goes up by one, exactly as a form save. Status and new
 * part code are not touched.
 */
export async function updateParts(
  tx: Tx,
  rows: readonly (PartColumnValues & { partCode: string })[],
): Promise<void> {
  if (rows.length === 0) return;
  const { names, source } = recordset(rows);
  const set: SQL[] = names.filter((n) => n.value !== 'part_code').map((n) => sql`${n} = r.${n}`);
  await tx.execute(sql`
    update parts set ${sql.join(set, sql`, `)}, version = parts.version + 1
    from ${source} where parts.part_code = r.part_code`);
}
