/** Parts master: status codes and changes, code formats, enumerations, master rules (spec §3-§5, §9). */
export * from './part-code.js';
export * from './part-enums.js';
export * from './part-master-rules.js';
export * from './part-settings.js';
export * from './part-status.js';
export * from './rush-price.js';
