import type {
  Page,
  WarehouseInput,
  WarehouseMaster,
  WarehouseMasterQuery,
  WarehouseUpdate,
} from '@spm/contracts';
import { checkWarehouseAbolishable, type WarehouseType } from '@spm/domain';
import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { equalFilters } from '../../platform/db/filters';
import { warehouses } from '../../platform/db/platform.tables';
import { codedMasterCommands, masterFormViolations } from './master-data.commands';
import { type WarehouseUseQuery, warehouseUse } from './master-data.holds';
import { addressAndContactColumns, addressContactsAndVersionOf } from './master-data.records';

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
  ...addressContactsAndVersionOf(r),
});

/** The §5 format rules of a warehouse form (coded errors on their fields). */
export const warehouseFormViolations = (input: Partial<WarehouseInput>) =>
  masterFormViolations(input, { postalCode: true });

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
  ...addressAndContactColumns(input),
});

/**
 * Warehouse master (spec §2, API.md `/api/v1/master/warehouses`): list, detail, create, edit and
 * abolish, each change in the history. `uses` are what other modules still hold of a warehouse.
 */
export function createWarehouseMasterService(deps: { now: () => Date; uses: readonly WarehouseUseQuery[] }) {
  const { uses } = deps;
  const commands = codedMasterCommands<typeof warehouses, WarehouseInput, WarehouseUpdate, WarehouseMaster>(
    {
      kind: 'warehouse',
      table: warehouses,
      orderBy: [asc(warehouses.sortOrder), asc(warehouses.code)],
      existsCode: 'WAREHOUSE_CODE_EXISTS',
      violations: warehouseFormViolations,
      columnsOf,
      toMasters: async (_db, rows) => rows.map(toMaster),
      /** A new warehouse sorts after all others. */
      createdColumns: async (tx) => {
        const [{ max }] = await tx
          .select({ max: sql<number>`coalesce(max(${warehouses.sortOrder}), 0)::int` })
          .from(warehouses);
        return { sortOrder: Number(max) + 1 };
      },
      /**
       * Spec §8: WAREHOUSE_IN_USE while it holds stock or is on open documents (both counts in the
       * message).
       */
      abolishBlocker: async (tx, code) => checkWarehouseAbolishable(code, await warehouseUse(tx, uses, code)),
    },
    deps.now,
  );
  return {
    ...commands,
    /** A page of warehouses, by code; `keyword` matches code, names or pinyin initials. */
    list: (db: DbOrTx, query: WarehouseMasterQuery): Promise<Page<WarehouseMaster>> =>
      commands.list(db, query, equalFilters(query, { warehouseType: warehouses.warehouseType })),
  };
}

export type WarehouseMasterService = ReturnType<typeof createWarehouseMasterService>;
