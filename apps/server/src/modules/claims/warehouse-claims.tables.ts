import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  dealerRef,
  editable,
  money,
  numbered,
  statusColumn,
  warehouseRef,
} from '../../platform/db/columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partRef } from '../parts/parts.tables';
import { claimContentColumns } from './claim-columns';

/**
 * In-warehouse claims (spec §4 "Warehouse claim (0-5)"): raised by warehouse staff for a local dealer
 * of their warehouse (a dealer whose default receiving warehouse it is), number `WC` + yyyyMMdd + 4
 * digits. Audit: judge 1-4, note; on completion the compensated amount (CNY, reparation) or the
 * zero-priced replacement order (change); a return ends with the part received back into
 * `receivedStorageCode`. Steps are in `approval_history` (type `WAREHOUSE_CLAIM`).
 */
export const warehouseClaims = pgTable(
  'warehouse_claims',
  {
    ...numbered('warehouseClaimNo'),
    status: statusColumn(),
    warehouseCode: warehouseRef(),
    dealerCode: dealerRef(),
    ...claimContentColumns(),
    replacementOrderId: integer('replacement_order_id').references(() => dealerOrders.id),
    receivedStorageCode: varchar('received_storage_code', { length: 30 }),
    submittedAt: at('submitted_at'),
    ...editable(),
  },
  (t) => [
    uniqueIndex('warehouse_claims_no_uq').on(t.warehouseClaimNo),
    index('warehouse_claims_warehouse_idx').on(t.warehouseCode, t.status),
    index('warehouse_claims_dealer_idx').on(t.dealerCode),
  ],
);

/** In-warehouse claim lines: a part, the pieces claimed, its ordinary price at registration (CNY). */
export const warehouseClaimLines = pgTable(
  'warehouse_claim_lines',
  {
    ...childOf('claimId', () => warehouseClaims.id, { onDelete: 'cascade' }),
    partCode: partRef(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
    remark: varchar('remark', { length: 100 }),
  },
  (t) => [index('warehouse_claim_lines_claim_idx').on(t.claimId)],
);
