import type { SupplierInput, SupplierMaster, SupplierUpdate } from '@spm/contracts';
import { asc } from 'drizzle-orm';
import { suppliers } from '../../platform/db/platform.tables';
import { pinyinInitials } from '../parts';
import { codedMasterCommands, masterFormViolations } from './master-data.commands';

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
  return codedMasterCommands<typeof suppliers, SupplierInput, SupplierUpdate, SupplierMaster>(
    {
      kind: 'supplier',
      table: suppliers,
      orderBy: [asc(suppliers.code)],
      existsCode: 'SUPPLIER_CODE_EXISTS',
      violations: supplierFormViolations,
      columnsOf,
      toMasters: async (_db, rows) => rows.map(toMaster),
    },
    deps.now,
  );
}

export type SupplierMasterService = ReturnType<typeof createSupplierMasterService>;
