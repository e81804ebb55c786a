import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { LoginPage } from './first-screens';
import { FORCED_PASSWORD_PATH, FullPageSpin, PublicOnly, RequireAuth, RequireForcedChange } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const ForcedPasswordPage = lazy(() => import('../../features/auth/pages/ForcedPasswordPage'));
const AuthRedirectPage = lazy(() => import('../../features/auth/pages/AuthRedirectPage'));
const NotFoundPage = lazy(() => import('../../features/errors/pages/NotFoundPage'));
const UnauthorizedPage = lazy(() => import('../../features/errors/pages/UnauthorizedPage'));
const RouteErrorPage = lazy(() => import('../../features/errors/pages/RouteErrorPage'));

const suspended = (node: React.ReactNode) => <Suspense fallback={<FullPageSpin />}>{node}</Suspense>;

/**
 * The app's routes (inside a `BrowserRouter`): the public pages, then the signed-in layout. The
 * layout matches the pages of the route table itself (`layout/PageRoutes`), so the table, its icons
 * and the feature route files load with the layout and stay out of the login page. Declared routes
 * rather than a data router: the app has no loaders or actions, and the data router's code was
 * about 17 KB gzip of the login page (docs/benchmarks.md "Login JS").
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname} fallback={suspended(<RouteErrorPage />)}>
      <Routes>
        <Route
          path="/login"
          element={
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          }
        />
        <Route path="/auth-redirect" element={suspended(<AuthRedirectPage />)} />
        <Route
          path={FORCED_PASSWORD_PATH}
          element={
            <RequireForcedChange>
              <ForcedPasswordPage />
            </RequireForcedChange>
          }
        />
        <Route path="/404" element={suspended(<NotFoundPage />)} />
        <Route path="/401" element={suspended(<UnauthorizedPage />)} />
        {/* the signed-in area; its pages come from the route table, matched inside the (lazy) layout */}
        <Route path="/*" element={<RequireAuth />} />
      </Routes>
    </RouteErrorBoundary>
  );
}
