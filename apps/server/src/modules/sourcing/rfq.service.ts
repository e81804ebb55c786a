import type { RfqBatchResult, RfqDetail, RfqInput, RfqUpdate, SupplierRfqQuoteInput } from '@spm/contracts';
import {
  type ErrorCode,
  errorMessage,
  type Language,
  RFQ_ACTIONS,
  type RfqAction,
  type RfqStatus,
  violation,
} from '@spm/domain';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db, Tx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { AppError, raise } from '../../platform/errors';
import type { UnitOfWork } from '../../platform/http/endpoint';
import { enqueueOutbound } from '../../platform/outbox';
import { findRfq, listRfqs, type RfqRow, rfqDetailOf, viewerOf } from './rfq.queries';
import { documentNo, partsOf, writeCreated, writeHistory } from './shared';
import { rfqLines, rfqQuotes, rfqSuppliers, rfqs } from './sourcing.tables';

/** Refuses `action` on an RFQ whose status does not allow it, with the action's own code (spec §4). */
export function assertRfqAction(action: RfqAction, row: Pick<RfqRow, 'status' | 'rfqNo'>): void {
  const rule = RFQ_ACTIONS[action];
  if (!rule.from.includes(row.status as RfqStatus)) throw new AppError(rule.refused, { rfqNo: row.rfqNo });
}

/**
 * What the RFQ service is built with: the clock, the business time zone (list date filters) and the
 * delete / stop count limits (config).
 */
export interface RfqDeps {
  db: Db;
  now: () => Date;
  businessTz: string;
  limits: { deleteMax: number; stopMax: number };
}

/**
 * RFQs (spec §4 "RFQ", RFQ001/RFQ002): head office asks suppliers to quote parts, confirms or rejects
 * the quotations, sends a confirmed RFQ to SRM (interface `srmRfq`, split at 30 lines a message), and
 * deletes or stops RFQs in batches of at most the configured counts. Suppliers see and quote only the
 * RFQs addressed to them (`/api/v1/supplier/rfqs`, others 404).
 */
