import type { Page } from '@spm/contracts';
import { describe, expect, it } from 'vitest';
import { listSource } from './list-source';

interface Row {
  code: string;
}

describe('listSource', () => {
  it('holds the page, query key and fetch with the options given', async () => {
    const page: Page<Row> = { items: [{ code: 'A' }], total: 1, page: 1, pageSize: 20 };
    const fetch = async () => page;
    const source = listSource('demo', ['demo', 'list'], fetch, { rowKey: 'code', exportUrl: '/x/export' });
    expect(source).toEqual({
      page: 'demo',
      queryKey: ['demo', 'list'],
      fetch,
      rowKey: 'code',
      exportUrl: '/x/export',
    });
    expect(await source.fetch({ page: 1, pageSize: 20 })).toBe(page);
  });

  it('leaves the options out when none are given', () => {
    const source = listSource('demo', ['demo'], async () => ({ items: [], total: 0, page: 1, pageSize: 20 }));
    expect(Object.keys(source)).toEqual(['page', 'queryKey', 'fetch']);
  });
});
