import type {
  Page,
  SupplierInput,
  SupplierMaster,
  SupplierMasterQuery,
  SupplierUpdate,
} from '@spm/contracts';
import { checkByteLength, checkCapitals, checkTelephone } from '@spm/domain';
import { and, asc } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { enforceAll } from '../../platform/errors';
import { pinyinInitials } from '../parts';
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

/** Supplier master (spec §2, API.md `/api/v1/master/suppliers`): list, detail, create, edit, abolish. */
export function createSupplierMasterService(deps: { now: () => Date }) {
  const record = changeRecorder('supplier', deps.now);
  return {
    /** A page of suppliers by code; `keyword` matches code, names or pinyin initials. */
    async list(db: DbOrTx, query: SupplierMasterQuery): Promise<Page<SupplierMaster>> {
      const where = and(
        keywordFilter(query.keyword, suppliers),
        activeFilter(suppliers.active, query.active),
      );
      const { rows, total } = await masterPage(db, suppliers, where, [asc(suppliers.code)], query);
      return { items: rows.map(toMaster), total, page: query.page, pageSize: query.pageSize };
    },

    /** One supplier; NOT_FOUND for an unknown code. */
    async detail(db: DbOrTx, code: string): Promise<SupplierMaster> {
      return toMaster(await rowByCode(db, suppliers, code));
    },

    /** Creates an active supplier. SUPPLIER_CODE_EXISTS 409; format rules 422. */
    async create(tx: Tx, principal: Principal, input: SupplierInput): Promise<SupplierMaster> {
      enforceAll(supplierFormViolations(input));
      await requireNewCode(tx, suppliers, input.code, 'SUPPLIER_CODE_EXISTS');
      const [row] = await tx
        .insert(suppliers)
        .values({ code: input.code, ...columnsOf(input) })
        .returning();
      const created = toMaster(row);
      await record(tx, principal, input.code, 'create', null, { ...created });
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
      const before = toMaster(await lockByCode(tx, suppliers, code, input.version));
      const after = toMaster(await reviseByCode(tx, suppliers, code, columnsOf(input)));
      await record(tx, principal, code, action, before, after);
      return after;
    },

    /** Abolishes a supplier (active = false); its users keep their history. */
    async abolish(tx: Tx, principal: Principal, code: string, input: { version: number; reason?: string }) {
      const before = toMaster(await lockByCode(tx, suppliers, code, input.version));
      const after = toMaster(await deactivate(tx, suppliers, code));
      await record(tx, principal, code, 'abolish', before, after, input.reason ?? null);
      return after;
    },
  };
}

export type SupplierMasterService = ReturnType<typeof createSupplierMasterService>;
