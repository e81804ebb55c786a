/**
 * Public surface of the warehouse operations module (issue 16): its routes and what it holds of a
 * part (count plans, picking, shipping) for the parts module's discard / replacement / storage blocker,
 * and the inbound receipts other modules open (a supplier's shipping notice) with their put-away hook.
 */
export { warehouseOpsHeldOf } from './part-holds';
export { type InboundReceiptInput, openInboundReceipt } from './receipts/open-receipt';
export type { ReceiptSourceHandler } from './shared';
export { warehouseOpsRoutes } from './warehouse-ops.routes';
export { seedWarehouseOps } from './warehouse-ops.seed';
