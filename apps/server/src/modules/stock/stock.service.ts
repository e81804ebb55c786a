import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { stock } from './stock.tables';
import { type AllocateResult, holdStock } from './stock-hold';
import { appendLedger, type LocationQty, type MovementSource } from './stock-ledger';

/**
 * Stock movements (ARCHITECTURE §3 "Invariants are enforced in the database write"). Every function
 * runs inside the caller's transaction and appends one `stock_ledger` row per storage location it
 * changes, so the ledger summed per (part, warehouse, storage) always equals the stock row. Quantities
 * are whole pieces. Guards sit in the UPDATE's WHERE clause, so concurrent callers get a clean
 * `AppError` instead of a check-constraint violation.
 *
 * Callers that move several parts in one transaction should do so in ascending part-code order to
 * avoid lock-order deadlocks on PostgreSQL.
 */

/**
 * Called inside the movement's transaction whenever stock of a part arrives in a warehouse (`receiveIn`,
 * `adjust` with a positive on-hand delta). The app passes fulfilment's backorder re-release where it
 * composes the modules; an error rolls the whole movement back.
 */
export type StockArrivalListener = (tx: Tx, partCode: string, warehouseCode: string) => Promise<void>;

/**
 * What the app composes into the stock module for arrivals: a `StockArrivalListener` that is also
 * told `at`, the app clock's time of the movement (fulfilment stamps the orders it re-releases with it).
 */
export type StockArrivalHandler = (
  tx: Tx,
  partCode: string,
  warehouseCode: string,
  at: Date,
) => Promise<void>;

function assertQty(qty: number): void {
  if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('STOCK_QTY_INVALID');
}

const at = (partCode: string, warehouseCode: string, storageCode: string) =>
  and(
    eq(stock.partCode, partCode),
    eq(stock.warehouseCode, warehouseCode),
    eq(stock.storageCode, storageCode),
  );

async function availableAt(
  tx: DbOrTx,
  partCode: string,
  warehouseCode: string,
  storageCode: string,
): Promise<number> {
  const rows = await tx
    .select({ available: sql<number>`(${stock.onHandQty} - ${stock.allocatedQty})::int` })
    .from(stock)
    .where(at(partCode, warehouseCode, storageCode));
  return rows[0]?.available ?? 0;
}

export interface AllocateInput extends MovementSource {
  partCode: string;
  warehouseCode: string;
  /** Pieces wanted, > 0. */
  qty: number;
}

/**
 * Allocates up to `qty` pieces of a part in a warehouse (release / pre-allocation), taking from the
 * storage locations in storage-code order: a one-part `holdStock` (rows locked `FOR UPDATE`, then
 * `UPDATE … SET allocated_qty = allocated_qty + n WHERE on_hand_qty - allocated_qty >= n`). Allocates
 * as much as is available; the caller decides whether a partial allocation becomes a backorder or a
 * STOCK_SHORTAGE. Throws STOCK_QTY_INVALID for qty ≤ 0. For many parts at once use `holdStock`.
 */
export async function allocate(tx: Tx, input: AllocateInput): Promise<AllocateResult> {
  assertQty(input.qty);
  const hold = await holdStock(tx, input.warehouseCode, [input.partCode]);
  const [got] = await hold.allocate([{ partCode: input.partCode, qty: input.qty }], input);
  return got;
}

export interface DeallocateInput extends MovementSource {
  partCode: string;
  warehouseCode: string;
  /** The location to release from; when omitted, releases from the allocated locations in reverse storage-code order. */
  storageCode?: string;
  qty: number;
}

/**
 * Releases `qty` allocated pieces (order cancelled, release undone, pick short). With a storage code,
 * one conditional UPDATE (`WHERE allocated_qty >= qty`); without, spread over the allocated locations
 * from the highest storage code down. Throws STOCK_ALLOCATION_MISMATCH {partCode, storageCode, qty}
 * when fewer pieces are allocated, STOCK_QTY_INVALID for qty ≤ 0. Answers the locations released.
 */
