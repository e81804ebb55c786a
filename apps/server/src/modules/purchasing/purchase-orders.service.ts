import type { PurchaseOrderDetail, PurchaseOrderInput, PurchaseOrderUpdate } from '@spm/contracts';
import { businessDate, checkPoAction, PO_STATUS, type PoAction, type PoStatus, violation } from '@spm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound, supplierScope } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { suppliers, warehouses } from '../../platform/db/platform.tables';
import { checkVersion, creationStamps, dailyDocumentNo } from '../../platform/documents';
import { enforce, enforceAll, raise } from '../../platform/errors';
import { enqueueOutbound } from '../../platform/outbox';
import { parts } from '../parts/parts.tables';
import { validPoPrice } from './po-prices.service';
import { purchaseOrderDetail } from './purchase-orders.query';
import { purchaseOrderLines, purchaseOrders } from './purchasing.tables';

/** The next document number `<prefix>yyyyMMdd<4 digits>` (per business day in `businessTz`). */
export const purchasingNo = (tx: Tx, prefix: 'PO' | 'AS', at: Date, businessTz: string): Promise<string> =>
  dailyDocumentNo(tx, `pur-${prefix}`, prefix, at, businessTz);

/**
 * Locks a purchase order in the caller's supplier scope, checks the version the caller saw and that
 * `action` is allowed from its status. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | PO_STATUS_INVALID
 */
export async function lockPurchaseOrder(
  tx: Tx,
  principal: Principal,
  id: number,
  version: number | null,
  action: PoAction,
) {
  const [row] = await tx
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), supplierScope(principal, purchaseOrders.supplierCode)))
    .for('update');
  const found = requireFound(row);
  if (version !== null) checkVersion(found, version);
  enforce(checkPoAction({ poNo: found.poNo, status: found.status as PoStatus }, action));
  return found;
}

/** Supplier, warehouse and parts exist; no part twice. */
async function checkInput(tx: Tx, input: PurchaseOrderInput): Promise<void> {
  const [supplier] = await tx
    .select({ code: suppliers.code })
    .from(suppliers)
    .where(eq(suppliers.code, input.supplierCode));
  if (!supplier) raise(violation('SUPPLIER_NOT_FOUND', { supplierCode: input.supplierCode }, 'supplierCode'));
  const [warehouse] = await tx
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.code, input.warehouseCode));
  if (!warehouse) raise(violation('NOT_FOUND', {}, 'warehouseCode'));
  const codes = input.lines.map((l) => l.partCode);
  const known = new Set(
    (await tx.select({ c: parts.partCode }).from(parts).where(inArray(parts.partCode, codes))).map(
      (r) => r.c,
    ),
  );
  const seen = new Set<string>();
  enforceAll(
    input.lines.map((l, i) => {
      if (!known.has(l.partCode))
        return violation('PART_NOT_FOUND', { partCode: l.partCode }, `lines[${i}].partCode`);
      if (seen.has(l.partCode))
        return violation('PO_DUPLICATE_PART', { partCode: l.partCode }, `lines[${i}].partCode`);
      seen.add(l.partCode);
      return null;
    }),
  );
}

async function writeLines(tx: Tx, poId: number, input: PurchaseOrderInput): Promise<void> {
  await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.poId, poId));
  await tx
    .insert(purchaseOrderLines)
    .values(input.lines.map((l, i) => ({ poId, lineNo: i + 1, partCode: l.partCode, qty: l.qty })));
}

/**
 * The buyer's purchase orders (spec §1 "purchase orders"): drafts are edited freely, placed at the PO
 * price valid on the business day (sent to SRM through the outbox), cancelled while not confirmed.
 */
