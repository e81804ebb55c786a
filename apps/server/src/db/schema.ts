/**
 * Every table, for drizzle-kit (migrations are generated from this file). Each module adds its
 * `<domain>.tables.ts` here.
 */

export * from '../modules/accident-cars/accident-cars.tables';
export * from '../modules/claims/bod-applications.tables';
export * from '../modules/claims/claims.tables';
export * from '../modules/claims/major-claims.tables';
export * from '../modules/claims/warehouse-claims.tables';
export * from '../modules/credit/credit.tables';
export * from '../modules/dealer-orders/dealer-orders.tables';
export * from '../modules/fulfilment/fulfilment.tables';
export * from '../modules/invoices/invoices.tables';
export * from '../modules/master-data/master-data.tables';
export * from '../modules/notices/notices.tables';
export * from '../modules/parts/parts.tables';
export * from '../modules/parts/parts-settings.tables';
export * from '../modules/popp/popp.tables';
export * from '../modules/promotions/promotions.tables';
export * from '../modules/purchasing/purchasing.tables';
export * from '../modules/sourcing/sourcing.tables';
export * from '../modules/stock/stock.tables';
export * from '../modules/vehicles/vehicles.tables';
export * from '../modules/warehouse-ops/warehouse-ops.tables';
export * from '../platform/db/platform.tables';
export * from '../platform/jobs/jobs.tables';
export * from '../platform/outbox/outbox.tables';
export * from '../platform/workflow/workflow.tables';