export async function deallocate(tx: Tx, input: DeallocateInput): Promise<LocationQty[]> {
  assertQty(input.qty);
  const targets: LocationQty[] = [];
  if (input.storageCode) {
    targets.push({ storageCode: input.storageCode, qty: input.qty });
  } else {
    const rows = await tx
      .select({ storageCode: stock.storageCode, allocated: stock.allocatedQty })
      .from(stock)
      .where(
        and(
          eq(stock.partCode, input.partCode),
          eq(stock.warehouseCode, input.warehouseCode),
          gt(stock.allocatedQty, 0),
        ),
      )
      .orderBy(desc(stock.storageCode))
      .for('update');
    let remaining = input.qty;
    for (const row of rows) {
      if (remaining === 0) break;
      const n = Math.min(remaining, row.allocated);
      targets.push({ storageCode: row.storageCode, qty: n });
      remaining -= n;
    }
    if (remaining > 0) {
      throw new AppError('STOCK_ALLOCATION_MISMATCH', {
        partCode: input.partCode,
        storageCode: '*',
        qty: input.qty,
      });
    }
  }
  for (const t of targets) {
    const updated = await tx
      .update(stock)
      .set({ allocatedQty: sql`${stock.allocatedQty} - ${t.qty}`, updatedAt: input.at })
      .where(
        and(at(input.partCode, input.warehouseCode, t.storageCode), sql`${stock.allocatedQty} >= ${t.qty}`),
      )
      .returning({ storageCode: stock.storageCode });
    if (updated.length === 0) {
      throw new AppError('STOCK_ALLOCATION_MISMATCH', {
        partCode: input.partCode,
        storageCode: t.storageCode,
        qty: t.qty,
      });
    }
    await appendLedger(
      tx,
      [
        {
          partCode: input.partCode,
          warehouseCode: input.warehouseCode,
          storageCode: t.storageCode,
          onHandDelta: 0,
          allocatedDelta: -t.qty,
        },
      ],
      'deallocate',
      input,
    );
  }
  return targets;
}

export interface LocationMovementInput extends MovementSource {
  partCode: string;
  warehouseCode: string;
  storageCode: string;
  qty: number;
}

/**
 * Ships allocated pieces out of a location: on-hand and allocated both fall by `qty` in one
 * `UPDATE … WHERE allocated_qty >= qty`. Throws STOCK_ALLOCATION_MISMATCH when fewer are allocated
 * there, STOCK_QTY_INVALID for qty ≤ 0.
 */
export async function shipOut(tx: Tx, input: LocationMovementInput): Promise<void> {
  assertQty(input.qty);
  const updated = await tx
    .update(stock)
    .set({
      onHandQty: sql`${stock.onHandQty} - ${input.qty}`,
      allocatedQty: sql`${stock.allocatedQty} - ${input.qty}`,
      updatedAt: input.at,
    })
    .where(
      and(
        at(input.partCode, input.warehouseCode, input.storageCode),
        sql`${stock.allocatedQty} >= ${input.qty}`,
      ),
    )
    .returning({ storageCode: stock.storageCode });
  if (updated.length === 0) {
    throw new AppError('STOCK_ALLOCATION_MISMATCH', {
      partCode: input.partCode,
      storageCode: input.storageCode,
      qty: input.qty,
    });
  }
  await appendLedger(
    tx,
    [
      {
        partCode: input.partCode,
        warehouseCode: input.warehouseCode,
        storageCode: input.storageCode,
        onHandDelta: -input.qty,
        allocatedDelta: -input.qty,
      },
    ],
    'ship',
    input,
  );
}

async function addOnHand(
  tx: Tx,
  input: Omit<LocationMovementInput, Exclude<keyof MovementSource, 'at'>>,
): Promise<void> {
  await tx
    .insert(stock)
    .values({
      partCode: input.partCode,
      warehouseCode: input.warehouseCode,
      storageCode: input.storageCode,
      onHandQty: input.qty,
      updatedAt: input.at,
    })
    .onConflictDoUpdate({
      target: [stock.partCode, stock.warehouseCode, stock.storageCode],
      set: { onHandQty: sql`${stock.onHandQty} + ${input.qty}`, updatedAt: input.at },
    });
}

