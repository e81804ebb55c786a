import type { PgSelect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { listPage } from './paging';

/** A stand-in for a dynamic select: records the limit and offset it is cut with, in call order. */
function fakeSelect(rows: number[], calls: string[]) {
  const cut = { limit: 0, offset: 0 };
  const select = {
    limit(n: number) {
      cut.limit = n;
      return {
        offset(m: number) {
          cut.offset = m;
          calls.push('rows');
          return Promise.resolve(rows.slice(m, m + n));
        },
      };
    },
  };
  return { select: select as unknown as PgSelect, cut };
}

const counted = (total: number, calls: string[]) => ({
  // biome-ignore lint/suspicious/noThenProperty: a lazy query is a thenable, as drizzle's are
  then: <T>(resolve: (rows: { total: number }[]) => T) => {
    calls.push('count');
    return Promise.resolve(resolve([{ total }]));
  },
});

describe('listPage', () => {
  it('cuts the rows to the asked page, counts first and maps each row', async () => {
    const calls: string[] = [];
    const { select, cut } = fakeSelect([1, 2, 3, 4, 5, 6, 7], calls);
    const page = await listPage(counted(7, calls), select, { page: 2, pageSize: 3 }, (r) => `#${r}`);
    expect(page).toEqual({ items: ['#4', '#5', '#6'], total: 7, page: 2, pageSize: 3 });
    expect(cut).toEqual({ limit: 3, offset: 3 });
    expect(calls).toEqual(['count', 'rows']);
  });

  it('answers the rows as they are without a mapping', async () => {
    const calls: string[] = [];
    const { select } = fakeSelect([1, 2, 3], calls);
    expect((await listPage(counted(3, calls), select, { page: 1, pageSize: 2 })).items).toEqual([1, 2]);
  });

  it('answers an empty page past the end with the total', async () => {
    const calls: string[] = [];
    const { select } = fakeSelect([1, 2], calls);
    expect(await listPage(counted(2, calls), select, { page: 3, pageSize: 20 }, (r) => r)).toEqual({
      items: [],
      total: 2,
      page: 3,
      pageSize: 20,
    });
  });
});
