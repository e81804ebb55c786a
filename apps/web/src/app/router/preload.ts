import { getToken, isSignedIn } from '../auth/storage';

const quietly = (loading: Promise<unknown>): void => void loading.catch(() => undefined);

/**
 * Starts loading the chunks of the first screen at start-up, beside the app's own code, instead of
 * after the first render asks for them: the login page for a visitor; the layout and the page of
 * `pathname` (from the route table) for a signed-in user. The router's lazy components later get the
 * same modules. A failed load is left to the component that needs it (it shows the error).
 */
export function preloadFirstScreen(pathname: string): void {
  if (!getToken() || pathname === '/login') {
    quietly(import('../../features/auth/pages/LoginPage'));
    return;
  }
  if (!isSignedIn()) return;
  quietly(import('../layout/Layout'));
  quietly(import('../routes').then(({ findRoute }) => findRoute(pathname)?.route.component?.preload()));
}
