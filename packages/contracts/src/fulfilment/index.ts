/**
 * Warehouse fulfilment (release, pick, box, ship; API.md "Main flow"); the dealer's side is in deliveries.ts.
 * Quantities that business rules check (picked, boxed, received qty, copies, receive date) are only
 * asked to be numbers / strings here, so the rule answers with its own code (PICK_QTY_INVALID,
 * RECEIVE_DATE_OUT_OF_RANGE, …) instead of a generic validation error.
 */
export * from './endpoints.js';
export * from './pick-bills.js';
export * from './print.js';
export * from './releases.js';
export * from './shipping.js';
