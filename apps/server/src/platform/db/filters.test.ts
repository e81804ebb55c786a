import { and } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { equalFilters } from './filters';
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
