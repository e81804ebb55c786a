/**
 * Purchasing (issue 17; API.md `/api/v1/po-prices`, `/api/v1/purchase-orders`, `/api/v1/supplier/…`).
 * Quantities in pieces; prices in the document currency with 2 decimals; dates are business dates.
 * Head office sees every document; a supplier only its own (another supplier's answers 404). Rules
 * answer their own codes (packages/domain `purchasing`); the contract only bounds the inputs.
 */
export * from './po-prices.js';
export * from './purchase-orders.js';
export * from './supplier-portal.js';
