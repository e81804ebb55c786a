import type {
  AccidentConvertInput,
  AccidentOrderDetail,
  AccidentOrderInput,
  AccidentOrderListItem,
  AccidentOrderListQuery,
} from '@spm/contracts';
import {
  type AccidentPartClass,
  CONVERTIBLE_ORDER_STATUSES,
  checkAccidentOrderLines,
  Decimal,
  type Language,
  nameIn,
  normalizePartCode,
  toMoney,
  violation,
} from '@spm/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { businessDaysFilter } from '../../platform/db/filters';
import { listPage } from '../../platform/db/paging';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { columnsOf } from '../../platform/db/select-columns';
import { checkVersion } from '../../platform/documents';
import { enforceAll, raise, requiredFieldError } from '../../platform/errors';
import { placeOrder } from '../dealer-orders';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { linesWithPartNames, ordinaryPrices } from '../parts';
import { findVehicleByVin } from '../vehicles';
import { accidentCarOrders, accidentPartClasses, settlementContracts } from './accident-cars.tables';

const shippedSql = sql<string>`(select coalesce(sum(l.shipped_qty * l.price), 0) from dealer_order_lines l where l.order_id = ${dealerOrders.id})`;

const columns = {
  id: accidentCarOrders.id,
  dealerOrderId: accidentCarOrders.dealerOrderId,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  dealerCode: accidentCarOrders.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  orderType: dealerOrders.orderType,
  status: dealerOrders.status,
  orderWarehouseCode: dealerOrders.orderWarehouseCode,
  receivingWarehouseCode: dealerOrders.receivingWarehouseCode,
  vin: accidentCarOrders.vin,
  plateNo: accidentCarOrders.plateNo,
  settlementNo: settlementContracts.settlementNo,
  amount: dealerOrders.amount,
  shipped: shippedSql,
  submittedAt: dealerOrders.submittedAt,
  source: accidentCarOrders.source,
};

/** Accident car orders in the caller's scope: a dealer its own, head office all (warehouse staff their warehouses). */
export const accidentOrderScope = (principal: Principal) =>
  dealerDocumentScope(principal, accidentCarOrders.dealerCode, dealerOrders.orderWarehouseCode);

function toItem(
  r: Awaited<ReturnType<typeof selectOrders>>[number],
  language: Language,
): AccidentOrderListItem {
  const amount = toMoney(r.amount);
  const shipped = toMoney(r.shipped ?? '0');
  return {
    id: r.id,
    dealerOrderId: r.dealerOrderId,
    dealerOrderNo: r.dealerOrderNo ?? '',
    dealerCode: r.dealerCode,
    dealerName: nameIn(r, language, 'dealerName'),
    orderType: r.orderType,
    status: r.status,
    orderWarehouseCode: r.orderWarehouseCode,
    receivingWarehouseCode: r.receivingWarehouseCode,
    vin: r.vin,
    plateNo: r.plateNo,
    settlementNo: r.settlementNo,
    amount,
    shippedAmount: shipped,
    unshippedAmount: Decimal.max(new Decimal(amount).minus(shipped), 0).toFixed(2),
    submittedAt: r.submittedAt ? r.submittedAt.toISOString() : null,
    source: r.source as 'entered' | 'converted',
  };
}

function selectOrders(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(columns)
    .from(accidentCarOrders)
    .innerJoin(dealerOrders, eq(dealerOrders.id, accidentCarOrders.dealerOrderId))
    .innerJoin(dealers, eq(dealers.code, accidentCarOrders.dealerCode))
    .leftJoin(settlementContracts, eq(settlementContracts.id, accidentCarOrders.settlementContractId))
    .where(where);
}

/**
 * Accident car orders (spec §2 `/accidentCarOrderInquiry/*`, "convert to accident car order"; §5 the
 * accident-order rule). An accident car order is a dealer order (placed through dealer-orders
 * `placeOrder`, so it runs the normal release → pick → ship → receipt flow) plus its accident car data.
 */
