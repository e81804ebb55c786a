/** Warehouse operations: receiving, transfers, returns, scrap, adjustments, stocktaking (issue 16). */
export * from './warehouse-ops-rules.js';
export * from './warehouse-ops-status.js';
export * from './warehouse-ops-workflows.js';