/**
 * Books received pieces into a location (supplier receipt, return, transfer in), creating the stock
 * row when the part was never stored there, then calls `onArrival`. Throws STOCK_QTY_INVALID for
 * qty ≤ 0.
 */
export async function receiveIn(
  tx: Tx,
  input: LocationMovementInput,
  onArrival: StockArrivalListener,
): Promise<void> {
  assertQty(input.qty);
  await addOnHand(tx, input);
  await appendLedger(
    tx,
    [
      {
        partCode: input.partCode,
        warehouseCode: input.warehouseCode,
        storageCode: input.storageCode,
        onHandDelta: input.qty,
        allocatedDelta: 0,
      },
    ],
    'receive',
    input,
  );
  await onArrival(tx, input.partCode, input.warehouseCode);
}

export interface AdjustInput extends MovementSource {
  partCode: string;
  warehouseCode: string;
  storageCode: string;
  /** Signed change of the on-hand qty in pieces, not 0. */
  onHandDelta: number;
  /** Ledger movement type; default `adjust` (e.g. `import`, `count`, `scrap`). */
  movementType?: string;
}

/**
 * Corrects the on-hand qty of a location (stock import, stocktaking difference, scrap). A positive
 * delta upserts the row and calls `onArrival`; a negative one is refused with
 * STOCK_NOT_ENOUGH {partCode, storageCode, qty, availableQty} when it would take on-hand below the
 * allocated qty (`UPDATE … WHERE on_hand_qty - allocated_qty >= -delta`). STOCK_QTY_INVALID for 0.
 */
export async function adjust(tx: Tx, input: AdjustInput, onArrival: StockArrivalListener): Promise<void> {
  const delta = input.onHandDelta;
  assertQty(Math.abs(delta));
  const movementType = input.movementType ?? 'adjust';
  if (delta > 0) {
    await addOnHand(tx, { ...input, qty: delta });
  } else {
    const updated = await tx
      .update(stock)
      .set({ onHandQty: sql`${stock.onHandQty} + ${delta}`, updatedAt: input.at })
      .where(
        and(
          at(input.partCode, input.warehouseCode, input.storageCode),
          sql`${stock.onHandQty} - ${stock.allocatedQty} >= ${-delta}`,
        ),
      )
      .returning({ storageCode: stock.storageCode });
    if (updated.length === 0) {
      throw new AppError('STOCK_NOT_ENOUGH', {
        partCode: input.partCode,
        storageCode: input.storageCode,
        qty: -delta,
        availableQty: await availableAt(tx, input.partCode, input.warehouseCode, input.storageCode),
      });
    }
  }
  await appendLedger(
    tx,
    [
      {
        partCode: input.partCode,
        warehouseCode: input.warehouseCode,
        storageCode: input.storageCode,
        onHandDelta: delta,
        allocatedDelta: 0,
      },
    ],
    movementType,
    input,
  );
  if (delta > 0) await onArrival(tx, input.partCode, input.warehouseCode);
}

/** On-hand, allocated and available pieces of a part in one warehouse (all locations summed). */
export interface StockTotals {
  onHandQty: number;
  allocatedQty: number;
  availableQty: number;
}

/** Sums a part's stock in a warehouse; zeros when it has none there. */
export async function stockTotals(db: DbOrTx, partCode: string, warehouseCode: string): Promise<StockTotals> {
  const rows = await db
    .select({
      onHandQty: sql<number>`coalesce(sum(${stock.onHandQty}), 0)::int`,
      allocatedQty: sql<number>`coalesce(sum(${stock.allocatedQty}), 0)::int`,
    })
    .from(stock)
    .where(and(eq(stock.partCode, partCode), eq(stock.warehouseCode, warehouseCode)));
  const { onHandQty, allocatedQty } = rows[0] ?? { onHandQty: 0, allocatedQty: 0 };
  return { onHandQty, allocatedQty, availableQty: onHandQty - allocatedQty };
}
