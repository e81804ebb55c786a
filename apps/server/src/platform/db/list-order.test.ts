import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listOrder, requestedSort } from './list-order';
import { users } from './platform.tables';

const dialect = new PgDialect();
const text = (sort: string | undefined) =>
  listOrder(sort, { name: users.name }, users.username, users.id).map((part) => dialect.sqlToQuery(part).sql);

describe('listOrder', () => {
  it('sorts by the named column, ascending or with a leading minus descending, then by the tie-break', () => {
    expect(text('name')).toEqual(['"users"."name" asc', '"users"."id" asc']);
    expect(text('-name')).toEqual(['"users"."name" desc', '"users"."id" desc']);
  });

  it('falls back to the default column, descending without a sort', () => {
    expect(text(undefined)).toEqual(['"users"."username" desc', '"users"."id" desc']);
    expect(text('-unknown')).toEqual(['"users"."username" desc', '"users"."id" desc']);
  });
});

describe('requestedSort', () => {
  const sortable = { name: users.name, createdAt: users.createdAt };

  it('reads `field` as ascending and `-field` as descending', () => {
    expect(requestedSort('name', sortable)).toEqual({ field: 'name', descending: false });
    expect(requestedSort('-createdAt', sortable)).toEqual({ field: 'createdAt', descending: true });
  });

  it('answers null for no sort, an unknown field or a name every object inherits', () => {
    for (const sort of [undefined, '', 'unknown', 'toString', '-constructor', 'valueOf', 'hasOwnProperty'])
      expect(requestedSort(sort, sortable)).toBeNull();
    expect(text('toString')).toEqual(['"users"."username" asc', '"users"."id" asc']);
  });
});
