import { Readable } from 'node:stream';
import type { Language } from '@spm/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../errors';
import { cellPrimitive } from './cells';
import { columnHeader, headerIndex, normalizeHeader, type SheetDef, sheetTitle } from './sheet';
import { invalidWorkbook, openEntry, readCentralDirectory } from './zip-entries';

/** One data row as read: the raw cell values in the sheet's column order (undefined = column absent). */
export interface RawRow {
  /** Row number in the worksheet (1-based, as the spreadsheet program shows it). */
  rowNumber: number;
  cells: unknown[];
}

/** Rows searched for the header row at the top of each worksheet. */
const HEADER_SEARCH_ROWS = 10;

type SheetRow = { number: number; values: unknown };

/**
 * The parts of exceljs's streaming `WorkbookReader` we drive ourselves. Its own `read()` pipes the
 * archive through a streaming unzip whose 'end' can come before the last entries (so the shared
 * strings or a worksheet of a small file are sometimes never seen); we open the entries from the
 * already inspected archive instead and hand each one to the reader's part parsers in a fixed order.
 */
interface WorkbookParts {
  workbookRels?: { Id: string; Type?: string; Target: string }[];
  model?: { sheets?: { id: number; name: string; rId: string }[] };
  sharedStrings?: unknown[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    iterator: AsyncIterable<unknown>,
    sheetNo: string,
  ): Generator<{ value: AsyncIterable<SheetRow> }>;
}

const rowCells = (row: SheetRow): unknown[] => (Array.isArray(row.values) ? (row.values as unknown[]) : []);

/** `worksheets/sheet1.xml` or `/xl/worksheets/sheet1.xml` → `xl/worksheets/sheet1.xml`. */
const partPath = (target: string) => (target.startsWith('/') ? target.slice(1) : `xl/${target}`);

/**
 * Finds the header row: the first of the top rows naming at least two of the sheet's columns (one
 * for a one-column sheet), in either language or by key. Answers sheet column → spreadsheet column.
 */
function matchHeader(
  cells: unknown[],
  index: Map<string, number>,
  wanted: number,
): Map<number, number> | null {
  const positions = new Map<number, number>();
  cells.forEach((value, col) => {
    const text = cellPrimitive(value);
    if (typeof text !== 'string') return;
    const column = index.get(normalizeHeader(text));
    if (column !== undefined && !positions.has(column)) positions.set(column, col);
  });
  return positions.size >= wanted ? positions : null;
}

/** Opens a workbook's parts: relationships, workbook, styles and shared strings; answers its worksheets in order. */
async function openWorkbook(buffer: Buffer) {
  const { entries } = readCentralDirectory(buffer);
  const byName = new Map(entries.map((e) => [e.name, e]));
  // decoded as UTF-8 by the stream, so a character split across two inflated chunks stays whole
  const open = (name: string) => {
    const entry = byName.get(name);
    return entry ? openEntry(buffer, entry).setEncoding('utf8') : null;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  }) as unknown as WorkbookParts;
  const rels = open('xl/_rels/workbook.xml.rels');
  const workbook = open('xl/workbook.xml');
  if (!rels || !workbook) throw invalidWorkbook();
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const relations = reader.workbookRels ?? [];
  const target = (type: string, fallback: string) => {
    const rel = relations.find((r) => r.Type?.endsWith(`/${type}`));
    return rel ? partPath(rel.Target) : fallback;
  };
  const styles = open(target('styles', 'xl/styles.xml'));
  if (styles) await reader._parseStyles(styles);
  const strings = open(target('sharedStrings', 'xl/sharedStrings.xml'));
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  else reader.sharedStrings = [];
  const sheets = (reader.model?.sheets ?? []).flatMap((sheet) => {
    const rel = relations.find((r) => r.Id === sheet.rId);
    return rel && /worksheets\//.test(rel.Target) ? [{ id: sheet.id, path: partPath(rel.Target) }] : [];
  });
  return {
    sheets,
    /** Rows of one worksheet, streamed. */
    rows(path: string, id: number): { rows: AsyncIterable<SheetRow>; close: () => void } | null {
      const entry = open(path);
      if (!entry) return null;
      const sheetNo = /sheet(\d+)\.xml$/i.exec(path)?.[1] ?? String(id);
      const [first] = [...reader._parseWorksheet(entry, sheetNo)];
      return first ? { rows: first.value, close: () => entry.destroy() } : null;
    },
  };
}

/**
 * Streams the data rows of an uploaded workbook (exceljs's streaming worksheet reader: shared strings,
 * inline strings, formulas with cached results, rich text and date styles are all understood). The
 * worksheets are tried in workbook order; the first with a header row is read. Headers may be in
 * Chinese or English (or the column keys), in any order; extra columns are ignored; rows whose known
 * cells are all empty are skipped. Call only after `inspectXlsx` accepted the file.
 * @throws AppError EXCEL_HEADER_NOT_FOUND {template} | EXCEL_COLUMNS_MISSING {columns} |
 *   EXCEL_TOO_MANY_ROWS {max} | EXCEL_FILE_INVALID (unreadable content)
 */
export async function* readRows(
  buffer: Buffer,
  sheet: SheetDef,
  language: Language,
  maxRows: number,
): AsyncGenerator<RawRow> {
  const index = headerIndex(sheet.columns);
  const wanted = Math.min(2, sheet.columns.length);
  try {
    const workbook = await openWorkbook(buffer);
    for (const { id, path } of workbook.sheets) {
      const worksheet = workbook.rows(path, id);
      if (!worksheet) continue;
      let positions: Map<number, number> | null = null;
      let seen = 0;
      let dataRows = 0;
      try {
        for await (const row of worksheet.rows) {
          if (!positions) {
            if (++seen > HEADER_SEARCH_ROWS) break;
            positions = matchHeader(rowCells(row), index, wanted);
            const found = positions;
            const missing = found ? sheet.columns.filter((c, i) => c.required && !found.has(i)) : [];
            if (missing.length > 0) {
              throw new AppError('EXCEL_COLUMNS_MISSING', {
                columns: missing
                  .map((c) => columnHeader(c, language))
                  .join(language === 'en-US' ? ', ' : '、'),
              });
            }
            continue;
          }
          const values = rowCells(row);
          const cells = sheet.columns.map((_, i) => {
            const col = positions?.get(i);
            return col === undefined ? undefined : values[col];
          });
          if (cells.every((c) => cellPrimitive(c) === null)) continue;
          if (++dataRows > maxRows) throw new AppError('EXCEL_TOO_MANY_ROWS', { max: maxRows });
          yield { rowNumber: row.number, cells };
        }
      } finally {
        worksheet.close();
      }
      if (positions) return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidWorkbook();
  }
  throw new AppError('EXCEL_HEADER_NOT_FOUND', { template: sheetTitle(sheet, language) });
}
