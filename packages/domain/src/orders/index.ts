/** Dealer orders: types, status machine, action guards, line and header rules, VIN, credit, numbers (spec §3-§5, §9). */
export * from './credit.js';
export * from './order-actions.js';
export * from './order-enums.js';
export * from './order-header.js';
export * from './order-hold.js';
export * from './order-line-ceiling.js';
export * from './order-lines.js';
export * from './order-numbers.js';
export * from './order-qty.js';
export * from './order-status.js';
export * from './orderability.js';
export * from './vin.js';
export * from './vor-workflow.js';
