import type { DbOrTx } from '../../platform/db/client';
import { stockLedger } from './stock.tables';

/** The document that causes a movement; written to the ledger. */
export interface MovementSource {
  /** e.g. `dealerOrder`, `pickBill`, `shipBill`, `receipt`, `adjust`, `import`. */
  documentType: string;
  documentNo: string;
  /** The user who caused it; null for system jobs. */
  actorId: number | null;
  /** When it happened: the caller's clock, written to the ledger row and the stock row's `updated_at`. */
  at: Date;
}

/** Pieces taken from or put into one storage location. */
export interface LocationQty {
  storageCode: string;
  qty: number;
}

/** One storage location's change: signed on-hand and allocated deltas in pieces. */
export interface LedgerChange {
  partCode: string;
  warehouseCode: string;
  storageCode: string;
  onHandDelta: number;
  allocatedDelta: number;
}

/**
 * Appends one `stock_ledger` row per change (one INSERT for all), with the movement type (`allocate`,
 * `ship`, `receive`, …) and the causing document. Call in the transaction that changes the stock rows.
 */
export async function appendLedger(
  tx: DbOrTx,
  changes: readonly LedgerChange[],
  movementType: string,
  source: MovementSource,
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(stockLedger).values(
    changes.map((change) => ({
      ...change,
      movementType,
      documentType: source.documentType,
      documentNo: source.documentNo,
      createdBy: source.actorId,
      createdAt: source.at,
    })),
  );
}
