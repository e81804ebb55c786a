import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The instants a business date (`yyyy-MM-dd`) spans in the business time zone: `start` inclusive,
 * `end` exclusive (the next day's start), for index-friendly `>= start and < end` filters.
 */
export function dayRange(date: string, tz: string): { start: Date; end: Date } {
  const start = dayjs.tz(date, tz).startOf('day');
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}
