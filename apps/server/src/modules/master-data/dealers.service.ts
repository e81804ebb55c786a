import type { DealerInput, DealerMaster, DealerMasterQuery, DealerUpdate, Page } from '@spm/contracts';
import { checkDealerClosable, checkDealerCode, type RuleViolation, violation } from '@spm/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { equalFilters } from '../../platform/db/filters';
import { dealers, users, warehouses } from '../../platform/db/platform.tables';
import { enforceAll } from '../../platform/errors';
import { codedMasterCommands, masterFormViolations } from './master-data.commands';
import { dealerTies, type MasterDataDeps } from './master-data.holds';
import { addressAndContactColumns, addressContactsAndVersionOf } from './master-data.records';
import { dealerOrderingWarehouses } from './master-data.tables';
import { listedOrderingWarehouses } from './ordering-warehouses';

type Row = typeof dealers.$inferSelect;

/** The §5 format rules of a dealer form. */
export const dealerFormViolations = (input: Partial<DealerInput>): (RuleViolation | null)[] =>
  masterFormViolations(input, { codeRule: checkDealerCode, postalCode: true });

const columnsOf = (input: Omit<DealerInput, 'code'>) => ({
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  dealerType: input.dealerType,
  network: input.network,
  region: input.region,
  provinceZh: input.provinceZh,
  cityZh: input.cityZh,
  cityEn: input.cityEn,
  areaManagerUserId: input.areaManagerUserId,
  newEnergyAuthorised: input.newEnergyAuthorised,
  poppEligible: input.poppEligible,
  defaultWarehouseCode: input.defaultWarehouseCode,
  ...addressAndContactColumns(input),
});

/**
 * Dealer master (spec §2 dealer master, §6 dealer types; API.md `/api/v1/master/dealers`): list,
 * detail, create, edit and close, each change in the history. The credit limit is written through the
 * credit module; `ties` are other modules' open orders and balances.
 */
export function createDealerMasterService(deps: { now: () => Date } & MasterDataDeps) {
  const { now } = deps;

  async function toMaster(db: DbOrTx, rows: Row[]): Promise<DealerMaster[]> {
    if (rows.length === 0) return [];
    const codes = rows.map((r) => r.code);
    const ordering = await listedOrderingWarehouses(db, codes);
    const managerIds = [
      ...new Set(rows.map((r) => r.areaManagerUserId).filter((v): v is number => v !== null)),
    ];
    const managers = managerIds.length
      ? new Map(
          (
            await db
              .select({ id: users.id, name: users.name })
              .from(users)
              .where(inArray(users.id, managerIds))
          ).map((u) => [u.id, u.name]),
        )
      : new Map<number, string>();
    const out: DealerMaster[] = [];
    for (const r of rows) {
      out.push({
        code: r.code,
        nameZh: r.nameZh,
        nameEn: r.nameEn,
        dealerType: r.dealerType,
        network: r.network,
        region: r.region,
        provinceZh: r.provinceZh,
        cityZh: r.cityZh,
        cityEn: r.cityEn,
        areaManagerUserId: r.areaManagerUserId,
        areaManagerName: r.areaManagerUserId ? (managers.get(r.areaManagerUserId) ?? null) : null,
        creditLimit: await deps.readCreditLimit(db, r.code),
        newEnergyAuthorised: r.newEnergyAuthorised,
        poppEligible: r.poppEligible,
        defaultWarehouseCode: r.defaultWarehouseCode,
        orderingWarehouseCodes: ordering.get(r.code) ?? [],
        ...addressContactsAndVersionOf(r),
      });
    }
    return out;
  }

  /** Reference checks: the warehouses must be active, the area manager must exist. */
  async function checkReferences(tx: DbOrTx, input: Omit<DealerInput, 'code'>) {
    const wanted = [...new Set([...input.orderingWarehouseCodes, input.defaultWarehouseCode])];
    const found = new Set(
      (
        await tx
          .select({ code: warehouses.code })
          .from(warehouses)
          .where(and(inArray(warehouses.code, wanted), eq(warehouses.active, true)))
      ).map((w) => w.code),
    );
    const problems: (RuleViolation | null)[] = wanted
      .filter((c) => !found.has(c))
      .map((c) =>
        violation(
          'ORDERING_WAREHOUSE_UNKNOWN',
          { warehouseCode: c },
          c === input.defaultWarehouseCode ? 'defaultWarehouseCode' : 'orderingWarehouseCodes',
        ),
      );
    if (input.areaManagerUserId !== null) {
      const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, input.areaManagerUserId));
      if (!u)
        problems.push(
          violation('AREA_MANAGER_UNKNOWN', { userId: input.areaManagerUserId }, 'areaManagerUserId'),
        );
    }
    enforceAll(problems);
  }

  async function writeOrdering(tx: DbOrTx, code: string, codes: readonly string[]) {
    await tx.delete(dealerOrderingWarehouses).where(eq(dealerOrderingWarehouses.dealerCode, code));
    await tx
      .insert(dealerOrderingWarehouses)
      .values([...new Set(codes)].map((warehouseCode) => ({ dealerCode: code, warehouseCode })));
  }

  const commands = codedMasterCommands<typeof dealers, DealerInput, DealerUpdate, DealerMaster>(
    {
      kind: 'dealer',
      table: dealers,
      orderBy: [asc(dealers.code)],
      existsCode: 'DEALER_CODE_EXISTS',
      violations: dealerFormViolations,
      columnsOf,
      toMasters: toMaster,
      checkReferences,
      /** The ordering warehouses, and the credit limit written through the credit module. */
      writeRelated: async (tx, code, input) => {
        await writeOrdering(tx, code, input.orderingWarehouseCodes);
        await deps.writeCreditLimit(tx, code, input.creditLimit, now());
      },
      /**
       * DEALER_HAS_OPEN_ORDERS while it has open orders, DEALER_HAS_BALANCE while its account holds a
       * balance or reserved credit (409).
       */
      abolishBlocker: async (tx, code) =>
        checkDealerClosable(code, await dealerTies(tx, deps.dealerTies, code)),
      abolishChanges: (before) => [{ field: 'active', from: before.active, to: false }],
    },
    now,
  );

  return {
    ...commands,
    /** A page of dealers by code; `keyword` matches code, names or pinyin initials. */
    list: (db: DbOrTx, query: DealerMasterQuery): Promise<Page<DealerMaster>> =>
      commands.list(
        db,
        query,
        equalFilters(query, { dealerType: dealers.dealerType, region: dealers.region }),
      ),
  };
}

export type DealerMasterService = ReturnType<typeof createDealerMasterService>;
