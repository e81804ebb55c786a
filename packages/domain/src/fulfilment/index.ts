/** Warehouse fulfilment and dealer receipt: release, pick, box, ship bill, receive, print, balance (spec §5, §8, §9). */
export * from './balance.js';
export * from './logistics.js';
export * from './picking.js';
export * from './printing.js';
export * from './receiving.js';
export * from './release.js';
export * from './ship-bill.js';