export function createRfqService({ db, now, businessTz, limits }: RfqDeps) {
  const hq = { supplierCode: null };

  async function checkSuppliers(tx: Tx, codes: readonly string[]) {
    const rows = await tx
      .select({ code: suppliers.code })
      .from(suppliers)
      .where(and(inArray(suppliers.code, [...codes]), eq(suppliers.active, true)));
    const known = new Set(rows.map((r) => r.code));
    codes.forEach((supplierCode, i) => {
      if (!known.has(supplierCode))
        raise(violation('RFQ_SUPPLIER_NOT_FOUND', { supplierCode }, `supplierCodes[${i}]`));
    });
  }

  /** Input rules shared by create and edit: known suppliers and parts, no part twice. */
  async function checkInput(tx: Tx, input: RfqInput) {
    const seen = new Set<string>();
    input.lines.forEach((l, i) => {
      if (seen.has(l.partCode))
        raise(violation('RFQ_DUPLICATE_PART', { partCode: l.partCode }, `lines[${i}].partCode`));
      seen.add(l.partCode);
    });
    await checkSuppliers(tx, [...new Set(input.supplierCodes)]);
    await partsOf(
      tx,
      input.lines.map((l) => l.partCode),
      (i) => `lines[${i}].partCode`,
    );
  }

  /** Moves the RFQ to `to` (version + 1) and writes the history; CONCURRENT_MODIFICATION on a stale version. */
  async function move(
    tx: Tx,
    p: Principal,
    row: RfqRow,
    action: RfqAction,
    to: number,
    opinion?: string | null,
  ) {
    const [updated] = await tx
      .update(rfqs)
      .set({ status: to, updatedAt: now(), version: row.version + 1 })
      .where(and(eq(rfqs.id, row.id), eq(rfqs.version, row.version)))
      .returning();
    if (!updated) throw new AppError('CONCURRENT_MODIFICATION');
    await writeHistory(tx, {
      documentType: 'RFQ',
      documentId: row.id,
      action,
      fromStatus: row.status,
      toStatus: to,
      principal: p,
      opinion,
      at: now(),
    });
    return updated;
  }

  /** Runs each id of a batch in its own transaction; refusals are answered per id in `language`. */
  async function batch(
    unit: UnitOfWork,
    ids: readonly number[],
    language: Language,
    work: (tx: Tx, id: number) => Promise<void>,
  ): Promise<RfqBatchResult> {
    const results: RfqBatchResult = [];
    for (const id of [...new Set(ids)]) {
      try {
        await unit((tx) => work(tx, id));
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({
          id,
          ok: false,
          code: error.code,
          message: errorMessage(error.code, language, error.params),
        });
      }
    }
    return results;
  }

  const limitExceeded = (code: ErrorCode, max: number, n: number) => {
    if (n > max) raise(violation(code, { max, count: n }, 'ids'));
  };

  return {
    list: (p: Principal, query: Parameters<typeof listRfqs>[2]) =>
      listRfqs(db, viewerOf(p), query, businessTz),

    /** @throws AppError NOT_FOUND (also for an RFQ not addressed to the calling supplier) */
    async detail(p: Principal, id: number): Promise<RfqDetail> {
      const viewer = viewerOf(p);
      const row = await findRfq(db, viewer, id);
      return rfqDetailOf(db, viewer ?? hq, row);
    },

    /** A new RFQ waiting confirm. @throws AppError RFQ_DUPLICATE_PART, RFQ_SUPPLIER_NOT_FOUND, PART_NOT_FOUND */
    async create(tx: Tx, p: Principal, input: RfqInput): Promise<RfqDetail> {
      await checkInput(tx, input);
      const at = now();
      const [row] = await tx
        .insert(rfqs)
        .values({
          rfqNo: await documentNo(tx, 'RFQ', at, businessTz),
          status: 0,
          title: input.title,
          currency: input.currency,
          quoteDueDate: input.quoteDueDate,
          remark: input.remark ?? null,
          createdBy: p.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await tx
        .insert(rfqSuppliers)
        .values([...new Set(input.supplierCodes)].map((supplierCode) => ({ rfqId: row.id, supplierCode })));
      await tx.insert(rfqLines).values(input.lines.map((l, i) => ({ rfqId: row.id, lineNo: i + 1, ...l })));
      await writeCreated(tx, 'RFQ', row.id, p, at);
      return rfqDetailOf(tx, hq, row);
    },

    /**
     * Edits a waiting-confirm or rejected RFQ (a rejected one waits for confirmation again). Lines of
     * parts kept keep their quotations; a removed supplier's quotations go.
     * @throws AppError RFQ_NOT_EDITABLE, CONCURRENT_MODIFICATION, and the create rules
     */
    async update(tx: Tx, p: Principal, id: number, input: RfqUpdate): Promise<RfqDetail> {
      const row = await findRfq(tx, hq, id, true);
      assertRfqAction('edit', row);
      checkVersion(row, input.version);
      await checkInput(tx, input);
      const codes = [...new Set(input.supplierCodes)];
      await tx
        .delete(rfqQuotes)
        .where(and(eq(rfqQuotes.rfqId, id), notInArray(rfqQuotes.supplierCode, codes)));
      await tx.delete(rfqSuppliers).where(eq(rfqSuppliers.rfqId, id));
      await tx.insert(rfqSuppliers).values(codes.map((supplierCode) => ({ rfqId: id, supplierCode })));
      const partCodes = input.lines.map((l) => l.partCode);
      await tx.delete(rfqLines).where(and(eq(rfqLines.rfqId, id), notInArray(rfqLines.partCode, partCodes)));
      for (const [i, l] of input.lines.entries()) {
        await tx
          .insert(rfqLines)
          .values({ rfqId: id, lineNo: i + 1, partCode: l.partCode, qty: l.qty })
          .onConflictDoUpdate({
            target: [rfqLines.rfqId, rfqLines.partCode],
            set: { lineNo: i + 1, qty: l.qty },
          });
      }
      await tx
        .update(rfqs)
        .set({
          title: input.title,
          currency: input.currency,
          quoteDueDate: input.quoteDueDate,
          remark: input.remark ?? null,
        })
        .where(eq(rfqs.id, id));
      const updated = await move(tx, p, row, 'edit', RFQ_ACTIONS.edit.to ?? 0);
      return rfqDetailOf(tx, hq, updated);
    },

    /** @throws AppError RFQ_NOT_CONFIRMABLE, RFQ_NOT_QUOTED {rfqNo, partCode}, CONCURRENT_MODIFICATION */
    async confirm(tx: Tx, p: Principal, id: number, version: number): Promise<RfqDetail> {
      const row = await findRfq(tx, hq, id, true);
      assertRfqAction('confirm', row);
      checkVersion(row, version);
      const lines = await tx.select().from(rfqLines).where(eq(rfqLines.rfqId, id)).orderBy(rfqLines.lineNo);
      const quoted = new Set(
        (await tx.select({ lineId: rfqQuotes.lineId }).from(rfqQuotes).where(eq(rfqQuotes.rfqId, id))).map(
          (q) => q.lineId,
        ),
      );
      const bare = lines.find((l) => !quoted.has(l.id));
      if (bare) throw new AppError('RFQ_NOT_QUOTED', { rfqNo: row.rfqNo, partCode: bare.partCode });
      return rfqDetailOf(tx, hq, await move(tx, p, row, 'confirm', 2));
    },

    /** Rejects the quotations (opinion required); the suppliers may quote again. @throws AppError RFQ_NOT_REJECTABLE */
    async reject(
      tx: Tx,
      p: Principal,
      id: number,
      input: { version: number; opinion: string },
    ): Promise<RfqDetail> {
      const row = await findRfq(tx, hq, id, true);
      assertRfqAction('reject', row);
      checkVersion(row, input.version);
      return rfqDetailOf(tx, hq, await move(tx, p, row, 'reject', 1, input.opinion));
    },

    /**
     * Sends a confirmed RFQ to SRM in the business transaction (interface `srmRfq`; lines with every
     * quotation, split at the interface cap). @throws AppError RFQ_NOT_TRANSFERABLE
     */
    async transfer(tx: Tx, p: Principal, id: number, version: number) {
      const row = await findRfq(tx, hq, id, true);
      assertRfqAction('transfer', row);
      checkVersion(row, version);
      const detail = await rfqDetailOf(tx, hq, row);
      const messageIds = await enqueueOutbound(
        tx,
        'srmRfq',
        {
          businessKey: row.rfqNo,
          header: {
            action: 'create',
            rfqNo: row.rfqNo,
            title: row.title,
            currency: row.currency,
            quoteDueDate: row.quoteDueDate,
            supplierCodes: detail.supplierCodes,
          },
          items: detail.lines.map((l) => ({
            lineNo: l.lineNo,
            partCode: l.partCode,
            qty: l.qty,
            quotes: l.quotes,
          })),
        },
        now(),
      );
      const updated = await move(tx, p, row, 'transfer', 3);
      return { ...(await rfqDetailOf(tx, hq, updated)), messageIds };
    },

    /** Deletes waiting-confirm or rejected RFQs. @throws AppError RFQ_DELETE_LIMIT_EXCEEDED; per id RFQ_NOT_DELETABLE, NOT_FOUND */
    async remove(unit: UnitOfWork, _p: Principal, ids: readonly number[], language: Language) {
      limitExceeded('RFQ_DELETE_LIMIT_EXCEEDED', limits.deleteMax, new Set(ids).size);
      return batch(unit, ids, language, async (tx, id) => {
        const row = await findRfq(tx, hq, id, true);
        assertRfqAction('delete', row);
        await tx.delete(rfqs).where(eq(rfqs.id, id));
      });
    },

    /**
     * Stops confirmed or sent RFQs; a sent one is stopped in SRM too (a `stop` message on `srmRfq`).
     * @throws AppError RFQ_STOP_LIMIT_EXCEEDED; per id RFQ_NOT_STOPPABLE, NOT_FOUND
     */
    async stop(unit: UnitOfWork, p: Principal, ids: readonly number[], language: Language) {
      limitExceeded('RFQ_STOP_LIMIT_EXCEEDED', limits.stopMax, new Set(ids).size);
      return batch(unit, ids, language, async (tx, id) => {
        const row = await findRfq(tx, hq, id, true);
        assertRfqAction('stop', row);
        if (row.status === 3)
          await enqueueOutbound(
            tx,
            'srmRfq',
            { businessKey: row.rfqNo, header: { action: 'stop', rfqNo: row.rfqNo }, items: [] },
            now(),
          );
        await move(tx, p, row, 'stop', 4);
      });
    },

    /**
     * The calling supplier's quotation (replaces its earlier one per line); a rejected RFQ waits for
     * confirmation again. @throws AppError NOT_FOUND (not addressed to it), RFQ_NOT_QUOTABLE, RFQ_QUOTE_LINE_UNKNOWN
     */
    async quote(tx: Tx, p: Principal, id: number, input: SupplierRfqQuoteInput): Promise<RfqDetail> {
      const viewer = viewerOf(p);
      if (!viewer?.supplierCode) throw new AppError('NOT_FOUND');
      const supplierCode = viewer.supplierCode;
      const row = await findRfq(tx, viewer, id, true);
      assertRfqAction('quote', row);
      checkVersion(row, input.version);
      const lineIds = new Set(
        (await tx.select({ id: rfqLines.id }).from(rfqLines).where(eq(rfqLines.rfqId, id))).map((l) => l.id),
      );
      for (const [i, q] of input.quotes.entries()) {
        if (!lineIds.has(q.lineId))
          raise(violation('RFQ_QUOTE_LINE_UNKNOWN', { lineId: q.lineId }, `quotes[${i}].lineId`));
        const values = {
          unitPrice: q.unitPrice,
          leadTimeDays: q.leadTimeDays,
          remark: q.remark ?? null,
          quotedBy: p.userId,
          quotedAt: now(),
        };
        await tx
          .insert(rfqQuotes)
          .values({ rfqId: id, lineId: q.lineId, supplierCode, ...values })
          .onConflictDoUpdate({ target: [rfqQuotes.lineId, rfqQuotes.supplierCode], set: values });
      }
      const updated = await move(tx, p, row, 'quote', 0);
      return rfqDetailOf(tx, viewer, updated);
    },
  };
}

export type RfqService = ReturnType<typeof createRfqService>;
