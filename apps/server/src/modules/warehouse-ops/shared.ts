import type { Page } from '@spm/contracts';
import type { WorkflowDeclaration, WorkflowState } from '@spm/domain';
import { violation } from '@spm/domain';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { warehouses } from '../../platform/db/platform.tables';
import { dailyDocumentNo } from '../../platform/documents';
import { AppError, raise } from '../../platform/errors';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { partNames, requireParts } from '../parts';
import { type AdjustInput, adjust, type StockArrivalHandler, type StockArrivalListener } from '../stock';
import { stock } from '../stock/stock.tables';

/** What the warehouse operation services are built with where the app is composed. */
export interface WarehouseOpsDeps {
  now: () => Date;
  /** Business time zone (config BUSINESS_TZ) of "today" (a count plan's execution date). */
  businessTz: string;
  workflow: WorkflowEngine;
  /** Stock arrival (fulfilment's backorder re-release), called inside the movement's transaction. */
  onStockArrival: StockArrivalHandler;
  /** What a put-away tells the module that opened the receipt, by its `sourceType` (other than `transfer`). */
  receiptSources?: Readonly<Record<string, ReceiptSourceHandler>>;
  /** Master data's part responsibility rule (spec §6), checked on a head-office user's transfer request. */
  partResponsibility: PartResponsibilityCheck;
}

/**
 * Throws PART_NOT_RESPONSIBLE {partCode} (403, on `lines[i].partCode`) unless the caller is each part's
 * responsible person or that person's superior (master data's `assertPartResponsibility`).
 */
export type PartResponsibilityCheck = (
  db: DbOrTx,
  principal: Principal,
  partCodes: readonly string[],
) => Promise<void>;

/**
 * Told, inside the put-away's transaction, what a receipt put away per source line (pieces) and when
 * (the clock's time of the put-away).
 */
export type ReceiptSourceHandler = (
  tx: Tx,
  putAway: { sourceId: number; receiptNo: string; at: Date; lines: { sourceLineId: number; qty: number }[] },
) => Promise<void>;

/** The arrival listener of one command: the composed handler told the clock's time. */
export const arrivalOf =
  (deps: WarehouseOpsDeps): StockArrivalListener =>
  (tx, partCode, warehouseCode) =>
    deps.onStockArrival(tx, partCode, warehouseCode, deps.now());

/** A document row as the contracts answer it: its creation time as ISO text. */
export const isoCreatedAt = <R extends { createdAt: Date }>(
  row: R,
): Omit<R, 'createdAt'> & { createdAt: string } => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** A listener that does nothing: moves inside one warehouse bring no new stock to it. */
export const noArrival: StockArrivalListener = async () => {};

/**
 * The next document number `<prefix>yyyyMMdd<4 digits>` of the warehouse series `prefix`, the day in
 * the business time zone `businessTz` (`dailyDocumentNo`).
 */
export const documentNo = (tx: Tx, prefix: string, at: Date, businessTz: string): Promise<string> =>
  dailyDocumentNo(tx, `wh-${prefix}`, prefix, at, businessTz);

/**
 * Throws NOT_FOUND (field `field`) unless `warehouseCode` is one of the caller's warehouses (head
 * office: any existing warehouse): another warehouse looks like a missing one.
 */
export async function requireOwnWarehouse(
  db: DbOrTx,
  principal: Principal,
  warehouseCode: string,
  field = 'warehouseCode',
): Promise<void> {
  const s = principal.scope;
  const mine = s.kind === 'all' || (s.kind === 'warehouses' && s.warehouseCodes.includes(warehouseCode));
  const [row] = mine
    ? await db.select({ code: warehouses.code }).from(warehouses).where(eq(warehouses.code, warehouseCode))
    : [];
  if (!row) raise(violation('NOT_FOUND', undefined, field));
}

