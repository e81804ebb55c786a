import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { businessDate, businessDateTime, type Language } from '@spm/domain';
import ExcelJS from 'exceljs';
import { cellPrimitive } from './cells';
import { type ColumnDef, type ColumnType, columnHeader, enumText, type SheetDef, sheetTitle } from './sheet';

type Worksheet = ExcelJS.Worksheet;

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EEF7' } };
const ERROR_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFDE2E1' } };
const REQUIRED_FONT: Partial<ExcelJS.Font> = { bold: true, color: { argb: 'FFC0392B' } };

const text = (language: Language, zh: string, en: string) => (language === 'en-US' ? en : zh);

/** How exported cells are worded: the reader's language and the configured business time zone. */
export interface CellFormat {
  language: Language;
  businessTz: string;
}

/** A streaming workbook writer (exceljs `stream.xlsx.WorkbookWriter`) onto `out`; rows are committed as written. */
export function workbookWriter(out: Writable): ExcelJS.stream.xlsx.WorkbookWriter {
  return new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
}

/**
 * The stream the zip archive reads a worksheet's XML from. exceljs's streaming writer hands each
 * committed row's XML to it without looking at its answer, so a fast producer fills it without bound
 * (a 100,000-row export held its whole uncompressed sheet, ~330 MB, in memory before compressing it).
 */
interface SheetSink extends NodeJS.EventEmitter {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
}

/** The zip input of a streamed worksheet, if the writer has one yet (created with the first row). */
function sheetSink(worksheet: Worksheet): SheetSink | undefined {
  const stream = (worksheet as unknown as { stream?: { pipes?: SheetSink[] } }).stream;
  return stream?.pipes?.[0];
}

/**
 * Waits until the zip has taken in the worksheet's rows written so far, down to its buffer's
 * high-water mark, or until `out` (the workbook's output) closes: call it between the rows of a long
 * export or feedback file, so memory stays flat in the row count (docs/benchmarks.md "Export
 * memory"). Answers at once while nothing waits; rejects when `out` fails meanwhile.
 */
export async function sheetDrained(worksheet: Worksheet, out: Writable): Promise<void> {
  const sink = sheetSink(worksheet);
  if (!sink || !(sink.writableNeedDrain ?? sink._writableState?.needDrain) || out.destroyed) return;
  const stop = new AbortController();
  try {
    await Promise.race([
      once(sink, 'drain', { signal: stop.signal }),
      once(out, 'close', { signal: stop.signal }),
    ]);
  } finally {
    stop.abort();
  }
}

const widthOf = (column: ColumnDef, language: Language) =>
  column.width ??
  Math.max(
    10,
    Math.min(40, [...columnHeader(column, language)].length * (language === 'en-US' ? 1.2 : 2.2) + 2),
  );

export interface ExtraColumn {
  header: string;
  width: number;
}

/**
 * Adds the data worksheet (named after the sheet's title) with its styled, frozen header row: optional
 * leading columns, the sheet's columns (required ones in red), optional trailing columns.
 */
export function addDataSheet(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: SheetDef,
  language: Language,
  extra: { leading?: ExtraColumn[]; trailing?: ExtraColumn[] } = {},
): Worksheet {
  const leading = extra.leading ?? [];
  const trailing = extra.trailing ?? [];
  const worksheet = workbook.addWorksheet(sheetTitle(sheet, language).slice(0, 31), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  worksheet.columns = [
    ...leading.map((c) => ({ width: c.width })),
    ...sheet.columns.map((c) => ({ width: widthOf(c, language) })),
    ...trailing.map((c) => ({ width: c.width })),
  ];
  const header = worksheet.addRow([
    ...leading.map((c) => c.header),
    ...sheet.columns.map((c) => columnHeader(c, language)),
    ...trailing.map((c) => c.header),
  ]);
  header.eachCell((cell, col) => {
    cell.fill = HEADER_FILL;
    const column = sheet.columns[col - 1 - leading.length];
    cell.font = column?.required ? REQUIRED_FONT : { bold: true };
  });
  header.commit();
  return worksheet;
}

/**
 * The cell value an exported field is written as (numbers as numbers, the rest as text). A point in
 * time on a `dateTime` column is written as its business date-time, on an `instantDate` column as its
 * business date, both in the business time zone; other date columns hold calendar dates as they are.
 */
export function exportCell(column: ColumnDef, value: unknown, format: CellFormat): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  const { language, businessTz } = format;
  if (column.dateTime) return businessDateTime(new Date(value as string | Date), businessTz);
  if (column.instantDate) return businessDate(new Date(value as string | Date), businessTz);
  switch (column.type) {
    case 'int':
    case 'decimal':
    case 'money': {
      const n = Number(value);
      return Number.isFinite(n) ? n : String(value);
    }
    case 'bool':
      return value ? text(language, '是', 'Yes') : text(language, '否', 'No');
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'enum': {
      const match = column.enumValues?.find((v) => (typeof v === 'string' ? v : v.value) === value);
      return match ? enumText(match, language) : String(value);
    }
    default:
      return String(value);
  }
}

