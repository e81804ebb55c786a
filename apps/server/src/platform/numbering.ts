import { sql } from 'drizzle-orm';
import type { DbOrTx } from './db/client';
import { numberSequences } from './db/platform.tables';

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
