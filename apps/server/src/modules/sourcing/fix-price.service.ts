import type {
  FixPriceInput,
  FixPriceItem,
  FixPriceListQuery,
  FixPricePackage,
  FixPriceUpdate,
} from '@spm/contracts';
import {
  type BpmStatus,
  calculatePartPrices,
  FIX_PRICE_ACTIONS,
  type FixPriceAction,
  type FixPriceStatus,
  fixPriceActionAllowed,
  violation,
} from '@spm/domain';
import Decimal from 'decimal.js';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { requestedSort } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { suppliers } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { AppError, raise } from '../../platform/errors';
import { enqueueOutbound } from '../../platform/outbox';
import { partNames } from '../parts';
import { applyFixedPrice, type FixedPoPrice } from './apply-fixed-price';
import { documentNo, historyOf, partsOf, writeCreated, writeHistory } from './shared';
import { fixPrices } from './sourcing.tables';

type Row = typeof fixPrices.$inferSelect;

/** Columns the fix price list sorts by (`sort` = `field` or `-field`). */
const FIX_PRICE_SORTS = {
  fixPriceNo: fixPrices.fixPriceNo,
  partCode: fixPrices.partCode,
  status: fixPrices.status,
  effectiveFrom: fixPrices.effectiveFrom,
} as const;

/** Refuses `action` on a fix price whose status (and package BPM status) does not allow it (spec §4). */
export function assertFixPriceAction(
  action: FixPriceAction,
  row: Pick<Row, 'status' | 'bpmStatus' | 'fixPriceNo' | 'packageNo'>,
): void {
  if (fixPriceActionAllowed(action, row.status as FixPriceStatus, row.bpmStatus as BpmStatus | null)) return;
  throw new AppError(FIX_PRICE_ACTIONS[action].refused, {
    fixPriceNo: row.fixPriceNo,
    packageNo: row.packageNo ?? '-',
    bpmStatus: row.bpmStatus ?? '-',
  });
}

/**
 * Fix prices (spec §4 "Fix price", FPM001/FPM002): unaudited → pricing (calculate the part's prices) →
 * waiting audit in an audit package (BPM waitcreate → approving → approved / reject / cancel) →
 * audited. On approval the fixed price becomes the part's prices and a PO price (`applyFixedPrice`)
 * and the package goes to SRM (interface `srmFixPrice`, 150 a message). Head office only.
 */
