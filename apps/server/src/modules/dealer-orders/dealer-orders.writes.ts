import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { OrderActor } from './dealer-orders.repository';
import type { EvaluatedLine } from './dealer-orders.rules';
import { dealerOrderHistory, dealerOrderLines } from './dealer-orders.tables';

/**
 * Order writes folded into one statement (docs/benchmarks.md "Round two: order create and submit"):
 * every statement is a round trip to the database, so the writes of one command that belong together
 * (an order header with its lines and its history row; a status move with its history row) go out as
 * one statement of data-modifying CTEs. They see one snapshot and succeed or fail together.
 */

/** The order id written by the head of `inOneStatement` (an INSERT or UPDATE … RETURNING "id"). */
export const headOrderId = sql`(select "id" from head)`;

/**
 * Runs `head` (an INSERT or UPDATE of one order, RETURNING at least its "id") and `also` (writes that
 * may refer to the order as `headOrderId`) as one statement; answers head's returned rows (driver
 * values: integers as numbers, numerics as strings). `before` is a write `head` reads from under the
 * name `before` (e.g. a number taken). `also` must not write rows `head` or another part writes
 * (PostgreSQL runs the parts on one snapshot, in no fixed order).
 */
export async function inOneStatement<T extends Record<string, unknown>>(
  tx: DbOrTx,
  head: SQLWrapper,
  also: readonly (SQLWrapper | null)[],
  before?: SQLWrapper,
): Promise<T[]> {
  const parts = [
    before
      ? sql`with before as (${before.getSQL()}), head as (${head.getSQL()})`
      : sql`with head as (${head.getSQL()})`,
  ];
  also.forEach((write, i) => {
    if (write) parts.push(sql.raw(`, also_${i} as (`), write.getSQL(), sql.raw(')'));
  });
  parts.push(sql` select * from head`);
  return (await tx.execute(sql.join(parts))).rows as T[];
}

/** One history row of an order (status change, save or approval decision). */
export interface HistoryEntry {
  fromStatus: number | null;
  toStatus: number;
  action: string;
  actor: OrderActor;
  opinion?: string | null;
  at: Date;
}

/** The INSERT of one history row for the order `orderId` (an id, or `headOrderId`). */
export function historyInsert(tx: DbOrTx, orderId: number | SQL, entry: HistoryEntry) {
  return tx.insert(dealerOrderHistory).values({
    orderId,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    action: entry.action,
    actorId: entry.actor.userId,
    actorName: entry.actor.name.slice(0, 50),
    opinion: entry.opinion ?? null,
    createdAt: entry.at,
  });
}

/**
 * The one INSERT of all `lines` of the order `orderId` (an id, or `headOrderId`); null without lines.
 * The lines go as five array parameters unnested by the database, not as a VALUES row per line: the
 * statement's text and its build cost stay the same whatever the line count (building a 50-line
 * VALUES list took 16 % of the server's time under a create + submit load, docs/benchmarks.md
 * "What changed in this round"). Prices and amounts travel as text and are cast, so no rounding
 * happens on the way.
 */
export function linesInsert(orderId: number | SQL, lines: readonly EvaluatedLine[]): SQL | null {
  if (lines.length === 0) return null;
  const column = <T>(pick: (line: EvaluatedLine) => T) => sql.param(lines.map(pick));
  return sql`insert into ${dealerOrderLines} (order_id, line_no, part_code, qty, price, amount)
    select ${orderId}, l.line_no, l.part_code, l.qty, l.price, l.amount
    from unnest(${column((l) => l.lineNo)}::int[], ${column((l) => l.partCode)}::text[],
      ${column((l) => l.qty)}::int[], ${column((l) => l.price)}::numeric[],
      ${column((l) => l.amount)}::numeric[]) as l(line_no, part_code, qty, price, amount)`;
}

/**
 * Replaces the lines of order `orderId` with `lines` in one statement (the old lines deleted, the new
 * ones inserted; lines have no unique key besides their id, so the two parts cannot collide).
 */
export async function replaceLines(tx: DbOrTx, orderId: number, lines: readonly EvaluatedLine[]) {
  const removal = tx.delete(dealerOrderLines).where(eq(dealerOrderLines.orderId, orderId));
  const insert = linesInsert(orderId, lines);
  if (!insert) await removal;
  else await tx.execute(sql`with removed as (${removal.getSQL()}) ${insert}`);
}
