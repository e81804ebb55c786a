import type {
  PackagingAuditInput,
  PutAwayInput,
  ReceiptDetail,
  ReceiptItem,
  ReceiptListQuery,
  ReceiveInput,
} from '@spm/contracts';
import {
  checkContainerNo,
  checkContainerNoUnused,
  checkLocationCapacity,
  checkReceivedQty,
  RECEIPT_STATUS,
  type ReceiptStatus,
  type RuleViolation,
  receiptWorkflow,
  violation,
} from '@spm/domain';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError, enforce, enforceAll, raise } from '../../../platform/errors';
import { receiveIn } from '../../stock';
import { answeringDetail, type DocumentList, documentKind, documentReads } from '../document-kind';
import { locationOf } from '../locations/locations.service';
import { arrivalOf, lineHeads, notAllowed, reviseDocument, type WarehouseOpsDeps } from '../shared';
import { transferReceived } from '../transfers/transfers.service';
import { receiptLines, receipts } from '../warehouse-ops.tables';

const columns = {
  id: receipts.id,
  receiptNo: receipts.receiptNo,
  warehouseCode: receipts.warehouseCode,
  sourceType: receipts.sourceType,
  sourceNo: receipts.sourceNo,
  containerNo: receipts.containerNo,
  status: receipts.status,
  packagingAudited: receipts.packagingAudited,
  receivedAt: receipts.receivedAt,
  version: receipts.version,
};

/** Receipts: the receiving warehouse's only. */
const RECEIPTS = documentKind(receipts, receiptWorkflow, receiptLines, receiptLines.receiptId, {
  // the list's columns and the packaging remark the detail shows
  select: (db) =>
    db
      .select({ ...columns, packagingRemark: receipts.packagingRemark })
      .from(receipts)
      .$dynamic(),
  scope: (principal) => warehouseScope(principal, receipts.warehouseCode),
  filters: {
    receiptNo: receipts.receiptNo,
    status: receipts.status,
    warehouseCode: receipts.warehouseCode,
    containerNo: receipts.containerNo,
    sourceNo: receipts.sourceNo,
  },
});

const toItem = (r: { receivedAt: Date | null } & Omit<ReceiptItem, 'receivedAt'>): ReceiptItem => ({
  ...r,
  receivedAt: r.receivedAt?.toISOString() ?? null,
});

/** A page of the receipts of the caller's warehouses, newest first. */
export const listReceipts: DocumentList<ReceiptListQuery, ReceiptItem> = (db, principal, q) =>
  RECEIPTS.list(db, principal, q, ({ packagingRemark: _p, ...r }) => toItem(r));

/**
 * Inbound receiving (WHI; spec §1, §5 "Receiving and claims", §8 "label scan invalid", "cancel
 * receiving", "packaging audit"): receive with a container or vehicle number and the received qty per
 * line, packaging audit, put-away into locations (stock and ledger, backorders released), and cancel
 * receiving before put-away. Only the receiving warehouse's staff see a receipt.
 */
