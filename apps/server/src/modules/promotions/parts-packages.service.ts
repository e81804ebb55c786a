import type {
  Page,
  PartsPackage,
  PartsPackageInput,
  PartsPackageListQuery,
  PartsPackageOrderInput,
  PartsPackageUpdateInput,
  PlacedPromotionOrder,
} from '@spm/contracts';
import {
  businessDate,
  checkDfsOrder,
  checkPackageParts,
  checkPackageValid,
  checkPeriod,
  type DealerType,
  lineAmount,
  normalizePartCode,
  sumMoney,
  violation,
} from '@spm/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { columnsOf } from '../../platform/db/select-columns';
import { enforce, enforceAll, raise } from '../../platform/errors';
import { placeOrder } from '../dealer-orders';
import { linesWithPartNames } from '../parts';
import { parts } from '../parts/parts.tables';
import { orderingDealer, orderWarehouse } from './ordering';
import { partsPackageLines, partsPackages } from './promotions.tables';

/** Columns the list sorts by (`sort` = key or `-key`); anything else: latest end of validity first. */
const SORTS = {
  packageCode: partsPackages.packageCode,
  name: partsPackages.name,
  validFrom: partsPackages.validFrom,
  validTo: partsPackages.validTo,
  packagePrice: partsPackages.packagePrice,
} as const;

/** The list's order: the `sort` column (ties by id in the same direction), else latest validity end first. */
function listOrder(sort: string | undefined) {
  const asked = requestedSort(sort, SORTS);
  if (!asked) return [desc(partsPackages.validTo), desc(partsPackages.id)];
  const direction = asked.descending ? desc : asc;
  return [direction(SORTS[asked.field]), direction(partsPackages.id)];
}

export interface PartsPackageServiceDeps {
  now: () => Date;
  businessTz: string;
}

/**
 * DFS parts packages (spec §2 `/partsPackageInquiry/index`): head office defines packages (code, name,
 * parts with qty and price per piece, validity); dealers query them and order one as a DFS order that
 * carries the package id, under the DFS rules of dealer orders. Package price = Σ qty × price (CNY).
 */
