import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  businessDaysFilter,
  containsAny,
  containsPattern,
  dayRange,
  equalFilters,
  escapeLike,
  prefixPattern,
  startsWithAny,
} from './filters';
import { users } from './platform.tables';

const dialect = new PgDialect();
const render = (q: { username?: string; name?: string | null; failedAttempts?: number }) => {
  const where = and(
    ...equalFilters(q, { username: users.username, name: users.name, failedAttempts: users.failedAttempts }),
  );
  if (!where) return undefined;
  const { sql, params } = dialect.sqlToQuery(where);
  return { sql, params };
};

describe('equalFilters', () => {
  it('filters by each given field, in the order the columns are named', () => {
    expect(render({ name: 'Li', username: 'li' })).toEqual({
      sql: '("users"."username" = $1 and "users"."name" = $2)',
      params: ['li', 'Li'],
    });
  });

  it('keeps a number 0 and drops an absent field, a null and an empty text', () => {
    expect(render({ failedAttempts: 0, username: '', name: null })).toEqual({
      sql: '"users"."failed_attempts" = $1',
      params: [0],
    });
    expect(render({})).toBeUndefined();
  });
});

describe('businessDaysFilter', () => {
  const renderDays = (from?: string, to?: string, tz = 'Asia/Shanghai') => {
    const where = and(...businessDaysFilter(users.createdAt, from, to, tz));
    return where ? dialect.sqlToQuery(where) : undefined;
  };

  it('spans whole business days, both ends inclusive, in the business time zone', () => {
    const q = renderDays('2026-11-01', '2026-11-30');
    expect(q?.sql).toBe('("users"."created_at" >= $1 and "users"."created_at" < $2)');
    // the column's driver value of each bound (timestamptz: ISO 8601 in UTC)
    expect(q?.params).toEqual(['2026-10-31T16:00:00.000Z', '2026-11-30T16:00:00.000Z']);
    // the same dates in another zone are other instants
    expect(renderDays('2026-11-01', undefined, 'Europe/Berlin')?.params).toEqual([
      '2026-10-31T23:00:00.000Z',
    ]);
  });

  it('filters only the sides that are given', () => {
    expect(renderDays(undefined, '2026-11-30')?.sql).toBe('"users"."created_at" < $1');
    expect(renderDays()).toBeUndefined();
  });

  it('knows a day of a daylight-saving change is 23 or 25 hours long', () => {
    const { start, end } = dayRange('2026-10-25', 'Europe/Berlin');
    expect((end.getTime() - start.getTime()) / 3_600_000).toBe(25);
  });
});

describe('LIKE patterns', () => {
  it('match the wildcards and the escape character of the text as themselves', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
    expect(containsPattern('DO_01')).toBe('%DO\\_01%');
    expect(prefixPattern('A-1%')).toBe('A-1\\%%');
  });

  it('leave text without wildcards as it is', () => {
    expect(containsPattern('机油滤清器')).toBe('%机油滤清器%');
    expect(prefixPattern('W01-')).toBe('W01-%');
  });
});

describe('containsAny / startsWithAny', () => {
  it('match any of the columns, case-insensitively, with the text escaped', () => {
    const q = dialect.sqlToQuery(containsAny('a_b', [users.username, users.name]) as never);
    expect(q.sql).toBe('("users"."username" ilike $1 or "users"."name" ilike $2)');
    expect(q.params).toEqual(['%a\\_b%', '%a\\_b%']);
    const p = dialect.sqlToQuery(startsWithAny('W1', [users.username]) as never);
    expect(p.sql).toBe('"users"."username" ilike $1');
    expect(p.params).toEqual(['W1%']);
  });

  it('filter nothing for an absent or empty text', () => {
    expect(containsAny(undefined, [users.username])).toBeUndefined();
    expect(startsWithAny('', [users.username])).toBeUndefined();
  });
});
