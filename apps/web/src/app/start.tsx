import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installErrorReporting } from './api/error-report';
import { catchUnhandledApiErrors } from './api/unhandled';
import { initI18n } from './i18n';
import type { Language } from './language';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { startVersionPolling } from './version-poll';

/**
 * The app proper (loaded by `main.tsx` beside the catalogs and the first screen's chunks): error
 * reporting, version polling, i18next in `language`, then the first render.
 */
export function start(language: Language): void {
  catchUnhandledApiErrors();
  installErrorReporting();
  startVersionPolling();
  void initI18n(language).then(() => {
    const root = document.getElementById('root');
    if (!root) return;
    createRoot(root).render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
}
