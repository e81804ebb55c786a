import type {
  AsnDetail,
  AsnInput,
  AsnItem,
  AsnListQuery,
  ConfirmInput,
  Page,
  PurchaseOrderDetail,
} from '@spm/contracts';
import {
  ASN_STATUS,
  businessDate,
  checkAsnBoxes,
  checkAsnQty,
  checkPoAction,
  checkPromisedDate,
  PO_STATUS,
  type PoStatus,
  type RuleViolation,
  violation,
} from '@spm/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound, supplierScope } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { enforce, enforceAll, raise } from '../../platform/errors';
import { parts } from '../parts/parts.tables';
import { openInboundReceipt, type ReceiptSourceHandler } from '../warehouse-ops';
import { asnsOf, purchaseOrderDetail } from './purchase-orders.query';
import { lockPurchaseOrder, purchasingNo } from './purchase-orders.service';
import { asnBoxes, asns, purchaseOrderLines, purchaseOrders } from './purchasing.tables';

/** The receipt source type of a shipping notice in warehouse operations. */
export const ASN_RECEIPT_SOURCE = 'asn';

/**
 * The supplier portal (spec §1, §6): a supplier confirms its placed purchase orders with promised
 * dates and ships them with advance shipping notices whose box labels the warehouse scans at receipt.
 * Everything is read and changed within the caller's supplier (another supplier's answers 404).
 */
export function createSupplierPortalService(deps: { now: () => Date; businessTz: string }) {
  async function asnDetail(db: DbOrTx, principal: Principal, id: number): Promise<AsnDetail> {
    const [item] = await asnsOf(db, and(eq(asns.id, id), supplierScope(principal, asns.supplierCode)) as SQL);
    const found = requireFound(item);
    const boxes = await db
      .select({
        poLineId: asnBoxes.poLineId,
        partCode: asnBoxes.partCode,
        nameZh: parts.nameZh,
        boxNo: asnBoxes.boxNo,
        label: asnBoxes.label,
        qty: asnBoxes.qty,
      })
      .from(asnBoxes)
      .innerJoin(parts, eq(parts.partCode, asnBoxes.partCode))
      .where(eq(asnBoxes.asnId, id))
      .orderBy(asc(asnBoxes.id));
    return { ...found, boxes };
  }

  return {
    asnDetail: (db: DbOrTx, principal: Principal, id: number) => asnDetail(db, principal, id),

    /** A page of the caller's shipping notices, newest first. */
    async listAsns(db: DbOrTx, principal: Principal, q: AsnListQuery): Promise<Page<AsnItem>> {
      const condition = and(
        supplierScope(principal, asns.supplierCode),
        q.asnNo ? eq(asns.asnNo, q.asnNo) : undefined,
        q.poNo ? eq(purchaseOrders.poNo, q.poNo) : undefined,
        q.status === undefined ? undefined : eq(asns.status, q.status),
      ) as SQL;
      const [{ total }] = await db
        .select({ total: count() })
        .from(asns)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, asns.poId))
        .where(condition);
      const all = await asnsOf(db, condition);
      const start = (q.page - 1) * q.pageSize;
      const items = all.sort((a, b) => b.id - a.id).slice(start, start + q.pageSize);
      return { items, total, page: q.page, pageSize: q.pageSize };
    },

    /**
     * Confirms a placed purchase order (1 → 2) with a promised date for every line, not before today.
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | PO_STATUS_INVALID | PO_PROMISED_DATE_REQUIRED |
     *   PO_PROMISED_DATE_PAST
     */
    async confirm(
      tx: Tx,
      principal: Principal,
      id: number,
      input: ConfirmInput,
    ): Promise<PurchaseOrderDetail> {
      const current = await lockPurchaseOrder(tx, principal, id, input.version, 'confirm');
      const at = deps.now();
      const today = businessDate(at, deps.businessTz);
      const lines = await tx
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.poId, id))
        .orderBy(asc(purchaseOrderLines.lineNo));
      const given = new Map(input.lines.map((l, i) => [l.lineId, { ...l, i }]));
      for (const [lineId, g] of given)
        if (!lines.some((l) => l.id === lineId)) raise(violation('NOT_FOUND', {}, `lines[${g.i}].lineId`));
      enforceAll(
        lines.map((l) => {
          const g = given.get(l.id);
          return checkPromisedDate(g?.promisedDate, today, `lines[${g?.i ?? l.lineNo - 1}].promisedDate`);
        }),
      );
      for (const l of lines)
        await tx
          .update(purchaseOrderLines)
          .set({ promisedDate: given.get(l.id)?.promisedDate ?? null })
          .where(eq(purchaseOrderLines.id, l.id));
      await tx
        .update(purchaseOrders)
        .set({ status: PO_STATUS.confirmed, confirmedAt: at, updatedAt: at, version: current.version + 1 })
        .where(eq(purchaseOrders.id, id));
      return purchaseOrderDetail(tx, principal, id);
    },

    /**
     * Creates a shipping notice of a confirmed or partly received purchase order: per line at most the
     * qty not yet shipped (ASN_QTY_EXCEEDS_OPEN), split in boxes that add up (ASN_BOX_QTY_MISMATCH), at
     * least one piece (ASN_EMPTY). Opens the inbound receipt at the PO's warehouse; each box gets the
     * label `<receiptNo>/<partCode>/<box no>`. @throws AppError NOT_FOUND | PO_STATUS_INVALID | …
     */
    async createAsn(tx: Tx, principal: Principal, input: AsnInput): Promise<AsnDetail> {
      const po = await lockPurchaseOrder(tx, principal, input.poId, null, 'ship');
      const lines = await tx.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.poId, po.id));
      const shipped = input.lines
        .map((g, i) => ({ ...g, i, boxes: g.boxes ?? (g.qty > 0 ? [g.qty] : []) }))
        .filter((g) => g.qty > 0);
      if (shipped.length === 0) raise(violation('ASN_EMPTY', undefined, 'lines'));
      const checks: (RuleViolation | null)[] = shipped.flatMap((g) => {
        const line = lines.find((l) => l.id === g.poLineId);
        if (!line) return [violation('NOT_FOUND', {}, `lines[${g.i}].poLineId`)];
        const field = `lines[${g.i}]`;
        const l = { partCode: line.partCode, qty: g.qty };
        return [
          checkAsnQty({ ...l, orderedQty: line.qty, shippedQty: line.shippedQty }, `${field}.qty`),
          checkAsnBoxes({ ...l, boxes: g.boxes }, `${field}.boxes`),
        ];
      });
      enforceAll(checks);
      const at = deps.now();
      const asnNo = await purchasingNo(tx, 'AS', at, deps.businessTz);
      const byId = new Map(lines.map((l) => [l.id, l]));
      const [row] = await tx
        .insert(asns)
        .values({
          asnNo,
          poId: po.id,
          supplierCode: po.supplierCode,
          receiptId: 0,
          receiptNo: '',
          createdBy: principal.userId,
          createdAt: at,
        })
        .returning({ id: asns.id });
      const receipt = await openInboundReceipt(
        tx,
        {
          warehouseCode: po.warehouseCode,
          sourceType: ASN_RECEIPT_SOURCE,
          sourceId: row.id,
          sourceNo: asnNo,
          lines: shipped.map((g) => ({
            sourceLineId: g.poLineId,
            partCode: byId.get(g.poLineId)?.partCode ?? '',
            receivableQty: g.qty,
          })),
        },
        at,
        deps.businessTz,
      );
      await tx
        .update(asns)
        .set({ receiptId: receipt.id, receiptNo: receipt.receiptNo })
        .where(eq(asns.id, row.id));
      for (const g of shipped) {
        const partCode = byId.get(g.poLineId)?.partCode ?? '';
        await tx.insert(asnBoxes).values(
          g.boxes.map((qty, b) => ({
            asnId: row.id,
            poLineId: g.poLineId,
            partCode,
            boxNo: b + 1,
            label: `${receipt.receiptNo}/${partCode}/${b + 1}`,
            qty,
          })),
        );
        await tx
          .update(purchaseOrderLines)
          .set({ shippedQty: sql`${purchaseOrderLines.shippedQty} + ${g.qty}` })
          .where(eq(purchaseOrderLines.id, g.poLineId));
      }
      return asnDetail(tx, principal, row.id);
    },
  };
}

