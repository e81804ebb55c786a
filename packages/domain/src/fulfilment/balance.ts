import Decimal from 'decimal.js';
import { excludingTax, toMoney } from '../money.js';
import type { Label } from '../rules.js';

/** What moved a dealer's balance (balance change detail "business type"): the code stored on each row. */
export const BALANCE_CHANGE_TYPES = ['shipment', 'claimReparation', 'promotionRebate'] as const;
export type BalanceChangeType = (typeof BALANCE_CHANGE_TYPES)[number];

export const BALANCE_CHANGE_TYPE_LABELS: Readonly<Record<BalanceChangeType, Label>> = {
  shipment: { zh: '发运结算', en: 'Shipment' },
  claimReparation: { zh: '索赔补偿', en: 'Claim compensation' },
  promotionRebate: { zh: '促销返利', en: 'Promotion rebate' },
};

/** One movement of a dealer's credit account (overage / balance change detail, spec §3). */
export interface BalanceChange {
  /** CNY, signed: payments in are positive, settled shipments negative. */
  readonly changeAmount: Decimal.Value;
}

/** A balance change detail row: the balance after the change and that balance excluding tax. */
export interface BalanceAfterChange {
  readonly changeAmount: string;
  readonly balance: string;
  /** balance / 1.13 (spec §9 tax rate), two decimals. */
  readonly balanceExcludingTax: string;
}

/**
 * Running balances of the balance change detail: starting from `openingBalance` (CNY), each change is
 * added and the row shows the balance and the balance excluding tax (amount / 1.13), all money
 * strings with two decimals.
 */
export function balanceChangeRows(
  openingBalance: Decimal.Value,
  changes: readonly BalanceChange[],
): BalanceAfterChange[] {
  let balance = new Decimal(openingBalance);
  return changes.map((c) => {
    balance = balance.plus(c.changeAmount);
    return {
      changeAmount: toMoney(c.changeAmount),
      balance: toMoney(balance),
      balanceExcludingTax: excludingTax(balance),
    };
  });
}