/**
 * One style object per column type, shared by every exported cell: the streaming writer remembers
 * the style id of an object it has seen, so a row costs no style lookups (a fresh style per cell
 * made the writer serialize and compare each cell's style).
 */
const CELL_STYLES: Record<ColumnType, Partial<ExcelJS.Style>> = {
  string: {},
  int: { numFmt: '0' },
  decimal: {},
  money: { numFmt: '#,##0.00' },
  date: {},
  bool: {},
  enum: {},
};

/** Writes one exported row (a record keyed by column key) and commits it. */
export function writeExportRow(
  worksheet: Worksheet,
  sheet: SheetDef,
  record: Record<string, unknown>,
  format: CellFormat,
) {
  const row = worksheet.addRow(sheet.columns.map((c) => exportCell(c, record[c.key], format)));
  sheet.columns.forEach((c, i) => {
    row.getCell(i + 1).style = CELL_STYLES[c.type];
  });
  row.commit();
}

const TYPE_NAMES: Record<ColumnType, [string, string]> = {
  string: ['文本', 'Text'],
  int: ['整数', 'Integer'],
  decimal: ['数字', 'Number'],
  money: ['金额（最多2位小数）', 'Amount (at most 2 decimals)'],
  date: ['日期（yyyy-MM-dd）', 'Date (yyyy-MM-dd)'],
  bool: ['是/否', 'Yes/No'],
  enum: ['选项', 'Choice'],
};

/** The rule text of a column for the template's notes sheet. */
export function columnRule(column: ColumnDef, language: Language): string {
  const parts: string[] = [];
  if (column.type === 'string' && column.max !== undefined) {
    parts.push(text(language, `最多${column.max}个字符`, `at most ${column.max} characters`));
  }
  if (column.min !== undefined) parts.push(text(language, `最小值 ${column.min}`, `minimum ${column.min}`));
  if (column.type !== 'string' && column.max !== undefined) {
    parts.push(text(language, `最大值 ${column.max}`, `maximum ${column.max}`));
  }
  if (column.type === 'decimal') {
    const d = column.decimals ?? 4;
    parts.push(text(language, `最多${d}位小数`, `at most ${d} decimals`));
  }
  if (column.enumValues) {
    const values = column.enumValues
      .map((v) => enumText(v, language))
      .join(language === 'en-US' ? ', ' : '、');
    parts.push(text(language, `可选值：${values}`, `allowed: ${values}`));
  }
  const note = language === 'en-US' ? column.noteEn : column.noteZh;
  if (note) parts.push(note);
  return parts.join(language === 'en-US' ? '; ' : '；');
}

/**
 * The import template of a sheet (template centre, spec §2): the data worksheet with its header and
 * one example row, and a notes worksheet listing each column's required flag, type and rule. Headers
 * and notes in `language`; the importer reads either language.
 */
