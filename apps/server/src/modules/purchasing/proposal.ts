import type { ProposalLine } from '@spm/contracts';
import { PO_OPEN_STATUSES, proposeReplenishment } from '@spm/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import type { PartHoldQuery } from '../parts';
import { parts } from '../parts/parts.tables';
import { partWarehouseSettings } from '../parts/parts-settings.tables';
import { stock } from '../stock/stock.tables';
import { validOn } from './po-prices.service';
import { poPrices, purchaseOrderLines, purchaseOrders } from './purchasing.tables';

/** Pieces ordered and not yet received on open purchase orders, per part (one warehouse or all). */
const openPoQty = (warehouseCode: string | null) =>
  sql<number>`coalesce((select sum(l.qty - l.received_qty) from ${purchaseOrderLines} l
      join ${purchaseOrders} o on o.id = l.po_id
      where l.part_code = ${parts.partCode}
        and o.status in (${sql.join(
          PO_OPEN_STATUSES.map((s) => sql`${s}`),
          sql`, `,
        )})
        ${warehouseCode ? sql`and o.warehouse_code = ${warehouseCode}` : sql``}), 0)::int`;

/** The levels and quantities of the parts with a trigger level in one warehouse (one query). */
export function proposalRows(db: DbOrTx, warehouseCode: string) {
  return db
    .select({
      partCode: parts.partCode,
      nameZh: parts.nameZh,
      nameEn: parts.nameEn,
      supplierCode: parts.supplierCode,
      onHandQty: sql<number>`coalesce((select sum(s.on_hand_qty) from ${stock} s where s.part_code = ${parts.partCode} and s.warehouse_code = ${warehouseCode}), 0)::int`,
      allocatedQty: sql<number>`coalesce((select sum(s.allocated_qty) from ${stock} s where s.part_code = ${parts.partCode} and s.warehouse_code = ${warehouseCode}), 0)::int`,
      openPoQty: openPoQty(warehouseCode),
      backorderQty: sql<number>`coalesce((select sum(l.backorder_qty) from ${dealerOrderLines} l join ${dealerOrders} o on o.id = l.order_id where l.part_code = ${parts.partCode} and o.order_warehouse_code = ${warehouseCode}), 0)::int`,
      safetyStock: sql<number | null>`coalesce(${partWarehouseSettings.safetyStock}, ${parts.safetyStock})`,
      reorderPoint: parts.reorderPoint,
      minStock: sql<number | null>`coalesce(${partWarehouseSettings.minStock}, ${parts.minStock})`,
      maxStock: sql<number | null>`coalesce(${partWarehouseSettings.maxStock}, ${parts.maxStock})`,
      forecastQty: parts.forecastQty,
      minOrderQty: parts.minOrderQty,
      minPackageQty: parts.minPackageQty,
    })
    .from(parts)
    .leftJoin(
      partWarehouseSettings,
      and(
        eq(partWarehouseSettings.partCode, parts.partCode),
        eq(partWarehouseSettings.warehouseCode, warehouseCode),
      ),
    )
    .where(
      and(
        ne(parts.status, 'ONR'),
        sql`greatest(coalesce(${parts.reorderPoint}, 0), coalesce(${partWarehouseSettings.safetyStock}, ${parts.safetyStock}, 0), coalesce(${partWarehouseSettings.minStock}, ${parts.minStock}, 0)) > 0`,
      ),
    )
    .orderBy(asc(parts.partCode));
}

/**
 * The replenishment proposal of a warehouse (spec §1; rule `proposeReplenishment`, decisions in
 * docs/decisions/purchasing.md): every part not abolished with a trigger level (reorder point, safety
 * or min stock; the warehouse's own safety, min and max stock win over the part's), with on-hand and
 * allocated stock of the warehouse, open PO pieces to it and dealer backorders on it. Answers only the
 * parts that need a purchase, with the CNY PO price of their supplier valid on `today` (business
 * date) when there is one.
 */
export async function replenishmentProposal(
  db: DbOrTx,
  warehouseCode: string,
  today: string,
): Promise<ProposalLine[]> {
  const rows = await proposalRows(db, warehouseCode);
  const proposed = rows
    .map((r) => {
      const n = (v: number | null) => (v === null ? null : Number(v));
      const input = {
        onHandQty: Number(r.onHandQty),
        allocatedQty: Number(r.allocatedQty),
        openPoQty: Number(r.openPoQty),
        backorderQty: Number(r.backorderQty),
        safetyStock: n(r.safetyStock),
        reorderPoint: r.reorderPoint,
        minStock: n(r.minStock),
        maxStock: n(r.maxStock),
        forecastQty: r.forecastQty,
        minOrderQty: r.minOrderQty,
        minPackageQty: r.minPackageQty,
      };
      return { r, input, ...proposeReplenishment(input) };
    })
    .filter((p) => p.proposedQty > 0);
  const codes = proposed.map((p) => p.r.partCode);
  const prices = codes.length
    ? await db
        .select({
          partCode: poPrices.partCode,
          supplierCode: poPrices.supplierCode,
          unitPrice: poPrices.unitPrice,
        })
        .from(poPrices)
        .where(and(inArray(poPrices.partCode, codes), eq(poPrices.currency, 'CNY'), validOn(today)))
    : [];
  return proposed.map(({ r, input, projectedQty, proposedQty }) => ({
    partCode: r.partCode,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    supplierCode: r.supplierCode,
    onHandQty: input.onHandQty,
    allocatedQty: input.allocatedQty,
    openPoQty: input.openPoQty,
    backorderQty: input.backorderQty,
    safetyStock: input.safetyStock,
    reorderPoint: input.reorderPoint,
    minStock: input.minStock,
    maxStock: input.maxStock,
    forecastQty: input.forecastQty,
    projectedQty,
    proposedQty,
    unitPrice:
      prices.find((p) => p.partCode === r.partCode && p.supplierCode === r.supplierCode)?.unitPrice ?? null,
  }));
}

/**
 * What purchase orders hold of a part (spec §8 "purchase order not empty cannot abolish"): pieces not
 * yet received on draft, placed, confirmed or partly received orders (to one warehouse, or all).
 * Composed into the parts module's discard, replacement and storage-change blocker.
 */
export const purchaseOrdersHeldOf: PartHoldQuery = async (db, partCode, warehouseCode) => {
  const [row] = await db
    .select({
      qty: sql<number>`coalesce(sum(${purchaseOrderLines.qty} - ${purchaseOrderLines.receivedQty}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.poId))
    .where(
      and(
        eq(purchaseOrderLines.partCode, partCode),
        inArray(purchaseOrders.status, [...PO_OPEN_STATUSES]),
        warehouseCode ? eq(purchaseOrders.warehouseCode, warehouseCode) : undefined,
      ),
    );
  return { openPurchaseQty: Number(row?.qty ?? 0) };
};
