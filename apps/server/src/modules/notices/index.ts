/** Public surface of the notices module: its routes. Other modules import only this. */
export { noticeRoutes } from './notices.routes';
