/** Approval workflow: declarations as data and the pure step decision (ARCHITECTURE §3). */
export * from './workflow-declaration.js';
export * from './workflow-step.js';
