import dayjs from 'dayjs';

/** The business time zone (ARCHITECTURE §3 "Time"); overridable on the server by BUSINESS_TZ. */
export const DEFAULT_BUSINESS_TZ = 'Asia/Shanghai';

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * One `Intl.DateTimeFormat` per time zone, made once: building a formatter is the expensive part of
 * converting an instant (dayjs's `.tz()` builds one per call: 8.7 % of the server's time under the
 * order-list load, docs/benchmarks.md "What changed in this round").
 */
const partsFormats = new Map<string, Intl.DateTimeFormat>();

function partsFormatOf(tz: string): Intl.DateTimeFormat {
  let format = partsFormats.get(tz);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormats.set(tz, format);
  }
  return format;
}

/** Calendar fields of an instant in `tz`, each zero-padded (year four digits). */
function wallClock(
  instant: Date,
  tz: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string> {
  const out = { year: '', month: '', day: '', hour: '', minute: '', second: '' };
  for (const part of partsFormatOf(tz).formatToParts(instant)) {
    if (part.type in out) out[part.type as keyof typeof out] = part.value;
  }
  out.year = out.year.padStart(4, '0');
  return out;
}

/** The business date (`yyyy-MM-dd`) of an instant in the given time zone. */
export function businessDate(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${w.year}-${w.month}-${w.day}`;
}

/** First day of the business month of an instant, `yyyy-MM-dd`. */
export function businessMonthStart(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${w.year}-${w.month}-01`;
}

/** `yyyy-MM-dd HH:mm:ss` of an instant in the business time zone. */
export function businessDateTime(instant: Date, tz: string): string {
  const w = wallClock(instant, tz);
  return `${w.year}-${w.month}-${w.day} ${w.hour}:${w.minute}:${w.second}`;
}

/** Is `value` a real calendar date written `yyyy-MM-dd`? */
export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return dayjs(value, DATE_FORMAT).format(DATE_FORMAT) === value;
}
