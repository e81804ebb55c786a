/** Accident car orders, settlement contracts and the four-level accident car subsidy (spec §3, §4, §5). */
export * from './accident-order-rules.js';
export * from './subsidy-rules.js';
export * from './subsidy-status.js';
export * from './subsidy-workflow.js';
