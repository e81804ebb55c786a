import type { DealerOption, OrgOption, Page, WarehouseOption } from '@spm/contracts';
import { type DealerType, type Language, nameIn } from '@spm/domain';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db } from '../../platform/db/client';
import { keywordFilter } from '../../platform/db/filters';
import { listPage } from '../../platform/db/paging';
import { dealers, suppliers, warehouses } from '../../platform/db/platform.tables';
import { orderingWarehousesOfDealers } from '../master-data';

/**
 * Dealers a caller may pick (ARCHITECTURE §3 "Access"): head office and warehouse staff all (they serve
 * every dealer), a dealer only its own, anyone else none.
 */
function dealerScope(principal: Principal): SQL {
  const s = principal.scope;
  if (s.kind === 'all' || s.kind === 'warehouses') return sql`true`;
  if (s.kind === 'dealer') return eq(dealers.code, s.dealerCode);
  return sql`false`;
}

/** Suppliers a caller may pick: head office and warehouse staff all, a supplier user only its own. */
function supplierScope(principal: Principal): SQL {
  const s = principal.scope;
  if (s.kind === 'all' || s.kind === 'warehouses') return sql`true`;
  if (s.kind === 'supplier') return eq(suppliers.code, s.supplierCode);
  return sql`false`;
}

/** Organisation lookups for selects: warehouses, dealers, suppliers, names in the caller's language. */
export function createOrgService({ db }: { db: Db }) {
  return {
    /** Active warehouses in display order. */
    async warehouses(language: Language): Promise<WarehouseOption[]> {
      const rows = await db
        .select()
        .from(warehouses)
        .where(eq(warehouses.active, true))
        .orderBy(asc(warehouses.sortOrder), asc(warehouses.code));
      return rows.map((r) => ({
        code: r.code,
        name: nameIn(r, language),
        region: r.region,
        slowFlowMain: r.slowFlowMain,
        pinyin: r.pinyinInitials,
      }));
    },

    /**
     * A page of active dealers in the caller's scope; `keyword` matches the code, either name or (letters
     * only) the pinyin initials of the Chinese name. Each with the warehouses it may order from
     * (master data's ordering warehouses, default first), which order entry offers.
     */
    async dealers(
      principal: Principal,
      language: Language,
      query: { keyword?: string; dealerType?: DealerType; page: number; pageSize: number },
    ): Promise<Page<DealerOption>> {
      const where = and(
        dealerScope(principal),
        eq(dealers.active, true),
        query.dealerType ? eq(dealers.dealerType, query.dealerType) : undefined,
        keywordFilter(query.keyword, dealers),
      );
      const page = await listPage(
        db.select({ total: count() }).from(dealers).where(where),
        db.select().from(dealers).where(where).orderBy(asc(dealers.code)).$dynamic(),
        query,
      );
      const ordering = await orderingWarehousesOfDealers(db, page.items);
      return {
        ...page,
        items: page.items.map((r) => ({
          code: r.code,
          name: nameIn(r, language),
          dealerType: r.dealerType,
          region: r.region,
          pinyin: r.pinyinInitials,
          orderingWarehouseCodes: ordering.get(r.code) ?? [],
        })),
      };
    },

    /** Active suppliers in the caller's scope. */
    async suppliers(principal: Principal, language: Language): Promise<OrgOption[]> {
      const rows = await db
        .select()
        .from(suppliers)
        .where(and(supplierScope(principal), eq(suppliers.active, true)))
        .orderBy(asc(suppliers.code));
      return rows.map((r) => ({ code: r.code, name: nameIn(r, language), pinyin: r.pinyinInitials }));
    },
  };
}
