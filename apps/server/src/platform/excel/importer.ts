import { businessDate, type ErrorCode, errorMessage, type Language } from '@spm/domain';
import type { Principal } from '../access/principal';
import type { Db, Tx } from '../db/client';
import { AppError } from '../errors';
import { type CellIssue, parseCell } from './cells';
import { writeAtomically, writeInBatches, yieldToOthers } from './import-write';
import { type RawRow, readRows } from './reader';
import { type ColumnDef, columnHeader, type RowOf, type SheetDef } from './sheet';
import type { FeedbackRow, FeedbackSummary } from './writer';

/** A valid row handed to `apply`, with its worksheet row number for error reporting. */
export interface ImportRow<V> {
  rowNumber: number;
  values: V;
}

/** What `apply` may use besides the transaction. */
export interface ApplyContext {
  principal: Principal;
  language: Language;
  now: Date;
  /** The business date of `now` (`yyyy-MM-dd` in the configured business time zone). */
  today: string;
  /** The configured business time zone (BUSINESS_TZ), for any other business date or time. */
  businessTz: string;
  /** Records an error against a row; the import then changes nothing and answers a feedback file. */
  fail(row: ImportRow<unknown>, code: ErrorCode, params?: Record<string, unknown>, column?: string): void;
  /**
   * Runs `fn` for one row; an `AppError` it throws (e.g. from a service's rule check) is recorded
   * against the row (its field errors on the matching columns) and `undefined` is answered. Any other
   * error ends the import. Safe because a recorded error rolls the whole import back.
   */
  attempt<T>(row: ImportRow<unknown>, fn: () => Promise<T>): Promise<T | undefined>;
}

export interface ApplyResult {
  inserted: number;
  updated: number;
}

/** An import: a sheet plus how its rows are checked and saved. */
export interface ImportDef<C extends readonly ColumnDef[] = readonly ColumnDef[]> {
  sheet: SheetDef<C>;
  /** Pure checks of one parsed row (no database), run on every row whose cells parsed. */
  check?: (row: RowOf<C>) => CellIssue[];
  /**
   * Saves a batch of valid rows (up to `IMPORT_BATCH` rows, in file order) inside the one import
   * transaction; called once per batch after the whole file has been read and checked (parse errors
   * of any row are known by then). Answers how many records it inserted and updated.
   */
  apply: (tx: Tx, rows: ImportRow<RowOf<C>>[], ctx: ApplyContext) => Promise<ApplyResult>;
  /**
   * Every row is an upsert by the sheet's key: applying it again leaves the same record. Such a file
   * may be saved in committed batches on a single-connection engine (see `writeInBatches`).
   */
  upsert?: boolean;
}

/** Defines an import (keeps the row type of its sheet). */
export const defineImport = <const C extends readonly ColumnDef[]>(def: ImportDef<C>): ImportDef<C> => def;

/**
 * The row-by-row `apply` of an import: saves `rows` in order, each through `save` inside `ctx.attempt`
 * (a row whose save throws an AppError is recorded against that row and counts as neither), and
 * answers how many saves inserted a record and how many updated one, as each save tells.
 */
export async function saveEachRow<R extends ImportRow<unknown>>(
  rows: Iterable<R>,
  ctx: Pick<ApplyContext, 'attempt'>,
  save: (row: R) => Promise<'inserted' | 'updated'>,
): Promise<ApplyResult> {
  let inserted = 0;
  let updated = 0;
  for (const row of rows) {
    const done = await ctx.attempt(row, () => save(row));
    if (done === 'inserted') inserted++;
    if (done === 'updated') updated++;
  }
  return { inserted, updated };
}

export const IMPORT_BATCH = 500;
/** Errors listed in the JSON answer (all of them are in the feedback file). */
const ANSWER_ERRORS = 50;

/** One row error as answered to the client. */
export interface ImportError {
  row: number;
  column: string | null;
  message: string;
}

/** Answer of an import (synchronous, or the `result` of its job). */
export interface ImportResult {
  sheet: string;
  fileName: string;
  status: 'succeeded' | 'failed';
  /** Data rows in the file. */
  total: number;
  inserted: number;
  updated: number;
  /**
   * Rows with at least one error; when > 0 nothing was saved, except after an interrupted batched write
   * (embedded engine, see `writeInBatches`), where `inserted` / `updated` count what was kept.
   */
  failed: number;
  /** Attachment id of the feedback file; null on success. */
  feedbackFileId: number | null;
  /** Where the feedback file downloads (`/api/v1/attachments/{id}/download`); null on success. */
  feedbackUrl: string | null;
  errors: ImportError[];
}