export function createPartsPackageService({ now, businessTz }: PartsPackageServiceDeps) {
  async function withLines(db: DbOrTx, rows: Omit<PartsPackage, 'lines'>[]): Promise<PartsPackage[]> {
    if (rows.length === 0) return [];
    const lines = await linesWithPartNames(
      db,
      partsPackageLines,
      columnsOf(partsPackageLines, ['packageId', 'partCode', 'qty', 'price']),
    )
      .where(
        inArray(
          partsPackageLines.packageId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(partsPackageLines.packageId), asc(partsPackageLines.lineNo));
    return rows.map((r) => ({
      ...r,
      lines: lines.filter((l) => l.packageId === r.id).map(({ packageId: _, ...l }) => l),
    }));
  }

  const columns = {
    id: partsPackages.id,
    packageCode: partsPackages.packageCode,
    name: partsPackages.name,
    validFrom: partsPackages.validFrom,
    validTo: partsPackages.validTo,
    packagePrice: partsPackages.packagePrice,
    remark: partsPackages.remark,
    version: partsPackages.version,
  };

  async function one(db: DbOrTx, id: number): Promise<PartsPackage> {
    const rows = await db.select(columns).from(partsPackages).where(eq(partsPackages.id, id));
    return (await withLines(db, [requireFound(rows[0])]))[0];
  }

  /** Checks validity and parts (each once, each known: PART_NOT_FOUND on `lines[i].partCode`). */
  async function checkedLines(db: DbOrTx, input: PartsPackageUpdateInput | PartsPackageInput) {
    const lines = input.lines.map((l) => ({ ...l, partCode: normalizePartCode(l.partCode) }));
    enforceAll([checkPeriod(input.validFrom, input.validTo, 'validTo'), checkPackageParts(lines)]);
    const known = new Set(
      (
        await db
          .select({ partCode: parts.partCode })
          .from(parts)
          .where(
            inArray(
              parts.partCode,
              lines.map((l) => l.partCode),
            ),
          )
      ).map((p) => p.partCode),
    );
    const unknown = lines.findIndex((l) => !known.has(l.partCode));
    if (unknown >= 0) {
      const partCode = lines[unknown].partCode;
      raise(violation('PART_NOT_FOUND', { partCode }, `lines[${unknown}].partCode`));
    }
    return lines;
  }

  async function writeLines(
    tx: Tx,
    packageId: number,
    lines: { partCode: string; qty: number; price: string }[],
  ) {
    await tx.delete(partsPackageLines).where(eq(partsPackageLines.packageId, packageId));
    await tx.insert(partsPackageLines).values(lines.map((l, i) => ({ ...l, packageId, lineNo: i + 1 })));
  }

  const priceOf = (lines: { qty: number; price: string }[]) =>
    sumMoney(lines.map((l) => lineAmount(l.price, l.qty)));

  return {
    /**
     * `GET /api/v1/parts-packages` (and its export): keyword on code and name; `validOn` a business date
     * of the validity; `sort` a column of `SORTS`. Packages are not dealer-specific: every caller sees all.
     */
    async list(db: DbOrTx, q: PartsPackageListQuery): Promise<Page<PartsPackage>> {
      const conditions: (SQL | undefined)[] = [
        containsAny(q.keyword, [partsPackages.packageCode, partsPackages.name]),
      ];
      if (q.validOn)
        conditions.push(lte(partsPackages.validFrom, q.validOn), gte(partsPackages.validTo, q.validOn));
      const where = and(...conditions);
      const page = await listPage(
        db.select({ total: count() }).from(partsPackages).where(where),
        db
          .select(columns)
          .from(partsPackages)
          .where(where)
          .orderBy(...listOrder(q.sort))
          .$dynamic(),
        q,
      );
      return { ...page, items: await withLines(db, page.items) };
    },

    /** `POST /api/v1/parts-packages`. DATE_RANGE_INVALID; PARTS_PACKAGE_DUPLICATE_PART; PART_NOT_FOUND; PARTS_PACKAGE_CODE_EXISTS. */
    async create(tx: Tx, input: PartsPackageInput): Promise<PartsPackage> {
      const lines = await checkedLines(tx, input);
      const taken = await tx
        .select({ id: partsPackages.id })
        .from(partsPackages)
        .where(eq(partsPackages.packageCode, input.packageCode));
      if (taken.length > 0) {
        raise(violation('PARTS_PACKAGE_CODE_EXISTS', { packageCode: input.packageCode }, 'packageCode'));
      }
      const at = now();
      const [row] = await tx
        .insert(partsPackages)
        .values({
          packageCode: input.packageCode,
          name: input.name,
          validFrom: input.validFrom,
          validTo: input.validTo,
          packagePrice: priceOf(lines),
          remark: input.remark ?? null,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: partsPackages.id });
      await writeLines(tx, row.id, lines);
      return one(tx, row.id);
    },

    /** `PUT /api/v1/parts-packages/{id}`: the same rules; CONCURRENT_MODIFICATION on a stale version. */
    async update(tx: Tx, id: number, input: PartsPackageUpdateInput): Promise<PartsPackage> {
      const current = await lockRow(tx, partsPackages, eq(partsPackages.id, id), input.version);
      const lines = await checkedLines(tx, input);
      await tx
        .update(partsPackages)
        .set({
          name: input.name,
          validFrom: input.validFrom,
          validTo: input.validTo,
          packagePrice: priceOf(lines),
          remark: input.remark ?? null,
          version: current.version + 1,
          updatedAt: now(),
        })
        .where(eq(partsPackages.id, id));
      await writeLines(tx, id, lines);
      return one(tx, id);
    },

    /**
     * `POST /api/v1/parts-packages/{id}/orders`: places the whole package as a submitted DFS order
     * (status 3, credit reserved, `partsPackageId` set) at the package prices. PARTS_PACKAGE_NOT_VALID
     * (today outside the validity); the DFS rules of dealer orders (`checkDfsOrder`):
     * DFS_PURCHASE_CODE_REQUIRED, DFS_DEALER_TYPE_INVALID, DFS_WAREHOUSE_INVALID; CREDIT_SHORTFALL.
     */
    async order(
      tx: Tx,
      principal: Principal,
      id: number,
      input: PartsPackageOrderInput,
    ): Promise<PlacedPromotionOrder> {
      const dealer = await orderingDealer(tx, principal, input.dealerCode);
      const warehouse = await orderWarehouse(tx, input.orderWarehouseCode);
      const pkg = await one(tx, id);
      const at = now();
      enforce(checkPackageValid(businessDate(at, businessTz), pkg));
      enforce(
        checkDfsOrder({
          orderType: 'DFS',
          dealerType: dealer.dealerType as DealerType,
          dfsPurchaseCode: input.dfsPurchaseCode ?? null,
          orderWarehouseIsSlowFlowMain: warehouse.slowFlowMain,
        }),
      );
      const placed = await placeOrder(tx, {
        dealerCode: dealer.code,
        orderWarehouseCode: warehouse.code,
        lines: pkg.lines.map((l) => ({ partCode: l.partCode, qty: l.qty, price: l.price })),
        remark: `${pkg.packageCode} ${pkg.name}`.slice(0, 500),
        actor: { userId: principal.userId, name: principal.name },
        dfs: { dfsPurchaseCode: input.dfsPurchaseCode ?? '', partsPackageId: pkg.id },
        at,
        businessTz,
      });
      return {
        orderId: placed.id,
        dealerOrderNo: placed.dealerOrderNo,
        amount: pkg.packagePrice,
        expectedRebate: '0.00',
      };
    },
  };
}

export type PartsPackageService = ReturnType<typeof createPartsPackageService>;
