import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { installErrorReporting } from './api/error-report';
import { catchUnhandledApiErrors } from './api/unhandled';
import { fetchSession, sessionKey } from './auth/session';
import { isSignedIn } from './auth/storage';
import { currentLanguage, i18n, initI18n } from './i18n';
import type { Language } from './language';
import { AppProviders, queryClient } from './providers';
import { AppRoutes } from './router';
import { LayoutPage } from './router/first-screens';
import { firstPage } from './router/preload';
import { startVersionPolling } from './version-poll';

/**
 * What the first screen of a signed-in user needs, in before the first render: the layout, the
 * page's chunk and its catalogs. Rendered earlier, the screen would suspend for them, and React 19
 * then holds its reveal back by up to 300 ms (docs/benchmarks.md "What changed in this round"). A
 * failure is left to the screen (it loads what it needs itself and shows the error).
 */
async function firstScreenReady(): Promise<void> {
  const route = await firstPage(window.location.pathname).catch(() => undefined);
  await Promise.all([
    LayoutPage.preload(),
    route?.component?.preload(),
    route?.ns?.length ? i18n.loadNamespaces(route.ns) : undefined,
  ]).catch(() => undefined);
}

/**
 * The app proper (loaded by `main.tsx` beside the catalogs and the first screen's chunks): error
 * reporting, version polling, i18next in `language`, then the first render. A signed-in user's
 * session (`/api/v1/me` and the account info) is asked for at once, not after the first render; the
 * guard's query gets the same request (same key), and handles its failure as before.
 */
export function start(language: Language): void {
  catchUnhandledApiErrors();
  installErrorReporting();
  startVersionPolling();
  const ready = initI18n(language).then(() => (isSignedIn() ? firstScreenReady() : undefined));
  // the calls carry the language: only once i18next has taken it
  if (isSignedIn() && currentLanguage() === language) {
    void queryClient.prefetchQuery({
      queryKey: sessionKey,
      queryFn: fetchSession,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    });
  }
  void ready.then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}
