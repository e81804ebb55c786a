/**
 * Sourcing (issue 17): BOM (`/api/v1/bom`), RFQs (`/api/v1/rfqs`, page codes RFQ001/RFQ002; supplier
 * portal `/api/v1/supplier/rfqs`) and fix prices (`/api/v1/fix-prices`, FPM001/FPM002). Quantities in
 * pieces, money as 2-decimal strings in the document's currency (part prices in CNY), dates
 * `yyyy-MM-dd` in the business time zone. Rules answer their own codes (packages/domain `sourcing`).
 */
export * from './bom.js';
export * from './fix-prices.js';
export * from './rfqs.js';
export { type SourcingHistory, sourcingHistory } from './shared.js';
