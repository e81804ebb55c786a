import { lazyPage } from '../lazy-page';

/**
 * The pages a session can open on: the login page for a visitor, the signed-in layout for a user
 * (each route table page is a `lazyPage` of its own). Kept apart from the router so that the small
 * start-up entry can preload them (router/preload.ts) without loading the router.
 */
export const LoginPage = lazyPage(() => import('../../features/auth/pages/LoginPage'));
export const LayoutPage = lazyPage(() => import('../layout/Layout'));
