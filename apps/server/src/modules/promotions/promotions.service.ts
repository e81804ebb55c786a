import type {
  Page,
  PlacedPromotionOrder,
  Promotion,
  PromotionInput,
  PromotionListQuery,
  PromotionOrderInput,
  PromotionOrderLine,
  PromotionOrderLineQuery,
  PromotionUpdateInput,
} from '@spm/contracts';
import {
  businessDate,
  checkPeriod,
  checkPromotionActive,
  checkPromotionPrice,
  checkPromotionQtyLimit,
  checkPromotionRebate,
  lineAmount,
  normalizePartCode,
  type RebateType,
  rebateOf,
  rebatePerPiece,
  violation,
} from '@spm/domain';
import { and, asc, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { enforce, enforceAll, raise } from '../../platform/errors';
import { placeOrder } from '../dealer-orders';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { orderingDealer, orderWarehouse } from './ordering';
import { promotionOrderLines, promotions } from './promotions.tables';

export interface PromotionServiceDeps {
  now: () => Date;
  businessTz: string;
}

/** Pieces of a promotion ordered by the caller's dealer (head office: by every dealer). */
const orderedQty = (principal: Principal) =>
  sql<number>`(select coalesce(sum(${promotionOrderLines.qty}), 0)::int from ${promotionOrderLines}
    where ${promotionOrderLines.promotionId} = ${promotions.id}
    and ${dealerDocumentScope(principal, promotionOrderLines.dealerCode)})`;

const columns = (principal: Principal) => ({
  id: promotions.id,
  partCode: promotions.partCode,
  partNameZh: parts.nameZh,
  partNameEn: parts.nameEn,
  salesPrice: parts.priceOrdinary,
  promotionPrice: promotions.promotionPrice,
  startDate: promotions.startDate,
  endDate: promotions.endDate,
  qtyLimit: promotions.qtyLimit,
  rebateType: sql<RebateType>`${promotions.rebateType}`,
  rebateValue: promotions.rebateValue,
  orderedQty: orderedQty(principal),
  remark: promotions.remark,
  version: promotions.version,
});

/**
 * Columns the list sorts by (`sort` = key or `-key`); anything else: latest end date first. The part
 * name sorts in the reader's language: Chinese by pinyin initials, then the name.
 */
const SORTS = {
  partCode: [promotions.partCode],
  partNameZh: [parts.pinyinInitials, parts.nameZh],
  partNameEn: [parts.nameEn],
  salesPrice: [parts.priceOrdinary],
  promotionPrice: [promotions.promotionPrice],
  startDate: [promotions.startDate],
  endDate: [promotions.endDate],
  qtyLimit: [promotions.qtyLimit],
} as const;

/** The list's order: the `sort` column (ties by id in the same direction), else newest end date first. */
function listOrder(sort: string | undefined) {
  const asked = requestedSort(sort, SORTS);
  if (!asked) return [desc(promotions.endDate), desc(promotions.id)];
  const direction = asked.descending ? desc : asc;
  return [...SORTS[asked.field].map((c) => direction(c)), direction(promotions.id)];
}

/**
 * The promotions as `principal` reads them (`columns`): each with its part (inner join), unfiltered;
 * the list and the detail add their conditions.
 */
const selectPromotions = (db: DbOrTx, principal: Principal) =>
  db.select(columns(principal)).from(promotions).innerJoin(parts, eq(parts.partCode, promotions.partCode));

type PromotionRow = Omit<Promotion, 'rebatePerPiece'>;
const withRebate = (r: PromotionRow): Promotion => ({
  ...r,
  rebateValue: String(Number(r.rebateValue)),
  rebatePerPiece: rebatePerPiece(r.rebateType, r.rebateValue, r.promotionPrice),
});

/**
 * Promotion parts (spec §2 `/promotionPartsQuery/index`, §8): head office defines promotions; dealers
 * query them and order at the promotion price; the rebate is credited on the shipped qty
 * (`creditShippedRebates`). Money CNY 2 decimals, qty in pieces, dates business dates.
 */
export function createPromotionService({ now, businessTz }: PromotionServiceDeps) {
  async function one(db: DbOrTx, principal: Principal, id: number): Promise<Promotion> {
    const rows = await selectPromotions(db, principal).where(eq(promotions.id, id));
    return withRebate(requireFound(rows[0]));
  }

  /** Checks price, rebate and period of a definition against the part's sales price. */
  async function checkDefinition(db: DbOrTx, partCode: string, input: PromotionUpdateInput | PromotionInput) {
    const [part] = await db
      .select({ salesPrice: parts.priceOrdinary })
      .from(parts)
      .where(eq(parts.partCode, partCode));
    if (!part) {
      raise(violation('PART_NOT_FOUND', { partCode }, 'partCode'));
    }
    enforceAll([
      checkPromotionPrice(input.promotionPrice, part.salesPrice),
      checkPromotionRebate(input.rebateType, input.rebateValue, input.promotionPrice),
      checkPeriod(input.startDate, input.endDate),
    ]);
  }

  const values = (input: PromotionUpdateInput | PromotionInput) => ({
    promotionPrice: input.promotionPrice,
    startDate: input.startDate,
    endDate: input.endDate,
    qtyLimit: input.qtyLimit,
    rebateType: input.rebateType,
    rebateValue: input.rebateValue,
    remark: input.remark ?? null,
  });

  return {
    /**
     * `GET /api/v1/promotions` (and its export): keyword on part code and names; `activeOn` a business
     * date in the period; `sort` a column of `SORTS`. Every promotion is listed to every caller;
     * `orderedQty` is the caller's dealer's own (head office: all dealers').
     */
    async list(db: DbOrTx, principal: Principal, q: PromotionListQuery): Promise<Page<Promotion>> {
      const conditions: (SQL | undefined)[] = [
        containsAny(q.keyword, [promotions.partCode, parts.nameZh, parts.nameEn]),
      ];
      if (q.activeOn)
        conditions.push(lte(promotions.startDate, q.activeOn), gte(promotions.endDate, q.activeOn));
      const where = and(...conditions);
      return listPage(
        db
          .select({ total: count() })
          .from(promotions)
          .innerJoin(parts, eq(parts.partCode, promotions.partCode))
          .where(where),
        selectPromotions(db, principal)
          .where(where)
          .orderBy(...listOrder(q.sort))
          .$dynamic(),
        q,
        withRebate,
      );
    },

    /**
     * `POST /api/v1/promotions`. PART_NOT_FOUND; PROMOTION_PRICE_INVALID (not in (0, sales price));
     * PROMOTION_REBATE_INVALID; DATE_RANGE_INVALID (period ends before it starts).
     */
    async create(tx: Tx, principal: Principal, input: PromotionInput): Promise<Promotion> {
      const partCode = normalizePartCode(input.partCode);
      await checkDefinition(tx, partCode, input);
      const at = now();
      const [row] = await tx
        .insert(promotions)
        .values({ partCode, ...values(input), createdAt: at, updatedAt: at })
        .returning({ id: promotions.id });
      return one(tx, principal, row.id);
    },

    /** `PUT /api/v1/promotions/{id}`: the same rules as create; CONCURRENT_MODIFICATION on a stale version. */
    async update(tx: Tx, principal: Principal, id: number, input: PromotionUpdateInput): Promise<Promotion> {
      const current = await lockRow(tx, promotions, eq(promotions.id, id), input.version);
      await checkDefinition(tx, current.partCode, input);
      await tx
        .update(promotions)
        .set({ ...values(input), version: current.version + 1, updatedAt: now() })
        .where(eq(promotions.id, id));
      return one(tx, principal, id);
    },

    /**
     * `POST /api/v1/promotions/{id}/orders`: places a submitted order (status 3, credit reserved) of
     * `qty` pieces at the promotion price, and records the line's promotion price, qty, rebate per
     * piece (fixed now) and expected rebate. The promotion row is locked, so parallel orders of one
     * dealer cannot pass the limit. PROMOTION_NOT_ACTIVE (today outside the period);
     * PROMOTION_QTY_LIMIT_EXCEEDED {limit, remaining}; CREDIT_SHORTFALL; WAREHOUSE_NOT_FOUND.
     */
    async order(
      tx: Tx,
      principal: Principal,
      id: number,
      input: PromotionOrderInput,
    ): Promise<PlacedPromotionOrder> {
      const dealer = await orderingDealer(tx, principal, input.dealerCode);
      await orderWarehouse(tx, input.orderWarehouseCode);
      const promotion = await lockRow(tx, promotions, eq(promotions.id, id));
      const at = now();
      enforce(checkPromotionActive(businessDate(at, businessTz), promotion));
      const [{ ordered }] = await tx
        .select({ ordered: sql<number>`coalesce(sum(${promotionOrderLines.qty}), 0)::int` })
        .from(promotionOrderLines)
        .where(and(eq(promotionOrderLines.promotionId, id), eq(promotionOrderLines.dealerCode, dealer.code)));
      enforce(checkPromotionQtyLimit(ordered, input.qty, promotion.qtyLimit));
      const placed = await placeOrder(tx, {
        dealerCode: dealer.code,
        orderWarehouseCode: input.orderWarehouseCode,
        lines: [{ partCode: promotion.partCode, qty: input.qty, price: promotion.promotionPrice }],
        remark: `Promotion ${promotion.id}`,
        actor: { userId: principal.userId, name: principal.name },
        at,
        businessTz,
      });
      const [line] = await tx
        .select({ id: dealerOrderLines.id })
        .from(dealerOrderLines)
        .where(eq(dealerOrderLines.orderId, placed.id));
      const perPiece = rebatePerPiece(
        promotion.rebateType as RebateType,
        promotion.rebateValue,
        promotion.promotionPrice,
      );
      const expectedRebate = rebateOf(perPiece, input.qty);
      await tx.insert(promotionOrderLines).values({
        promotionId: id,
        orderId: placed.id,
        orderLineId: line.id,
        dealerCode: dealer.code,
        qty: input.qty,
        promotionPrice: promotion.promotionPrice,
        rebatePerPiece: perPiece,
        expectedRebate,
      });
      return {
        orderId: placed.id,
        dealerOrderNo: placed.dealerOrderNo,
        amount: lineAmount(promotion.promotionPrice, input.qty),
        expectedRebate,
      };
    },

    /** `GET /api/v1/promotions/order-lines`: promotion order lines in the caller's dealer scope, newest first. */
    async orderLines(
      db: DbOrTx,
      principal: Principal,
      q: PromotionOrderLineQuery,
    ): Promise<Page<PromotionOrderLine>> {
      const conditions: SQL[] = [dealerDocumentScope(principal, promotionOrderLines.dealerCode)];
      if (q.promotionId) conditions.push(eq(promotionOrderLines.promotionId, q.promotionId));
      if (q.orderId) conditions.push(eq(promotionOrderLines.orderId, q.orderId));
      const where = and(...conditions);
      return listPage(
        db.select({ total: count() }).from(promotionOrderLines).where(where),
        db
          .select({
            id: promotionOrderLines.id,
            promotionId: promotionOrderLines.promotionId,
            orderId: promotionOrderLines.orderId,
            dealerOrderNo: dealerOrders.dealerOrderNo,
            dealerCode: promotionOrderLines.dealerCode,
            partCode: dealerOrderLines.partCode,
            qty: promotionOrderLines.qty,
            shippedQty: dealerOrderLines.shippedQty,
            promotionPrice: promotionOrderLines.promotionPrice,
            amount: dealerOrderLines.amount,
            rebatePerPiece: promotionOrderLines.rebatePerPiece,
            expectedRebate: promotionOrderLines.expectedRebate,
            creditedRebate: promotionOrderLines.creditedRebate,
          })
          .from(promotionOrderLines)
          .innerJoin(dealerOrderLines, eq(dealerOrderLines.id, promotionOrderLines.orderLineId))
          .innerJoin(dealerOrders, eq(dealerOrders.id, promotionOrderLines.orderId))
          .where(where)
          .orderBy(desc(promotionOrderLines.id))
          .$dynamic(),
        q,
      );
    },
  };
}

export type PromotionService = ReturnType<typeof createPromotionService>;
