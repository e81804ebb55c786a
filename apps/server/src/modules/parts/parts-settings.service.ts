import type {
  MinMaxRequest,
  PartWarehouseRequest,
  PredictionRequest,
  WarehouseFlowRequest,
} from '@spm/contracts';
import {
  checkAbnormalPartStorage,
  checkChildPartDefaultStorage,
  checkMainStorageFirst,
  checkMinMaxStock,
  checkPredictionCoefficients,
  checkStorageCode,
  collectViolations,
  Decimal,
  normalizePartCode,
  type RuleViolation,
  type StorageType,
  violation,
} from '@spm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { warehouses } from '../../platform/db/platform.tables';
import { AppError, enforceAll, fieldOrCode } from '../../platform/errors';
import { findPart, type PartHoldQuery, partBlockers, toWarehouseSetting } from './parts.repository';
import { storageChangeViolation } from './parts.rules';
import { type Actor, changedBy } from './parts.service';
import { parts } from './parts.tables';
import { partPredictionSettings, partWarehouseSettings, storageLocations } from './parts-settings.tables';

/** A warehouse the caller may configure (head office: any; warehouse staff: their own), else NOT_FOUND. */
async function requireWarehouse(db: DbOrTx, principal: Principal, warehouseCode: string) {
  const rows = await db.select().from(warehouses).where(eq(warehouses.code, warehouseCode));
  const wh = rows[0];
  const inScope =
    principal.scope.kind === 'all' ||
    (principal.scope.kind === 'warehouses' && principal.scope.warehouseCodes.includes(warehouseCode));
  if (!wh || !inScope) throw new AppError('NOT_FOUND');
  return wh;
}

async function requirePart(db: DbOrTx, code: string, lock = false) {
  const part = await findPart(db, normalizePartCode(code), lock);
  if (!part) throw new AppError('NOT_FOUND');
  return part;
}

type WarehouseRow = typeof partWarehouseSettings.$inferSelect;
type WarehouseValues = Partial<
  Omit<WarehouseRow, 'partCode' | 'warehouseCode' | 'version' | 'updatedAt' | 'updatedBy'>
>;

/** The settings row of `partCode` in `warehouseCode` (storages, stock parameters, flow), or undefined. */
export async function partWarehouseRow(db: DbOrTx, partCode: string, warehouseCode: string) {
  const [row] = await db
    .select()
    .from(partWarehouseSettings)
    .where(
      and(
        eq(partWarehouseSettings.partCode, partCode),
        eq(partWarehouseSettings.warehouseCode, warehouseCode),
      ),
    );
  return row;
}

/**
 * Writes a part × warehouse row with optimistic concurrency: `version` 0 creates the row (refused
 * with CONCURRENT_MODIFICATION if someone created it first), otherwise updates it only at that version.
 */
