// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessionKey } from '../../../app/auth/session';
import { setUpDom } from '../../../shared/test-dom';
import { useAccountItems } from './account-items';

beforeAll(setUpDom);
afterEach(cleanup);

const withAccount = (me: object, user: object) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKey, {
    me: { roles: [], roleNames: [], ...me },
    account: { user },
    serverOffsetMs: 0,
  });
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
};

describe('useAccountItems', { timeout: 30_000 }, () => {
  it('lists the asked facts in order, labelled, with the dealer and the current warehouse', () => {
    const wrapper = withAccount(
      {
        userId: 'D001',
        accountType: 'Dealer',
        dealerCode: 'D001',
        dealerName: '一号经销商',
        passwordDaysLeft: 0,
      },
      { warehouseCode: 'W01', warehouseName: '北京库' },
    );
    const { result } = renderHook(
      () => useAccountItems(['userId', 'accountType', 'dealer', 'warehouse', 'passwordDaysLeft']),
      { wrapper },
    );
    expect(result.current.map((i) => [i.key, i.children])).toEqual([
      ['userId', 'D001'],
      ['accountType', '经销商'],
      ['dealer', 'D001 一号经销商'],
      ['warehouse', 'W01 北京库'],
      ['passwordDaysLeft', 0],
    ]);
    expect(result.current[0].label).toBe('用户名');
  });

  it('leaves out the facts the account does not have', () => {
    const wrapper = withAccount({ userId: 'admin', accountType: 'Internal' }, {});
    const { result } = renderHook(
      () => useAccountItems(['userId', 'dealer', 'warehouse', 'supplier', 'passwordDaysLeft']),
      { wrapper },
    );
    expect(result.current.map((i) => i.key)).toEqual(['userId']);
  });
});
