import type { Page } from '@spm/contracts';
import type { WorkflowDeclaration } from '@spm/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { equalFilters } from '../../platform/db/filters';
import { lockRow } from '../../platform/db/locks';
import {
  type DocumentTable,
  historyOf,
  linesOf,
  newestFirst,
  saveStep,
  stepper,
  type WarehouseOpsDeps,
} from './shared';

/**
 * One warehouse document type as its list, detail and commands read it: the document table and its
 * lines, its workflow, its list columns and which documents the caller sees and may change.
 */
export interface DocumentKind<
  T extends DocumentTable,
  S extends number,
  A extends string,
  L extends PgTable & { id: AnyPgColumn },
  Q extends PgSelect,
> {
  table: T;
  workflow: WorkflowDeclaration<S, A, unknown>;
  /** The lines table and its column holding the document's id. */
  lines: L;
  parent: AnyPgColumn;
  /** The columns of the list and the detail: a `$dynamic()` select of `table` with its joins. */
  select: (db: DbOrTx) => Q;
  /** The documents the caller sees: their warehouses' (and this kind's, where a table holds several). */
  scope: (principal: Principal) => SQL | undefined;
  /** The documents the caller may change, where fewer than `scope` (a transfer: its source warehouse's). */
  changeScope?: (principal: Principal) => SQL | undefined;
  /** The list query's equality filters: query field → column (see `equalFilters`). */
  filters: Record<string, AnyPgColumn>;
}

/** A document list: `(db, principal, query)` → the page of the documents the caller sees. */
export type DocumentList<Q, I> = (db: DbOrTx, principal: Principal, q: Q) => Promise<Page<I>>;

/** How the documents of a kind are listed and read: their columns and who sees which of them. */
export type DocumentReading<Q extends PgSelect> = Pick<
  DocumentKind<DocumentTable, number, string, PgTable & { id: AnyPgColumn }, Q>,
  'select' | 'scope' | 'changeScope' | 'filters'
>;

/**
 * A document kind: `table` with its `workflow`, its lines in `lines` (holding the document's id in
 * `parent`), listed and read as `reading` says. `list` answers a page of it (see `listDocuments`),
 * `moves(deps)` its commands' moves (see `documentMoves`).
 */
export function documentKind<
  T extends DocumentTable,
  S extends number,
  A extends string,
  L extends PgTable & { id: AnyPgColumn },
  Q extends PgSelect,
>(
  table: T,
  workflow: WorkflowDeclaration<S, A, unknown>,
  lines: L,
  parent: AnyPgColumn,
  reading: DocumentReading<Q>,
) {
  const kind: DocumentKind<T, S, A, L, Q> = { table, workflow, lines, parent, ...reading };
  return {
    ...kind,
    list: <I>(db: DbOrTx, principal: Principal, q: ListQuery, toItem: (row: RowOf<Q>) => I) =>
      listDocuments(db, principal, kind, q, toItem),
    moves: (deps: WarehouseOpsDeps) => documentMoves(deps, kind),
  };
}

/**
 * The reads of a document service on the app's database: `list(principal, query)` one page of
 * `list`, `detail(principal, id)` one document (NOT_FOUND outside the caller's reach).
 */
export const documentReads = <Q, I, D>(
  db: Db,
  list: DocumentList<Q, I>,
  detail: (db: DbOrTx, principal: Principal, id: number) => Promise<D>,
) => ({
  list: (principal: Principal, q: Q) => list(db, principal, q),
  /** @throws AppError NOT_FOUND */
  detail: (principal: Principal, id: number) => detail(db, principal, id),
});

/**
 * Commands on one document that answer its detail: `command(fn)` is `(tx, principal, id, input)`,
 * which runs `fn` and then answers `detail(tx, principal, id)`, read in the command's transaction.
 */
export const answeringDetail =
  <D>(detail: (db: DbOrTx, principal: Principal, id: number) => Promise<D>) =>
  <I>(fn: (tx: Tx, principal: Principal, id: number, input: I) => Promise<unknown>) =>
  async (tx: Tx, principal: Principal, id: number, input: I): Promise<D> => {
    await fn(tx, principal, id, input);
    return detail(tx, principal, id);
  };

