import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { businessDate, businessDateTime, businessMonthStart } from './time';

const SHANGHAI = 'Asia/Shanghai';

dayjs.extend(utc);
dayjs.extend(timezone);

const ZONES = [
  'Asia/Shanghai',
  'UTC',
  'America/New_York',
  'Europe/Berlin',
  'Asia/Kolkata',
  'Pacific/Chatham',
];

describe('business date and time of an instant', () => {
  it('agree with the date library on any instant of years 1970–2100, in zones with and without DST', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...ZONES),
        (instant, tz) => {
          expect(businessDate(instant, tz)).toBe(dayjs(instant).tz(tz).format('YYYY-MM-DD'));
          expect(businessDateTime(instant, tz)).toBe(dayjs(instant).tz(tz).format('YYYY-MM-DD HH:mm:ss'));
          expect(businessMonthStart(instant, tz)).toBe(
            dayjs(instant).tz(tz).startOf('month').format('YYYY-MM-DD'),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('turns the day at midnight of the business zone, not of UTC', () => {
    expect(businessDate(new Date('2026-11-28T15:59:59Z'), SHANGHAI)).toBe('2026-11-28');
    expect(businessDate(new Date('2026-11-28T16:00:00Z'), SHANGHAI)).toBe('2026-11-29');
    expect(businessDateTime(new Date('2026-11-28T16:00:00Z'), SHANGHAI)).toBe('2026-11-29 00:00:00');
    expect(businessDateTime(new Date('2026-03-29T01:30:00Z'), 'Europe/Berlin')).toBe('2026-03-29 03:30:00');
    expect(businessMonthStart(new Date('2026-11-30T16:00:00Z'), SHANGHAI)).toBe('2026-12-01');
  });
});