export interface ImportInput {
  buffer: Buffer;
  fileName: string;
  principal: Principal;
  language: Language;
  maxRows: number;
  progress?: (percent: number) => void;
}

export interface ImportDeps {
  db: Db;
  /** The engine has one connection (PGlite): large upsert files are then written in committed batches. */
  singleConnection?: boolean;
  now: () => Date;
  /** The business time zone (IANA), for `ApplyContext.today`. */
  businessTz: string;
  /** Writes and stores the feedback file for the user; answers its attachment id. */
  saveFeedback: (
    sheet: SheetDef,
    language: Language,
    rows: AsyncIterable<FeedbackRow>,
    summary: FeedbackSummary,
    userId: number,
  ) => Promise<number>;
}

/**
 * Runs an import, all or nothing (spec §8), in two phases: first every row is streamed and parsed —
 * types, required cells, lengths, `check`, repeats of `uniqueBy` — outside any transaction, yielding
 * to other work every `IMPORT_BATCH` rows; then ONE transaction hands the valid rows to `apply` in
 * batches of `IMPORT_BATCH`, so the database (on PGlite: the only connection) is held for the writes
 * alone. Memory holds the checked rows of the file as one JSON text per batch (bounded by
 * EXCEL_MAX_ROWS). If any row failed at
 * any stage the transaction is rolled back and a feedback file is stored listing each row's errors in
 * the user's language (the file is read again for it), else it commits.
 * @throws AppError for file-level problems (see `readRows`), EXCEL_NO_ROWS (nothing is saved)
 */
