import { Readable } from 'node:stream';
import type { Language } from '@spm/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../errors';
import { cellPrimitive } from './cells';
import { columnHeader, headerIndex, normalizeHeader, type SheetDef, sheetTitle } from './sheet';

/** One data row as read: the raw cell values in the sheet's column order (undefined = column absent). */
export interface RawRow {
  /** Row number in the worksheet (1-based, as the spreadsheet program shows it). */
  rowNumber: number;
  cells: unknown[];
}

/** Rows searched for the header row at the top of each worksheet. */
const HEADER_SEARCH_ROWS = 10;

type SheetRow = { number: number; values: unknown };

function rowCells(row: SheetRow): unknown[] {
  return Array.isArray(row.values) ? (row.values as unknown[]) : [];
}

/**
 * Finds the header row: the first of the top rows naming at least two of the sheet's columns (one
 * for a one-column sheet), in either language or by key. Answers spreadsheet column → sheet column.
 */
function matchHeader(cells: unknown[], index: Map<string, number>, wanted: number): Map<number, number> | null {
  const positions = new Map<number, number>();
  const taken = new Set<number>();
  cells.forEach((value, col) => {
    const text = cellPrimitive(value);
    if (typeof text !== 'string') return;
    const column = index.get(normalizeHeader(text));
    if (column === undefined || taken.has(column)) return;
    taken.add(column);
    positions.set(column, col);
  });
  return positions.size >= wanted ? positions : null;
}

/**
 * Streams the data rows of an uploaded workbook (exceljs `stream.xlsx.WorkbookReader`: shared strings,
 * inline strings, formulas with cached results, rich text and date styles are all understood).
 * The first worksheet with a header row is read; headers may be in Chinese or English (or the column
 * keys), in any order, extra columns are ignored; rows whose known cells are all empty are skipped.
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
  const source = Readable.from(buffer);
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let found = false;
  try {
    for await (const worksheet of workbook) {
      let positions: Map<number, number> | null = null;
      let seen = 0;
      let dataRows = 0;
      for await (const row of worksheet as AsyncIterable<SheetRow>) {
        if (!positions) {
          if (++seen > HEADER_SEARCH_ROWS) continue;
          positions = matchHeader(rowCells(row), index, wanted);
          if (positions) {
            const missing = sheet.columns.filter((c, i) => c.required && !positions?.has(i));
            if (missing.length > 0) {
              const separator = language === 'en-US' ? ', ' : '、';
              throw new AppError('EXCEL_COLUMNS_MISSING', {
                columns: missing.map((c) => columnHeader(c, language)).join(separator),
              });
            }
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
      if (positions) {
        found = true;
        break;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('EXCEL_FILE_INVALID');
  } finally {
    source.destroy();
  }
  if (!found) throw new AppError('EXCEL_HEADER_NOT_FOUND', { template: sheetTitle(sheet, language) });
}