export function createFixPriceService({
  db,
  now,
  businessTz,
}: {
  db: Db;
  now: () => Date;
  /** The business time zone (config BUSINESS_TZ) of the document numbers' dates. */
  businessTz: string;
}) {
  async function toItems(tx: DbOrTx, rows: Row[]): Promise<FixPriceItem[]> {
    const name = await partNames(
      tx,
      rows.map((r) => r.partCode),
    );
    return rows.map((r) => ({
      id: r.id,
      fixPriceNo: r.fixPriceNo,
      partCode: r.partCode,
      nameZh: name(r.partCode).nameZh,
      nameEn: name(r.partCode).nameEn,
      supplierCode: r.supplierCode,
      currency: r.currency,
      purchasePrice: r.purchasePrice,
      exchangeRate: new Decimal(r.exchangeRate).toString(),
      priceType: r.priceType,
      status: r.status,
      packageNo: r.packageNo,
      bpmStatus: r.bpmStatus,
      priceOrdinary: r.priceOrdinary,
      priceRush: r.priceRush,
      priceRushLand: r.priceRushLand,
      priceSuggestedRetail: r.priceSuggestedRetail,
      priceNormal: r.priceNormal,
      effectiveFrom: r.effectiveFrom,
      rfqId: r.rfqId,
      version: r.version,
    }));
  }

  async function find(tx: DbOrTx, id: number): Promise<Row> {
    return lockRow(tx, fixPrices, eq(fixPrices.id, id));
  }

  async function findMany(tx: Tx, ids: readonly number[]): Promise<Row[]> {
    const unique = [...new Set(ids)];
    const rows = await tx
      .select()
      .from(fixPrices)
      .where(inArray(fixPrices.id, unique))
      .orderBy(asc(fixPrices.id))
      .for('update');
    if (rows.length !== unique.length) throw new AppError('NOT_FOUND');
    return rows;
  }

  async function packageRows(tx: DbOrTx, packageNo: string, lock = false): Promise<Row[]> {
    const query = tx
      .select()
      .from(fixPrices)
      .where(eq(fixPrices.packageNo, packageNo))
      .orderBy(asc(fixPrices.id));
    const rows = lock ? await query.for('update') : await query;
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    return rows;
  }

  /** Exchange rate rule: 1 for CNY, above 0 otherwise. */
  function checkRate(input: FixPriceInput) {
    const rate = new Decimal(input.exchangeRate);
    const ok = input.currency === 'CNY' ? rate.eq(1) : rate.gt(0);
    if (!ok)
      raise(violation('FIX_PRICE_EXCHANGE_RATE_INVALID', { currency: input.currency }, 'exchangeRate'));
  }

  async function checkInput(tx: Tx, input: FixPriceInput) {
    checkRate(input);
    await partsOf(tx, [input.partCode], () => 'partCode');
    const [supplier] = await tx
      .select({ code: suppliers.code })
      .from(suppliers)
      .where(eq(suppliers.code, input.supplierCode));
    if (!supplier)
      raise(violation('RFQ_SUPPLIER_NOT_FOUND', { supplierCode: input.supplierCode }, 'supplierCode'));
  }

  /** Writes `set` to each row (version + 1) with a history row of `action`. */
  async function change(
    tx: Tx,
    p: Principal,
    rows: Row[],
    action: FixPriceAction,
    set: Partial<Row>,
    opinion?: string | null,
  ) {
    const out: Row[] = [];
    for (const row of rows) {
      const [updated] = await tx
        .update(fixPrices)
        .set({ ...set, updatedAt: now(), version: row.version + 1 })
        .where(eq(fixPrices.id, row.id))
        .returning();
      await writeHistory(tx, {
        documentType: 'FIX_PRICE',
        documentId: row.id,
        action,
        fromStatus: row.status,
        toStatus: updated.status,
        principal: p,
        opinion,
        at: now(),
      });
      out.push(updated);
    }
    return out;
  }

  async function answerPackage(
    tx: DbOrTx,
    packageNo: string,
    messageIds: number[] = [],
  ): Promise<FixPricePackage> {
    const rows = await packageRows(tx, packageNo);
    return {
      packageNo,
      bpmStatus: rows[0].bpmStatus as BpmStatus,
      items: await toItems(tx, rows),
      messageIds,
    };
  }

  /** A package step on every fix price of the package (guard from its first row: a package moves as one). */
  async function packageStep(
    tx: Tx,
    p: Principal,
    packageNo: string,
    action: FixPriceAction,
    set: Partial<Row>,
    opinion?: string | null,
  ) {
    const rows = await packageRows(tx, packageNo, true);
    assertFixPriceAction(action, rows[0]);
    return change(tx, p, rows, action, set, opinion);
  }

  return {
    async list(query: FixPriceListQuery) {
      const where = and(
        query.fixPriceNo ? eq(fixPrices.fixPriceNo, query.fixPriceNo) : undefined,
        query.partCode ? eq(fixPrices.partCode, query.partCode) : undefined,
        query.supplierCode ? eq(fixPrices.supplierCode, query.supplierCode) : undefined,
        query.status === undefined ? undefined : eq(fixPrices.status, query.status),
        query.packageNo ? eq(fixPrices.packageNo, query.packageNo) : undefined,
      );
      const asked = requestedSort(query.sort, FIX_PRICE_SORTS);
      const column = asked ? FIX_PRICE_SORTS[asked.field] : fixPrices.id;
      const page = await listPage(
        db.select({ total: count() }).from(fixPrices).where(where),
        db
          .select()
          .from(fixPrices)
          .where(where)
          .orderBy(asked && !asked.descending ? asc(column) : desc(column), desc(fixPrices.id))
          .$dynamic(),
        query,
      );
      return { ...page, items: await toItems(db, page.items) };
    },

    async detail(id: number) {
      const [row] = await db.select().from(fixPrices).where(eq(fixPrices.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      return { ...(await toItems(db, [row]))[0], history: await historyOf(db, 'FIX_PRICE', id) };
    },

    /** Unaudited fix price. @throws AppError FIX_PRICE_EXCHANGE_RATE_INVALID, PART_NOT_FOUND, RFQ_SUPPLIER_NOT_FOUND */
    async create(tx: Tx, p: Principal, input: FixPriceInput) {
      await checkInput(tx, input);
      const at = now();
      const [row] = await tx
        .insert(fixPrices)
        .values({
          ...input,
          rfqId: input.rfqId ?? null,
          fixPriceNo: await documentNo(tx, 'FP', at, businessTz),
          status: 0,
          createdBy: p.userId,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      await writeCreated(tx, 'FIX_PRICE', row.id, p, at);
      return { ...(await toItems(tx, [row]))[0], history: await historyOf(tx, 'FIX_PRICE', row.id) };
    },

    /** @throws AppError FIX_PRICE_NOT_MODIFIABLE, CONCURRENT_MODIFICATION, the create rules */
    async update(tx: Tx, p: Principal, id: number, input: FixPriceUpdate) {
      const row = await find(tx, id);
      assertFixPriceAction('modify', row);
      checkVersion(row, input.version);
      await checkInput(tx, input);
      const { version: _v, ...values } = input;
      const [updated] = await change(tx, p, [row], 'modify', { ...values, rfqId: input.rfqId ?? null });
      return { ...(await toItems(tx, [updated]))[0], history: await historyOf(tx, 'FIX_PRICE', id) };
    },

    /** @throws AppError FIX_PRICE_NOT_DELETABLE, CONCURRENT_MODIFICATION */
    async remove(tx: Tx, id: number, version: number): Promise<null> {
      const row = await find(tx, id);
      assertFixPriceAction('delete', row);
      checkVersion(row, version);
      await tx.delete(fixPrices).where(eq(fixPrices.id, id));
      return null;
    },

    /** Price types of several unaudited fix prices, all or none. @throws AppError FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED */
    async typeImport(tx: Tx, p: Principal, items: readonly { id: number; priceType: string }[]) {
      const rows = await findMany(
        tx,
        items.map((i) => i.id),
      );
      const out: Row[] = [];
      for (const item of items) {
        const row = rows.find((r) => r.id === item.id) as Row;
        assertFixPriceAction('typeImport', row);
        out.push(...(await change(tx, p, [row], 'typeImport', { priceType: item.priceType })));
      }
      return toItems(tx, out);
    },

    /** Unaudited → pricing. @throws AppError FIX_PRICE_NOT_UNAUDITED */
    async startPricing(tx: Tx, p: Principal, ids: readonly number[]) {
      const rows = await findMany(tx, ids);
      for (const row of rows) assertFixPriceAction('startPricing', row);
      return toItems(tx, await change(tx, p, rows, 'startPricing', { status: 1 }));
    },

    /** Computes the part's prices from purchase price × rate × markup. @throws AppError FIX_PRICE_NOT_PRICING */
    async calculate(tx: Tx, p: Principal, ids: readonly number[]) {
      const rows = await findMany(tx, ids);
      for (const row of rows) assertFixPriceAction('calculate', row);
      const out: Row[] = [];
      for (const row of rows)
        out.push(
          ...(await change(
            tx,
            p,
            [row],
            'calculate',
            calculatePartPrices(row.purchasePrice, row.exchangeRate),
          )),
        );
      return toItems(tx, out);
    },

    /** New audit package `PK…` (waiting audit, BPM waitcreate). @throws AppError FIX_PRICE_NOT_PRICING, FIX_PRICE_NOT_CALCULATED */
    async package(tx: Tx, p: Principal, ids: readonly number[]) {
      const rows = await findMany(tx, ids);
      for (const row of rows) {
        assertFixPriceAction('package', row);
        if (!row.priceOrdinary)
          throw new AppError('FIX_PRICE_NOT_CALCULATED', { fixPriceNo: row.fixPriceNo });
      }
      const packageNo = await documentNo(tx, 'PK', now(), businessTz);
      await change(tx, p, rows, 'package', { status: 2, packageNo, bpmStatus: 'waitcreate' });
      return answerPackage(tx, packageNo);
    },

    packageDetail: (packageNo: string) => answerPackage(db, packageNo),

    /** BPM waitcreate → approving. @throws AppError FIX_PRICE_PACKAGE_NOT_SUBMITTABLE */
    async submitPackage(tx: Tx, p: Principal, packageNo: string, opinion?: string | null) {
      await packageStep(tx, p, packageNo, 'submitPackage', { bpmStatus: 'approving' }, opinion);
      return answerPackage(tx, packageNo);
    },

    /** BPM approving → cancel (withdrawn). @throws AppError FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE */
    async withdrawPackage(tx: Tx, p: Principal, packageNo: string, opinion?: string | null) {
      await packageStep(tx, p, packageNo, 'withdrawPackage', { bpmStatus: 'cancel' }, opinion);
      return answerPackage(tx, packageNo);
    },

    /** Back to pricing, out of the package. @throws AppError FIX_PRICE_PACKAGE_NOT_CANCELLABLE */
    async cancelPackage(tx: Tx, p: Principal, packageNo: string, opinion?: string | null) {
      const rows = await packageStep(
        tx,
        p,
        packageNo,
        'cancelPackage',
        { status: 1, packageNo: null, bpmStatus: null },
        opinion,
      );
      return { packageNo, bpmStatus: 'cancel' as const, items: await toItems(tx, rows), messageIds: [] };
    },

    /**
     * Approve: audited, the part's prices set and the PO price made (`applyFixedPrice`), the package
     * sent to SRM. Reject (opinion required): BPM reject, the package may then be cancelled.
     * @throws AppError FIX_PRICE_NOT_PENDING_AUDIT, REQUIRED {field: opinion}
     */
    async auditPackage(
      tx: Tx,
      p: Principal,
      packageNo: string,
      input: { decision: 'approve' | 'reject'; opinion?: string },
    ) {
      if (input.decision === 'reject' && !input.opinion)
        raise(violation('REQUIRED', { field: 'opinion' }, 'opinion'));
      if (input.decision === 'reject') {
        await packageStep(tx, p, packageNo, 'auditPackage', { bpmStatus: 'reject' }, input.opinion);
        return answerPackage(tx, packageNo);
      }
      const rows = await packageStep(
        tx,
        p,
        packageNo,
        'auditPackage',
        { status: 3, bpmStatus: 'approved' },
        input.opinion,
      );
      const fixed: FixedPoPrice[] = [];
      for (const row of rows) fixed.push(await applyFixedPrice(tx, row, { userId: p.userId, at: now() }));
      const messageIds = await enqueueOutbound(
        tx,
        'srmFixPrice',
        {
          businessKey: packageNo,
          header: { packageNo },
          items: rows.map((r, i) => ({ fixPriceNo: r.fixPriceNo, ...fixed[i], priceType: r.priceType })),
        },
        now(),
      );
      return answerPackage(tx, packageNo, messageIds);
    },
  };
}

export type FixPriceService = ReturnType<typeof createFixPriceService>;
