import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { stock } from './stock.tables';
import { appendLedger, type LocationQty, type MovementSource } from './stock-ledger';

/**
 * Set-based allocation for callers that allocate many parts in one transaction (a release of an
 * order with 50 lines): the stock rows of all the parts in the warehouse are locked with one
 * `SELECT … FOR UPDATE` (part-code, storage-code order, so concurrent holders never deadlock), the
 * locations are chosen in memory from the locked rows, and each `allocate` call writes with one
 * `UPDATE … FROM (VALUES …)`, one multi-row ledger `INSERT`. The UPDATE keeps the guard
 * `on_hand_qty - allocated_qty >= n`; since the rows are locked it always holds, and a mismatch
 * (which would mean the lock was not held) raises CONCURRENT_MODIFICATION and rolls back.
 */

/** One allocation wanted: pieces (> 0) of a part. */
export interface HoldRequest {
  partCode: string;
  qty: number;
}

/** What one allocation got. */
export interface AllocateResult {
  /** Pieces actually allocated, 0..qty (less than qty when the warehouse has too little available). */
  allocatedQty: number;
  /** Where they were allocated, in storage-code order. */
  locations: LocationQty[];
}

interface LockedRow {
  storageCode: string;
  available: number;
}

/** Locked stock of some parts in one warehouse, for allocating from (see the module comment). */
export interface StockHold {
  /** Pieces of a part still available in the warehouse (all locations), after this hold's allocations. */
  available(partCode: string): number;
  /**
   * Allocates each request from its part's locations in storage-code order, as much as is available
   * (a request for a part not held gets nothing). Throws STOCK_QTY_INVALID for a qty ≤ 0.
   */
  allocate(requests: readonly HoldRequest[], source: MovementSource): Promise<AllocateResult[]>;
}

/** Locks the stock rows of `partCodes` in `warehouseCode` and answers the hold. Call inside a transaction. */
export async function holdStock(
  tx: Tx,
  warehouseCode: string,
  partCodes: readonly string[],
): Promise<StockHold> {
  const codes = [...new Set(partCodes)].sort();
  const rows = codes.length
    ? await tx
        .select({
          partCode: stock.partCode,
          storageCode: stock.storageCode,
          available: sql<number>`(${stock.onHandQty} - ${stock.allocatedQty})::int`,
        })
        .from(stock)
        .where(and(eq(stock.warehouseCode, warehouseCode), inArray(stock.partCode, codes)))
        .orderBy(asc(stock.partCode), asc(stock.storageCode))
        .for('update')
    : [];
  const byPart = new Map<string, LockedRow[]>();
  for (const row of rows) {
    const list = byPart.get(row.partCode) ?? [];
    list.push({ storageCode: row.storageCode, available: row.available });
    byPart.set(row.partCode, list);
  }

  return {
    available: (partCode) =>
      (byPart.get(partCode) ?? []).reduce((sum, r) => sum + Math.max(r.available, 0), 0),
    async allocate(requests, source) {
      const moves: { partCode: string; storageCode: string; qty: number }[] = [];
      const answers = requests.map(({ partCode, qty }) => {
        if (!Number.isSafeInteger(qty) || qty <= 0) throw new AppError('STOCK_QTY_INVALID');
        let remaining = qty;
        const locations: LocationQty[] = [];
        for (const row of byPart.get(partCode) ?? []) {
          if (remaining === 0) break;
          const n = Math.min(remaining, row.available);
          if (n <= 0) continue;
          row.available -= n;
          remaining -= n;
          locations.push({ storageCode: row.storageCode, qty: n });
          moves.push({ partCode, storageCode: row.storageCode, qty: n });
        }
        return { allocatedQty: qty - remaining, locations };
      });
      await writeAllocations(tx, warehouseCode, moves, source);
      return answers;
    },
  };
}

/** Raises allocated qty per location (one UPDATE) and appends the ledger rows (one INSERT). */
async function writeAllocations(
  tx: Tx,
  warehouseCode: string,
  moves: { partCode: string; storageCode: string; qty: number }[],
  source: MovementSource,
): Promise<void> {
  if (moves.length === 0) return;
  // one location may appear for two requests of the same part: sum them for the UPDATE
  const totals = new Map<string, { partCode: string; storageCode: string; qty: number }>();
  for (const m of moves) {
    const key = `${m.partCode}\u0000${m.storageCode}`;
    const seen = totals.get(key);
    if (seen) seen.qty += m.qty;
    else totals.set(key, { ...m });
  }
  const values: SQL[] = [...totals.values()].map(
    (m) => sql`(${m.partCode}::varchar, ${m.storageCode}::varchar, ${m.qty}::int)`,
  );
  const updated = await tx.execute(sql`
    update ${stock} as s
       set allocated_qty = s.allocated_qty + v.n, updated_at = ${source.at.toISOString()}::timestamptz
      from (values ${sql.join(values, sql`, `)}) as v(part_code, storage_code, n)
     where s.part_code = v.part_code and s.warehouse_code = ${warehouseCode}
       and s.storage_code = v.storage_code and s.on_hand_qty - s.allocated_qty >= v.n
    returning s.part_code`);
  if (updated.rows.length !== totals.size) throw new AppError('CONCURRENT_MODIFICATION');
  await appendLedger(
    tx,
    moves.map((m) => ({
      partCode: m.partCode,
      warehouseCode,
      storageCode: m.storageCode,
      onHandDelta: 0,
      allocatedDelta: m.qty,
    })),
    'allocate',
    source,
  );
}
