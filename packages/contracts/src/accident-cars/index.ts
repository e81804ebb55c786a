/** Accident cars: accident car orders, settlement contracts and subsidy applications (spec §2, §3, §4). */
export * from './endpoints.js';
export * from './orders.js';
export * from './settlements.js';
export * from './subsidies.js';
