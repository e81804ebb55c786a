/** Public surface of the admin module (users, roles): its routes. Other modules import only this. */
export { adminRoutes } from './admin.routes';
