import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import {
  PICK_BILL_STATUS,
  pickBillLines,
  pickBills,
  shipBoxes,
  shipBoxLines,
} from '../fulfilment/fulfilment.tables';
import type { PartHoldQuery } from '../parts';
import { countPlansHoldingPart } from './count-plans/count-plans.service';
import { transfersShippingPart } from './transfers/transfers.service';

async function exists(db: DbOrTx, query: ReturnType<typeof sql>): Promise<boolean> {
  const result = await db.execute(sql`select exists(${query}) as held`);
  return Boolean((result.rows[0] as { held: boolean } | undefined)?.held);
}

/**
 * What the warehouse holds of a part besides stock (spec §4 "part changes blocked by counting"):
 * an open count plan (planned or frozen → `inInventoryPlan`; frozen → `counting`), a pick bill not
 * yet confirmed (`picking`), boxes not yet on a ship bill or an audited transfer waiting to ship
 * (`shipping`). Composed into the parts module's discard, replacement and storage-change blocker.
 */
export const warehouseOpsHeldOf: PartHoldQuery = async (db, partCode, warehouseCode) => {
  const plans = await countPlansHoldingPart(db, partCode, warehouseCode);
  const picking = await exists(
    db,
    sql`select 1 from ${pickBillLines} l join ${pickBills} b on b.id = l.pick_bill_id
         where l.part_code = ${partCode} and b.status = ${PICK_BILL_STATUS.created}
         ${warehouseCode ? sql`and b.warehouse_code = ${warehouseCode}` : sql``}`,
  );
  const boxed = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shipBoxLines)
    .innerJoin(shipBoxes, eq(shipBoxes.id, shipBoxLines.boxId))
    .where(
      and(
        eq(shipBoxLines.partCode, partCode),
        isNull(shipBoxes.shipBillId),
        warehouseCode ? eq(shipBoxes.warehouseCode, warehouseCode) : undefined,
      ),
    );
  const shipping = (boxed[0]?.n ?? 0) > 0 || (await transfersShippingPart(db, partCode, warehouseCode));
  return { ...plans, picking, shipping };
};
