import { Decimal } from '../money.js';
import { type RuleViolation, violation } from '../rules.js';

/** What still uses a warehouse: pieces on hand or allocated there, open documents on it. */
export interface WarehouseUse {
  stockQty: number;
  openDocuments: number;
}

/**
 * Spec §8 "warehouse in use cannot abolish": a warehouse holding stock (`stockQty` pieces > 0) or named
 * on an open document (`openDocuments` > 0: dealer orders not finished, closed or deleted) cannot be
 * abolished. WAREHOUSE_IN_USE {warehouseCode, stockQty, openDocuments}, else null.
 */
export function checkWarehouseAbolishable(warehouseCode: string, use: WarehouseUse): RuleViolation | null {
  return use.stockQty > 0 || use.openDocuments > 0
    ? violation('WAREHOUSE_IN_USE', { warehouseCode, ...use })
    : null;
}

/** What still ties a dealer: open orders, and its credit account's balances (CNY decimal strings). */
export interface DealerTies {
  openOrders: number;
  availableBalance: string;
  submittedNotSettled: string;
}

/**
 * Closing a dealer (spec §2 dealer master, docs/decisions/master-data.md): not while it has open orders
 * (DEALER_HAS_OPEN_ORDERS {dealerCode, openOrders}), checked first, nor while its account holds money
 * or reserved credit — an available balance or submitted-not-settled amount other than 0
 * (DEALER_HAS_BALANCE {dealerCode, balance}). Else null.
 */
export function checkDealerClosable(dealerCode: string, ties: DealerTies): RuleViolation | null {
  if (ties.openOrders > 0)
    return violation('DEALER_HAS_OPEN_ORDERS', { dealerCode, openOrders: ties.openOrders });
  const balance = new Decimal(ties.availableBalance);
  if (!balance.isZero() || !new Decimal(ties.submittedNotSettled).isZero())
    return violation('DEALER_HAS_BALANCE', { dealerCode, balance: balance.toFixed(2) });
  return null;
}

/** A user and, when set, their superior (user ids). */
export interface Responsibility {
  /** The part's responsible person (user id), null when none is set. */
  responsibleUserId: number | null;
  /** The responsible person's superior (user id), null when none is set. */
  superiorUserId: number | null;
}

/**
 * Spec §6 "part-responsible person or their superior may enter orders and request transfers": `userId`
 * may act on a part only if it is the part's responsible person or that person's superior. A part with
 * no responsible person yet is open to every holder of the agent permission (docs/decisions/
 * master-data.md). PART_NOT_RESPONSIBLE {partCode}, field `field`, else null.
 */
export function checkPartResponsibility(
  userId: number,
  partCode: string,
  who: Responsibility,
  field?: string,
): RuleViolation | null {
  const allowed =
    who.responsibleUserId === null || who.responsibleUserId === userId || who.superiorUserId === userId;
  return allowed ? null : violation('PART_NOT_RESPONSIBLE', { partCode }, field);
}

/**
 * A user cannot be their own superior, nor the superior of one of their superiors (no cycles):
 * `chain` is the superior chain above `superiorUserId` (its superior, that one's superior, ...).
 * SUPERIOR_CYCLE {userId}, else null.
 */
export function checkSuperiorChain(
  userId: number,
  superiorUserId: number,
  chain: readonly number[],
): RuleViolation | null {
  return userId === superiorUserId || chain.includes(userId)
    ? violation('SUPERIOR_CYCLE', { userId }, 'superiorUserId')
    : null;
}

/**
 * A dealer code is exactly 5 half-width capitals or digits: it opens every DealerOrderNO (dealer code +
 * yyMMdd + 4-digit sequence, spec §5). DEALER_CODE_INVALID {code} on `code`, else null.
 */
export function checkDealerCode(code: string): RuleViolation | null {
  return /^[A-Z0-9]{5}$/.test(code) ? null : violation('DEALER_CODE_INVALID', { code }, 'code');
}
