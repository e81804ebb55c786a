import { lazy, Suspense } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LoginPage } from './first-screens';
import { FORCED_PASSWORD_PATH, FullPageSpin, PublicOnly, RequireAuth, RequireForcedChange } from './guards';

const ForcedPasswordPage = lazy(() => import('../../features/auth/pages/ForcedPasswordPage'));
const AuthRedirectPage = lazy(() => import('../../features/auth/pages/AuthRedirectPage'));
const NotFoundPage = lazy(() => import('../../features/errors/pages/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../../features/errors/pages/UnauthorizedPage'));
const RouteErrorPage = lazy(() => import('../../features/errors/pages/RouteErrorPage'));

const suspended = (node: React.ReactNode) => <Suspense fallback={<FullPageSpin />}>{node}</Suspense>;

/**
 * The router: the public pages, then the signed-in layout. The layout matches the pages of the
 * route table itself (`layout/PageRoutes`), so the table, its icons and the feature route files
 * load with the layout and stay out of the login page.
 */
export function buildRoutes(): RouteObject[] {
  return [
    {
      errorElement: suspended(<RouteErrorPage />),
      children: [
        {
          path: '/login',
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
        },
        { path: '/auth-redirect', element: suspended(<AuthRedirectPage />) },
        {
          path: FORCED_PASSWORD_PATH,
          element: (
            <RequireForcedChange>
              <ForcedPasswordPage />
            </RequireForcedChange>
          ),
        },
        { path: '/404', element: suspended(<NotFoundPage />) },
        { path: '/401', element: suspended(<UnauthorizedPage />) },
        // the signed-in area; its pages come from the route table, matched inside the (lazy) layout
        { path: '/*', element: <RequireAuth /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
