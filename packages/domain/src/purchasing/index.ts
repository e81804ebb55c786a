/** Purchasing: PO price, purchase orders, shipping notices and the supplier portal (issue 17). */
export * from './purchasing-rules.js';
export * from './purchasing-status.js';