export function createAccidentOrderService(deps: { now: () => Date; businessTz: string }) {
  const { now, businessTz } = deps;

  /** Refuses, per line, DFS or oil auxiliary parts that are not pre-accident loading parts. */
  async function checkLines(tx: DbOrTx, partCodes: readonly string[]) {
    const classes = await tx
      .select()
      .from(accidentPartClasses)
      .where(inArray(accidentPartClasses.partCode, [...partCodes]));
    const byCode = new Map(classes.map((c) => [c.partCode, c]));
    enforceAll(
      checkAccidentOrderLines(
        partCodes.map((partCode) => {
          const c = byCode.get(partCode);
          return {
            partCode,
            partClass: (c?.partClass as AccidentPartClass | undefined) ?? null,
            preAccidentLoading: c?.preAccidentLoading ?? false,
          };
        }),
      ),
    );
  }

  /** The VIN in the register, the plate its plate, the settlement (in scope) of the same VIN. */
  async function checkAccidentData(
    tx: Tx,
    principal: Principal,
    input: AccidentConvertInput & { vin: string },
    dealerCode: string,
  ) {
    const vehicle = await findVehicleByVin(tx, input.vin);
    if (!vehicle) raise(violation('ACCIDENT_VIN_NOT_REGISTERED', { vin: input.vin }, 'vin'));
    if (vehicle.plateNo && input.plateNo && input.plateNo !== vehicle.plateNo)
      raise(
        violation(
          'ACCIDENT_PLATE_MISMATCH',
          { plateNo: input.plateNo, expected: vehicle.plateNo },
          'plateNo',
        ),
      );
    if (input.settlementContractId === undefined) return null;
    const [settlement] = await tx
      .select({ id: settlementContracts.id, vin: settlementContracts.vin })
      .from(settlementContracts)
      .where(
        and(
          eq(settlementContracts.id, input.settlementContractId),
          eq(settlementContracts.dealerCode, dealerCode),
          dealerDocumentScope(principal, settlementContracts.dealerCode),
        ),
      );
    const found = requireFound(settlement);
    if (found.vin !== input.vin)
      raise(violation('SUBSIDY_VIN_MISMATCH', { vin: input.vin, expected: found.vin }, 'vin'));
    return found.id;
  }

  return {
    /**
     * Accident car orders in scope with the filters of spec §2 (and of the dealer orders `dealerOrderIds`),
     * newest first: `{items,total,page,pageSize}`.
     */
    async list(db: DbOrTx, principal: Principal, q: AccidentOrderListQuery, language: Language) {
      const where = and(
        accidentOrderScope(principal),
        q.dealerOrderIds?.length ? inArray(accidentCarOrders.dealerOrderId, q.dealerOrderIds) : undefined,
        q.dealerOrderNo ? eq(dealerOrders.dealerOrderNo, q.dealerOrderNo) : undefined,
        q.orderWarehouseCode ? eq(dealerOrders.orderWarehouseCode, q.orderWarehouseCode) : undefined,
        q.receivingWarehouseCode
          ? eq(dealerOrders.receivingWarehouseCode, q.receivingWarehouseCode)
          : undefined,
        q.orderType ? eq(dealerOrders.orderType, q.orderType) : undefined,
        q.status !== undefined ? eq(dealerOrders.status, q.status) : undefined,
        q.vin ? eq(accidentCarOrders.vin, q.vin.toUpperCase()) : undefined,
        q.plateNo ? eq(accidentCarOrders.plateNo, q.plateNo) : undefined,
        ...businessDaysFilter(dealerOrders.submittedAt, q.submitDateFrom, q.submitDateTo, businessTz),
      );
      return listPage(
        db
          .select({ total: count() })
          .from(accidentCarOrders)
          .innerJoin(dealerOrders, eq(dealerOrders.id, accidentCarOrders.dealerOrderId))
          .where(where),
        selectOrders(db, where)
          .orderBy(desc(accidentCarOrders.createdAt), desc(accidentCarOrders.id))
          .$dynamic(),
        q,
        (r) => toItem(r, language),
      );
    },

    /** One accident car order with its lines (shipped / unshipped qty); NOT_FOUND outside scope. */
    async detail(
      db: DbOrTx,
      principal: Principal,
      id: number,
      language: Language,
    ): Promise<AccidentOrderDetail> {
      const [row] = await selectOrders(db, and(eq(accidentCarOrders.id, id), accidentOrderScope(principal)));
      const head = requireFound(row);
      const lines = await linesWithPartNames(
        db,
        dealerOrderLines,
        columnsOf(dealerOrderLines, ['lineNo', 'partCode', 'qty', 'shippedQty', 'price', 'amount']),
      )
        .where(eq(dealerOrderLines.orderId, head.dealerOrderId))
        .orderBy(asc(dealerOrderLines.lineNo));
      return {
        ...toItem(head, language),
        lines: lines.map(({ nameZh, nameEn, ...l }) => ({
          ...l,
          partName: nameIn({ nameZh, nameEn }, language),
          unshippedQty: Math.max(l.qty - l.shippedQty, 0),
          price: toMoney(l.price),
          amount: toMoney(l.amount),
        })),
      };
    },

    /**
     * Enters an accident car order for the caller's dealer (`POST /api/v1/accident-car-orders`): parts
     * priced from the parts master (PART_NOT_FOUND per line), DFS / oil auxiliary lines refused
     * (ACCIDENT_PART_NOT_ALLOWED per line), VIN in the register (ACCIDENT_VIN_NOT_REGISTERED), plate
     * as registered (ACCIDENT_PLATE_MISMATCH), settlement of the same VIN (SUBSIDY_VIN_MISMATCH); then
     * placed as a submitted dealer order (credit reserved: CREDIT_* refusals of `placeOrder`).
     * DEALER_NOT_FOUND 422 for a caller who is not dealer staff. Answers the accident order id.
     */
    async create(tx: Tx, principal: Principal, input: AccidentOrderInput): Promise<number> {
      // an accident car order is entered by dealer staff for their own dealer
      if (principal.scope.kind !== 'dealer')
        raise(violation('DEALER_NOT_FOUND', { dealerCode: '-' }, 'dealerCode'));
      const dealerCode = principal.scope.dealerCode;
      const [warehouse] = await tx
        .select({ code: warehouses.code })
        .from(warehouses)
        .where(eq(warehouses.code, input.orderWarehouseCode));
      if (!warehouse)
        raise(
          violation('WAREHOUSE_NOT_FOUND', { warehouseCode: input.orderWarehouseCode }, 'orderWarehouseCode'),
        );
      const codes = input.lines.map((l) => normalizePartCode(l.partCode));
      const prices = await ordinaryPrices(tx, codes);
      await checkLines(tx, codes);
      const settlementContractId = await checkAccidentData(tx, principal, input, dealerCode);
      const at = now();
      const order = await placeOrder(tx, {
        dealerCode,
        orderWarehouseCode: input.orderWarehouseCode,
        lines: codes.map((partCode, i) => ({
          partCode,
          qty: input.lines[i].qty,
          price: toMoney(prices.get(partCode) ?? '0'),
        })),
        remark: input.remark ?? `事故车 ${input.vin}`,
        actor: { userId: principal.userId, name: principal.name },
        at,
        businessTz,
      });
      const [row] = await tx
        .insert(accidentCarOrders)
        .values({
          dealerOrderId: order.id,
          dealerCode,
          vin: input.vin,
          plateNo: input.plateNo ?? null,
          settlementContractId,
          source: 'entered',
          createdBy: principal.userId,
          createdAt: at,
        })
        .returning({ id: accidentCarOrders.id });
      return row.id;
    },

    /**
     * Converts a submitted dealer order in the caller's scope (NOT_FOUND otherwise) to an accident car
     * order (`POST /api/v1/dealer-orders/{id}/convert-to-accident`): status 1–9
     * (ACCIDENT_ORDER_NOT_CONVERTIBLE), the VIN given (VALIDATION_FAILED, checked after the scope), the
     * order's `version` when given (CONCURRENT_MODIFICATION), not converted yet (ACCIDENT_ORDER_EXISTS), no DFS / oil auxiliary
     * line (ACCIDENT_PART_NOT_ALLOWED per line, naming the part), and the accident car data as on
     * entry. The dealer order itself is not changed. Answers the accident order id.
     */
    async convert(tx: Tx, principal: Principal, dealerOrderId: number, input: AccidentConvertInput) {
      const [order] = await tx
        .select({
          id: dealerOrders.id,
          status: dealerOrders.status,
          dealerCode: dealerOrders.dealerCode,
          dealerOrderNo: dealerOrders.dealerOrderNo,
          version: dealerOrders.version,
        })
        .from(dealerOrders)
        .where(
          and(
            eq(dealerOrders.id, dealerOrderId),
            dealerDocumentScope(principal, dealerOrders.dealerCode, dealerOrders.orderWarehouseCode),
          ),
        )
        .for('update');
      const head = requireFound(order);
      if (input.version !== undefined) checkVersion(head, input.version);
      const vin = input.vin;
      if (!vin) throw requiredFieldError('vin');
      if (!CONVERTIBLE_ORDER_STATUSES.includes(head.status))
        raise(violation('ACCIDENT_ORDER_NOT_CONVERTIBLE', { status: head.status }));
      const [existing] = await tx
        .select({ id: accidentCarOrders.id })
        .from(accidentCarOrders)
        .where(eq(accidentCarOrders.dealerOrderId, head.id));
      if (existing) raise(violation('ACCIDENT_ORDER_EXISTS', { dealerOrderNo: head.dealerOrderNo ?? '-' }));
      const lines = await tx
        .select({ partCode: dealerOrderLines.partCode })
        .from(dealerOrderLines)
        .where(eq(dealerOrderLines.orderId, head.id))
        .orderBy(asc(dealerOrderLines.lineNo));
      await checkLines(
        tx,
        lines.map((l) => l.partCode),
      );
      const settlementContractId = await checkAccidentData(tx, principal, { ...input, vin }, head.dealerCode);
      const [row] = await tx
        .insert(accidentCarOrders)
        .values({
          dealerOrderId: head.id,
          dealerCode: head.dealerCode,
          vin,
          plateNo: input.plateNo ?? null,
          settlementContractId,
          source: 'converted',
          createdBy: principal.userId,
          createdAt: now(),
        })
        .returning({ id: accidentCarOrders.id });
      return row.id;
    },
  };
}

export type AccidentOrderService = ReturnType<typeof createAccidentOrderService>;
