/** Public surface of the base-numbers module: its routes. Other modules import only this. */
export { baseNumberRoutes } from './base-numbers.routes';
