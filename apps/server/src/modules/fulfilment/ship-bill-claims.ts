import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { columnsOf } from '../../platform/db/select-columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames } from '../parts';
import { deliveryScope } from './deliveries.service';
import { SHIP_BILL_STATUS, shipBillLines, shipBills } from './fulfilment.tables';

/** A ship bill as a claim reads it: header, whether the dealer confirmed receiving it, and its lines. */
export interface ShipBillForClaim {
  id: number;
  shipBillNo: string;
  dealerOrderId: number;
  dealerOrderNo: string | null;
  dealerCode: string;
  warehouseCode: string;
  shipDate: string;
  received: boolean;
  lines: {
    id: number;
    partCode: string;
    nameZh: string;
    nameEn: string;
    /** Pieces shipped and (once confirmed) received. */
    shippedQty: number;
    receivedQty: number | null;
    /** CNY, 2 decimals. */
    price: string;
  }[];
}

/**
 * The ship bill `shipBillNo` within the caller's delivery scope (a dealer its own, warehouse staff
 * their warehouses', head office all), with its lines, for a claim on it (spec §5 "Receiving and
 * claims"). With `lock`, the ship bill row is locked `FOR UPDATE` in `tx`, so claims on one ship bill
 * are checked against each other one at a time. Undefined when missing or out of scope.
 */
export async function shipBillForClaim(
  tx: DbOrTx,
  principal: Principal,
  shipBillNo: string,
  options: { lock?: boolean } = {},
): Promise<ShipBillForClaim | undefined> {
  const query = tx
    .select({
      id: shipBills.id,
      shipBillNo: shipBills.shipBillNo,
      dealerOrderId: shipBills.orderId,
      dealerCode: shipBills.dealerCode,
      warehouseCode: shipBills.warehouseCode,
      shipDate: shipBills.shipDate,
      status: shipBills.status,
    })
    .from(shipBills)
    .where(and(eq(shipBills.shipBillNo, shipBillNo), deliveryScope(principal)));
  const [bill] = options.lock ? await query.for('update') : await query;
  if (!bill) return undefined;
  const [order] = await tx
    .select({ dealerOrderNo: dealerOrders.dealerOrderNo })
    .from(dealerOrders)
    .where(eq(dealerOrders.id, bill.dealerOrderId));
  const lines = await linesWithPartNames(
    tx,
    shipBillLines,
    columnsOf(shipBillLines, ['id', 'partCode', 'shippedQty', 'receivedQty', 'price']),
  )
    .where(eq(shipBillLines.shipBillId, bill.id))
    .orderBy(asc(shipBillLines.id));
  const { status, ...header } = bill;
  return {
    ...header,
    dealerOrderNo: order?.dealerOrderNo ?? null,
    received: status === SHIP_BILL_STATUS.confirmed,
    lines,
  };
}
