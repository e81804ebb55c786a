import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The equality filters of a list query: `column = value` for each field named in `columns` that the
 * query gives. An absent field (undefined or null) or an empty text filters nothing; any number,
 * 0 included, does filter. Spread the answer into `and(...)`.
 */
export function equalFilters<Q extends object>(
  q: Q,
  columns: { [K in keyof Q]?: AnyPgColumn },
): (SQL | undefined)[] {
  return Object.entries(columns).map(([field, column]) => {
    const value = (q as Record<string, unknown>)[field];
    return value === undefined || value === null || value === ''
      ? undefined
      : eq(column as AnyPgColumn, value);
  });
}

/**
 * The instants a business date (`yyyy-MM-dd`) spans in the business time zone `tz`: `start`
 * inclusive, `end` exclusive (the next day's start).
 */
export function dayRange(date: string, tz: string): { start: Date; end: Date } {
  // the next date by the calendar (UTC has no clock changes), then its midnight in `tz`: a day on
  // which the clocks change is 23 or 25 hours long there
  const next = dayjs.utc(date).add(1, 'day').format('YYYY-MM-DD');
  return { start: dayjs.tz(date, tz).toDate(), end: dayjs.tz(next, tz).toDate() };
}

/**
 * The business-date range filter of a list query on an instant column (submitted, created at): from
 * the start of `from` to the end of `to`, both days inclusive and read in the business time zone `tz`
 * (not the server's or the database's). The bounds are instants computed here, so the column's index
 * serves (`column >= start and column < end`). An absent end filters nothing on its side. Spread the
 * answer into `and(...)`.
 */
export function businessDaysFilter(
  column: AnyPgColumn,
  from: string | undefined,
  to: string | undefined,
  tz: string,
): SQL[] {
  return [
    ...(from ? [gte(column, dayRange(from, tz).start)] : []),
    ...(to ? [lt(column, dayRange(to, tz).end)] : []),
  ];
}

/** Escapes `%`, `_` and `\` for a LIKE pattern (PostgreSQL's default escape character `\`). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** The LIKE / ILIKE pattern "contains `text`", its `%`, `_` and `\` matched as themselves. */
export const containsPattern = (text: string): string => `%${escapeLike(text)}%`;

/** The LIKE / ILIKE pattern "starts with `text`", its `%`, `_` and `\` matched as themselves. */
export const prefixPattern = (text: string): string => `${escapeLike(text)}%`;

/**
 * The text filter "any of `columns` contains `text`" (ILIKE: case-insensitive; the text's `%`, `_` and
 * `\` matched as themselves). No filter (undefined) for an absent or empty text.
 */
export const containsAny = (text: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined =>
  text ? or(...columns.map((column) => ilike(column, containsPattern(text)))) : undefined;

/** The text filter "any of `columns` starts with `text`" (ILIKE, as `containsAny`); none for no text. */
export const startsWithAny = (text: string | undefined, columns: readonly AnyPgColumn[]): SQL | undefined =>
  text ? or(...columns.map((column) => ilike(column, prefixPattern(text)))) : undefined;

/**
 * The keyword filter of every master list and picker: the code or either name contains `keyword`, or —
 * for letters only — the pinyin initials of the Chinese name contain them (`bj` finds 北京配送中心).
 */
export function keywordFilter(
  keyword: string | undefined,
  columns: { code: AnyPgColumn; nameZh: AnyPgColumn; nameEn: AnyPgColumn; pinyinInitials: AnyPgColumn },
): SQL | undefined {
  if (!keyword) return undefined;
  const letters = /^[A-Za-z]+$/.test(keyword) ? keyword.toLowerCase() : null;
  return or(
    containsAny(keyword, [columns.code, columns.nameZh, columns.nameEn]),
    letters ? sql`${columns.pinyinInitials} like ${`%${letters}%`}` : undefined,
  );
}
