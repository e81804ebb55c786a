import type {
  AbnormalDemandAdvisory,
  AbnormalDemandCheckInput,
  AbnormalDemandLine,
  AbnormalDemandQuery,
  Page,
} from '@spm/contracts';
import {
  ABNORMAL_DEMAND_HISTORY_MONTHS,
  ABNORMAL_DEMAND_MIN_QTY,
  abnormalDemand,
  businessDateTime,
  normalizePartCode,
} from '@spm/domain';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { parts } from '../parts/parts.tables';
import type { DemandDeps } from './master-data.holds';

/** Most recent candidate lines the list looks at (qty ≥ the minimum, within `days`). */
const CANDIDATE_LIMIT = 5000;
const DAY_MS = 86_400_000;

/** The start of the "recent average" window before `at` (`ABNORMAL_DEMAND_HISTORY_MONTHS` months). */
function historyStart(at: Date): Date {
  const d = new Date(at);
  d.setUTCMonth(d.getUTCMonth() - ABNORMAL_DEMAND_HISTORY_MONTHS);
  return d;
}

/** Part code → names and 12-month prediction (pieces) of `codes`. */
async function partsOf(db: DbOrTx, codes: readonly string[]) {
  if (codes.length === 0)
    return new Map<string, { nameZh: string; nameEn: string; forecastQty: number | null }>();
  const rows = await db
    .select({
      partCode: parts.partCode,
      nameZh: parts.nameZh,
      nameEn: parts.nameEn,
      forecastQty: parts.forecastQty,
    })
    .from(parts)
    .where(inArray(parts.partCode, [...codes]));
  return new Map(rows.map((r) => [r.partCode, r]));
}

/**
 * The abnormal demand advisory (spec §8; rule and threshold in docs/decisions/abnormal-demand.md and
 * `abnormalDemand` of the domain). Order data comes through `deps` (the dealer-orders module owns it).
 */
export function createAbnormalDemandService(deps: DemandDeps & { now: () => Date; businessTz: string }) {
  return {
    /**
     * The advisories of lines being entered: each line (qty in pieces) compared with its part's normal
     * monthly demand; the lines of one part are summed as one demand. Unknown parts are left to the
     * order's own checks. Never refuses.
     */
    async check(db: DbOrTx, input: AbnormalDemandCheckInput): Promise<AbnormalDemandAdvisory[]> {
      const lines = input.lines.map((l) => ({ ...l, partCode: normalizePartCode(l.partCode) }));
      const codes = [...new Set(lines.map((l) => l.partCode))];
      const [known, recent] = await Promise.all([
        partsOf(db, codes),
        deps.orderedQtySince(db, codes, historyStart(deps.now())),
      ]);
      const totals = new Map<string, number>();
      for (const l of lines) totals.set(l.partCode, (totals.get(l.partCode) ?? 0) + l.qty);
      return lines.flatMap((l, lineIndex) => {
        const part = known.get(l.partCode);
        if (!part) return [];
        const found = abnormalDemand(totals.get(l.partCode) ?? l.qty, {
          yearlyPredictionQty: part.forecastQty,
          recentOrderedQty: recent.get(l.partCode) ?? 0,
        });
        return found ? [{ lineIndex, partCode: l.partCode, qty: l.qty, ...found }] : [];
      });
    },

    /**
     * Head office's list: lines of orders submitted in the last `days` days whose qty is abnormal for
     * the part, newest first. A line's recent average leaves the line itself out (its own qty would
     * make itself normal). Looks at the latest `CANDIDATE_LIMIT` lines of at least
     * `ABNORMAL_DEMAND_MIN_QTY` pieces.
     */
    async list(db: DbOrTx, query: AbnormalDemandQuery): Promise<Page<AbnormalDemandLine>> {
      const now = deps.now();
      const candidates = await deps.submittedLinesSince(db, {
        since: new Date(now.getTime() - query.days * DAY_MS),
        minQty: ABNORMAL_DEMAND_MIN_QTY,
        partCode: query.partCode ? normalizePartCode(query.partCode) : undefined,
        dealerCode: query.dealerCode,
        limit: CANDIDATE_LIMIT,
      });
      const codes = [...new Set(candidates.map((c) => c.partCode))];
      const [known, recent] = await Promise.all([
        partsOf(db, codes),
        deps.orderedQtySince(db, codes, historyStart(now)),
      ]);
      const abnormal = candidates.flatMap((c) => {
        const part = known.get(c.partCode);
        if (!part) return [];
        const found = abnormalDemand(c.qty, {
          yearlyPredictionQty: part.forecastQty,
          recentOrderedQty: Math.max(0, (recent.get(c.partCode) ?? 0) - c.qty),
        });
        if (!found) return [];
        const { submittedAt, ...line } = c;
        return [
          {
            ...line,
            submittedAt: businessDateTime(submittedAt, deps.businessTz),
            nameZh: part.nameZh,
            nameEn: part.nameEn,
            ...found,
          },
        ];
      });
      const start = (query.page - 1) * query.pageSize;
      return {
        items: abnormal.slice(start, start + query.pageSize),
        total: abnormal.length,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
