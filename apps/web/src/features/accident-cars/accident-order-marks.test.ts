import { describe, expect, it, vi } from 'vitest';

vi.mock('../../app/api/endpoint', () => ({ call: vi.fn(), urlOf: () => ({ path: '/' }) }));

import { call } from '../../app/api/endpoint';
import { withAccidentOrderIds } from './api';

const page = (ids: number[]) => ({
  items: ids.map((id) => ({ id })),
  total: ids.length,
  page: 1,
  pageSize: 20,
});

describe('withAccidentOrderIds', () => {
  it('marks the orders converted already in one request, the others null', async () => {
    vi.mocked(call).mockResolvedValueOnce({ items: [{ id: 9, dealerOrderId: 2 }] } as never);
    const marked = await withAccidentOrderIds(page([1, 2]));
    expect(marked.items).toEqual([
      { id: 1, accidentOrderId: null },
      { id: 2, accidentOrderId: 9 },
    ]);
    expect(vi.mocked(call).mock.calls[0][1]).toEqual({ query: { dealerOrderIds: '1,2', pageSize: 2 } });
  });

  it('leaves the marks unknown when the request fails, and asks nothing for an empty page', async () => {
    vi.mocked(call).mockClear().mockRejectedValueOnce(new Error('403'));
    expect((await withAccidentOrderIds(page([3]))).items).toEqual([{ id: 3, accidentOrderId: undefined }]);
    expect((await withAccidentOrderIds(page([]))).items).toEqual([]);
    expect(call).toHaveBeenCalledTimes(1);
  });
});