export function createPurchaseOrderService(deps: { now: () => Date; businessTz: string }) {
  return {
    /** A draft purchase order. @throws AppError SUPPLIER_NOT_FOUND | NOT_FOUND | PART_NOT_FOUND | PO_DUPLICATE_PART */
    async create(tx: Tx, principal: Principal, input: PurchaseOrderInput): Promise<PurchaseOrderDetail> {
      await checkInput(tx, input);
      const at = deps.now();
      const [row] = await tx
        .insert(purchaseOrders)
        .values({
          poNo: await purchasingNo(tx, 'PO', at, deps.businessTz),
          supplierCode: input.supplierCode,
          warehouseCode: input.warehouseCode,
          currency: input.currency,
          remark: input.remark ?? null,
          ...creationStamps(principal, at),
        })
        .returning({ id: purchaseOrders.id });
      await writeLines(tx, row.id, input);
      return purchaseOrderDetail(tx, principal, row.id);
    },

    /** Replaces a draft's header and lines. Same errors, plus PO_STATUS_INVALID and CONCURRENT_MODIFICATION. */
    async update(tx: Tx, principal: Principal, id: number, input: PurchaseOrderUpdate) {
      const current = await lockPurchaseOrder(tx, principal, id, input.version, 'edit');
      await checkInput(tx, input);
      await writeLines(tx, id, input);
      await tx
        .update(purchaseOrders)
        .set({
          supplierCode: input.supplierCode,
          warehouseCode: input.warehouseCode,
          currency: input.currency,
          remark: input.remark ?? null,
          updatedAt: deps.now(),
          version: current.version + 1,
        })
        .where(eq(purchaseOrders.id, id));
      return purchaseOrderDetail(tx, principal, id);
    },

    /**
     * Places a draft: every line takes the supplier's PO price in the order's currency valid today
     * (PO_PRICE_MISSING per line otherwise), the total is summed, and the order goes to SRM
     * (`srmPurchaseOrder`, split at the interface cap). @throws AppError PO_PRICE_MISSING | PO_STATUS_INVALID
     */
    async place(tx: Tx, principal: Principal, id: number, version: number): Promise<PurchaseOrderDetail> {
      const current = await lockPurchaseOrder(tx, principal, id, version, 'place');
      const at = deps.now();
      const day = businessDate(at, deps.businessTz);
      const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, id));
      const key = { supplierCode: current.supplierCode, currency: current.currency };
      const prices = await Promise.all(
        lines.map((l) => validPoPrice(tx, { ...key, partCode: l.partCode }, day)),
      );
      enforceAll(
        lines.map((l, i) =>
          prices[i] === null
            ? violation(
                'PO_PRICE_MISSING',
                { ...key, partCode: l.partCode, date: day },
                `lines[${l.lineNo - 1}].partCode`,
              )
            : null,
        ),
      );
      for (const [i, l] of lines.entries())
        await tx
          .update(purchaseOrderLines)
          .set({ unitPrice: prices[i], amount: sql`round(${prices[i]}::numeric * ${l.qty}, 2)` })
          .where(eq(purchaseOrderLines.id, l.id));
      await tx
        .update(purchaseOrders)
        .set({
          status: PO_STATUS.placed,
          placedAt: at,
          updatedAt: at,
          totalAmount: sql`(select coalesce(sum(${purchaseOrderLines.amount}), 0) from ${purchaseOrderLines} where ${purchaseOrderLines.poId} = ${id})`,
          version: current.version + 1,
        })
        .where(eq(purchaseOrders.id, id));
      const placed = await purchaseOrderDetail(tx, principal, id);
      await enqueueOutbound(
        tx,
        'srmPurchaseOrder',
        {
          businessKey: placed.poNo,
          header: {
            poNo: placed.poNo,
            supplierCode: placed.supplierCode,
            warehouseCode: placed.warehouseCode,
            currency: placed.currency,
            totalAmount: placed.totalAmount,
          },
          items: placed.lines.map((l) => ({
            lineNo: l.lineNo,
            partCode: l.partCode,
            qty: l.qty,
            unitPrice: l.unitPrice,
            amount: l.amount,
          })),
        },
        at,
      );
      return placed;
    },

    /** Cancels a draft or a placed (not yet confirmed) order. @throws AppError PO_STATUS_INVALID */
    async cancel(tx: Tx, principal: Principal, id: number, version: number): Promise<PurchaseOrderDetail> {
      const current = await lockPurchaseOrder(tx, principal, id, version, 'cancel');
      await tx
        .update(purchaseOrders)
        .set({ status: PO_STATUS.cancelled, updatedAt: deps.now(), version: current.version + 1 })
        .where(eq(purchaseOrders.id, id));
      return purchaseOrderDetail(tx, principal, id);
    },
  };
}
