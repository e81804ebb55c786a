import { type ErrorCode, MONEY_MAX } from '@spm/domain';
import Decimal from 'decimal.js';
import { type ColumnDef, type EnumValue, enumCode } from './sheet';

/** A plain cell value: what a cell shows once rich text, formulas and links are unwrapped. */
export type CellPrimitive = string | number | boolean | Date | null;

/** A problem with one cell or row; the message is made later in the reader's language. */
export interface CellIssue {
  /** Column key; null for a whole-row problem. */
  column: string | null;
  code: ErrorCode;
  params?: Record<string, unknown>;
}

export type CellResult =
  | { ok: true; value: string | number | boolean | null }
  | { ok: false; issue: CellIssue };

/**
 * Unwraps an exceljs cell value: rich text → its text, formula → its cached result, hyperlink → its
 * text, shared-string reference / error (`#N/A`) → null-ish text, blank strings → null.
 */
export function cellPrimitive(value: unknown): CellPrimitive {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean' || value instanceof Date) return value;
  if (typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText)) {
      return cellPrimitive((v.richText as { text?: unknown }[]).map((r) => String(r.text ?? '')).join(''));
    }
    if ('result' in v) return cellPrimitive(v.result);
    if ('formula' in v || 'sharedFormula' in v) return null;
    if ('text' in v) return cellPrimitive(v.text);
    if ('error' in v) return String(v.error);
  }
  return null;
}

const DAY_MS = 86_400_000;
/** Excel's day 0 (1900 date system, with its 1900-02-29 quirk folded in): 1899-12-30 UTC. */
const EXCEL_EPOCH_MS = Date.UTC(1899, 11, 30);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoOfUtc = (d: Date) =>
  `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

function validDate(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? isoOfUtc(date) : null;
}

/** A date cell → `yyyy-MM-dd`: Date (exceljs reads date-formatted serials as UTC), serial number, or text. */
export function parseDate(value: CellPrimitive): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : isoOfUtc(value);
  if (typeof value === 'number') {
    if (value < 1 || value > 2_958_465) return null;
    return isoOfUtc(new Date(EXCEL_EPOCH_MS + Math.floor(value) * DAY_MS));
  }
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(text);
  if (parts) return validDate(Number(parts[1]), Number(parts[2]), Number(parts[3]));
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return validDate(Number(compact[1]), Number(compact[2]), Number(compact[3]));
  return null;
}

const TRUE_WORDS = new Set(['y', 'yes', 'true', '1', '是', '√', 't']);
const FALSE_WORDS = new Set(['n', 'no', 'false', '0', '否', '×', 'f']);

/** Text of a number as a spreadsheet shows it (15 significant digits, no float noise). */
function numberText(n: number): string {
  return new Decimal(n.toPrecision(15)).toFixed();
}

function textOf(value: CellPrimitive): string {
  if (value instanceof Date) return isoOfUtc(value);
  if (typeof value === 'number') return numberText(value);
  return String(value).trim();
}

/** A number cell (or number stored as text, with thousands separators) as a Decimal, else null. */
function parseNumber(value: CellPrimitive): Decimal | null {
  if (typeof value === 'number') return new Decimal(value.toPrecision(15));
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/[\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/,/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(text)) return null;
  return new Decimal(text);
}

function matchEnum(values: readonly EnumValue[], text: string): string | null {
  const wanted = text.trim().toLowerCase();
  for (const v of values) {
    const code = enumCode(v);
    const names =
      typeof v === 'string' ? [v] : [v.value, v.zh, v.en, `${v.value} ${v.zh}`, `${v.value} ${v.en}`];
    if (names.some((n) => n.toLowerCase() === wanted)) return code;
  }
  return null;
}

/** Largest value an `int` column accepts by default (PostgreSQL `integer`). */
const INT_MAX = 2_147_483_647;

/**
 * Reads one cell by its column definition. Empty → null (EXCEL_CELL_REQUIRED when required). Checks:
 * string length (EXCEL_CELL_TOO_LONG {max}); int (EXCEL_CELL_NOT_INTEGER); decimal/money
 * (EXCEL_CELL_NOT_NUMBER, EXCEL_CELL_DECIMALS {decimals}); numeric range (EXCEL_CELL_OUT_OF_RANGE
 * {min, max}); date (EXCEL_CELL_NOT_DATE); bool (EXCEL_CELL_NOT_BOOL); enum (EXCEL_CELL_NOT_ALLOWED
 * {allowed}). Values: string, int → number, decimal → plain decimal string, money → string with 2
 * decimals, date → `yyyy-MM-dd`, bool → boolean, enum → the value's code.
 */
export function parseCell(column: ColumnDef, raw: unknown): CellResult {
  const value = cellPrimitive(raw);
  const fail = (code: ErrorCode, params: Record<string, unknown> = {}): CellResult => ({
    ok: false,
    issue: { column: column.key, code, params },
  });
  if (value === null) return column.required ? fail('EXCEL_CELL_REQUIRED') : { ok: true, value: null };

  switch (column.type) {
    case 'string': {
      const text = column.normalize ? column.normalize(textOf(value)) : textOf(value);
      if (text === '') return column.required ? fail('EXCEL_CELL_REQUIRED') : { ok: true, value: null };
      if (column.max !== undefined && [...text].length > column.max)
        return fail('EXCEL_CELL_TOO_LONG', { max: column.max });
      return { ok: true, value: text };
    }
    case 'int': {
      const n = parseNumber(value);
      if (!n?.isInteger()) return fail('EXCEL_CELL_NOT_INTEGER');
      const min = column.min ?? -INT_MAX;
      const max = column.max ?? INT_MAX;
      if (n.lt(min) || n.gt(max)) return fail('EXCEL_CELL_OUT_OF_RANGE', { min, max });
      return { ok: true, value: n.toNumber() };
    }
    case 'decimal':
    case 'money': {
      const n = parseNumber(value);
      if (!n) return fail('EXCEL_CELL_NOT_NUMBER');
      const decimals = column.type === 'money' ? 2 : (column.decimals ?? 4);
      if (n.decimalPlaces() > decimals) return fail('EXCEL_CELL_DECIMALS', { decimals });
      const min = column.min ?? (column.type === 'money' ? 0 : undefined);
      const max = column.max ?? (column.type === 'money' ? MONEY_MAX : undefined);
      if ((min !== undefined && n.lt(min)) || (max !== undefined && n.gt(max))) {
        return fail('EXCEL_CELL_OUT_OF_RANGE', { min: min ?? '-', max: max ?? '-' });
      }
      return { ok: true, value: column.type === 'money' ? n.toFixed(2) : n.toFixed() };
    }
    case 'date': {
      const date = parseDate(value);
      return date ? { ok: true, value: date } : fail('EXCEL_CELL_NOT_DATE');
    }
    case 'bool': {
      if (typeof value === 'boolean') return { ok: true, value };
      const word = textOf(value).toLowerCase();
      if (TRUE_WORDS.has(word)) return { ok: true, value: true };
      if (FALSE_WORDS.has(word)) return { ok: true, value: false };
      return fail('EXCEL_CELL_NOT_BOOL');
    }
    case 'enum': {
      const values = column.enumValues ?? [];
      const code = matchEnum(values, textOf(value));
      return code !== null
        ? { ok: true, value: code }
        : fail('EXCEL_CELL_NOT_ALLOWED', { allowed: values.map(enumCode).join('/') });
    }
  }
}
