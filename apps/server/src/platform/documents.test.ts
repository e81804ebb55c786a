import { describe, expect, it } from 'vitest';
import type { DbOrTx } from './db/client';
import { checkVersion, creationStamps, dailyDocumentNo } from './documents';

/** A transaction whose number counter answers `value`, recording the counter rows asked for. */
function counterAnswering(value: number, asked: unknown[]): DbOrTx {
  const returning = async () => [{ value }];
  const onConflictDoUpdate = () => ({ returning });
  const values = (row: unknown) => {
    asked.push(row);
    return { onConflictDoUpdate };
  };
  return { insert: () => ({ values }) } as unknown as DbOrTx;
}

describe('dailyDocumentNo', () => {
  it('is the prefix, the business day and the day counter in four digits', async () => {
    const asked: unknown[] = [];
    const no = await dailyDocumentNo(
      counterAnswering(7, asked),
      'wh-TR',
      'TR',
      new Date('2026-11-21T10:00:00Z'),
      'Asia/Shanghai',
    );
    expect(no).toBe('TR202611210007');
    expect(asked).toEqual([{ series: 'wh-TR', period: '20261121', lastValue: 1 }]);
  });

  it('takes the day in the business time zone given', async () => {
    const lateUtc = new Date('2026-11-21T20:00:00Z');
    expect(await dailyDocumentNo(counterAnswering(12, []), 'claim', 'CL', lateUtc, 'Asia/Shanghai')).toBe(
      'CL202611220012',
    );
    expect(await dailyDocumentNo(counterAnswering(12, []), 'claim', 'CL', lateUtc, 'UTC')).toBe(
      'CL202611210012',
    );
  });
});

describe('checkVersion', () => {
  it('passes the version the caller saw and refuses another one', () => {
    expect(() => checkVersion({ version: 3 }, 3)).not.toThrow();
    expect(() => checkVersion({ version: 3 }, 2)).toThrow('CONCURRENT_MODIFICATION');
  });
});

describe('creationStamps', () => {
  it('is created by the user at the time, last changed then too', () => {
    const at = new Date('2026-11-21T02:00:00Z');
    expect(creationStamps({ userId: 42 }, at)).toEqual({ createdBy: 42, createdAt: at, updatedAt: at });
  });
});
