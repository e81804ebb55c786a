import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { executePrepared } from '../../platform/db/prepared';
import type { SavedLine } from './dealer-orders.locks';
import type { OrderActor } from './dealer-orders.repository';
import type { EvaluatedLine } from './dealer-orders.rules';
import { dealerOrderHistory, dealerOrderLines } from './dealer-orders.tables';

/**
 * Order writes folded into one statement (docs/benchmarks.md "Round two: order create and submit"):
 * every statement is a round trip to the database, so the writes of one command that belong together
 * (an order header with its lines and its history row; a status move with its history row) go out as
 * one statement of data-modifying CTEs. They see one snapshot and succeed or fail together. The
 * statement runs prepared (`executePrepared`): its text does not grow with the line count.
 */

/** Names the order written by the head of `inOneStatement`: the other parts read its id from `head`. */
export const HEAD = 'head';

/** The order a write is for: its id, or `HEAD` inside `inOneStatement`. */
export type OrderRef = number | typeof HEAD;

/** What `inOneStatement` runs before its head. */
export interface StatementLead {
  /** A write `head` reads from under the name `before` (e.g. a number taken). */
  before?: SQLWrapper;
  /**
   * A write run first under the name `guard` (e.g. a credit reservation); `before` may read from it,
   * and the statement answers `guard`'s row joined with head's (none when `guard` has no row).
   */
  guard?: SQLWrapper;
}

/** How `inOneStatement` sends its statement: `executePrepared`, or `closingStatement` for a command's last. */
export type StatementRunner = (tx: DbOrTx, statement: SQL) => Promise<Record<string, unknown>[]>;

/**
 * Runs `head` (an INSERT or UPDATE of one order, RETURNING at least its "id") and `also` (writes of
 * that order, made with `HEAD`) as one statement, sent by `run`; answers head's returned rows (driver
 * values: integers as numbers, numerics as strings), or with a `guard` the guard's row beside head's.
 * `also` must not write rows `head` or another part writes (PostgreSQL runs the parts on one
 * snapshot, in no fixed order).
 */
export async function inOneStatement<T extends Record<string, unknown>>(
  tx: DbOrTx,
  head: SQLWrapper,
  also: readonly (SQLWrapper | null)[],
  lead: StatementLead = {},
  run: StatementRunner = executePrepared,
): Promise<T[]> {
  const ctes: SQL[] = [];
  if (lead.guard) ctes.push(sql`guard as (${lead.guard.getSQL()})`);
  if (lead.before) ctes.push(sql`before as (${lead.before.getSQL()})`);
  ctes.push(sql`head as (${head.getSQL()})`);
  also.forEach((write, i) => {
    if (write) ctes.push(sql`${sql.raw(`also_${i}`)} as (${write.getSQL()})`);
  });
  const answer = lead.guard ? sql`select * from guard left join head on true` : sql`select * from head`;
  return (await run(tx, sql`with ${sql.join(ctes, sql`, `)} ${answer}`)) as T[];
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

/** The INSERT of one history row for the order `orderId`; with `HEAD`, none when the head wrote no row. */
export function historyInsert(orderId: OrderRef, entry: HistoryEntry): SQL {
  const id = orderId === HEAD ? sql`head.id` : sql`${orderId}::int`;
  return sql`insert into ${dealerOrderHistory}
      (order_id, from_status, to_status, action, actor_id, actor_name, opinion, created_at)
    select ${id}, ${entry.fromStatus}::smallint, ${entry.toStatus}::smallint, ${entry.action}::varchar,
      ${entry.actor.userId}::int, ${entry.actor.name.slice(0, 50)}::varchar, ${entry.opinion ?? null}::text,
      ${entry.at.toISOString()}::timestamptz${orderId === HEAD ? sql` from head` : sql``}`;
}

/**
 * The one INSERT of all `lines` of the order `orderId` (with `HEAD`, none when the head wrote no row);
 * null without lines.
 * The lines go as five array parameters unnested by the database, not as a VALUES row per line: the
 * statement's text and its build cost stay the same whatever the line count (building a 50-line
 * VALUES list took 16 % of the server's time under a create + submit load, docs/benchmarks.md
 * "What changed in this round"). Prices and amounts travel as text and are cast, so no rounding
 * happens on the way.
 */
export function linesInsert(orderId: OrderRef, lines: readonly EvaluatedLine[]): SQL | null {
  if (lines.length === 0) return null;
  const column = <T>(pick: (line: EvaluatedLine) => T) => sql.param(lines.map(pick));
  const [id, from] = orderId === HEAD ? [sql`head.id`, sql`head, `] : [sql`${orderId}::int`, sql``];
  return sql`insert into ${dealerOrderLines} (order_id, line_no, part_code, qty, price, amount)
    select ${id}, l.line_no, l.part_code, l.qty, l.price, l.amount
    from ${from}unnest(${column((l) => l.lineNo)}::int[], ${column((l) => l.partCode)}::text[],
      ${column((l) => l.qty)}::int[], ${column((l) => l.price)}::numeric[],
      ${column((l) => l.amount)}::numeric[]) as l(line_no, part_code, qty, price, amount)`;
}

/** The DELETE of all lines of the order `orderId` (with `HEAD`, none when the head wrote no row). */
export function linesDelete(orderId: OrderRef): SQL {
  const id = orderId === HEAD ? sql`(select id from head)` : sql`(${orderId}::int)`;
  return sql`delete from ${dealerOrderLines} where order_id in ${id}`;
}

/**
 * Replaces the lines of order `orderId` with `lines` in one statement (the old lines deleted, the new
 * ones inserted; lines have no unique key besides their id, so the two parts cannot collide).
 */
export async function replaceLines(tx: DbOrTx, orderId: number, lines: readonly EvaluatedLine[]) {
  const insert = linesInsert(orderId, lines);
  if (!insert) await tx.execute(linesDelete(orderId));
  else await tx.execute(sql`with removed as (${linesDelete(orderId)}) ${insert}`);
}

/**
 * Whether `lines` (checked and priced again) differ from the order's `saved` lines in anything a
 * line row stores (line no, part, qty, price, amount): a submit rewrites the lines only then.
 */
export function linesChanged(saved: readonly SavedLine[], lines: readonly EvaluatedLine[]): boolean {
  return (
    saved.length !== lines.length ||
    lines.some((line, i) => {
      const row = saved[i];
      return (
        row.lineNo !== line.lineNo ||
        row.partCode !== line.partCode ||
        row.qty !== line.qty ||
        row.price !== line.price ||
        row.amount !== line.amount
      );
    })
  );
}
