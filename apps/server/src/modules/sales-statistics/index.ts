/** Public surface of the sales-statistics module: its routes, the figures of a period (for the benchmark) and the shipped amount of a month. */
export { salesStatisticsRoutes } from './sales-statistics.routes';
export { statisticsOf } from './sales-statistics.service';
export { shippedMonthVsLastYear } from './shipped-month';
