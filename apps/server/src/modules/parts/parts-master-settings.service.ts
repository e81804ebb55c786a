import type {
  CirculationRow,
  CirculationSettingRequest,
  MasterSetting,
  PriceRangeRow,
  PriceRangeSettingRequest,
} from '@spm/contracts';
import { checkCirculationSetting, checkPriceRanges } from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError, enforceAll, fieldOrCode } from '../../platform/errors';
import { type Actor, changedBy } from './parts.service';
import { partMasterSettings } from './parts-settings.tables';

/** The whole-table settings and the row each holds. */
interface MasterSettingRows {
  circulation: CirculationRow;
  priceRanges: PriceRangeRow;
}
export type MasterSettingKey = keyof MasterSettingRows;

/** A whole-table setting (`rows`, `version`); empty rows and version 0 when never saved. */
export async function getMasterSetting<K extends MasterSettingKey>(
  db: DbOrTx,
  key: K,
): Promise<MasterSetting<MasterSettingRows[K]>> {
  const rows = await db.select().from(partMasterSettings).where(eq(partMasterSettings.key, key));
  return { rows: (rows[0]?.value ?? []) as MasterSettingRows[K][], version: rows[0]?.version ?? 0 };
}

async function saveMasterSetting<K extends MasterSettingKey>(
  tx: Tx,
  actor: Actor,
  key: K,
  rows: MasterSettingRows[K][],
  version: number,
): Promise<MasterSetting<MasterSettingRows[K]>> {
  const updated = await tx
    .update(partMasterSettings)
    .set({
      value: rows,
      ...changedBy(actor),
      version: sql`${partMasterSettings.version} + 1`,
    })
    .where(and(eq(partMasterSettings.key, key), eq(partMasterSettings.version, version)))
    .returning();
  if (updated.length > 0) return { rows, version: updated[0].version };
  if (version === 0) {
    const inserted = await tx
      .insert(partMasterSettings)
      .values({ key, value: rows, ...changedBy(actor), version: 1 })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) return { rows, version: 1 };
  }
  throw new AppError('CONCURRENT_MODIFICATION');
}

/**
 * Circulation type setting (spec §5): fast, medium and slow rows; end ratios rising, below 1, the
 * last exactly 1; first minimum month 1 (CIRCULATION_* codes on `rows[i].<field>`).
 */
export async function saveCirculationSetting(tx: Tx, actor: Actor, input: CirculationSettingRequest) {
  enforceAll(checkCirculationSetting(input.rows), fieldOrCode);
  return saveMasterSetting(tx, actor, 'circulation', input.rows, input.version);
}

/**
 * Price range setting (spec §5): contiguous rows, last end value empty, control parameter ≥ 0 with at
 * most 2 integer digits and 1 decimal (PRICE_RANGE_* codes on `rows[i].<field>`).
 */
export async function savePriceRangeSetting(tx: Tx, actor: Actor, input: PriceRangeSettingRequest) {
  enforceAll(checkPriceRanges(input.rows), fieldOrCode);
  return saveMasterSetting(tx, actor, 'priceRanges', input.rows, input.version);
}