/** Throws NOT_FOUND (field) when the warehouse does not exist at all (a transfer's destination). */
export async function requireWarehouse(db: DbOrTx, warehouseCode: string, field: string): Promise<void> {
  const [row] = await db
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.code, warehouseCode));
  if (!row) raise(violation('NOT_FOUND', undefined, field));
}

/** Part names and responsible persons by code; PART_NOT_FOUND {partCode} (field) for an unknown one. */
export const partsOf = (
  db: DbOrTx,
  codes: readonly string[],
  fieldOf: (i: number) => string = (i) => `lines[${i}].partCode`,
) => requireParts(db, codes, ['responsiblePerson'], fieldOf);

/**
 * The head of each line of a document's detail: its id, part code and part names (empty names for a
 * part the master no longer holds), read once for all `lines`.
 */
export async function lineHeads<L extends { id: number; partCode: string }>(db: DbOrTx, lines: readonly L[]) {
  const names = await partNames(
    db,
    lines.map((l) => l.partCode),
  );
  return (l: L) => ({ id: l.id, partCode: l.partCode, ...names(l.partCode) });
}

/**
 * Books the signed on-hand change (pieces) of each line at its location, line after line, for one
 * document's `movement` (`adjust`: ledger rows of its movement type; STOCK_NOT_ENOUGH when a decrease
 * would go below the available qty; `arrival` told of an increase).
 */
export async function adjustEach(
  tx: Tx,
  movement: Omit<AdjustInput, 'partCode' | 'storageCode' | 'onHandDelta'>,
  lines: readonly Pick<AdjustInput, 'partCode' | 'storageCode' | 'onHandDelta'>[],
  arrival: StockArrivalListener,
): Promise<void> {
  for (const l of lines) await adjust(tx, { ...movement, ...l }, arrival);
}

/** Available pieces (on hand − allocated) of a part at one location; 0 when it has no row there. */
export async function availableAt(db: DbOrTx, warehouseCode: string, storageCode: string, partCode: string) {
  const [row] = await db
    .select({ n: sql<number>`(${stock.onHandQty} - ${stock.allocatedQty})::int` })
    .from(stock)
    .where(
      and(
        eq(stock.warehouseCode, warehouseCode),
        eq(stock.storageCode, storageCode),
        eq(stock.partCode, partCode),
      ),
    );
  return row?.n ?? 0;
}

/** The approval history of a document as the warehouse contracts answer it (`historyAnswer` without id and level). */
export async function historyOf(workflow: WorkflowEngine, db: DbOrTx, documentType: string, id: number) {
  return (await workflow.history(db, documentType, id)).map((h) => {
    const { id: _id, level: _level, ...entry } = historyAnswer(h);
    return entry;
  });
}

/** Refuses an action the document's status does not allow (not a workflow step: edit, print, count). */
export function notAllowed<S extends WorkflowState>(
  declaration: WorkflowDeclaration<S, string, unknown>,
  action: string,
  state: S,
): never {
  throw new AppError('WORKFLOW_TRANSITION_NOT_ALLOWED', {
    documentType: declaration.documentType,
    action,
    state,
  });
}

/** Runs one workflow step for the caller (history row written) and answers the new status and time. */
async function step<S extends WorkflowState, A extends string>(
  deps: WarehouseOpsDeps,
  tx: Tx,
  declaration: WorkflowDeclaration<S, A, unknown>,
  principal: Principal,
  documentId: number,
  state: S,
  action: A,
  opinion?: string | null,
) {
  const levelled =
    declaration.levels.length > 0 &&
    !declaration.transitions.find((t) => t.action === action && t.from === state)?.actor;
  return deps.workflow.act(tx, declaration, principal, {
    documentId,
    state,
    level: levelled ? 1 : null,
    action,
    opinion,
    document: undefined,
  });
}

/** A warehouse document table: serial id, numeric status, creation time and optimistic version. */
export type DocumentTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  createdAt: AnyPgColumn;
  version: AnyPgColumn;
};

