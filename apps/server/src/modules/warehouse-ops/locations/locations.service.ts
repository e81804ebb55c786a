import type { LocationInput, LocationItem, LocationListQuery, LocationMoveInput, Page } from '@spm/contracts';
import { checkLocationCapacity, checkStorageCode, parentStorageCode, violation } from '@spm/domain';
import { and, asc, count, eq, like, or, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../../platform/access/principal';
import { requireFound, warehouseScope } from '../../../platform/access/scope';
import type { DbOrTx, Tx } from '../../../platform/db/client';
import { prefixPattern } from '../../../platform/db/filters';
import { listPage } from '../../../platform/db/paging';
import { enforce, raise } from '../../../platform/errors';
import { storageLocations } from '../../parts/parts-settings.tables';
import { adjust } from '../../stock';
import { stock } from '../../stock/stock.tables';
import { noArrival, requireOwnWarehouse } from '../shared';
import { locationCapacities } from '../warehouse-ops.tables';

const heldSql = sql<number>`(select coalesce(sum(s.on_hand_qty), 0)::int from ${stock} s
  where s.warehouse_code = ${storageLocations.warehouseCode} and s.storage_code = ${storageLocations.storageCode})`;

const columns = {
  warehouseCode: storageLocations.warehouseCode,
  storageCode: storageLocations.storageCode,
  storageType: storageLocations.storageType,
  capacity: locationCapacities.capacity,
  heldQty: heldSql,
};

const base = (db: DbOrTx) =>
  db
    .select(columns)
    .from(storageLocations)
    .leftJoin(
      locationCapacities,
      and(
        eq(locationCapacities.warehouseCode, storageLocations.warehouseCode),
        eq(locationCapacities.storageCode, storageLocations.storageCode),
      ),
    );

const toItem = (r: Omit<LocationItem, 'parentCode'>): LocationItem => ({
  ...r,
  parentCode: parentStorageCode(r.storageCode),
});

/**
 * One location of a warehouse with its capacity (null: no limit) and the pieces it holds; undefined
 * when it is not registered. With `lock`, its stock rows are locked first so that two put-aways into
 * one location check the capacity one after the other.
 */
export async function locationOf(
  db: DbOrTx,
  warehouseCode: string,
  storageCode: string,
  opts: { lock?: boolean } = {},
) {
  if (opts.lock)
    await db
      .select({ p: stock.partCode })
      .from(stock)
      .where(and(eq(stock.warehouseCode, warehouseCode), eq(stock.storageCode, storageCode)))
      .orderBy(asc(stock.partCode))
      .for('update');
  const [row] = await base(db).where(
    and(eq(storageLocations.warehouseCode, warehouseCode), eq(storageLocations.storageCode, storageCode)),
  );
  return row;
}

/** Storage locations of the caller's warehouses (a code filter takes the sub-tree: `A-01` → `A-01`, `A-01-…`). */
export async function listLocations(
  db: DbOrTx,
  principal: Principal,
  q: LocationListQuery,
): Promise<Page<LocationItem>> {
  const condition = and(
    warehouseScope(principal, storageLocations.warehouseCode),
    q.warehouseCode ? eq(storageLocations.warehouseCode, q.warehouseCode) : undefined,
    q.storageCode
      ? or(
          eq(storageLocations.storageCode, q.storageCode),
          like(storageLocations.storageCode, prefixPattern(`${q.storageCode}-`)),
        )
      : undefined,
    q.storageType ? eq(storageLocations.storageType, q.storageType) : undefined,
  ) as SQL;
  return listPage(
    db.select({ total: count() }).from(storageLocations).where(condition),
    base(db)
      .where(condition)
      .orderBy(asc(storageLocations.warehouseCode), asc(storageLocations.storageCode))
      .$dynamic(),
    q,
    toItem,
  );
}

async function saveCapacity(tx: Tx, input: LocationInput) {
  const key = and(
    eq(locationCapacities.warehouseCode, input.warehouseCode),
    eq(locationCapacities.storageCode, input.storageCode),
  );
  await tx.delete(locationCapacities).where(key);
  if (input.capacity !== null && input.capacity !== undefined)
    await tx.insert(locationCapacities).values({
      warehouseCode: input.warehouseCode,
      storageCode: input.storageCode,
      capacity: input.capacity,
    });
}

/**
 * Adds a location to one of the caller's warehouses: the code follows the storage norm
 * (STORAGE_CODE_FORMAT_INVALID, STORAGE_CODE_LEVEL_SKIPPED), its parent level exists
 * (LOCATION_PARENT_MISSING {storageCode, parentCode}) and it is new (LOCATION_EXISTS). `at` (the
 * app clock's time) is its creation time.
 */
export async function createLocation(
  tx: Tx,
  principal: Principal,
  input: LocationInput,
  at: Date,
): Promise<LocationItem> {
  await requireOwnWarehouse(tx, principal, input.warehouseCode);
  enforce(checkStorageCode(input.storageCode));
  if (await locationOf(tx, input.warehouseCode, input.storageCode))
    raise(
      violation(
        'LOCATION_EXISTS',
        { warehouseCode: input.warehouseCode, storageCode: input.storageCode },
        'storageCode',
      ),
    );
  const parentCode = parentStorageCode(input.storageCode);
  if (parentCode && !(await locationOf(tx, input.warehouseCode, parentCode)))
    raise(
      violation('LOCATION_PARENT_MISSING', { storageCode: input.storageCode, parentCode }, 'storageCode'),
    );
  await tx.insert(storageLocations).values({
    warehouseCode: input.warehouseCode,
    storageCode: input.storageCode,
    storageType: input.storageType,
    createdAt: at,
  });
  await saveCapacity(tx, input);
  return toItem(requireFound(await locationOf(tx, input.warehouseCode, input.storageCode)));
}

/** Changes a location's type and capacity (NOT_FOUND when missing or another warehouse's). */
export async function updateLocation(
  tx: Tx,
  principal: Principal,
  input: LocationInput,
): Promise<LocationItem> {
  await requireOwnWarehouse(tx, principal, input.warehouseCode);
  requireFound(await locationOf(tx, input.warehouseCode, input.storageCode, { lock: true }));
  await tx
    .update(storageLocations)
    .set({ storageType: input.storageType })
    .where(
      and(
        eq(storageLocations.warehouseCode, input.warehouseCode),
        eq(storageLocations.storageCode, input.storageCode),
      ),
    );
  await saveCapacity(tx, input);
  return toItem(requireFound(await locationOf(tx, input.warehouseCode, input.storageCode)));
}

/**
 * Moves pieces of a part between two locations of one of the caller's warehouses: both registered
 * (STORAGE_NOT_FOUND), the target within its capacity (LOCATION_CAPACITY_EXCEEDED), the source holding
 * them available (STOCK_NOT_ENOUGH). Two ledger rows `move`, document `locationMove`, at `at` (the app
 * clock's time).
 */
export async function moveStock(
  tx: Tx,
  principal: Principal,
  input: LocationMoveInput,
  at: Date,
): Promise<null> {
  await requireOwnWarehouse(tx, principal, input.warehouseCode);
  const { warehouseCode } = input;
  const [first, second] = [input.fromStorageCode, input.toStorageCode].sort();
  const found = new Map<string, Awaited<ReturnType<typeof locationOf>>>();
  for (const code of [first, second])
    found.set(code, await locationOf(tx, warehouseCode, code, { lock: true }));
  for (const [field, code] of [
    ['fromStorageCode', input.fromStorageCode],
    ['toStorageCode', input.toStorageCode],
  ] as const)
    if (!found.get(code)) raise(violation('STORAGE_NOT_FOUND', { warehouseCode, storageCode: code }, field));
  const target = found.get(input.toStorageCode) as NonNullable<Awaited<ReturnType<typeof locationOf>>>;
  enforce(checkLocationCapacity(target, input.qty));
  const source = {
    documentType: 'locationMove',
    documentNo: `${input.fromStorageCode}>${input.toStorageCode}`.slice(0, 40),
    actorId: principal.userId,
    at,
  };
  const move = { ...source, partCode: input.partCode, warehouseCode, movementType: 'move' };
  await adjust(tx, { ...move, storageCode: input.fromStorageCode, onHandDelta: -input.qty }, noArrival);
  await adjust(tx, { ...move, storageCode: input.toStorageCode, onHandDelta: input.qty }, noArrival);
  return null;
}