/**
 * The put-away of a shipping notice's receipt (warehouse operations' receipt source `asn`): books the
 * pieces put away as received on the PO lines, marks the notice received, and moves the purchase
 * order to partly received, or received once every line is complete. Pieces shipped but not received
 * (a short receipt) go back to the line's open qty so they can be shipped again.
 */
export const asnPutAway: ReceiptSourceHandler = async (tx, putAway) => {
  const [asn] = await tx.select().from(asns).where(eq(asns.id, putAway.sourceId)).for('update');
  if (!asn) return;
  const [po] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, asn.poId)).for('update');
  enforce(checkPoAction({ poNo: po.poNo, status: po.status as PoStatus }, 'receive'));
  const announced = await tx
    .select({ poLineId: asnBoxes.poLineId, qty: sql<number>`sum(${asnBoxes.qty})::int` })
    .from(asnBoxes)
    .where(eq(asnBoxes.asnId, asn.id))
    .groupBy(asnBoxes.poLineId);
  for (const a of announced) {
    const received = putAway.lines
      .filter((l) => l.sourceLineId === a.poLineId)
      .reduce((s, l) => s + l.qty, 0);
    await tx
      .update(purchaseOrderLines)
      .set({
        receivedQty: sql`${purchaseOrderLines.receivedQty} + ${received}`,
        shippedQty: sql`${purchaseOrderLines.shippedQty} - ${Number(a.qty) - received}`,
      })
      .where(eq(purchaseOrderLines.id, a.poLineId));
  }
  await tx.update(asns).set({ status: ASN_STATUS.received }).where(eq(asns.id, asn.id));
  const [left] = await tx
    .select({
      open: sql<number>`coalesce(sum(${purchaseOrderLines.qty} - ${purchaseOrderLines.receivedQty}), 0)::int`,
    })
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.poId, po.id));
  await tx
    .update(purchaseOrders)
    .set({
      status: Number(left?.open ?? 0) === 0 ? PO_STATUS.received : PO_STATUS.partlyReceived,
      updatedAt: putAway.at,
      version: po.version + 1,
    })
    .where(eq(purchaseOrders.id, po.id));
};