export function createReceiptService(deps: WarehouseOpsDeps & { db: Db }) {
  const { db } = deps;
  const moves = RECEIPTS.moves(deps);

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<ReceiptDetail> {
    const { found, lines, history } = await moves.read(q, principal, id);
    const head = await lineHeads(q, lines);
    const { packagingRemark, ...item } = found;
    return {
      ...toItem(item),
      packagingRemark,
      lines: lines.map((l) => ({
        ...head(l),
        receivableQty: l.receivableQty,
        receivedQty: l.receivedQty,
        remark: l.remark,
        storageCode: l.storageCode,
      })),
      history,
    };
  }

  const command = answeringDetail(detail);

  /** The receipt's lines by part (then line id). */
  const byPart = (q: DbOrTx, id: number) =>
    moves.lines(q, id, [asc(receiptLines.partCode), asc(receiptLines.id)]);

  return {
    ...documentReads(db, listReceipts, detail),

    /**
     * A scanned box label: `<partCode>` or `<receiptNo>/<partCode>` naming a line of this receipt (a
     * supplier's box label adds `/<box no>`, which names the box, not the line).
     * @throws AppError LABEL_SCAN_INVALID {label} | NOT_FOUND
     */
    async scan(principal: Principal, id: number, label: string) {
      const receipt = await detail(db, principal, id);
      const [prefix, rest] = label.includes('/') ? label.split('/', 2) : [receipt.receiptNo, label];
      const line = prefix === receipt.receiptNo ? receipt.lines.find((l) => l.partCode === rest) : undefined;
      if (!line) raise(violation('LABEL_SCAN_INVALID', { label }, 'label'));
      return { lineId: line.id, partCode: line.partCode, receivableQty: line.receivableQty };
    },

    /**
     * Receives a receipt (0 → 1): container or vehicle number in form (CONTAINER_NO_INVALID) and never
     * used on another receipt (CONTAINER_NO_IN_USE); per line received ≤ receivable
     * (RECEIPT_QTY_EXCEEDS_RECEIVABLE) and a remark when they differ (RECEIPT_REMARK_REQUIRED). A line
     * not given counts as 0 received. Stock is not changed until put-away.
     */
    receive: command(async (tx, principal, id, input: ReceiveInput) => {
      await moves.step(tx, principal, { id, version: input.version, action: 'receive' }, async (_, taken) => {
        enforce(checkContainerNo(input.containerNo));
        const [used] = await tx
          .select({ id: receipts.id })
          .from(receipts)
          .where(and(eq(receipts.containerNo, input.containerNo), ne(receipts.id, id)));
        enforce(checkContainerNoUnused(input.containerNo, used !== undefined));
        const lines = await byPart(tx, id);
        const given = new Map(input.lines.map((l, i) => [l.lineId, { ...l, i }]));
        for (const lineId of given.keys())
          if (!lines.some((l) => l.id === lineId))
            raise(violation('NOT_FOUND', {}, `lines[${given.get(lineId)?.i}].lineId`));
        const violations: (RuleViolation | null)[] = lines.map((l, n) => {
          const g = given.get(l.id);
          return checkReceivedQty(
            {
              partCode: l.partCode,
              receivedQty: g?.receivedQty ?? 0,
              receivableQty: l.receivableQty,
              remark: g?.remark,
            },
            `lines[${g?.i ?? n}]`,
          );
        });
        enforceAll(violations);
        for (const l of lines) {
          const g = given.get(l.id);
          await tx
            .update(receiptLines)
            .set({ receivedQty: g?.receivedQty ?? 0, remark: g?.remark ?? null })
            .where(eq(receiptLines.id, l.id));
        }
        return { containerNo: input.containerNo, receivedAt: taken.at };
      });
    }),

    /** The packaging audit of a received receipt (status 1): passed or not, with a remark. */
    packagingAudit: command(async (tx, principal, id, input: PackagingAuditInput) => {
      const current = await moves.lock(tx, principal, id, input.version);
      if (current.status !== RECEIPT_STATUS.received)
        notAllowed(receiptWorkflow, 'packagingAudit', current.status as ReceiptStatus);
      await reviseDocument(tx, receipts, current, {
        packagingAudited: input.passed,
        packagingRemark: input.packagingRemark ?? null,
      });
    }),

    /** Cancels receiving (1 → 0), before put-away only: received quantities, container number and audit are cleared. */
    cancel: command(async (tx, principal, id, version: number) => {
      await moves.step(tx, principal, { id, version, action: 'cancel' }, async () => {
        await tx
          .update(receiptLines)
          .set({ receivedQty: null, remark: null })
          .where(eq(receiptLines.receiptId, id));
        return { containerNo: null, receivedAt: null, packagingAudited: false, packagingRemark: null };
      });
    }),

    /**
     * Puts a received receipt away (1 → 2) after its packaging audit (RECEIPT_PACKAGING_NOT_AUDITED):
     * each line with pieces into a location of the warehouse (STORAGE_NOT_FOUND, capacity
     * LOCATION_CAPACITY_EXCEEDED), booked with `receiveIn` (ledger `receive`, backorders re-released);
     * the source transfer is marked received.
     */
    putAway: command(async (tx, principal, id, input: PutAwayInput) => {
      await moves.step(
        tx,
        principal,
        { id, version: input.version, action: 'putAway' },
        async (current, taken) => {
          if (!current.packagingAudited)
            throw new AppError('RECEIPT_PACKAGING_NOT_AUDITED', { receiptNo: current.receiptNo });
          const where = new Map(input.lines.map((l, i) => [l.lineId, { storageCode: l.storageCode, i }]));
          const lines = await byPart(tx, id);
          const arrival = arrivalOf(deps);
          for (const [n, l] of lines.entries()) {
            const qty = l.receivedQty ?? 0;
            if (qty === 0) continue;
            const target = where.get(l.id);
            const field = `lines[${target?.i ?? n}].storageCode`;
            if (!target)
              raise(
                violation(
                  'STORAGE_NOT_FOUND',
                  { warehouseCode: current.warehouseCode, storageCode: '-' },
                  field,
                ),
              );
            const location = await locationOf(tx, current.warehouseCode, target.storageCode, { lock: true });
            if (!location)
              raise(
                violation(
                  'STORAGE_NOT_FOUND',
                  { warehouseCode: current.warehouseCode, storageCode: target.storageCode },
                  field,
                ),
              );
            enforce(checkLocationCapacity(location, qty));
            await receiveIn(
              tx,
              {
                partCode: l.partCode,
                warehouseCode: current.warehouseCode,
                storageCode: target.storageCode,
                qty,
                documentType: 'receipt',
                documentNo: current.receiptNo,
                actorId: principal.userId,
                at: taken.at,
              },
              arrival,
            );
            await tx
              .update(receiptLines)
              .set({ storageCode: target.storageCode })
              .where(eq(receiptLines.id, l.id));
          }
          const putLines = lines.map((l) => ({ sourceLineId: l.sourceLineId, qty: l.receivedQty ?? 0 }));
          if (current.sourceType === 'transfer')
            await transferReceived(deps, tx, principal, current.sourceId, putLines);
          else
            await deps.receiptSources?.[current.sourceType]?.(tx, {
              sourceId: current.sourceId,
              receiptNo: current.receiptNo,
              at: taken.at,
              lines: putLines,
            });
        },
      );
    }),
  };
}
