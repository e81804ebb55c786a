import type { DealerTies, WarehouseUse } from '@spm/domain';
import type { DbOrTx } from '../../platform/db/client';

/**
 * What another module reports of a warehouse it still uses (stock, open documents); passed in where
 * the app is composed (modules/index.ts), summed over all of them.
 */
export type WarehouseUseQuery = (db: DbOrTx, warehouseCode: string) => Promise<Partial<WarehouseUse>>;

/** What another module reports of a dealer it still ties (open orders, balances). */
export type DealerTiesQuery = (db: DbOrTx, dealerCode: string) => Promise<Partial<DealerTies>>;

/** A dealer's credit limit write (the credit module owns the account row). */
export type CreditLimitWriter = (
  db: DbOrTx,
  dealerCode: string,
  creditLimit: string,
  at: Date,
) => Promise<void>;
/** A dealer's credit limit read (CNY string, "0.00" without an account). */
export type CreditLimitReader = (db: DbOrTx, dealerCode: string) => Promise<string>;

/** A line of a submitted order as the abnormal demand list reads it (qty in pieces). */
export interface DemandLine {
  orderId: number;
  orderNo: string;
  dealerCode: string;
  submittedAt: Date;
  lineNo: number;
  partCode: string;
  qty: number;
}

/** What the abnormal demand advisory reads of submitted orders (the dealer-orders module owns them). */
export interface DemandDeps {
  /** Pieces of each part ordered on submitted orders since `since`. */
  orderedQtySince: (db: DbOrTx, partCodes: readonly string[], since: Date) => Promise<Map<string, number>>;
  /** Lines of orders submitted since `since` with at least `minQty` pieces, newest first. */
  submittedLinesSince: (
    db: DbOrTx,
    q: { since: Date; minQty: number; partCode?: string; dealerCode?: string; limit: number },
  ) => Promise<DemandLine[]>;
}

/** What the master-data module needs of the others. */
export interface MasterDataDeps extends DemandDeps {
  warehouseUses: readonly WarehouseUseQuery[];
  dealerTies: readonly DealerTiesQuery[];
  writeCreditLimit: CreditLimitWriter;
  readCreditLimit: CreditLimitReader;
}

/** The sum of what every module reports of a warehouse. */
export async function warehouseUse(
  db: DbOrTx,
  queries: readonly WarehouseUseQuery[],
  code: string,
): Promise<WarehouseUse> {
  const use: WarehouseUse = { stockQty: 0, openDocuments: 0 };
  for (const q of queries) {
    const found = await q(db, code);
    use.stockQty += found.stockQty ?? 0;
    use.openDocuments += found.openDocuments ?? 0;
  }
  return use;
}

/** The sum of what every module reports of a dealer (balances: the first module that reports them). */
export async function dealerTies(
  db: DbOrTx,
  queries: readonly DealerTiesQuery[],
  code: string,
): Promise<DealerTies> {
  const ties: DealerTies = { openOrders: 0, availableBalance: '0', submittedNotSettled: '0' };
  for (const q of queries) {
    const found = await q(db, code);
    ties.openOrders += found.openOrders ?? 0;
    if (found.availableBalance !== undefined) ties.availableBalance = found.availableBalance;
    if (found.submittedNotSettled !== undefined) ties.submittedNotSettled = found.submittedNotSettled;
  }
  return ties;
}
