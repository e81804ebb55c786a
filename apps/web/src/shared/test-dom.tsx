import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { sessionKey } from '../app/auth/session';
import { i18n, initI18n } from '../app/i18n';

/**
 * jsdom lacks what antd measures with; stubs them, loads the zh-CN catalogs and antd's message module
 * (which `notify` imports on first use: loaded here, a test's last message does not import it after the
 * file's environment is gone). Test code only.
 */
export async function setUpDom(): Promise<void> {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
  window.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  await Promise.all([initI18n('zh-CN'), import('antd/es/message')]);
}

/**
 * `beforeAll(setUpDomWith('claims'))`: `setUpDom`, then the catalogs of the feature namespaces `ns`
 * whose wording the test reads. Test code only.
 */
export const setUpDomWith =
  (...ns: string[]) =>
  async (): Promise<void> => {
    await setUpDom();
    await i18n.loadNamespaces(ns);
  };

/**
 * Wraps a component under test in a query client whose session grants `permissions`, antd's App and
 * a router at `path`. Test code only.
 */
export function withSession(permissions: string[], children: ReactNode, path = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(sessionKey, { me: { permissions }, account: {}, serverOffsetMs: 0 });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <App>{children}</App>
      </MemoryRouter>
    </QueryClientProvider>
  );
}
