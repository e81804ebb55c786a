import type {
  Page,
  WarehouseInput,
  WarehouseMaster,
  WarehouseMasterQuery,
  WarehouseUpdate,
} from '@spm/contracts';
import {
  checkByteLength,
  checkCapitals,
  checkPostalCode,
  checkTelephone,
  checkWarehouseAbolishable,
  type WarehouseType,
} from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { warehouses } from '../../platform/db/platform.tables';
import { enforce, enforceAll } from '../../platform/errors';
import { pinyinInitials } from '../parts';
import { type WarehouseUseQuery, warehouseUse } from './master-data.holds';
import {
  changeRecorder,
  deactivate,
  lockByCode,
  masterPage,
  requireNewCode,
  reviseByCode,
  rowByCode,
} from './master-data.records';
import { activeFilter, keywordFilter } from './master-data.search';

type Row = typeof warehouses.$inferSelect;

const toMaster = (r: Row): WarehouseMaster => ({
  code: r.code,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  warehouseType: r.warehouseType as WarehouseType,
  provinceZh: r.provinceZh,
  cityZh: r.cityZh,
  cityEn: r.cityEn,
  region: r.region,
  address: r.address,
  postalCode: r.postalCode,
  contact: r.contact,
  phone: r.phone,
  pinyinInitials: r.pinyinInitials,
  active: r.active,
  version: r.version,
});

/** The §5 format rules of a warehouse form (coded errors on their fields). */
export function warehouseFormViolations(input: Partial<WarehouseInput>) {
  return [
    input.code !== undefined ? checkCapitals(input.code, 'code') : null,
    input.nameZh !== undefined ? checkByteLength(input.nameZh, 100, 'nameZh') : null,
    checkTelephone(input.phone ?? '', 'phone'),
    checkPostalCode(input.postalCode ?? '', 'postalCode'),
  ];
}

/** The columns written from a form; `slowFlowMain` follows the type. */
const columnsOf = (input: Omit<WarehouseInput, 'code'>) => ({
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  warehouseType: input.warehouseType,
  slowFlowMain: input.warehouseType === 'SlowFlowMain',
  provinceZh: input.provinceZh,
  cityZh: input.cityZh,
  cityEn: input.cityEn,
  region: input.region,
  address: input.address,
  postalCode: input.postalCode,
  contact: input.contact,
  phone: input.phone,
  pinyinInitials: pinyinInitials(input.nameZh).slice(0, 100),
});

/**
 * Warehouse master (spec §2, API.md `/api/v1/master/warehouses`): list, detail, create, edit and
 * abolish, each change in the history. `uses` are what other modules still hold of a warehouse.
 */
export function createWarehouseMasterService(deps: { now: () => Date; uses: readonly WarehouseUseQuery[] }) {
  const { uses } = deps;
  const record = changeRecorder('warehouse', deps.now);
  return {
    /** A page of warehouses, by code; `keyword` matches code, names or pinyin initials. */
    async list(db: DbOrTx, query: WarehouseMasterQuery): Promise<Page<WarehouseMaster>> {
      const where = and(
        keywordFilter(query.keyword, warehouses),
        activeFilter(warehouses.active, query.active),
        query.warehouseType ? eq(warehouses.warehouseType, query.warehouseType) : undefined,
      );
      const order = [asc(warehouses.sortOrder), asc(warehouses.code)];
      const { rows, total } = await masterPage(db, warehouses, where, order, query);
      return { items: rows.map(toMaster), total, page: query.page, pageSize: query.pageSize };
    },

    /** One warehouse; NOT_FOUND for an unknown code. */
    async detail(db: DbOrTx, code: string): Promise<WarehouseMaster> {
      return toMaster(await rowByCode(db, warehouses, code));
    },

    /** Creates an active warehouse. WAREHOUSE_CODE_EXISTS 409; format rules 422. */
    async create(tx: Tx, principal: Principal, input: WarehouseInput): Promise<WarehouseMaster> {
      enforceAll(warehouseFormViolations(input));
      await requireNewCode(tx, warehouses, input.code, 'WAREHOUSE_CODE_EXISTS');
      const [{ max }] = await tx
        .select({ max: sql<number>`coalesce(max(${warehouses.sortOrder}), 0)::int` })
        .from(warehouses);
      const [row] = await tx
        .insert(warehouses)
        .values({ code: input.code, ...columnsOf(input), sortOrder: Number(max) + 1 })
        .returning();
      const created = toMaster(row);
      await record(tx, principal, input.code, 'create', null, { ...created });
      return created;
    },

    /** Edits a warehouse (not its code or active flag). CONCURRENT_MODIFICATION on a stale version. */
    async update(
      tx: Tx,
      principal: Principal,
      code: string,
      input: WarehouseUpdate,
      action: 'update' | 'import' = 'update',
    ) {
      enforceAll(warehouseFormViolations(input));
      const before = toMaster(await lockByCode(tx, warehouses, code, input.version));
      const after = toMaster(await reviseByCode(tx, warehouses, code, columnsOf(input)));
      await record(tx, principal, code, action, before, after);
      return after;
    },

    /**
     * Abolishes a warehouse (active = false). Spec §8: WAREHOUSE_IN_USE while it holds stock or is on
     * open documents (both counts in the message). Recorded in the history with the reason.
     */
    async abolish(tx: Tx, principal: Principal, code: string, input: { version: number; reason?: string }) {
      const before = toMaster(await lockByCode(tx, warehouses, code, input.version));
      enforce(checkWarehouseAbolishable(code, await warehouseUse(tx, uses, code)));
      const after = toMaster(await deactivate(tx, warehouses, code));
      await record(tx, principal, code, 'abolish', before, after, input.reason ?? null);
      return after;
    },
  };
}

export type WarehouseMasterService = ReturnType<typeof createWarehouseMasterService>;
