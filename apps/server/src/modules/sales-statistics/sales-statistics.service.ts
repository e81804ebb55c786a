import type { StatisticsAnswer, StatisticsQuery } from '@spm/contracts';
import { Decimal, ORDER_TYPES, statisticsPeriodRefusal, sumMoney, toMoney } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { claimFigures, shippedByMonthAndType, unshippedByMonthAndType } from './sales-statistics.repository';

/** Refuses a period spec §5 does not allow (STATISTICS_YEAR_INVALID, _MONTH_INVALID, _MONTH_RANGE). */
export function assertStatisticsPeriod(q: Pick<StatisticsQuery, 'year' | 'startMonth' | 'endMonth'>): void {
  const refusal = statisticsPeriodRefusal(q);
  if (refusal) throw new AppError(refusal, { year: q.year, startMonth: q.startMonth, endMonth: q.endMonth });
}

/** shipped ÷ (shipped + unshipped) with 4 decimals; "0.0000" when nothing was ordered. */
export function shippedRatio(shipped: Decimal.Value, unshipped: Decimal.Value): string {
  const whole = new Decimal(shipped).plus(unshipped);
  return whole.isZero() ? '0.0000' : new Decimal(shipped).dividedBy(whole).toFixed(4, Decimal.ROUND_HALF_UP);
}

/**
 * Sales statistics of a period (spec §2 /salesStatistics/index): shipped amount (Σ shipped line
 * amounts of ship bills dated in the period), unshipped amount (Σ (qty − shipped) × price of open order
 * lines submitted in the period), their proportion, claims count, refunded and compensated amounts;
 * per month and per order type for the charts. Exact: plain sums over the rows, no rollup.
 */
export async function statisticsOf(
  db: DbOrTx,
  principal: Principal,
  q: StatisticsQuery,
  tz: string,
): Promise<StatisticsAnswer> {
  assertStatisticsPeriod(q);
  const [shipped, unshipped, claims] = await Promise.all([
    shippedByMonthAndType(db, principal, q),
    unshippedByMonthAndType(db, principal, q, tz),
    claimFigures(db, principal, q, tz),
  ]);
  const sumWhere = (rows: typeof shipped, keep: (r: (typeof shipped)[number]) => boolean) =>
    sumMoney(rows.filter(keep).map((r) => r.amount));
  const months = [];
  for (let month = q.startMonth; month <= q.endMonth; month++)
    months.push({
      month,
      shippedAmount: sumWhere(shipped, (r) => Number(r.month) === month),
      unshippedAmount: sumWhere(unshipped, (r) => Number(r.month) === month),
    });
  const orderTypes = ORDER_TYPES.map((orderType) => ({
    orderType,
    shippedAmount: sumWhere(shipped, (r) => r.order_type === orderType),
    unshippedAmount: sumWhere(unshipped, (r) => r.order_type === orderType),
  }));
  const shippedAmount = sumWhere(shipped, () => true);
  const unshippedAmount = sumWhere(unshipped, () => true);
  return {
    totals: {
      shippedAmount,
      unshippedAmount,
      shippedRatio: shippedRatio(shippedAmount, unshippedAmount),
      claimsCount: claims.claimsCount,
      refundedAmount: toMoney(claims.refunded),
      compensatedAmount: toMoney(claims.compensated),
    },
    months,
    orderTypes,
  };
}
