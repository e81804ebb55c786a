import type {
  Page,
  SupplierInput,
  SupplierMaster,
  SupplierMasterQuery,
  SupplierUpdate,
} from '@spm/contracts';
import { and, asc } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { pinyinInitials } from '../parts';
import { codedMasterCommands, masterFormViolations } from './master-data.commands';
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
export const supplierFormViolations = (input: Partial<SupplierInput>) => masterFormViolations(input);

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
  const commands = codedMasterCommands<typeof suppliers, SupplierInput, SupplierUpdate, SupplierMaster>(
    {
      kind: 'supplier',
      table: suppliers,
      existsCode: 'SUPPLIER_CODE_EXISTS',
      violations: supplierFormViolations,
      columnsOf,
      toMasters: async (_db, rows) => rows.map(toMaster),
    },
    deps.now,
  );
  return {
    ...commands,
    /** A page of suppliers by code; `keyword` matches code, names or pinyin initials. */
    list: (db: DbOrTx, query: SupplierMasterQuery): Promise<Page<SupplierMaster>> =>
      commands.page(
        db,
        and(keywordFilter(query.keyword, suppliers), activeFilter(suppliers.active, query.active)),
        [asc(suppliers.code)],
        query,
      ),
  };
}

export type SupplierMasterService = ReturnType<typeof createSupplierMasterService>;
