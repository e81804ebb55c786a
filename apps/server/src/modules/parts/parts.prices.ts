import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { parts } from './parts.tables';

/** The part's five prices in CNY (2-decimal strings), as a fixed price sets them (spec §4 "Fix price"). */
export interface PartPriceValues {
  priceOrdinary: string;
  priceRush: string;
  priceRushLand: string;
  priceSuggestedRetail: string;
  priceNormal: string;
}

/**
 * Writes the part's prices in the caller's transaction `tx` (the parts module owns the row): the
 * version moves on so an open edit form sees the change. Used when a fixed price is approved.
 * @throws AppError PART_NOT_FOUND {partCode}
 */
export async function setPartPrices(
  tx: Tx,
  partCode: string,
  prices: PartPriceValues,
  by: { userId: number; at: Date },
): Promise<void> {
  const [row] = await tx
    .update(parts)
    .set({ ...prices, updatedAt: by.at, updatedBy: by.userId, version: sql`${parts.version} + 1` })
    .where(eq(parts.partCode, partCode))
    .returning({ partCode: parts.partCode });
  if (!row) throw new AppError('PART_NOT_FOUND', { partCode });
}
