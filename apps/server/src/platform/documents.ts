import { businessDate } from '@spm/domain';
import type { DbOrTx } from './db/client';
import { AppError } from './errors';
import { nextNumber } from './numbering';

/**
 * The next number of a daily document series: `<prefix><yyyyMMdd><4 digits>` (e.g. `TR202611210001`),
 * the day being `at`'s business date in `timeZone` (the configured business time zone) and the
 * digits the series' counter for that day (`nextNumber`: no duplicates, no gaps). Call it inside the
 * transaction that stores the document.
 */
export async function dailyDocumentNo(
  tx: DbOrTx,
  series: string,
  prefix: string,
  at: Date,
  timeZone: string,
): Promise<string> {
  const day = businessDate(at, timeZone).replaceAll('-', '');
  const seq = await nextNumber(tx, series, day);
  return `${prefix}${day}${String(seq).padStart(4, '0')}`;
}

/** Throws CONCURRENT_MODIFICATION (409) when the document's version is not the one the caller saw. */
export function checkVersion(current: { version: number }, seen: number): void {
  if (current.version !== seen) throw new AppError('CONCURRENT_MODIFICATION');
}

/**
 * The creation columns of a new document row: created by `principal` at `at` (the injected clock's
 * time), and last changed then too. Spread into the row's insert values.
 */
export const creationStamps = (principal: { userId: number }, at: Date) => ({
  createdBy: principal.userId,
  createdAt: at,
  updatedAt: at,
});
