import { type Language, type PageKey, pageCatalog } from '@spm/domain';

/** Cell types of a column; each has its own parsing, template note and export format. */
export type ColumnType = 'string' | 'int' | 'decimal' | 'money' | 'date' | 'bool' | 'enum';

/** An allowed value of an enum column; the cell may hold the value or either label. */
export type EnumValue = string | { value: string; zh: string; en: string };

/**
 * One column of a sheet. The same definition makes the template header and notes, reads imported
 * cells and writes exported ones.
 */
export interface ColumnDef<K extends string = string, T extends ColumnType = ColumnType> {
  /** Field name in the parsed row and in exported rows. */
  key: K;
  headerZh: string;
  headerEn: string;
  type: T;
  /** An empty cell is refused (EXCEL_CELL_REQUIRED). */
  required?: boolean;
  /** string: most characters; int/decimal/money: largest value. */
  max?: number;
  /** int/decimal/money: smallest value (e.g. 0 for quantities). */
  min?: number;
  /** decimal: most decimals (default 4); money always 2. */
  decimals?: number;
  /** enum: the allowed values. */
  enumValues?: readonly EnumValue[];
  /** string: applied to the trimmed text before checks (e.g. upper-case a part code). */
  normalize?: (text: string) => string;
  /** Shown in the template's example row. */
  example?: string | number | boolean;
  /** Column width in characters (default from the header). */
  width?: number;
  /** Extra rule text for the template's notes sheet. */
  noteZh?: string;
  noteEn?: string;
  /**
   * Export only, on a string column: the row's value is a point in time (ISO text or a `Date`), written
   * as its business date-time `yyyy-MM-dd HH:mm:ss` in the business time zone (see `dateTimeColumn`).
   */
  dateTime?: boolean;
  /**
   * Export only, on a date column: the row's value is a point in time (ISO text or a `Date`), written
   * as its business date `yyyy-MM-dd` in the business time zone (see `instantDateColumn`).
   */
  instantDate?: boolean;
}

/** An export column of text; `width` in characters where the header would make it too narrow. */
export const textColumn = <K extends string>(key: K, headerZh: string, headerEn: string, width?: number) =>
  ({ key, headerZh, headerEn, type: 'string', ...(width ? { width } : {}) }) as const;

/** An export column of money (CNY, 2 decimals). */
export const moneyColumn = <K extends string>(key: K, headerZh: string, headerEn: string) =>
  ({ key, headerZh, headerEn, type: 'money' }) as const;

/** A column of business dates (`yyyy-MM-dd`, business time zone); 12 characters wide unless given. */
export const dateColumn = <K extends string>(key: K, headerZh: string, headerEn: string, width = 12) =>
  ({ key, headerZh, headerEn, type: 'date', width }) as const;

/**
 * An export column of the business dates of points in time (the row holds ISO text or a `Date`, null
 * when missing: a creation time shown as a day), `yyyy-MM-dd` in the business time zone.
 */
export const instantDateColumn = <K extends string>(key: K, headerZh: string, headerEn: string) =>
  ({ key, headerZh, headerEn, type: 'date', width: 12, instantDate: true }) as const;

/**
 * An export column of points in time (the row holds ISO text or a `Date`, null when missing), written as
 * business date-times `yyyy-MM-dd HH:mm:ss` in the business time zone; 20 characters wide.
 */
export const dateTimeColumn = <K extends string>(key: K, headerZh: string, headerEn: string) =>
  ({ key, headerZh, headerEn, type: 'string', width: 20, dateTime: true }) as const;

/** An export column of whole numbers (quantities in pieces, counts). */
export const intColumn = <K extends string>(key: K, headerZh: string, headerEn: string) =>
  ({ key, headerZh, headerEn, type: 'int' }) as const;

/**
 * An export column of a domain enumeration (a status, a type), shown by its bilingual labels; the
 * row holds the code as a string. `width` in characters where the header would make it too narrow.
 */
export const labelledColumn = <K extends string, V extends string | number>(
  key: K,
  headerZh: string,
  headerEn: string,
  values: readonly V[],
  labels: Readonly<Record<V, { zh: string; en: string }>>,
  width?: number,
) =>
  ({
    key,
    headerZh,
    headerEn,
    type: 'enum',
    enumValues: labelledValues(values, labels),
    ...(width ? { width } : {}),
  }) as const;

/**
 * An export column of a coded value shown by the labels of a whole label table (code → bilingual
 * labels, see `labelTableValues`); the row holds the code as a string.
 */
export const labelTableColumn = <K extends string>(
  key: K,
  headerZh: string,
  headerEn: string,
  labels: Readonly<Record<string | number, { zh: string; en: string }>>,
) => ({ key, headerZh, headerEn, type: 'enum', enumValues: labelTableValues(labels) }) as const;

/** The parsed value of a cell type (null = empty cell). Money and decimals stay strings (decimal.js). */
export type ValueOf<T extends ColumnType> = T extends 'int' ? number : T extends 'bool' ? boolean : string;

/** A parsed row of a sheet: one field per column. */
export type RowOf<C extends readonly ColumnDef[]> = {
  [D in C[number] as D['key']]: ValueOf<D['type']> | null;
};

