import { and, asc, eq, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { dealers, warehouses } from '../../platform/db/platform.tables';
import { compileSelection, compileStatic, executePrepared } from '../../platform/db/prepared';
import { columnsOf } from '../../platform/db/select-columns';
import { linesWithPartNames } from '../parts';
import { parts } from '../parts/parts.tables';
import { stock } from '../stock/stock.tables';
import { dealerOrderHistory, dealerOrderLines, dealerOrders } from './dealer-orders.tables';
import { type HistoryEntry, historyInsert } from './dealer-orders.writes';

/** The ordering dealer as the order rules read it. */
export interface OrderingDealer {
  code: string;
  nameZh: string;
  nameEn: string;
  dealerType: string;
  region: string;
  newEnergyAuthorised: boolean;
  active: boolean;
}

/** The columns of `OrderingDealer`. */
export const orderingDealerColumns = {
  code: dealers.code,
  nameZh: dealers.nameZh,
  nameEn: dealers.nameEn,
  dealerType: dealers.dealerType,
  region: dealers.region,
  newEnergyAuthorised: dealers.newEnergyAuthorised,
  active: dealers.active,
};

const dealerSelection = compileSelection(orderingDealerColumns);
const fromDealers = compileStatic(sql`from ${dealers} where ${dealers.code} =`);

/** The dealer of `code`, or undefined. One prepared statement (every order command reads it). */
export async function findDealer(db: DbOrTx, code: string): Promise<OrderingDealer | undefined> {
  const [row] = await executePrepared(db, sql`select ${dealerSelection.list} ${fromDealers} ${code}::text`);
  return row && dealerSelection.decode(row);
}

/** The part master fields the order rules read. */
const orderPartColumns = {
  partCode: parts.partCode,
  nameZh: parts.nameZh,
  nameEn: parts.nameEn,
  status: parts.status,
  newPartCode: parts.newPartCode,
  partType: parts.partType,
  limitedSalesArea: parts.limitedSalesArea,
  minPackageQty: parts.minPackageQty,
  unitSalesQty: parts.unitSalesQty,
  priceOrdinary: parts.priceOrdinary,
  priceRush: parts.priceRush,
  priceRushLand: parts.priceRushLand,
  discard: parts.discard,
  subPart: parts.subPart,
  embargo: parts.embargo,
  airParcelEmbargo: parts.airParcelEmbargo,
  limitSell: parts.limitSell,
  newEnergy: parts.newEnergy,
};

/**
 * The order rules' part columns compiled once (`compileSelection`): their statement runs for every
 * create and submit, with its part codes as one array parameter, so its text stays the same whatever
 * the line count and it runs prepared.
 */
const orderPartSelection = compileSelection(orderPartColumns);
const fromParts = compileStatic(sql`from ${parts} where ${parts.partCode} = any(`);
/** `from parts where part_code = any($codes)`: the codes as one array parameter. */
const partsOfCodes = (codes: readonly string[]) => sql`${fromParts} ${sql.param(codes)}::text[])`;

/** The part master fields an order line needs: names, status, flags, sales quantities, prices. */
export type OrderPartRow = ReturnType<typeof orderPartSelection.decode>;

/** What the order rules read of a warehouse. */
export interface OrderWarehouseRow {
  code: string;
  slowFlowMain: boolean;
  active: boolean;
}

/**
 * The parts of `partCodes` (as `findOrderParts`), the warehouses of `warehouseCodes` (code, slow-flow
 * main, active) and the value of the column `also` in one statement: the warehouses and `also` ride
 * along as columns of the part rows, or stand alone when no part is found.
 */
export async function findOrderPartsAndWarehouses(
  db: DbOrTx,
  partCodes: string[],
  warehouseCodes: string[],
  also: SQL<unknown>,
): Promise<{ parts: OrderPartRow[]; warehouses: OrderWarehouseRow[]; also: unknown }> {
  const found = sql`(select json_agg(json_build_object('code', w.code, 'slowFlowMain', w.slow_flow_main,
    'active', w.active)) from ${warehouses} w where w.code = any(${sql.param(warehouseCodes)}::text[]))`;
  const rows =
    partCodes.length === 0
      ? []
      : await executePrepared(
          db,
          sql`select ${orderPartSelection.list}, ${found} as warehouses, ${also} as also ${partsOfCodes(partCodes)}`,
        );
  if (rows.length === 0) {
    const [alone] = await executePrepared(db, sql`select ${found} as warehouses, ${also} as also`);
    return {
      parts: [],
      warehouses: (alone.warehouses as OrderWarehouseRow[] | null) ?? [],
      also: alone.also,
    };
  }
  return {
    parts: rows.map((row) => orderPartSelection.decode(row)),
    warehouses: (rows[0].warehouses as OrderWarehouseRow[] | null) ?? [],
    also: rows[0].also,
  };
}

/** Parts of `codes` with what the orderability, qty and price rules read; one prepared statement. */
export async function findOrderParts(db: DbOrTx, codes: string[]): Promise<OrderPartRow[]> {
  if (codes.length === 0) return [];
  const rows = await executePrepared(db, sql`select ${orderPartSelection.list} ${partsOfCodes(codes)}`);
  return rows.map((row) => orderPartSelection.decode(row));
}

/** Available qty (on hand − allocated, pieces) per part in one warehouse. */
export async function availableQtyByPart(
  db: DbOrTx,
  warehouseCode: string,
  codes: string[],
): Promise<Map<string, number>> {
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({
      partCode: stock.partCode,
      available: sql<number>`sum(${stock.onHandQty} - ${stock.allocatedQty})::int`,
    })
    .from(stock)
    .where(sql`${stock.warehouseCode} = ${warehouseCode} and ${inArray(stock.partCode, codes)}`)
    .groupBy(stock.partCode);
  return new Map(rows.map((r) => [r.partCode, Number(r.available)]));
}

/** `dealer_orders.id`, always table-qualified (drizzle leaves single-table columns unqualified, which a correlated subquery would bind to its own table). */
export const orderIdRef = sql.raw('"dealer_orders"."id"');

/** An order's line figures: lines, unsent amount (CNY), received qty (pieces), whether a DO exists. */
export interface OrderLineFigures {
  lineCount: number;
  unsentAmount: string;
  receivedQty: number;
  hasDeliveryOrder: boolean;
}

/**
 * The line figures of the `dealer_orders` row, in one pass over its lines, as one JSON column (one
 * subquery per order instead of four: 0.28 ms against 0.43–0.51 ms for a page of 20, docs/benchmarks.md
 * "Order list and detail: compiled once"). A DO exists once a line is allocated, picked or shipped.
 */
export const lineFigures = sql<OrderLineFigures>`(select json_build_object(
  'lineCount', count(*)::int,
  'unsentAmount', coalesce(sum(l.price * greatest(l.qty - l.shipped_qty, 0)), 0)::numeric(18,2)::text,
  'receivedQty', coalesce(sum(l.received_qty), 0)::int,
  'hasDeliveryOrder', coalesce(bool_or(l.allocated_qty > 0 or l.picked_qty > 0 or l.shipped_qty > 0), false))
  from ${dealerOrderLines} l where l.order_id = ${orderIdRef})`;

/** The columns of an order header row plus dealer/warehouse names and the line figures. */
export const orderSummaryColumns = {
  id: dealerOrders.id,
  tempOrderNo: dealerOrders.tempOrderNo,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  orderType: dealerOrders.orderType,
  status: dealerOrders.status,
  approvalStatus: dealerOrders.approvalStatus,
  dealerCode: dealerOrders.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  dealerType: dealers.dealerType,
  orderWarehouseCode: dealerOrders.orderWarehouseCode,
  orderWarehouseNameZh: warehouses.nameZh,
  orderWarehouseNameEn: warehouses.nameEn,
  receivingWarehouseCode: dealerOrders.receivingWarehouseCode,
  transportType: dealerOrders.transportType,
  acceptBackorder: dealerOrders.acceptBackorder,
  amount: dealerOrders.amount,
  agentEntered: dealerOrders.agentEntered,
  submittedAt: dealerOrders.submittedAt,
  createdAt: dealerOrders.createdAt,
  version: dealerOrders.version,
  lineFigures,
};

/** FROM dealer_orders joined with its dealer and order warehouse (for names). */
export function selectOrderSummaries(db: DbOrTx) {
  return db
    .select(orderSummaryColumns)
    .from(dealerOrders)
    .innerJoin(dealers, eq(dealers.code, dealerOrders.dealerCode))
    .innerJoin(warehouses, eq(warehouses.code, dealerOrders.orderWarehouseCode));
}

export type OrderSummaryRow = Awaited<ReturnType<ReturnType<typeof selectOrderSummaries>['execute']>>[number];

/** FROM of the order summaries (order, dealer, order warehouse), compiled once. */
const summaryFrom = compileStatic(
  sql`${dealerOrders} inner join ${dealers} on ${dealers.code} = ${dealerOrders.dealerCode} inner join ${warehouses} on ${warehouses.code} = ${dealerOrders.orderWarehouseCode}`,
);

/** The order summary's select list, compiled once. */
const summarySelection = compileSelection(orderSummaryColumns);

/**
 * One page of order summaries matching `where` in `orderBy`, each row also carrying `total`: how many
 * orders match `where` (counted once, as an uncorrelated subquery), so a list's page and total are one
 * statement, prepared on PostgreSQL. `limit` / `offset` in rows.
 */
export async function findOrderSummaryPage(
  db: DbOrTx,
  where: SQL,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<(OrderSummaryRow & { total: number })[]> {
  const rows = await executePrepared(
    db,
    sql`select ${summarySelection.list}, (select count(*)::int from ${dealerOrders} where ${where}) as "total"
      from ${summaryFrom} where ${where} order by ${sql.join(orderBy, sql`, `)} limit ${limit} offset ${offset}`,
  );
  return rows.map((r) => ({ ...summarySelection.decode(r), total: Number(r.total) }));
}

/** How many orders match `where`. */
export async function countOrders(db: DbOrTx, where: SQL): Promise<number> {
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(dealerOrders).where(where);
  return Number(total);
}

/** An order line as `findOrderLines` answers it. */
export type OrderLineRow = Awaited<ReturnType<typeof findOrderLines>>[number];

/** A history row as the order detail shows it (`createdAt` as the database's JSON timestamp text). */
export interface OrderHistoryItem {
  id: number;
  action: string;
  fromStatus: number | null;
  toStatus: number;
  actorName: string | null;
  opinion: string | null;
  createdAt: string;
}

/** The lines of the order row as `findOrderLines` reads them, as one JSON column (money as text). */
const orderLinesJson = sql<OrderLineRow[]>`(select coalesce(json_agg(json_build_object(
  'id', l.id, 'lineNo', l.line_no, 'partCode', l.part_code, 'nameZh', p.name_zh, 'nameEn', p.name_en,
  'minPackageQty', p.min_package_qty, 'unitSalesQty', p.unit_sales_qty, 'qty', l.qty,
  'price', l.price::text, 'amount', l.amount::text, 'allocatedQty', l.allocated_qty,
  'backorderQty', l.backorder_qty, 'pickedQty', l.picked_qty, 'shippedQty', l.shipped_qty,
  'receivedQty', l.received_qty) order by l.line_no), '[]'::json)
  from ${dealerOrderLines} l join ${parts} p on p.part_code = l.part_code where l.order_id = ${orderIdRef})`;

/** The history of the order row, oldest first, as one JSON column. */
const orderHistoryJson = sql<OrderHistoryItem[]>`(select coalesce(json_agg(json_build_object(
  'id', h.id, 'action', h.action, 'fromStatus', h.from_status, 'toStatus', h.to_status,
  'actorName', h.actor_name, 'opinion', h.opinion, 'createdAt', h.created_at)
  order by h.created_at, h.id), '[]'::json)
  from ${dealerOrderHistory} h where h.order_id = ${orderIdRef})`;

/** The order detail's select list (summary, header fields, lines, history), compiled once. */
const detailSelection = compileSelection({
  ...orderSummaryColumns,
  vin: dealerOrders.vin,
  carNumber: dealerOrders.carNumber,
  contact: dealerOrders.contact,
  contactPhone: dealerOrders.contactPhone,
  approvalNo: dealerOrders.approvalNo,
  dfsPurchaseCode: dealerOrders.dfsPurchaseCode,
  remark: dealerOrders.remark,
  lines: orderLinesJson,
  history: orderHistoryJson,
});

/**
 * One order for its detail page in one statement, prepared on PostgreSQL: the summary columns, the
 * header fields, the lines (as `findOrderLines`) and the history (as `findOrderHistory`); undefined
 * when `id` is not in `scope`.
 */
export async function findOrderDetailRow(db: DbOrTx, id: number, scope: SQL) {
  const [row] = await executePrepared(
    db,
    sql`select ${detailSelection.list} from ${summaryFrom} where ${dealerOrders.id} = ${id} and ${scope} limit 1`,
  );
  return row ? detailSelection.decode(row) : undefined;
}

/** The lines of an order with part names and sales quantities, in line order. */
export async function findOrderLines(db: DbOrTx, orderId: number) {
  return linesWithPartNames(db, dealerOrderLines, {
    ...columnsOf(dealerOrderLines, [
      'id',
      'lineNo',
      'partCode',
      'qty',
      'price',
      'amount',
      'allocatedQty',
      'backorderQty',
      'pickedQty',
      'shippedQty',
      'receivedQty',
    ]),
    minPackageQty: parts.minPackageQty,
    unitSalesQty: parts.unitSalesQty,
  })
    .where(eq(dealerOrderLines.orderId, orderId))
    .orderBy(asc(dealerOrderLines.lineNo));
}

/** The status and approval history of an order, oldest first. */
export async function findOrderHistory(db: DbOrTx, orderId: number) {
  return db
    .select()
    .from(dealerOrderHistory)
    .where(eq(dealerOrderHistory.orderId, orderId))
    .orderBy(asc(dealerOrderHistory.createdAt), asc(dealerOrderHistory.id));
}

/** Who performs a change, as written to the history. */
export interface OrderActor {
  userId: number | null;
  name: string;
}

/** Appends one history row (status change, save or approval decision). */
export async function appendHistory(tx: DbOrTx, entry: HistoryEntry & { orderId: number }): Promise<void> {
  await tx.execute(historyInsert(entry.orderId, entry));
}

/** Dealer order statuses whose unshipped qty is still open: postponed (1) to financially settled (8). */
const OPEN_ORDER_STATUSES = [1, 2, 3, 4, 5, 6, 7, 8];

/**
 * The unshipped qty (pieces) of a part on open dealer orders (status 1–8, qty above shipped qty)
 * ordered from one warehouse, or from all when `warehouseCode` is null: the orders that block the
 * part's discard, replacement or storage change (spec §4).
 */
export async function openOrdersHeldOf(
  db: DbOrTx,
  partCode: string,
  warehouseCode: string | null,
): Promise<{ openOrderQty: number }> {
  const [row] = await db
    .select({
      qty: sql<number>`coalesce(sum(${dealerOrderLines.qty} - ${dealerOrderLines.shippedQty}), 0)::int`,
    })
    .from(dealerOrderLines)
    .innerJoin(dealerOrders, eq(dealerOrders.id, dealerOrderLines.orderId))
    .where(
      and(
        eq(dealerOrderLines.partCode, partCode),
        inArray(dealerOrders.status, OPEN_ORDER_STATUSES),
        gt(dealerOrderLines.qty, dealerOrderLines.shippedQty),
        warehouseCode ? eq(dealerOrders.orderWarehouseCode, warehouseCode) : undefined,
      ),
    );
  return { openOrderQty: row?.qty ?? 0 };
}
