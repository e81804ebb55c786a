/**
 * Abnormal demand advisory (spec §8 "advisory warnings: abnormal demand for a part";
 * docs/decisions/abnormal-demand.md). A line's qty is abnormal when it is more than
 * `ABNORMAL_DEMAND_FACTOR` times the part's normal monthly demand and at least
 * `ABNORMAL_DEMAND_MIN_QTY` pieces. The normal monthly demand is the 12-month prediction / 12 when the
 * part has one, else the average monthly qty ordered over the last `ABNORMAL_DEMAND_HISTORY_MONTHS`
 * months; with neither there is no basis and no advisory.
 */
export const ABNORMAL_DEMAND_FACTOR = 3;
export const ABNORMAL_DEMAND_MIN_QTY = 10;
export const ABNORMAL_DEMAND_HISTORY_MONTHS = 3;

/** What the advisory reads of a part's demand (pieces). */
export interface DemandBasis {
  /** The part's 12-month prediction (forecast qty), null when not set. */
  yearlyPredictionQty: number | null;
  /** Pieces ordered on submitted orders over the last `ABNORMAL_DEMAND_HISTORY_MONTHS` months. */
  recentOrderedQty: number;
}

/** The normal monthly demand (pieces, may be fractional) of a part, or null without a basis. */
export function normalMonthlyDemand(basis: DemandBasis): number | null {
  if (basis.yearlyPredictionQty !== null && basis.yearlyPredictionQty > 0)
    return basis.yearlyPredictionQty / 12;
  if (basis.recentOrderedQty > 0) return basis.recentOrderedQty / ABNORMAL_DEMAND_HISTORY_MONTHS;
  return null;
}

/**
 * Is `qty` abnormal demand for the part? Answers the normal monthly demand (pieces, rounded up) it was
 * compared with and what that came from (the 12-month prediction or the recent average), or null when
 * the qty is normal or there is no basis.
 */
export function abnormalDemand(
  qty: number,
  basis: DemandBasis,
): { normalQty: number; basis: 'prediction' | 'recent' } | null {
  const normal = normalMonthlyDemand(basis);
  if (normal === null || qty < ABNORMAL_DEMAND_MIN_QTY || qty <= normal * ABNORMAL_DEMAND_FACTOR) return null;
  const from = basis.yearlyPredictionQty !== null && basis.yearlyPredictionQty > 0 ? 'prediction' : 'recent';
  return { normalQty: Math.ceil(normal), basis: from };
}
