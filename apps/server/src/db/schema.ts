/**
 * Every table, for drizzle-kit (migrations are generated from this file). Each module adds its
 * `<domain>.tables.ts` here.
 */

export * from '../modules/claims/claims.tables';
export * from '../modules/credit/credit.tables';
export * from '../modules/dealer-orders/dealer-orders.tables';
export * from '../modules/fulfilment/fulfilment.tables';
export * from '../modules/notices/notices.tables';
export * from '../modules/parts/parts.tables';
export * from '../modules/parts/parts-settings.tables';
export * from '../modules/popp/popp.tables';
export * from '../modules/stock/stock.tables';
export * from '../modules/vehicles/vehicles.tables';
export * from '../platform/db/platform.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../platform/workflow/workflow.tables';