async function saveWarehouseRow(
  tx: Tx,
  actor: Actor,
  partCode: string,
  warehouseCode: string,
  values: WarehouseValues,
  version: number,
) {
  const key = and(
    eq(partWarehouseSettings.partCode, partCode),
    eq(partWarehouseSettings.warehouseCode, warehouseCode),
  );
  const rows = await tx
    .update(partWarehouseSettings)
    .set({
      ...values,
      ...changedBy(actor),
      version: sql`${partWarehouseSettings.version} + 1`,
    })
    .where(and(key, eq(partWarehouseSettings.version, version)))
    .returning();
  if (rows.length > 0) return rows[0];
  if (version === 0) {
    const inserted = await tx
      .insert(partWarehouseSettings)
      .values({
        partCode,
        warehouseCode,
        ...values,
        ...changedBy(actor),
        version: 1,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) return inserted[0];
  }
  throw new AppError('CONCURRENT_MODIFICATION');
}

/**
 * Min/max stock correction (spec §2 "min/max stock correction", §5 "max stock not below min"):
 * part level (no `warehouseCode`, `version` of the part) or one warehouse (`version` of that row, 0 for
 * a new one). MAX_STOCK_BELOW_MIN, STOCK_PARAMETER_INVALID; CONCURRENT_MODIFICATION when stale.
 */
export async function correctMinMax(
  tx: Tx,
  principal: Principal,
  actor: Actor,
  code: string,
  input: MinMaxRequest,
) {
  const found = checkMinMaxStock(input.minStock, input.maxStock);
  enforceAll([found], fieldOrCode);
  const part = await requirePart(tx, code, true);
  if (!input.warehouseCode) {
    const rows = await tx
      .update(parts)
      .set({
        minStock: input.minStock,
        maxStock: input.maxStock,
        ...changedBy(actor),
        version: sql`${parts.version} + 1`,
      })
      .where(and(eq(parts.partCode, part.partCode), eq(parts.version, input.version)))
      .returning({ version: parts.version });
    if (rows.length === 0) throw new AppError('CONCURRENT_MODIFICATION');
    return {
      partCode: part.partCode,
      warehouseCode: null,
      minStock: input.minStock,
      maxStock: input.maxStock,
      version: rows[0].version,
    };
  }
  await requireWarehouse(tx, principal, input.warehouseCode);
  const row = await saveWarehouseRow(
    tx,
    actor,
    part.partCode,
    input.warehouseCode,
    { minStock: input.minStock, maxStock: input.maxStock },
    input.version,
  );
  return {
    partCode: part.partCode,
    warehouseCode: row.warehouseCode,
    minStock: row.minStock,
    maxStock: row.maxStock,
    version: row.version,
  };
}

/** A violation moved onto the API field name. */
const onField = (v: RuleViolation | null, field: string): RuleViolation | null =>
  v ? { ...v, field } : null;

async function storageTypeOf(
  db: DbOrTx,
  warehouseCode: string,
  storageCode: string,
): Promise<StorageType | null> {
  const rows = await db
    .select({ t: storageLocations.storageType })
    .from(storageLocations)
    .where(
      and(eq(storageLocations.warehouseCode, warehouseCode), eq(storageLocations.storageCode, storageCode)),
    );
  return (rows[0]?.t as StorageType | undefined) ?? null;
}

/**
 * Warehouse info of a part in one warehouse (spec §5): storage codes follow the norm; the main storage
 * comes before safety stock or capacity (MAIN_STORAGE_REQUIRED); the child-part default storage only in
 * the slow-flow main warehouse (CHILD_PART_STORAGE_WAREHOUSE_ONLY); the abnormal-part storage must be a
 * registered location that is not a transit, packaging or main storage (STORAGE_NOT_FOUND,
 * ABNORMAL_PART_STORAGE_TYPE_INVALID); changing the main storage while the part is held there is
 * refused with the blocker codes of spec §4. A new main storage code is registered as a main location.
 */
export async function savePartWarehouse(
  tx: Tx,
  principal: Principal,
  actor: Actor,
  code: string,
  warehouseCode: string,
  input: PartWarehouseRequest,
  holds: readonly PartHoldQuery[],
) {
  const part = await requirePart(tx, code, true);
  await requireWarehouse(tx, principal, warehouseCode);
  const [mainWarehouse] = await tx
    .select({ code: warehouses.code })
    .from(warehouses)
    .where(eq(warehouses.slowFlowMain, true));
  const storage = (value: string | null, field: string) => (value ? checkStorageCode(value, field) : null);
  const found: RuleViolation[] = collectViolations([
    storage(input.mainStorageCode, 'mainStorageCode'),
    storage(input.abnormalStorageCode, 'abnormalStorageCode'),
    storage(input.childDefaultStorageCode, 'childDefaultStorageCode'),
    checkMainStorageFirst(input),
    onField(
      checkChildPartDefaultStorage(warehouseCode, input.childDefaultStorageCode, mainWarehouse?.code ?? ''),
      'childDefaultStorageCode',
    ),
  ]);
  if (input.abnormalStorageCode && !found.some((v) => v.field === 'abnormalStorageCode')) {
    const type = await storageTypeOf(tx, warehouseCode, input.abnormalStorageCode);
    const v = type
      ? checkAbnormalPartStorage(type)
      : violation('STORAGE_NOT_FOUND', { warehouseCode, storageCode: input.abnormalStorageCode });
    const moved = onField(v, 'abnormalStorageCode');
    if (moved) found.push(moved);
  }
  const current = await partWarehouseRow(tx, part.partCode, warehouseCode);
  const previousMain = current?.mainStorageCode ?? part.mainStorageCode;
  if (previousMain && previousMain !== input.mainStorageCode) {
    const v = storageChangeViolation(
      await partBlockers(tx, holds, part.partCode, warehouseCode),
      'mainStorageCode',
    );
    if (v) found.push(v);
  }
  enforceAll(found, fieldOrCode);
  if (input.mainStorageCode) {
    await tx
      .insert(storageLocations)
      .values({ warehouseCode, storageCode: input.mainStorageCode, storageType: 'main', createdAt: actor.at })
      .onConflictDoNothing();
  }
  const { version, ...values } = input;
  return toWarehouseSetting(await saveWarehouseRow(tx, actor, part.partCode, warehouseCode, values, version));
}

/**
 * Warehouse flow setting (spec §2): the flow partition of many parts in one warehouse, upserted
 * (empty = cleared). Unknown parts → PART_NOT_FOUND on `rows[i].partCode`; nothing is saved then.
 * Answers the number of rows saved.
 */
export async function setWarehouseFlow(
  tx: Tx,
  principal: Principal,
  actor: Actor,
  input: WarehouseFlowRequest,
) {
  await requireWarehouse(tx, principal, input.warehouseCode);
  const codes = input.rows.map((r) => normalizePartCode(r.partCode));
  const known = new Set(
    (await tx.select({ c: parts.partCode }).from(parts).where(inArray(parts.partCode, codes))).map(
      (r) => r.c,
    ),
  );
  enforceAll(
    codes.flatMap((c, i) =>
      known.has(c) ? [] : [violation('PART_NOT_FOUND', { partCode: c }, `rows[${i}].partCode`)],
    ),
    fieldOrCode,
  );
  for (const [i, partCode] of codes.entries()) {
    const flowPartition = input.rows[i].flowPartition;
    await tx
      .insert(partWarehouseSettings)
      .values({
        partCode,
        warehouseCode: input.warehouseCode,
        flowPartition,
        ...changedBy(actor),
        version: 1,
      })
      .onConflictDoUpdate({
        target: [partWarehouseSettings.partCode, partWarehouseSettings.warehouseCode],
        set: {
          flowPartition,
          ...changedBy(actor),
          version: sql`${partWarehouseSettings.version} + 1`,
        },
      });
  }
  return { saved: codes.length };
}

/**
 * Prediction setting of a part (spec §5): 12 coefficients 0–1 summing to exactly 1
 * (PREDICTION_COEFFICIENT_COUNT, PREDICTION_COEFFICIENT_OUT_OF_RANGE, PREDICTION_COEFFICIENT_SUM_NOT_ONE).
 * `version` 0 for a part without a setting; CONCURRENT_MODIFICATION when stale.
 */
export async function setPrediction(tx: Tx, actor: Actor, code: string, input: PredictionRequest) {
  const found = checkPredictionCoefficients(input.coefficients);
  enforceAll([found], fieldOrCode);
  const coefficients = input.coefficients.map((c) => new Decimal(c).toString());
  const part = await requirePart(tx, code);
  const updated = await tx
    .update(partPredictionSettings)
    .set({
      coefficients,
      ...changedBy(actor),
      version: sql`${partPredictionSettings.version} + 1`,
    })
    .where(
      and(
        eq(partPredictionSettings.partCode, part.partCode),
        eq(partPredictionSettings.version, input.version),
      ),
    )
    .returning();
  if (updated.length > 0) return { partCode: part.partCode, coefficients, version: updated[0].version };
  if (input.version === 0) {
    const inserted = await tx
      .insert(partPredictionSettings)
      .values({
        partCode: part.partCode,
        coefficients,
        ...changedBy(actor),
        version: 1,
      })
      .onConflictDoNothing()
      .returning();
    if (inserted.length > 0) return { partCode: part.partCode, coefficients, version: 1 };
  }
  throw new AppError('CONCURRENT_MODIFICATION');
}
