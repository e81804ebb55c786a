import type {
  TransferInput,
  TransferListQuery,
  TransferUpdate,
  WarehouseAuditInput,
  WarehouseTransferDetail,
  WarehouseTransferItem,
} from '@spm/contracts';
import {
  checkTransferRequester,
  checkTransferWarehouses,
  TRANSFER_STATUS,
  transferWorkflow,
  violation,
  type WarehouseTransferStatus,
} from '@spm/domain';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { hasPermission, type Principal } from '../../../platform/access/principal';
import { warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client';
import { lockRow } from '../../../platform/db/locks';
import { users } from '../../../platform/db/platform.tables';
import { AppError, enforceAll, raise } from '../../../platform/errors';
import { holdStock, shipOut } from '../../stock';
import { answeringDetail, type DocumentList, documentKind, documentReads } from '../document-kind';
import { openInboundReceipt } from '../receipts/open-receipt';
import {
  documentNo,
  insertDocument,
  isoCreatedAt,
  lineHeads,
  notAllowed,
  partsOf,
  replaceLines,
  requireOwnWarehouse,
  requireWarehouse,
  reviseDocument,
  saveStep,
  stepper,
  type WarehouseOpsDeps,
} from '../shared';
import { receipts, transferLines, transfers } from '../warehouse-ops.tables';

/** Transfers the caller may read: from or to one of their warehouses (head office all). */
export const transferReadScope = (principal: Principal): SQL =>
  or(
    warehouseScope(principal, transfers.fromWarehouseCode),
    warehouseScope(principal, transfers.toWarehouseCode),
  ) as SQL;

const inTransitSql = sql<number>`case when ${transfers.status} = ${TRANSFER_STATUS.shipped}
  then (select coalesce(sum(l.shipped_qty - l.received_qty), 0)::int from ${transferLines} l where l.transfer_id = ${transfers.id})
  else 0 end`;

const columns = {
  id: transfers.id,
  transferNo: transfers.transferNo,
  fromWarehouseCode: transfers.fromWarehouseCode,
  toWarehouseCode: transfers.toWarehouseCode,
  status: transfers.status,
  createdByName: sql<string>`coalesce(${users.name}, '')`,
  createdAt: transfers.createdAt,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from ${transferLines} l where l.transfer_id = ${transfers.id})`,
  inTransitQty: inTransitSql,
  version: transfers.version,
  remark: transfers.remark,
  createdBy: transfers.createdBy,
};

/** Transfers: seen from both warehouses, changed by the source warehouse only. */
const TRANSFERS = documentKind(transfers, transferWorkflow, transferLines, transferLines.transferId, {
  select: (db) =>
    db.select(columns).from(transfers).leftJoin(users, eq(users.id, transfers.createdBy)).$dynamic(),
  scope: transferReadScope,
  changeScope: (principal) => warehouseScope(principal, transfers.fromWarehouseCode),
  filters: {
    transferNo: transfers.transferNo,
    status: transfers.status,
    fromWarehouseCode: transfers.fromWarehouseCode,
    toWarehouseCode: transfers.toWarehouseCode,
  },
});

/** A page of transfers in the caller's scope, newest first. */
export const listTransfers: DocumentList<TransferListQuery, WarehouseTransferItem> = (db, principal, q) =>
  TRANSFERS.list(db, principal, q, ({ remark: _r, createdBy: _c, ...r }) => isoCreatedAt(r));

/** Transfer requests (allocate apply, spec §3, §4, §6): request, edit (creator), audit, ship; received through a receipt. */
export function createTransferService(deps: WarehouseOpsDeps & { db: Db }) {
  const { db, now } = deps;
  const moves = TRANSFERS.moves(deps);

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<WarehouseTransferDetail> {
    const { found, lines, history } = await moves.read(q, principal, id);
    const head = await lineHeads(q, lines);
    const [receipt] = await q
      .select({ id: receipts.id })
      .from(receipts)
      .where(and(eq(receipts.sourceType, 'transfer'), eq(receipts.sourceId, id)));
    const { createdBy: _c, ...item } = found;
    return {
      ...isoCreatedAt(item),
      receiptId: receipt?.id ?? null,
      lines: lines.map((l) => ({
        ...head(l),
        qty: l.qty,
        shippedQty: l.shippedQty,
        receivedQty: l.receivedQty,
        inTransitQty: found.status === TRANSFER_STATUS.shipped ? l.shippedQty - l.receivedQty : 0,
      })),
      history,
    };
  }

  const command = answeringDetail(detail);

  /**
   * Checks a request's content: different warehouses, known parts, and who may request each part
   * (spec §6). A head-office requester goes by master data's part responsibility (PART_NOT_RESPONSIBLE
   * 403 on `lines[i].partCode`; a part without a responsible user is open); warehouse staff, who cannot
   * be responsible users there, by the part's `responsiblePerson` name or `transferApply:superior`
   * (TRANSFER_NOT_RESPONSIBLE). See docs/decisions/warehouse-ops.md "Transfers".
   */
  async function checkContent(
    tx: Tx,
    principal: Principal,
    from: string,
    input: Omit<TransferInput, 'fromWarehouseCode'>,
  ) {
    await requireWarehouse(tx, input.toWarehouseCode, 'toWarehouseCode');
    const sameWarehouse = checkTransferWarehouses(from, input.toWarehouseCode);
    if (sameWarehouse) raise(sameWarehouse);
    const codes = input.lines.map((l) => l.partCode);
    const found = await partsOf(tx, codes);
    if (principal.headOffice) {
      await deps.partResponsibility(tx, principal, codes);
      return;
    }
    const requester = {
      name: principal.name,
      username: principal.username,
      superior: hasPermission(principal, 'transferApply:superior'),
    };
    enforceAll(
      input.lines.map((l, i) =>
        checkTransferRequester(
          { partCode: l.partCode, responsiblePerson: found.get(l.partCode)?.responsiblePerson ?? null },
          requester,
          `lines[${i}].partCode`,
        ),
      ),
    );
  }

  const writeLines = (tx: Tx, transferId: number, lines: TransferInput['lines']) =>
    replaceLines(
      tx,
      transferLines,
      transferLines.transferId,
      transferId,
      lines.map((l) => ({ transferId, partCode: l.partCode, qty: l.qty })),
    );

  return {
    // `detail`: one transfer with its lines (in transit per line), its receipt and its history.
    ...documentReads(db, listTransfers, detail),

    /**
     * Saves an unaudited request from one of the caller's warehouses (`POST /api/v1/warehouse/transfers`).
     * NOT_FOUND (404) for another warehouse, TRANSFER_SAME_WAREHOUSE (422), PART_NOT_FOUND, and
     * PART_NOT_RESPONSIBLE / TRANSFER_NOT_RESPONSIBLE (403, on the line) per `checkContent` (spec §6).
     */
    async create(tx: Tx, principal: Principal, input: TransferInput): Promise<WarehouseTransferDetail> {
      await requireOwnWarehouse(tx, principal, input.fromWarehouseCode, 'fromWarehouseCode');
      await checkContent(tx, principal, input.fromWarehouseCode, input);
      const at = now();
      const id = await insertDocument(tx, transfers, principal, at, {
        transferNo: await documentNo(tx, 'TR', at, deps.businessTz),
        fromWarehouseCode: input.fromWarehouseCode,
        toWarehouseCode: input.toWarehouseCode,
        remark: input.remark ?? null,
      });
      await writeLines(tx, id, input.lines);
      return detail(tx, principal, id);
    },

    /** Edits an unaudited request; only its creator (TRANSFER_NOT_CREATOR), its lines checked as on create. */
    update: command(async (tx, principal, id, input: TransferUpdate) => {
      const current = await moves.lock(tx, principal, id, input.version);
      if (current.createdBy !== principal.userId) throw new AppError('TRANSFER_NOT_CREATOR');
      if (current.status !== TRANSFER_STATUS.unaudited)
        notAllowed(transferWorkflow, 'edit', current.status as WarehouseTransferStatus);
      await checkContent(tx, principal, current.fromWarehouseCode, input);
      await reviseDocument(tx, transfers, current, {
        toWarehouseCode: input.toWarehouseCode,
        remark: input.remark ?? null,
        updatedAt: now(),
      });
      await writeLines(tx, id, input.lines);
    }),

    /** Approves or rejects (opinion required) an unaudited request of the caller's source warehouse. */
    audit: command(async (tx, principal, id, input: WarehouseAuditInput) => {
      await moves.step(tx, principal, {
        id,
        version: input.version,
        action: input.decision,
        opinion: input.opinion,
      });
    }),

    /**
     * Ships an audited transfer: allocates each line at the source (locations in storage-code order,
     * STOCK_SHORTAGE {partCode, requiredQty, availableQty} when short) and ships it out (ledger
     * `allocate` + `ship`, document `transfer`); the pieces are in transit until the destination's
     * receipt, opened here, is put away.
     */
    ship: command(async (tx, principal, id, version: number) => {
      await moves.step(tx, principal, { id, version, action: 'ship' }, async (current, taken) => {
        const lines = await moves.lines(tx, id, [asc(transferLines.partCode)]);
        const source = {
          documentType: 'transfer',
          documentNo: current.transferNo,
          actorId: principal.userId,
          at: taken.at,
        };
        const hold = await holdStock(
          tx,
          current.fromWarehouseCode,
          lines.map((l) => l.partCode),
        );
        for (const line of lines) {
          const availableQty = hold.available(line.partCode);
          if (availableQty < line.qty)
            raise(
              violation('STOCK_SHORTAGE', { partCode: line.partCode, requiredQty: line.qty, availableQty }),
            );
          const [got] = await hold.allocate([{ partCode: line.partCode, qty: line.qty }], source);
          for (const loc of got.locations)
            await shipOut(tx, {
              ...source,
              partCode: line.partCode,
              warehouseCode: current.fromWarehouseCode,
              storageCode: loc.storageCode,
              qty: loc.qty,
            });
        }
        await tx
          .update(transferLines)
          .set({ shippedQty: sql`${transferLines.qty}` })
          .where(eq(transferLines.transferId, id));
        await openInboundReceipt(
          tx,
          {
            warehouseCode: current.toWarehouseCode,
            sourceType: 'transfer',
            sourceId: id,
            sourceNo: current.transferNo,
            lines: lines.map((l) => ({ sourceLineId: l.id, partCode: l.partCode, receivableQty: l.qty })),
          },
          taken.at,
          deps.businessTz,
        );
      });
    }),
  };
}

/** Books what a receipt put away onto its transfer's lines and marks the transfer received (workflow step). */
export async function transferReceived(
  deps: WarehouseOpsDeps,
  tx: Tx,
  principal: Principal,
  transferId: number,
  received: readonly { sourceLineId: number; qty: number }[],
): Promise<void> {
  const current = await lockRow(tx, transfers, eq(transfers.id, transferId));
  for (const r of received)
    await tx
      .update(transferLines)
      .set({ receivedQty: r.qty })
      .where(and(eq(transferLines.id, r.sourceLineId), eq(transferLines.transferId, transferId)));
  await saveStep(
    tx,
    transfers,
    current,
    await stepper(deps, transferWorkflow)(tx, principal, current, 'receive'),
  );
}

/** Parts of `warehouseCode` on audited transfers waiting to ship (held for shipping). */
export async function transfersShippingPart(db: DbOrTx, partCode: string, warehouseCode: string | null) {
  const [row] = await db
    .select({ n: count() })
    .from(transferLines)
    .innerJoin(transfers, eq(transfers.id, transferLines.transferId))
    .where(
      and(
        eq(transferLines.partCode, partCode),
        inArray(transfers.status, [TRANSFER_STATUS.audited]),
        warehouseCode ? eq(transfers.fromWarehouseCode, warehouseCode) : undefined,
      ),
    );
  return (row?.n ?? 0) > 0;
}
