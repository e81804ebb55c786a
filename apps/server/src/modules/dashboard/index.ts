/** Public surface of the dashboard module: its route. */
export { dashboardRoutes } from './dashboard.routes';
