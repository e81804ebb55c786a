/** Public surface of the org module (dealers, warehouses, suppliers): its routes. */
export { orgRoutes } from './org.routes';
