import type { PoppQuota, PoppQuotaInput, PoppQuotaListQuery, PoppQuotaUpdateInput } from '@spm/contracts';
import {
  businessDate,
  checkPoppDealer,
  checkQuotaMonthsSum,
  Decimal,
  type Language,
  nameIn,
  quotaRemaining,
  toMoney,
  violation,
} from '@spm/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { AppError, enforce, enforceAll, raise } from '../../platform/errors';
import { poppQuotas } from './popp.tables';

const columns = {
  id: poppQuotas.id,
  dealerCode: poppQuotas.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  year: poppQuotas.year,
  taskVolume: poppQuotas.taskVolume,
  months: poppQuotas.months,
  usedAmount: poppQuotas.usedAmount,
  version: poppQuotas.version,
};
type QuotaRow = { [K in keyof typeof columns]: (typeof columns)[K]['_']['data'] };

function toQuota(row: QuotaRow, language: Language): PoppQuota {
  return {
    id: row.id,
    dealerCode: row.dealerCode,
    dealerName: nameIn(row, language, 'dealerName'),
    year: row.year,
    taskVolume: toMoney(row.taskVolume),
    months: row.months.map((m) => toMoney(m)),
    usedAmount: toMoney(row.usedAmount),
    remainingAmount: quotaRemaining(row.taskVolume, row.usedAmount),
    version: row.version,
  };
}

/**
 * POPP quotas (spec §3 POPP amounts, §8 task volume): per dealer and year a task volume split into 12
 * monthly amounts, and the used-or-applied amount that the POPP commands draw and give back in their
 * own transaction (`drawQuota`, `returnQuota`), so remaining = task volume − used always matches the
 * POPPs. Only dealers of the configured types (`poppDealerTypes`) may have a quota.
 */
export function createPoppQuotaService(deps: {
  now: () => Date;
  businessTz: string;
  poppDealerTypes: readonly string[];
}) {
  const { now, businessTz, poppDealerTypes } = deps;

  const read = (db: DbOrTx, where: ReturnType<typeof and>) =>
    db
      .select(columns)
      .from(poppQuotas)
      .innerJoin(dealers, eq(dealers.code, poppQuotas.dealerCode))
      .where(where);

  async function byId(db: DbOrTx, id: number, language: Language) {
    return toQuota(requireFound((await read(db, eq(poppQuotas.id, id)))[0]), language);
  }

  /** Checks the quota rules: task volume = sum of months, not below what is already used. */
  function checkAmounts(input: { taskVolume: string; months: readonly string[] }, used: string) {
    enforceAll([checkQuotaMonthsSum(input.taskVolume, input.months)]);
    if (new Decimal(input.taskVolume).lt(used))
      raise(violation('POPP_QUOTA_BELOW_USED', { used }, 'taskVolume'));
  }

  return {
    /** The current business year (yyyy) of `now()`. */
    currentYear: () => Number(businessDate(now(), businessTz).slice(0, 4)),

    /** Quotas in the caller's scope, by dealer and year (newest year first). */
    async list(db: DbOrTx, principal: Principal, query: PoppQuotaListQuery, language: Language) {
      const where = and(
        dealerDocumentScope(principal, poppQuotas.dealerCode),
        query.dealerCode ? eq(poppQuotas.dealerCode, query.dealerCode) : undefined,
        query.year ? eq(poppQuotas.year, query.year) : undefined,
      );
      return listPage(
        db.select({ total: count() }).from(poppQuotas).where(where),
        read(db, where).orderBy(sql`${poppQuotas.year} desc`, asc(poppQuotas.dealerCode)).$dynamic(),
        query,
        (r) => toQuota(r, language),
      );
    },

    /** The quota of `dealerCode` for `year` (null when none), within the caller's scope. */
    async find(db: DbOrTx, principal: Principal, dealerCode: string, year: number, language: Language) {
      const rows = await read(
        db,
        and(
          dealerDocumentScope(principal, poppQuotas.dealerCode),
          eq(poppQuotas.dealerCode, dealerCode),
          eq(poppQuotas.year, year),
        ),
      );
      return rows[0] ? toQuota(rows[0], language) : null;
    },

    /** Does `dealerCode` have a quota for `year`? (The import counts inserted and updated rows by it.) */
    async exists(db: DbOrTx, dealerCode: string, year: number): Promise<boolean> {
      const rows = await db
        .select({ id: poppQuotas.id })
        .from(poppQuotas)
        .where(and(eq(poppQuotas.dealerCode, dealerCode), eq(poppQuotas.year, year)));
      return rows.length > 0;
    },

    /**
     * Sets a dealer's quota of a year (creates it, or replaces task volume and months keeping the
     * used amount). DEALER_NOT_FOUND 422; POPP_DEALER_NOT_ALLOWED 422 for a dealer type not configured;
     * POPP_QUOTA_MONTHS_SUM 422; POPP_QUOTA_BELOW_USED 422.
     */
    async set(tx: Tx, input: PoppQuotaInput, language: Language) {
      const [dealer] = await tx
        .select({ code: dealers.code, dealerType: dealers.dealerType })
        .from(dealers)
        .where(eq(dealers.code, input.dealerCode));
      if (!dealer) throw new AppError('DEALER_NOT_FOUND', { dealerCode: input.dealerCode });
      enforce(checkPoppDealer(dealer, poppDealerTypes));
      const [existing] = await tx
        .select({ id: poppQuotas.id, usedAmount: poppQuotas.usedAmount })
        .from(poppQuotas)
        .where(and(eq(poppQuotas.dealerCode, dealer.code), eq(poppQuotas.year, input.year)))
        .for('update');
      checkAmounts(input, existing?.usedAmount ?? '0');
      const values = { taskVolume: input.taskVolume, months: input.months, updatedAt: now() };
      if (existing) {
        await tx
          .update(poppQuotas)
          .set({ ...values, version: sql`${poppQuotas.version} + 1` })
          .where(eq(poppQuotas.id, existing.id));
        return byId(tx, existing.id, language);
      }
      const [row] = await tx
        .insert(poppQuotas)
        .values({ ...values, dealerCode: dealer.code, year: input.year })
        .returning({ id: poppQuotas.id });
      return byId(tx, row.id, language);
    },

    /** Changes a quota's task volume and months (`version` checked); errors as `set`. */
    async update(tx: Tx, id: number, input: PoppQuotaUpdateInput, language: Language) {
      const [row] = await tx
        .select({ usedAmount: poppQuotas.usedAmount, version: poppQuotas.version })
        .from(poppQuotas)
        .where(eq(poppQuotas.id, id))
        .for('update');
      const quota = requireFound(row);
      checkVersion(quota, input.version);
      checkAmounts(input, quota.usedAmount);
      await tx
        .update(poppQuotas)
        .set({
          taskVolume: input.taskVolume,
          months: input.months,
          updatedAt: now(),
          version: sql`${poppQuotas.version} + 1`,
        })
        .where(eq(poppQuotas.id, id));
      return byId(tx, id, language);
    },
  };
}

