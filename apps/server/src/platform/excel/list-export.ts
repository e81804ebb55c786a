import type { PermissionCode } from '@spm/domain';
import type { Principal } from '../access/principal';
import type { Db } from '../db/client';
import type { ExportDef } from './excel.service';
import { everyRow, type SheetDef, sheetPermission } from './sheet';

/**
 * The export of a sheet's button (usually a `defineExportSheet`): the export's key is the sheet's key,
 * its permission the sheet's button permission (`<page>:export`); `rows` and `count` (the progress of
 * a background export) as in `ExportDef`.
 */
export function sheetExport<Q>(
  sheet: SheetDef,
  rows: ExportDef<Q>['rows'],
  count?: ExportDef<Q>['count'],
): ExportDef<Q> {
  return {
    key: sheet.key,
    sheet,
    permission: sheetPermission(sheet) as PermissionCode,
    rows,
    ...(count ? { count } : {}),
  };
}

/** The paging fields a list query adds to the export's query. */
export interface Paging {
  page: number;
  pageSize: number;
}

/** A list row written to the export as it is. */
const asIs = <R extends object>(row: R): Record<string, unknown> => ({ ...(row as Record<string, unknown>) });

/**
 * The `rows` of an export of a paged list: every row of `list` with the export's query (the list's own
 * filters and data scope), page by page (see `everyRow`), each written as `toRow` makes it (by
 * default the row as it is).
 */
export function pagedRows<Q, R extends object>(
  list: (db: Db, principal: Principal, query: Q & Paging) => Promise<{ items: readonly R[] }>,
  toRow: (row: R) => Record<string, unknown> = asIs,
): (db: Db, principal: Principal, query: Q) => AsyncGenerator<Record<string, unknown>> {
  return async function* (db, principal, query) {
    for await (const row of everyRow((page, pageSize) => list(db, principal, { ...query, page, pageSize })))
      yield toRow(row);
  };
}

/**
 * The `rows` of an export of an unpaged list (one that is short by nature, or that its query reads
 * whole): every row `list` answers for the export's query (the list's own filters and data scope), in
 * one read, each written as `toRow` makes it (by default the row as it is).
 */
export function listedRows<Q, R extends object>(
  list: (db: Db, principal: Principal, query: Q) => Promise<readonly R[]>,
  toRow: (row: R) => Record<string, unknown> = asIs,
): (db: Db, principal: Principal, query: Q) => AsyncGenerator<Record<string, unknown>> {
  return async function* (db, principal, query) {
    for (const row of await list(db, principal, query)) yield toRow(row);
  };
}

/**
 * A list row whose `status` is a numeric status code, as an export row: the code as text, the value a
 * labelled status column (`labelledColumn`, `labelTableColumn`) shows by its labels.
 */
export const statusRow = <R extends { status: number }>(row: R): Omit<R, 'status'> & { status: string } => ({
  ...row,
  status: String(row.status),
});