/** The paging of a list query (its filters are read through the kind's `filters`). */
type ListQuery = { page: number; pageSize: number };

/** What every document row holds: its id, numeric status and optimistic version. */
type DocumentRow = { id: number; status: number; version: number };

/** The row a document kind's select answers. */
type RowOf<Q extends PgSelect> = Awaited<Q>[number];

/**
 * One page of the documents of `kind` the caller sees, filtered by the query's equality filters,
 * newest first; each row answered through `toItem`.
 */
export function listDocuments<Q extends PgSelect, I>(
  db: DbOrTx,
  principal: Principal,
  kind: DocumentKind<DocumentTable, number, string, PgTable & { id: AnyPgColumn }, Q>,
  q: ListQuery,
  toItem: (row: RowOf<Q>) => I,
): Promise<Page<I>> {
  const condition = and(kind.scope(principal), ...equalFilters(q, kind.filters));
  return newestFirst(db, kind.table, condition, kind.select(db), q, toItem);
}

/** One workflow step asked for on a document: its id, the version the caller read, the action and opinion. */
export interface StepAsked<A extends string> {
  id: number;
  version: number;
  action: A;
  opinion?: string | null;
}

/**
 * The moves every command and detail of a document kind makes: lock a document, take a workflow
 * step on it, read it with its lines and history.
 */
export function documentMoves<
  T extends DocumentTable,
  S extends number,
  A extends string,
  L extends PgTable & { id: AnyPgColumn },
  Q extends PgSelect,
>(deps: WarehouseOpsDeps, kind: DocumentKind<T, S, A, L, Q>) {
  const act = stepper(deps, kind.workflow);
  const reach = (principal: Principal, id: number) =>
    and(eq(kind.table.id, id), (kind.changeScope ?? kind.scope)(principal));

  /**
   * The document `id` the caller may change, locked for update. NOT_FOUND outside their reach;
   * CONCURRENT_MODIFICATION when `version` is given and is not the row's.
   */
  const lock = (tx: Tx, principal: Principal, id: number, version?: number) =>
    lockRow(tx, kind.table, reach(principal, id), version) as Promise<T['$inferSelect'] & DocumentRow>;

  /** The lines of document `id`, in `orderBy` order (by default as they were written). */
  const lines = (db: DbOrTx, id: number, orderBy?: readonly (AnyPgColumn | SQL)[]) =>
    linesOf(db, kind.lines, kind.parent, id, orderBy);

  return {
    lock,
    lines,

    /**
     * Takes a workflow step: locks the document (see `lock`), runs the step for the caller
     * (WORKFLOW_TRANSITION_NOT_ALLOWED from a status that does not allow it; a history row is
     * written), then `work` with the locked row and the step taken, and writes the new status with
     * the values `work` answers (see `saveStep`). Answers the locked row and the step taken.
     */
    async step(
      tx: Tx,
      principal: Principal,
      asked: StepAsked<A>,
      work?: (
        current: T['$inferSelect'] & DocumentRow,
        taken: { to: number; at: Date },
      ) => Promise<object> | Promise<void>,
    ) {
      const current = await lock(tx, principal, asked.id, asked.version);
      const taken = await act(tx, principal, current, asked.action, asked.opinion);
      const values = (await work?.(current, taken)) as object | undefined;
      await saveStep(tx, kind.table, current, taken, values);
      return { current, taken };
    },

    /**
     * Document `id` as the caller sees it (NOT_FOUND otherwise): its row of the kind's columns, its
     * lines in `lineOrder` (by default as they were written) and its approval history.
     */
    async read(db: DbOrTx, principal: Principal, id: number, lineOrder?: readonly (AnyPgColumn | SQL)[]) {
      const rows = await kind.select(db).where(and(eq(kind.table.id, id), kind.scope(principal)));
      const found = requireFound((rows as RowOf<Q>[])[0]);
      return {
        found,
        lines: await lines(db, id, lineOrder),
        history: await historyOf(deps.workflow, db, kind.workflow.documentType, id),
      };
    },
  };
}