export type PoppQuotaService = ReturnType<typeof createPoppQuotaService>;

/**
 * Draws `amount` (CNY) from a dealer's quota of `year` in one conditional UPDATE, so parallel submits
 * cannot together pass the remaining amount. POPP_QUOTA_MISSING 422 without a quota;
 * POPP_QUOTA_EXCEEDED 422 {amount, remaining} when the remaining amount is smaller.
 */
export async function drawQuota(tx: Tx, dealerCode: string, year: number, amount: string) {
  const updated = await tx
    .update(poppQuotas)
    .set({
      usedAmount: sql`${poppQuotas.usedAmount} + ${amount}::numeric`,
      version: sql`${poppQuotas.version} + 1`,
    })
    .where(
      and(
        eq(poppQuotas.dealerCode, dealerCode),
        eq(poppQuotas.year, year),
        sql`${poppQuotas.taskVolume} - ${poppQuotas.usedAmount} >= ${amount}::numeric`,
      ),
    )
    .returning({ id: poppQuotas.id });
  if (updated.length > 0) return;
  const [quota] = await tx
    .select({ taskVolume: poppQuotas.taskVolume, usedAmount: poppQuotas.usedAmount })
    .from(poppQuotas)
    .where(and(eq(poppQuotas.dealerCode, dealerCode), eq(poppQuotas.year, year)));
  if (!quota) raise(violation('POPP_QUOTA_MISSING', { dealerCode, year }));
  raise(
    violation('POPP_QUOTA_EXCEEDED', {
      amount,
      remaining: quotaRemaining(quota.taskVolume, quota.usedAmount),
    }),
  );
}

/** Gives `amount` (CNY) back to a dealer's quota of `year` (a rejected POPP, a lowered actual qty). */
export async function returnQuota(tx: Tx, dealerCode: string, year: number, amount: string) {
  await tx
    .update(poppQuotas)
    .set({
      usedAmount: sql`${poppQuotas.usedAmount} - ${amount}::numeric`,
      version: sql`${poppQuotas.version} + 1`,
    })
    .where(and(eq(poppQuotas.dealerCode, dealerCode), eq(poppQuotas.year, year)));
}
