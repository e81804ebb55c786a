import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The business time zone (ARCHITECTURE §3 "Time"); overridable on the server by BUSINESS_TZ. */
export const DEFAULT_BUSINESS_TZ = 'Asia/Shanghai';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The business date (`yyyy-MM-dd`) of an instant in the given time zone. */
export function businessDate(instant: Date, tz: string = DEFAULT_BUSINESS_TZ): string {
  return dayjs(instant).tz(tz).format(DATE_FORMAT);
}

/** First day of the business month of an instant, `yyyy-MM-dd`. */
export function businessMonthStart(instant: Date, tz: string = DEFAULT_BUSINESS_TZ): string {
  return dayjs(instant).tz(tz).startOf('month').format(DATE_FORMAT);
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in the business time zone. */
export function businessDateTime(instant: Date, tz: string = DEFAULT_BUSINESS_TZ): string {
  return dayjs(instant).tz(tz).format(DATE_TIME_FORMAT);
}

/** Is `value` a real calendar date written `yyyy-MM-dd`? */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayjs(value, DATE_FORMAT).format(DATE_FORMAT) === value;
}
