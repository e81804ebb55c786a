/**
 * Public surface of the purchasing module (issue 17): its routes, `recordPoPrice` (the fix-price audit
 * writes its PO price through it), what purchase orders hold of a part (the parts module's discard
 * blocker), the expected arrival of backordered parts (the dealer order detail), the put-away hook
 * of shipping-notice receipts, and its demo data.
 */
export { expectedArrivalsOf } from './expected-arrivals';
export { type PoPriceRecord, recordFixedPoPrice, recordPoPrice } from './po-prices.service';
export { purchaseOrdersHeldOf } from './proposal';
export { purchasingRoutes } from './purchasing.routes';
export { seedPurchasing } from './purchasing.seed';
export { ASN_RECEIPT_SOURCE, asnPutAway } from './supplier-portal.service';
