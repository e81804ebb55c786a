import { toMoney } from '@spm/domain';
import { sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { dealerCondition, periodOf } from './sales-statistics.repository';

/**
 * Shipped amount (CNY, 2 decimals; Σ ship bill amounts by ship date, as the statistics' shipped
 * amount) of month `month` of `year` and of the same month a year earlier, in the caller's scope
 * (a dealer its own, head office all). One round trip over `ship_bills_date_idx`.
 */
export async function shippedMonthVsLastYear(
  db: DbOrTx,
  principal: Principal,
  year: number,
  month: number,
): Promise<{ thisYear: string; lastYear: string }> {
  const now = periodOf({ year, startMonth: month, endMonth: month });
  const before = periodOf({ year: year - 1, startMonth: month, endMonth: month });
  const within = (p: { from: string; to: string }) =>
    sql`sb.ship_date >= ${p.from}::date and sb.ship_date < ${p.to}::date`;
  const res = await db.execute(sql`select
      coalesce(sum(sb.amount) filter (where ${within(now)}), 0)::text as this_year,
      coalesce(sum(sb.amount) filter (where ${within(before)}), 0)::text as last_year
    from ship_bills sb
    where (${within(now)} or ${within(before)})
      and ${dealerCondition(principal, sql`sb.dealer_code`, undefined)}`);
  const row = res.rows[0] as { this_year: string; last_year: string };
  return { thisYear: toMoney(row.this_year), lastYear: toMoney(row.last_year) };
}