/** A sheet: the columns of one template / import / export (one page button). */
export interface SheetDef<C extends readonly ColumnDef[] = readonly ColumnDef[]> {
  /** Unique key, used in template URLs (`/api/v1/templates/{key}/download`). */
  key: string;
  /** Page of the permission catalogue the sheet belongs to. */
  page: PageKey;
  /** The page action (button) whose permission the import needs, e.g. `import`, `stockImport`. */
  button: string;
  buttonZh: string;
  buttonEn: string;
  titleZh: string;
  titleEn: string;
  columns: C;
  /**
   * Columns whose combination may appear only once in a file (spec §5 "import rows cannot repeat the
   * same combination"); a repeat is refused with EXCEL_ROW_DUPLICATE naming the first row.
   */
  uniqueBy?: readonly C[number]['key'][];
}

/** An action of a page of the permission catalogue. */
export type PageAction<P extends PageKey> = (typeof pageCatalog)[P]['actions'][number];

/**
 * Defines a sheet; keeps the literal column keys and types so rows are typed (`RowOf`), and checks at
 * compile time that `button` is an action of `page`.
 */
export function defineSheet<const C extends readonly ColumnDef[], P extends PageKey>(
  def: SheetDef<C> & { page: P; button: PageAction<P> },
): SheetDef<C> {
  const keys = new Set<string>();
  for (const column of def.columns) {
    if (keys.has(column.key)) throw new Error(`sheet ${def.key}: column ${column.key} defined twice`);
    keys.add(column.key);
    if (column.type === 'enum' && !column.enumValues?.length)
      throw new Error(`sheet ${def.key}: enum ${column.key} has no values`);
  }
  for (const key of def.uniqueBy ?? []) {
    if (!keys.has(key)) throw new Error(`sheet ${def.key}: uniqueBy names unknown column ${key}`);
  }
  return def;
}

/** The pages that have an `export` button. */
export type ExportPage = { [P in PageKey]: 'export' extends PageAction<P> ? P : never }[PageKey];

/** Defines the sheet of a page's `export` button (导出 / Export): `defineSheet` with the button filled in. */
export function defineExportSheet<const C extends readonly ColumnDef[], P extends ExportPage>(
  def: Omit<SheetDef<C>, 'button' | 'buttonZh' | 'buttonEn'> & { page: P },
): SheetDef<C> {
  return defineSheet<C, P>({
    ...def,
    button: 'export' as PageAction<P>,
    buttonZh: '导出',
    buttonEn: 'Export',
  });
}

/**
 * Defines the sheet of a page's `export` button titled as the page is named in the catalogue (its
 * zh-CN and en-US names): `defineExportSheet` of `key` and `columns`.
 */
export const definePageExportSheet = <const C extends readonly ColumnDef[], P extends ExportPage>(
  page: P,
  key: string,
  columns: C,
): SheetDef<C> =>
  defineExportSheet<C, P>({
    key,
    page,
    titleZh: pageCatalog[page].zh,
    titleEn: pageCatalog[page].en,
    columns,
  });

/** Rows a page of an export reads at a time. */
const EXPORT_PAGE = 1000;

/**
 * Every row of a paged list query for an export, page by page (never the whole list in memory):
 * `list(page, pageSize)` answers one page; the last page is the first one shorter than a full page.
 */
export async function* everyRow<T>(
  list: (page: number, pageSize: number) => Promise<{ items: readonly T[] }>,
) {
  for (let page = 1; ; page++) {
    const { items } = await list(page, EXPORT_PAGE);
    yield* items;
    if (items.length < EXPORT_PAGE) return;
  }
}

export const columnHeader = (column: ColumnDef, language: Language): string =>
  language === 'en-US' ? column.headerEn : column.headerZh;

export const sheetTitle = (sheet: SheetDef, language: Language): string =>
  language === 'en-US' ? sheet.titleEn : sheet.titleZh;

export const buttonLabel = (sheet: SheetDef, language: Language): string =>
  language === 'en-US' ? sheet.buttonEn : sheet.buttonZh;

/** The permission code of a sheet's button (`<page>:<button>`). */
export const sheetPermission = (sheet: SheetDef): string => `${sheet.page}:${sheet.button}`;

/** Header text as compared: trimmed, `*` marks and blanks removed, full-width folded, lower case. */
export function normalizeHeader(text: string): string {
  return text
    .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s*\u3000]/g, '')
    .toLowerCase();
}

/** Every text that names a column in a header row: its zh and en headers and its key. */
export function headerIndex(columns: readonly ColumnDef[]): Map<string, number> {
  const index = new Map<string, number>();
  columns.forEach((column, i) => {
    for (const name of [column.headerZh, column.headerEn, column.key]) index.set(normalizeHeader(name), i);
  });
  return index;
}

/** The enum values of a domain enumeration with its bilingual labels (codes as strings). */
export const labelledValues = <V extends string | number>(
  values: readonly V[],
  labels: Readonly<Record<V, { zh: string; en: string }>>,
): EnumValue[] => values.map((v) => ({ value: String(v), zh: labels[v].zh, en: labels[v].en }));

/**
 * The enum values of a whole label table (code → bilingual labels), codes as strings in the table's
 * key order (numeric codes ascending).
 */
export const labelTableValues = (
  labels: Readonly<Record<string | number, { zh: string; en: string }>>,
): EnumValue[] => Object.entries(labels).map(([value, l]) => ({ value, zh: l.zh, en: l.en }));

/** An enum value's code. */
export const enumCode = (value: EnumValue): string => (typeof value === 'string' ? value : value.value);

/** An enum value as shown to a user: `CUR` or `CUR 正常`. */
export function enumText(value: EnumValue, language: Language): string {
  if (typeof value === 'string') return value;
  const label = language === 'en-US' ? value.en : value.zh;
  return label === value.value ? value.value : `${value.value} ${label}`;
}
