import { PO_STATUS } from '@spm/domain';
import { and, eq, gt, inArray, isNotNull, min, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import type { ExpectedArrivalsQuery } from '../dealer-orders';
import { purchaseOrderLines, purchaseOrders } from './purchasing.tables';

/**
 * When the parts owed on backordered dealer order lines are expected (spec §1 purchase orders, issue 17
 * "a backordered order line shows its expected date from the open POs' promised dates"): per part,
 * the earliest promised date (business date `yyyy-MM-dd`) of the confirmed or partly received
 * purchase orders to `warehouseCode` that still have pieces to receive. Parts without one are absent.
 */
export const expectedArrivalsOf: ExpectedArrivalsQuery = async (
  db: DbOrTx,
  warehouseCode: string,
  partCodes: readonly string[],
) => {
  if (partCodes.length === 0) return new Map();
  const rows = await db
    .select({ partCode: purchaseOrderLines.partCode, date: min(purchaseOrderLines.promisedDate) })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .where(
      and(
        eq(purchaseOrders.warehouseCode, warehouseCode),
        inArray(purchaseOrders.status, [PO_STATUS.confirmed, PO_STATUS.partlyReceived]),
        inArray(purchaseOrderLines.partCode, [...partCodes]),
        isNotNull(purchaseOrderLines.promisedDate),
        gt(purchaseOrderLines.qty, sql`${purchaseOrderLines.receivedQty}`),
      ),
    )
    .groupBy(purchaseOrderLines.partCode);
  return new Map(rows.filter((r) => r.date !== null).map((r) => [r.partCode, String(r.date)]));
};
