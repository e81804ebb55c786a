/** Claims: dealer claim statuses, enumerations, rules and workflow (spec §4, §5, §9). */
export * from './claim-rules.js';
export * from './claim-status.js';
export * from './claim-workflow.js';
export * from './major-claim-bod.js';
export * from './warehouse-claim.js';
