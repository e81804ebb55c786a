export * from './bom.js';
export * from './fix-price.js';
export * from './rfq.js';
