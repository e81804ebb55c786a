import { masterDataEndpoints } from '@spm/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '../../app/api/endpoint';
import { masterApis } from './api';

vi.mock('../../app/api/endpoint', () => ({
  call: vi.fn(async () => undefined),
  urlOf: () => ({ path: '/x' }),
}));

afterEach(() => vi.clearAllMocks());

describe('masterCalls (masterApis)', () => {
  const dealers = masterDataEndpoints.dealers;

  it('lists with the query and abolishes by code with the version', async () => {
    await masterApis.dealers.fetch({ keyword: 'D1' });
    expect(call).toHaveBeenCalledWith(dealers.list, { query: { keyword: 'D1' } });
    await masterApis.dealers.retire('D001', 4);
    expect(call).toHaveBeenCalledWith(dealers.abolish, { params: { code: 'D001' }, body: { version: 4 } });
  });

  it('creates idempotently and updates by code, both leaving a refusal to the form', async () => {
    const body = { name: 'A' } as never;
    await masterApis.suppliers.create(body);
    expect(call).toHaveBeenCalledWith(
      masterDataEndpoints.suppliers.create,
      { body },
      { idempotencyKey: true, silent: true },
    );
    await masterApis.warehouses.update('W01', body);
    expect(call).toHaveBeenCalledWith(
      masterDataEndpoints.warehouses.update,
      { params: { code: 'W01' }, body },
      { silent: true },
    );
  });
});