/**
 * The workflow steps of one document type: `(tx, principal, document, action, opinion?)` runs one
 * step from the document's current status (see `step`) and answers the new status and time.
 */
export function stepper<S extends WorkflowState, A extends string>(
  deps: WarehouseOpsDeps,
  declaration: WorkflowDeclaration<S, A, unknown>,
) {
  return (
    tx: Tx,
    principal: Principal,
    document: { id: number; status: number },
    action: A,
    opinion?: string | null,
  ) => step(deps, tx, declaration, principal, document.id, document.status as S, action, opinion);
}

/**
 * Inserts a document row of `values`, created by the caller at `at` (and last changed then, where the
 * table keeps an `updatedAt`); answers its id.
 */
export async function insertDocument<T extends DocumentTable>(
  tx: Tx,
  table: T,
  principal: Principal,
  at: Date,
  values: Omit<T['$inferInsert'], 'createdBy' | 'createdAt' | 'updatedAt'>,
): Promise<number> {
  const stamps = { createdBy: principal.userId, createdAt: at };
  const [row] = await tx
    .insert(table as PgTable)
    .values({ ...values, ...stamps, ...('updatedAt' in table ? { updatedAt: at } : {}) } as never)
    .returning({ id: table.id });
  return row.id as number;
}

/**
 * Writes `values` on the document `current` and raises its version by one (from the locked row's
 * version, so a stale copy cannot be written back).
 */
export async function reviseDocument(
  tx: Tx,
  table: DocumentTable,
  current: { id: number; version: number },
  values: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(table as PgTable)
    .set({ ...values, version: current.version + 1 } as never)
    .where(eq(table.id, current.id));
}

/**
 * Writes a step's new status on the document, with the other `values` the step changes, and raises
 * its version (and its `updatedAt` to the step's time, where the table has one).
 */
export const saveStep = (
  tx: Tx,
  table: DocumentTable,
  current: { id: number; version: number },
  taken: { to: number; at: Date },
  values: object = {},
): Promise<void> =>
  reviseDocument(tx, table, current, {
    ...values,
    ...('updatedAt' in table ? { status: taken.to, updatedAt: taken.at } : { status: taken.to }),
  });

/**
 * The lines of one document (`parent` = `id`), in `orderBy` order (by default the lines' ids, the
 * order they were written in).
 */
export async function linesOf<T extends PgTable & { id: AnyPgColumn }>(
  db: DbOrTx,
  table: T,
  parent: AnyPgColumn,
  id: number,
  orderBy: readonly (AnyPgColumn | SQL)[] = [table.id],
): Promise<T['$inferSelect'][]> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(parent, id))
    .orderBy(...orderBy);
  return rows as T['$inferSelect'][];
}

/** Replaces all the lines of one document (`parent` = its id) by `values`, which must be non-empty. */
export async function replaceLines<T extends PgTable>(
  tx: Tx,
  table: T,
  parent: AnyPgColumn,
  id: number,
  values: T['$inferInsert'][],
): Promise<void> {
  await tx.delete(table as PgTable).where(eq(parent, id));
  await tx.insert(table as PgTable).values(values as never);
}

/**
 * One page of a document list, newest first (creation time, then id): `rows` is the list's select
 * (columns and joins, `$dynamic()`) of `table` under `condition`, the total the count of `table`
 * under the same condition; each row is answered through `toItem`.
 */
export async function newestFirst<Q extends PgSelect, I>(
  db: DbOrTx,
  table: DocumentTable,
  condition: SQL | undefined,
  rows: Q,
  q: { page: number; pageSize: number },
  toItem: (row: Awaited<Q>[number]) => I,
): Promise<Page<I>> {
  return listPage(
    db
      .select({ total: count() })
      .from(table as PgTable)
      .where(condition),
    rows.where(condition).orderBy(desc(table.createdAt), desc(table.id)) as Q,
    q,
    toItem,
  );
}
