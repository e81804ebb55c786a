import type {
  Page,
  StockOrderDetail,
  StockOrderInput,
  StockOrderItem,
  StockOrderListQuery,
  StockOrderUpdate,
} from '@spm/contracts';
import {
  checkStockOrderQty,
  returnOrderWorkflow,
  STOCK_ORDER_EDITABLE,
  type StockOrderKind,
  type StockOrderStatus,
  scrapOrderWorkflow,
} from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { warehouseScope } from '../../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../../platform/db/client';
import { users } from '../../../platform/db/platform.tables';
import { enforceAll } from '../../../platform/errors';
import { answeringDetail, documentKind, documentReads } from '../document-kind';
import {
  adjustEach,
  availableAt,
  documentNo,
  insertDocument,
  isoCreatedAt,
  lineHeads,
  noArrival,
  notAllowed,
  partsOf,
  replaceLines,
  requireOwnWarehouse,
  reviseDocument,
  type WarehouseOpsDeps,
} from '../shared';
import { stockOrderLines, stockOrders } from '../warehouse-ops.tables';

/** The workflow and number prefix of each kind: return orders (WHR) `RT…`, scrap orders (WSC) `SC…`. */
export const STOCK_ORDER_KIND = {
  return: { workflow: returnOrderWorkflow, prefix: 'RT', page: 'warehouseReturn' },
  scrap: { workflow: scrapOrderWorkflow, prefix: 'SC', page: 'scrapOrder' },
} as const;

const columns = {
  id: stockOrders.id,
  orderNo: stockOrders.orderNo,
  kind: stockOrders.kind,
  warehouseCode: stockOrders.warehouseCode,
  status: stockOrders.status,
  reason: stockOrders.reason,
  supplierCode: stockOrders.supplierCode,
  totalQty: sql<number>`(select coalesce(sum(l.qty), 0)::int from ${stockOrderLines} l where l.order_id = ${stockOrders.id})`,
  createdByName: sql<string>`coalesce(${users.name}, '')`,
  createdAt: stockOrders.createdAt,
  version: stockOrders.version,
  remark: stockOrders.remark,
};

/** The orders of one kind: in the caller's warehouses. */
const ordersOf = (kind: StockOrderKind) =>
  documentKind(stockOrders, STOCK_ORDER_KIND[kind].workflow, stockOrderLines, stockOrderLines.orderId, {
    select: (db) =>
      db.select(columns).from(stockOrders).leftJoin(users, eq(users.id, stockOrders.createdBy)).$dynamic(),
    scope: (principal) =>
      and(eq(stockOrders.kind, kind), warehouseScope(principal, stockOrders.warehouseCode)),
    filters: {
      orderNo: stockOrders.orderNo,
      status: stockOrders.status,
      warehouseCode: stockOrders.warehouseCode,
    },
  });

/** A page of one kind's orders in the caller's warehouses, newest first. */
export const listStockOrders = (
  db: DbOrTx,
  principal: Principal,
  kind: StockOrderKind,
  q: StockOrderListQuery,
): Promise<Page<StockOrderItem>> =>
  ordersOf(kind).list(db, principal, q, ({ remark: _r, ...r }) => isoCreatedAt(r));

/**
 * Return (WHR) and scrap (WSC) orders (spec §4 "unsubmitted, submitted; edit in either; print or
 * execute only when submitted", §5 "qty required, not above stock, reason required, parts must be
 * added", §6 other warehouses' documents → 404). Execute takes the pieces out of their locations with
 * ledger rows (`return` / `scrap`).
 */
