import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { flattenRoutes } from '../routes';
import {
  FORCED_PASSWORD_PATH,
  FullPageSpin,
  PublicOnly,
  RequireAuth,
  RequireForcedChange,
  RoutePage,
} from './guards';

const LoginPage = lazy(() => import('../../features/auth/pages/LoginPage'));
const ForcedPasswordPage = lazy(() => import('../../features/auth/pages/ForcedPasswordPage'));
const AuthRedirectPage = lazy(() => import('../../features/auth/pages/AuthRedirectPage'));
const NotFoundPage = lazy(() => import('../../features/errors/pages/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../../features/errors/pages/UnauthorizedPage'));
const RedirectPage = lazy(() => import('../../features/errors/pages/RedirectPage'));
const RouteErrorPage = lazy(() => import('../../features/errors/pages/RouteErrorPage'));

const suspended = (node: React.ReactNode) => <Suspense fallback={<FullPageSpin />}>{node}</Suspense>;

/** The router: public pages, then the signed-in layout with every page of the route table. */
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
        {
          path: '/',
          element: <RequireAuth />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            { path: 'redirect/*', element: <RedirectPage /> },
            ...flattenRoutes().map(({ route }) => ({
              path: route.path,
              element: <RoutePage route={route} />,
            })),
          ],
        },
        { path: '*', element: <Navigate to="/404" replace /> },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes());
