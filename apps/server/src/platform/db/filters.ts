import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { eq, gte, lt, type SQL } from 'drizzle-orm';
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
