import type { Page, VehicleDetail, VehicleInput, VehicleListQuery, VehicleUpdate } from '@spm/contracts';
import { checkVin, violation } from '@spm/domain';
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { listPage } from '../../platform/db/paging';
import { checkVersion } from '../../platform/documents';
import { AppError, enforce, raise } from '../../platform/errors';
import { vehicles } from './vehicles.tables';

const columns = {
  id: vehicles.id,
  vin: vehicles.vin,
  plateNo: vehicles.plateNo,
  modelCode: vehicles.modelCode,
  modelName: vehicles.modelName,
  deliveryDate: vehicles.deliveryDate,
  ownerName: vehicles.ownerName,
  engineNo: vehicles.engineNo,
  electricDriveNo: vehicles.electricDriveNo,
  newEnergy: vehicles.newEnergy,
  version: vehicles.version,
};

const SORTS = {
  vin: vehicles.vin,
  modelCode: vehicles.modelCode,
  deliveryDate: vehicles.deliveryDate,
} as const;

function where(q: Omit<VehicleListQuery, 'page' | 'pageSize' | 'sort'>): SQL | undefined {
  return and(
    containsAny(q.keyword, [vehicles.vin, vehicles.plateNo]),
    q.modelCode ? eq(vehicles.modelCode, q.modelCode) : undefined,
    q.newEnergy ? eq(vehicles.newEnergy, q.newEnergy === 'true') : undefined,
  );
}

/**
 * A page of the vehicle register: `keyword` matches VIN or plate, `modelCode` exactly, `newEnergy`
 * `true`/`false`; VIN order unless `sort` is `vin`, `modelCode` or `deliveryDate` (`-` descending).
 */
export async function listVehicles(db: DbOrTx, q: VehicleListQuery): Promise<Page<VehicleDetail>> {
  const condition = where(q);
  const asked = requestedSort(q.sort, SORTS);
  const column = asked ? SORTS[asked.field] : vehicles.vin;
  const direction = q.sort?.startsWith('-') ? desc : asc;
  return listPage(
    db.select({ total: count() }).from(vehicles).where(condition),
    db
      .select(columns)
      .from(vehicles)
      .where(condition)
      .orderBy(direction(column), asc(vehicles.id))
      .$dynamic(),
    q,
  );
}

/** One vehicle by id. @throws AppError NOT_FOUND */
export async function vehicleDetail(db: DbOrTx, id: number): Promise<VehicleDetail> {
  const [row] = await db.select(columns).from(vehicles).where(eq(vehicles.id, id));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The registered vehicle with this (normalized) VIN, or undefined: the VIN check of other modules. */
export async function findVehicleByVin(db: DbOrTx, vin: string): Promise<VehicleDetail | undefined> {
  const [row] = await db.select(columns).from(vehicles).where(eq(vehicles.vin, vin));
  return row;
}

const fieldsOf = (input: Omit<VehicleInput, 'vin'>) => ({
  plateNo: input.plateNo ?? null,
  modelCode: input.modelCode,
  modelName: input.modelName,
  deliveryDate: input.deliveryDate ?? null,
  ownerName: input.ownerName ?? null,
  engineNo: input.engineNo ?? null,
  electricDriveNo: input.electricDriveNo ?? null,
  newEnergy: input.newEnergy,
});

/**
 * Registers a vehicle in `tx` at `at`. @throws AppError VIN_FORMAT_INVALID | VIN_CHECK_DIGIT_MISMATCH
 * (422) | VEHICLE_VIN_EXISTS (409)
 */
export async function createVehicle(tx: Tx, input: VehicleInput, at: Date): Promise<VehicleDetail> {
  enforce(checkVin(input.vin));
  const [row] = await tx
    .insert(vehicles)
    .values({ vin: input.vin, ...fieldsOf(input), createdAt: at, updatedAt: at })
    .onConflictDoNothing()
    .returning({ id: vehicles.id });
  if (!row) raise(violation('VEHICLE_VIN_EXISTS', { vin: input.vin }, 'vin'));
  return vehicleDetail(tx, row.id);
}

/**
 * Replaces a vehicle's fields (never its VIN) in `tx` at `at`, checking `version`.
 * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
 */
export async function updateVehicle(
  tx: Tx,
  id: number,
  input: VehicleUpdate,
  at: Date,
): Promise<VehicleDetail> {
  const [current] = await tx
    .select({ version: vehicles.version })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .for('update');
  if (!current) throw new AppError('NOT_FOUND');
  checkVersion(current, input.version);
  await tx
    .update(vehicles)
    .set({ ...fieldsOf(input), updatedAt: at, version: current.version + 1 })
    .where(eq(vehicles.id, id));
  return vehicleDetail(tx, id);
}