export async function writeTemplate(out: Writable, sheet: SheetDef, format: CellFormat): Promise<void> {
  const { language } = format;
  const workbook = workbookWriter(out);
  const data = addDataSheet(workbook, sheet, language);
  const example = data.addRow(
    sheet.columns.map((c) => (c.example === undefined ? null : exportCell(c, c.example, format))),
  );
  example.font = { italic: true, color: { argb: 'FF7F8C8D' } };
  example.commit();
  data.commit();
  const notes = workbook.addWorksheet(text(language, '填写说明', 'Notes'));
  notes.columns = [{ width: 24 }, { width: 8 }, { width: 22 }, { width: 60 }, { width: 24 }];
  const head = notes.addRow(
    language === 'en-US'
      ? ['Column', 'Required', 'Type', 'Rule', 'Example']
      : ['列名', '必填', '类型', '规则', '示例'],
  );
  head.font = { bold: true };
  head.eachCell((cell) => {
    cell.fill = HEADER_FILL;
  });
  head.commit();
  for (const column of sheet.columns) {
    notes
      .addRow([
        columnHeader(column, language),
        column.required ? text(language, '是', 'Yes') : text(language, '否', 'No'),
        text(language, ...TYPE_NAMES[column.type]),
        columnRule(column, language),
        column.example === undefined ? '' : String(exportCell(column, column.example, format) ?? ''),
      ])
      .commit();
  }
  const general = [
    text(
      language,
      '第一行为表头，可用中文或英文列名，列顺序不限；红色列为必填。',
      'Row 1 is the header, in Chinese or English, in any column order; red columns are required.',
    ),
    text(
      language,
      '示例行（灰色斜体）请删除或覆盖后再导入。',
      'Delete or overwrite the example row (grey italics) before importing.',
    ),
    text(
      language,
      '任一行有错误时不保存任何数据，并返回标明每行错误的反馈文件。',
      'If any row has an error nothing is saved and a feedback file names each row’s errors.',
    ),
  ];
  notes.addRow([]).commit();
  for (const line of general) notes.addRow([line]).commit();
  notes.commit();
  await workbook.commit();
}

/** One row of a feedback file: the original cells and the messages of its errors (none for a good row). */
export interface FeedbackRow {
  rowNumber: number;
  cells: unknown[];
  messages: string[];
}

export interface FeedbackSummary {
  fileName: string;
  total: number;
  inserted: number;
  updated: number;
  failed: number;
}

/**
 * The feedback file of a failed import (spec §8): every row of the upload with its original row number,
 * its cells as uploaded and an error column (failed rows tinted), so it can be corrected and imported
 * again as is; plus a summary worksheet with the counts updated / inserted / failed.
 */
export async function writeFeedback(
  out: Writable,
  sheet: SheetDef,
  language: Language,
  rows: AsyncIterable<FeedbackRow>,
  summary: FeedbackSummary,
): Promise<void> {
  const workbook = workbookWriter(out);
  const data = addDataSheet(workbook, sheet, language, {
    leading: [{ header: text(language, '原行号', 'Row'), width: 8 }],
    trailing: [{ header: text(language, '错误信息', 'Errors'), width: 60 }],
  });
  const errorCol = sheet.columns.length + 2;
  for await (const r of rows) {
    if (out.destroyed) throw out.errored ?? new Error('feedback file output closed');
    const row = data.addRow([
      r.rowNumber,
      ...r.cells.map((c) => cellPrimitive(c)),
      r.messages.join('\n') || null,
    ]);
    if (r.messages.length > 0) {
      const cell = row.getCell(errorCol);
      cell.fill = ERROR_FILL;
      cell.font = { color: { argb: 'FFC0392B' } };
      cell.alignment = { wrapText: true, vertical: 'top' };
    }
    row.commit();
    await sheetDrained(data, out);
  }
  data.commit();
  const sum = workbook.addWorksheet(text(language, '导入结果', 'Summary'));
  sum.columns = [{ width: 20 }, { width: 70 }];
  const lines: [string, string | number][] = [
    [text(language, '文件', 'File'), summary.fileName],
    [text(language, '数据行数', 'Rows'), summary.total],
    [text(language, '新增', 'Inserted'), summary.inserted],
    [text(language, '更新', 'Updated'), summary.updated],
    [text(language, '失败', 'Failed'), summary.failed],
    [
      text(language, '结果', 'Result'),
      summary.inserted + summary.updated > 0
        ? text(
            language,
            '导入中断：错误行之前的数据已保存，其余未保存。请按“错误信息”列修改后重新导入本文件（已保存的行会再次按文件更新）。',
            'The import was interrupted: the records before the failed rows were saved, the rest were not. Correct the rows named in the Errors column and import this whole file again (saved rows are simply updated again).',
          )
        : text(
            language,
            '存在有错误的行，未保存任何数据。请按“错误信息”列修改后重新导入本文件。',
            'Some rows have errors, so nothing was saved. Correct the rows named in the Errors column and import this file again.',
          ),
    ],
  ];
  for (const [label, value] of lines) {
    const row = sum.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sum.commit();
  await workbook.commit();
}
