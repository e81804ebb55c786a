import { countPlanEndpoints, type Page } from '@spm/contracts';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../app/api/endpoint';
import { exportedListSource, listSource } from './list-source';

vi.mock('../app/api/endpoint', async (actual) => ({
  ...(await actual<typeof import('../app/api/endpoint')>()),
  call: vi.fn(),
}));

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

describe('exportedListSource', () => {
  it('reads the rows from the list endpoint and exports from the export file of the declared endpoints', async () => {
    const page = { items: [], total: 0, page: 2, pageSize: 20 };
    vi.mocked(call).mockResolvedValueOnce(page);
    const source = exportedListSource('countPlan', ['wh', 'count-plans'], countPlanEndpoints, {
      testId: 'count-plan-list',
    });
    expect(source).toMatchObject({
      page: 'countPlan',
      queryKey: ['wh', 'count-plans'],
      exportUrl: '/api/v1/warehouse/count-plans/export',
      testId: 'count-plan-list',
    });
    const params = { status: 1, page: 2, pageSize: 20, sort: '-planNo' };
    expect(await source.fetch(params)).toBe(page);
    expect(call).toHaveBeenCalledWith(countPlanEndpoints.list, { query: params });
  });
});
