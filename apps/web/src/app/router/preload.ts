import { getToken, isSignedIn } from '../auth/storage';
import { DashboardPage, LayoutPage, LoginPage } from './first-screens';

const quietly = (loading: Promise<unknown>): void => void loading.catch(() => undefined);

/** The page a signed-in user lands on at `pathname`: `/` opens the dashboard. */
const landingPath = (pathname: string) => (pathname === '/' ? '/dashboard' : pathname);

/**
 * Starts loading the chunks of the first screen at start-up, beside the app's own code, instead of
 * after the first render asks for them: the login page for a visitor; the layout and the page of
 * `pathname` (from the route table) for a signed-in user. The dashboard, where a session opens, does
 * not wait for the route table. The login page calls it again once signed in, for the page it goes
 * to. The router's lazy components later get the same modules. A failed load is left to the
 * component that needs it (it shows the error).
 */
export function preloadFirstScreen(pathname: string): void {
  if (!getToken() || pathname === '/login') {
    quietly(LoginPage.preload());
    return;
  }
  if (!isSignedIn()) return;
  quietly(LayoutPage.preload());
  if (landingPath(pathname) === '/dashboard') quietly(DashboardPage.preload());
  quietly(firstPage(pathname).then((route) => route?.component?.preload()));
}

/**
 * The route-table page a signed-in user's first screen shows at `pathname` (`/` opens the
 * dashboard), once the route table is in; undefined for none.
 */
export async function firstPage(pathname: string) {
  const { findRoute } = await import('../routes');
  return findRoute(landingPath(pathname))?.route;
}
