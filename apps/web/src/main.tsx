import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installErrorReporting } from './app/api/error-report';
import { catchUnhandledApiErrors } from './app/api/unhandled';
import { initI18n } from './app/i18n';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { reloadOnStaleChunks, startVersionPolling } from './app/version-poll';
import './app/global.css';
import './app/list.css';
import './app/pages.css';

catchUnhandledApiErrors();
installErrorReporting();
reloadOnStaleChunks();
startVersionPolling();

void initI18n().then(() => {
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
