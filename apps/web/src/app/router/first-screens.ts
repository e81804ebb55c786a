import { lazyPage } from '../lazy-page';

/**
 * The pages a session can open on: the login page for a visitor, the signed-in layout for a user
 * and the dashboard, where a sign-in lands (each other route table page is a `lazyPage` of its own).
 * Kept apart from the router and the route table so that the small start-up entry can preload them
 * (router/preload.ts) without loading either.
 */
export const LoginPage = lazyPage(() => import('../../features/auth/pages/LoginPage'));
export const LayoutPage = lazyPage(() => import('../layout/Layout'));
export const DashboardPage = lazyPage(() => import('../../features/dashboard/pages/DashboardPage'));
