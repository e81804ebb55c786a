import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router';
import RedirectPage from '../../features/errors/pages/RedirectPage';
import { usePermissions, useSessionQuery } from '../auth/session';
import { type AppRoute, flattenRoutes, isAllowed } from '../routes';

/** One page of the route table: permission check, its catalogs, then the lazy page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const can = usePermissions();
  const { data } = useSessionQuery();
  // suspends (the layout's fallback) until the page's own catalogs are loaded
  useTranslation(route.ns ?? []);
  if (!data || !isAllowed(route, { can, me: data.me })) return <Navigate to="/401" replace />;
  const Page = route.component;
  return Page ? <Page /> : <Navigate to="/404" replace />;
}

const pages = flattenRoutes();

/** The signed-in pages: / → /dashboard, /redirect/{path}, every page of the table, else /404. */
export function PageRoutes() {
  return (
    <Routes>
      <Route index element={<Navigate to="/dashboard" replace />} />
      <Route path="redirect/*" element={<RedirectPage />} />
      {pages.map(({ route }) => (
        <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
      ))}
      <Route path="*" element={<Navigate to="/404" replace />} />
    </Routes>
  );
}
