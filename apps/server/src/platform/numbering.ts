import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { numberSequences } from './db/platform.tables';
import { refusalSql } from './db/refusal';

/**
 * The counter upsert of `nextNumber` as one statement (`… RETURNING last_value`, the number taken):
 * for a caller that writes the number in the same statement, e.g. as the CTE of an UPDATE that
 * stores it (`numberedSql`). With `after`, the name of a CTE of the caller's statement that yields at
 * most one row, the number is taken only when that CTE has a row (`INSERT … SELECT … FROM after`): no
 * row there, no number taken and no counter locked, e.g. a DealerOrderNO only once the credit
 * reservation in the same statement succeeded. Same guarantees as `nextNumber`.
 */
export function nextNumberUpsert(series: string, period: string, after?: string): SQL {
  return sql`insert into ${numberSequences} (series, period, last_value)
    select ${series}, ${period}, 1${after ? sql` from ${sql.identifier(after)}` : sql``}
    on conflict (series, period) do update set last_value = ${numberSequences}.last_value + 1
    returning last_value`;
}

/**
 * SQL text of a document number from the number `value` (an integer SQL expression): `prefix` and
 * the number zero-padded to `width` digits. Past `width` digits the statement fails with
 * ORDER_SEQUENCE_EXHAUSTED {max} (`refusalSql`; run it through `refusing`), so a statement that
 * commits with its transaction (`closingStatement`) never stores a number its format rule refuses.
 */
export function numberedSql(prefix: string, value: SQL, width: number): SQL {
  const limit = 10 ** width;
  return sql`case when ${value} < ${limit} then ${prefix} || lpad((${value})::text, ${width}, '0')
    else ${refusalSql('ORDER_SEQUENCE_EXHAUSTED', { max: limit - 1 })} end`;
}

/**
 * The next number of a document series in a period (e.g. series `dealerOrder`, period `20261121`),
 * from a counter row incremented with an upsert: the row stays locked until the caller's transaction
 * ends, so numbers have no duplicates and, because a rollback undoes the increment, no gaps
 * (ARCHITECTURE §3 "Numbers"). Call it inside the transaction that stores the document.
 */
export async function nextNumber(tx: DbOrTx, series: string, period: string): Promise<number> {
  const rows = await tx
    .insert(numberSequences)
    .values({ series, period, lastValue: 1 })
    .onConflictDoUpdate({
      target: [numberSequences.series, numberSequences.period],
      set: { lastValue: sql`${numberSequences.lastValue} + 1` },
    })
    .returning({ value: numberSequences.lastValue });
  return rows[0].value;
}