export function createStockOrderService(deps: WarehouseOpsDeps & { db: Db }, kind: StockOrderKind) {
  const { db, now } = deps;
  const { workflow, prefix } = STOCK_ORDER_KIND[kind];
  const orders = ordersOf(kind).moves(deps);

  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<StockOrderDetail> {
    const { found, lines, history } = await orders.read(q, principal, id);
    const head = await lineHeads(q, lines);
    return {
      ...isoCreatedAt(found),
      lines: lines.map((l) => ({ ...head(l), storageCode: l.storageCode, qty: l.qty })),
      history,
    };
  }

  const command = answeringDetail(detail);

  /** Known parts; each line's qty not above the location's available stock (lines of one part and location summed). */
  async function checkLines(tx: Tx, warehouseCode: string, lines: StockOrderInput['lines']) {
    await partsOf(
      tx,
      lines.map((l) => l.partCode),
    );
    const taken = new Map<string, number>();
    const violations = [];
    for (const [i, l] of lines.entries()) {
      const key = `${l.partCode}\u0000${l.storageCode}`;
      const before = taken.get(key) ?? 0;
      taken.set(key, before + l.qty);
      const stockQty = (await availableAt(tx, warehouseCode, l.storageCode, l.partCode)) - before;
      violations.push(checkStockOrderQty({ ...l, stockQty: Math.max(stockQty, 0) }, `lines[${i}]`));
    }
    enforceAll(violations);
  }

  const writeLines = (tx: Tx, orderId: number, lines: StockOrderInput['lines']) =>
    replaceLines(
      tx,
      stockOrderLines,
      stockOrderLines.orderId,
      orderId,
      lines.map((l) => ({ orderId, ...l })),
    );

  return {
    ...documentReads(
      db,
      (db, principal, q: StockOrderListQuery) => listStockOrders(db, principal, kind, q),
      detail,
    ),

    /** Saves an unsubmitted order in one of the caller's warehouses. */
    async create(tx: Tx, principal: Principal, input: StockOrderInput): Promise<StockOrderDetail> {
      await requireOwnWarehouse(tx, principal, input.warehouseCode);
      await checkLines(tx, input.warehouseCode, input.lines);
      const at = now();
      const id = await insertDocument(tx, stockOrders, principal, at, {
        orderNo: await documentNo(tx, prefix, at, deps.businessTz),
        kind,
        warehouseCode: input.warehouseCode,
        reason: input.reason,
        supplierCode: input.supplierCode ?? null,
        remark: input.remark ?? null,
      });
      await writeLines(tx, id, input.lines);
      return detail(tx, principal, id);
    },

    /** Edits an unsubmitted or submitted order (not an executed one). */
    update: command(async (tx, principal, id, input: StockOrderUpdate) => {
      const current = await orders.lock(tx, principal, id, input.version);
      const status = current.status as StockOrderStatus;
      if (!STOCK_ORDER_EDITABLE.includes(status)) notAllowed(workflow, 'edit', status);
      await checkLines(tx, current.warehouseCode, input.lines);
      await reviseDocument(tx, stockOrders, current, {
        reason: input.reason,
        supplierCode: input.supplierCode ?? null,
        remark: input.remark ?? null,
        updatedAt: now(),
      });
      await writeLines(tx, id, input.lines);
    }),

    /** 0 → 1. */
    submit: command(async (tx, principal, id, version: number) => {
      await orders.step(tx, principal, { id, version, action: 'submit' });
    }),

    /**
     * 1 → 2: takes each line out of its location (`adjust` with a negative delta: STOCK_NOT_ENOUGH
     * when the location no longer has the pieces available), ledger movement `return` or `scrap`.
     */
    execute: command(async (tx, principal, id, version: number) => {
      await orders.step(tx, principal, { id, version, action: 'execute' }, async (current, taken) => {
        const lines = await orders.lines(tx, id, [
          asc(stockOrderLines.partCode),
          asc(stockOrderLines.storageCode),
        ]);
        await adjustEach(
          tx,
          {
            warehouseCode: current.warehouseCode,
            movementType: kind,
            documentType: `${kind}Order`,
            documentNo: current.orderNo,
            actorId: principal.userId,
            at: taken.at,
          },
          lines.map((l) => ({ partCode: l.partCode, storageCode: l.storageCode, onHandDelta: -l.qty })),
          noArrival,
        );
      });
    }),

    /** The order to print: submitted only (WORKFLOW_TRANSITION_NOT_ALLOWED, action `print`). */
    async forPrint(principal: Principal, id: number): Promise<StockOrderDetail> {
      const order = await detail(db, principal, id);
      if (order.status !== 1) notAllowed(workflow, 'print', order.status as StockOrderStatus);
      return order;
    },
  };
}

export type StockOrderService = ReturnType<typeof createStockOrderService>;
