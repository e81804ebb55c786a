/**
 * Warehouse operations (issue 16; API.md `/api/v1/warehouse/{locations,receipts,transfers,returns,
 * scrap-orders,adjustments,count-plans}`). Quantities in pieces; every document is scoped to the
 * caller's warehouses (another warehouse's document answers 404). Rules answer their own codes
 * (packages/domain `warehouse-ops`); the contract only bounds the inputs.
 */
export * from './adjustments.js';
export * from './count-plans.js';
export * from './locations.js';
export * from './receipts.js';
export * from './returns-scrap.js';
export { warehouseDocHistory } from './shared.js';
export * from './transfers.js';