export async function runImport<C extends readonly ColumnDef[]>(
  deps: ImportDeps,
  def: ImportDef<C>,
  input: ImportInput,
): Promise<ImportResult> {
  const { sheet } = def;
  const { language } = input;
  const progress = input.progress ?? (() => {});
  const issues = new Map<number, CellIssue[]>();
  const addIssue = (rowNumber: number, issue: CellIssue) => {
    const list = issues.get(rowNumber) ?? [];
    // a rule refusing a whole group of rows (e.g. an order's line ceiling) may name a row once per batch
    const same = (i: CellIssue) =>
      i.code === issue.code &&
      i.column === issue.column &&
      JSON.stringify(i.params) === JSON.stringify(issue.params);
    if (!list.some(same)) list.push(issue);
    issues.set(rowNumber, list);
  };
  const firstOfKey = new Map<string, number>();
  let total = 0;

  /** Parses and checks one row; answers it when valid (its issues are recorded otherwise). */
  function validRow(raw: RawRow): ImportRow<RowOf<C>> | null {
    const values: Record<string, unknown> = {};
    let rowOk = true;
    sheet.columns.forEach((column, i) => {
      const parsed = parseCell(column, raw.cells[i]);
      if (parsed.ok) values[column.key] = parsed.value;
      else {
        rowOk = false;
        addIssue(raw.rowNumber, parsed.issue);
      }
    });
    if (!rowOk) return null;
    const row = values as RowOf<C>;
    const checked = def.check?.(row) ?? [];
    for (const issue of checked) addIssue(raw.rowNumber, issue);
    if (sheet.uniqueBy?.length) {
      const key = sheet.uniqueBy.map((k) => String(values[k] ?? '').toUpperCase()).join('\u0001');
      const first = firstOfKey.get(key);
      if (first !== undefined) {
        const names = sheet.uniqueBy.map((k) =>
          columnHeader(sheet.columns.find((c) => c.key === k) as ColumnDef, language),
        );
        addIssue(raw.rowNumber, {
          column: null,
          code: 'EXCEL_ROW_DUPLICATE',
          params: { row: first, columns: names.join('+') },
        });
        return null;
      }
      firstOfKey.set(key, raw.rowNumber);
    }
    return checked.length === 0 ? { rowNumber: raw.rowNumber, values: row } : null;
  }

  // a packed row is [rowNumber, ...values in column order]: no key names repeated in every row
  const packBatch = (rows: ImportRow<RowOf<C>>[]) =>
    JSON.stringify(
      rows.map((r) => [
        r.rowNumber,
        ...sheet.columns.map((c) => (r.values as Record<string, unknown>)[c.key]),
      ]),
    );
  const unpackBatch = (text: string): ImportRow<RowOf<C>>[] =>
    (JSON.parse(text) as unknown[][]).map(([rowNumber, ...cells]) => ({
      rowNumber: rowNumber as number,
      values: Object.fromEntries(sheet.columns.map((c, i) => [c.key, cells[i]])) as RowOf<C>,
    }));

  const columnKeys = new Set(sheet.columns.map((c) => c.key));
  const startedAt = deps.now();
  const ctx: ApplyContext = {
    principal: input.principal,
    language,
    now: startedAt,
    today: businessDate(startedAt, deps.businessTz),
    businessTz: deps.businessTz,
    fail: (row, code, params = {}, column) =>
      column && columnKeys.has(column)
        ? addIssue(row.rowNumber, { column, code, params })
        : addIssue(row.rowNumber, { column: null, code, params: { column: column ?? '', ...params } }),
    async attempt(row, fn) {
      try {
        return await fn();
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.fieldErrors.length === 0) ctx.fail(row, error.code, error.params);
        for (const f of error.fieldErrors) ctx.fail(row, f.code, f.params ?? error.params, f.field);
        return undefined;
      }
    },
  };

  // 1. read and check the whole file outside any transaction, letting other work run between batches;
  // a checked batch is kept as one JSON text (parsed cell values are JSON values): a few hundred
  // strings instead of millions of small objects for the garbage collector to trace, whose pauses
  // would stall every other request
  const batches: string[] = [];
  let batch: ImportRow<RowOf<C>>[] = [];
  for await (const raw of readRows(input.buffer, sheet, language, input.maxRows)) {
    total++;
    const row = validRow(raw);
    if (row) batch.push(row);
    if (batch.length >= IMPORT_BATCH) {
      batches.push(packBatch(batch));
      batch = [];
    }
    if (total % IMPORT_BATCH === 0) {
      // the row count is unknown until the end: reading approaches 45 % (half way at 14,000 rows)
      progress(45 * (1 - Math.exp(-total / 20_000)));
      await yieldToOthers();
    }
  }
  if (batch.length > 0) batches.push(packBatch(batch));
  batch = [];
  if (total === 0) throw new AppError('EXCEL_NO_ROWS');

  // 2. the database is held only for the writes
  const plan = {
    db: deps.db,
    batches,
    apply: (tx: Tx, text: string) => def.apply(tx, unpackBatch(text), ctx),
    anyFailed: () => issues.size > 0,
    progress: (fraction: number) => progress(45 + 50 * fraction),
  };
  const batched = deps.singleConnection === true && def.upsert === true && batches.length > 1;
  const saved = await (batched ? writeInBatches(plan) : writeAtomically(plan));
  const { inserted, updated } = saved;

  const message = (issue: CellIssue) => {
    const column = issue.column ? sheet.columns.find((c) => c.key === issue.column) : undefined;
    const params = { ...issue.params, ...(column ? { column: columnHeader(column, language) } : {}) };
    return errorMessage(issue.code, language, params);
  };
  const errors: ImportError[] = [];
  for (const [row, list] of [...issues.entries()].sort((a, b) => a[0] - b[0])) {
    for (const issue of list) {
      if (errors.length >= ANSWER_ERRORS) break;
      const column = issue.column ? sheet.columns.find((c) => c.key === issue.column) : undefined;
      errors.push({ row, column: column ? columnHeader(column, language) : null, message: message(issue) });
    }
  }
  if (issues.size === 0) {
    return {
      sheet: sheet.key,
      fileName: input.fileName,
      status: 'succeeded',
      total,
      inserted,
      updated,
      failed: 0,
      feedbackFileId: null,
      feedbackUrl: null,
      errors,
    };
  }

  progress(96);
  async function* feedbackRows(): AsyncGenerator<FeedbackRow> {
    for await (const raw of readRows(input.buffer, sheet, language, input.maxRows)) {
      yield {
        rowNumber: raw.rowNumber,
        cells: raw.cells,
        messages: (issues.get(raw.rowNumber) ?? []).map(message),
      };
    }
  }
  const summary = { fileName: input.fileName, total, inserted, updated, failed: issues.size };
  const feedbackFileId = await deps.saveFeedback(
    sheet,
    language,
    feedbackRows(),
    summary,
    input.principal.userId,
  );
  const feedbackUrl = `/api/v1/attachments/${feedbackFileId}/download`;
  return { sheet: sheet.key, ...summary, status: 'failed', feedbackFileId, feedbackUrl, errors };
}
