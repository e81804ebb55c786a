/** POPP promotion purchase orders (spec §3 POPP, §4 POPP statuses, §8, §9). */
export * from './popp-quota.js';
export * from './popp-status.js';
export * from './popp-workflow.js';
