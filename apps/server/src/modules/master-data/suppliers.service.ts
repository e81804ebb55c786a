import type {
  Page,
  SupplierInput,
  SupplierMaster,
  SupplierMasterQuery,
  SupplierUpdate,
} from '@spm/contracts';
import { checkByteLength, checkCapitals, checkTelephone } from '@spm/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { AppError, enforceAll } from '../../platform/errors';
import { pinyinInitials } from '../parts';
import { diffFields, recordChange } from './master-data.history';
import { activeFilter, keywordFilter } from './master-data.search';

type Row = typeof suppliers.$inferSelect;

const toMaster = (r: Row): SupplierMaster => ({
  code: r.code,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  currency: r.currency,
  contact: r.contact,
  phone: r.phone,
  email: r.email,
  address: r.address,
  pinyinInitials: r.pinyinInitials,
  active: r.active,
  version: r.version,
});

/** The §5 format rules of a supplier form. */
export function supplierFormViolations(input: Partial<SupplierInput>) {
  return [
    input.code !== undefined ? checkCapitals(input.code, 'code') : null,
    input.nameZh !== undefined ? checkByteLength(input.nameZh, 100, 'nameZh') : null,
    checkTelephone(input.phone ?? '', 'phone'),
  ];
}

const columnsOf = (input: Omit<SupplierInput, 'code'>) => ({
  nameZh: input.nameZh,
  nameEn: input.nameEn,
  currency: input.currency,
  contact: input.contact,
  phone: input.phone,
  email: input.email,
  address: input.address,
  pinyinInitials: pinyinInitials(input.nameZh).slice(0, 100),
});

async function lockSupplier(tx: DbOrTx, code: string, version: number) {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.code, code)).for('update');
  const found = requireFound(row);
  if (found.version !== version) throw new AppError('CONCURRENT_MODIFICATION');
  return found;
}

/** Supplier master (spec §2, API.md `/api/v1/master/suppliers`): list, detail, create, edit, abolish. */
export function createSupplierMasterService(deps: { now: () => Date }) {
  const { now } = deps;
  return {
    /** A page of suppliers by code; `keyword` matches code, names or pinyin initials. */
    async list(db: DbOrTx, query: SupplierMasterQuery): Promise<Page<SupplierMaster>> {
      const where = and(
        keywordFilter(query.keyword, suppliers),
        activeFilter(suppliers.active, query.active),
      );
      const rows = await db
        .select()
        .from(suppliers)
        .where(where)
        .orderBy(asc(suppliers.code))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(suppliers).where(where);
      return { items: rows.map(toMaster), total: Number(total), page: query.page, pageSize: query.pageSize };
    },

    /** One supplier; NOT_FOUND for an unknown code. */
    async detail(db: DbOrTx, code: string): Promise<SupplierMaster> {
      const [row] = await db.select().from(suppliers).where(eq(suppliers.code, code));
      return toMaster(requireFound(row));
    },

    /** Creates an active supplier. SUPPLIER_CODE_EXISTS 409; format rules 422. */
    async create(tx: Tx, principal: Principal, input: SupplierInput): Promise<SupplierMaster> {
      enforceAll(supplierFormViolations(input));
      const [exists] = await tx
        .select({ code: suppliers.code })
        .from(suppliers)
        .where(eq(suppliers.code, input.code));
      if (exists)
        throw new AppError('SUPPLIER_CODE_EXISTS', { code: input.code }, [
          { field: 'code', code: 'SUPPLIER_CODE_EXISTS', params: { code: input.code } },
        ]);
      const [row] = await tx
        .insert(suppliers)
        .values({ code: input.code, ...columnsOf(input) })
        .returning();
      const created = toMaster(row);
      await recordChange(tx, {
        kind: 'supplier',
        key: input.code,
        action: 'create',
        changes: diffFields(null, { ...created }),
        actor: principal,
        at: now(),
      });
      return created;
    },

    /** Edits a supplier. CONCURRENT_MODIFICATION on a stale version. */
    async update(
      tx: Tx,
      principal: Principal,
      code: string,
      input: SupplierUpdate,
      action: 'update' | 'import' = 'update',
    ) {
      enforceAll(supplierFormViolations(input));
      const before = toMaster(await lockSupplier(tx, code, input.version));
      const [row] = await tx
        .update(suppliers)
        .set({ ...columnsOf(input), version: sql`${suppliers.version} + 1` })
        .where(eq(suppliers.code, code))
        .returning();
      const after = toMaster(row);
      await recordChange(tx, {
        kind: 'supplier',
        key: code,
        action,
        changes: diffFields(before, after),
        actor: principal,
        at: now(),
      });
      return after;
    },

    /** Abolishes a supplier (active = false); its users keep their history. */
    async abolish(tx: Tx, principal: Principal, code: string, input: { version: number; reason?: string }) {
      const before = await lockSupplier(tx, code, input.version);
      const [row] = await tx
        .update(suppliers)
        .set({ active: false, version: sql`${suppliers.version} + 1` })
        .where(eq(suppliers.code, code))
        .returning();
      await recordChange(tx, {
        kind: 'supplier',
        key: code,
        action: 'abolish',
        changes: diffFields(toMaster(before), toMaster(row)),
        reason: input.reason ?? null,
        actor: principal,
        at: now(),
      });
      return toMaster(row);
    },
  };
}

export type SupplierMasterService = ReturnType<typeof createSupplierMasterService>;
