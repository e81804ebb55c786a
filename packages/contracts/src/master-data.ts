import {
  DEALER_NETWORKS,
  DEALER_TYPES,
  MASTER_DATA_ACTIONS,
  SALES_REGIONS,
  SUPPLIER_CURRENCIES,
  WAREHOUSE_TYPES,
} from '@spm/domain';
import { z } from 'zod';
import { boundedQty, money, moneyInput, optionalText, pageQuery, version } from './common.js';

/** A master data code in a path: letters, digits and `-`, 1-20 characters. */
export const masterCodeParam = z.object({ code: z.string().regex(/^[A-Za-z0-9-]{1,20}$/) });

const code = z.string().trim().min(1).max(20);
const name = z.string().trim().min(1).max(100);
/** Optional text that may come as null, '' or absent; answered as the trimmed text or null. */
const nullableText = (max: number) =>
  z.preprocess((v) => (v === null ? undefined : v), optionalText(max)).transform((v) => v ?? null);
const userId = z.number().int().min(1).max(2_147_483_647);

/** List query shared by the three masters: `keyword` matches code, either name or pinyin initials. */
const masterListQuery = pageQuery.extend({
  keyword: optionalText(50),
  active: z.enum(['true', 'false']).optional(),
});

// ---------------------------------------------------------------- warehouses

/** `GET /api/v1/master/warehouses` query. */
export const warehouseMasterQuery = masterListQuery.extend({
  warehouseType: z.enum(WAREHOUSE_TYPES).optional(),
});
export type WarehouseMasterQuery = z.infer<typeof warehouseMasterQuery>;

/**
 * Body of `POST /api/v1/master/warehouses` (spec §2 warehouse master): code (capitals and digits), names
 * in both languages, type, place, address, postal code (6 digits), contact and phone (11-digit mobile
 * or XXX-XXXXXXXX). Formats are checked by the §5 validators (coded errors).
 */
export const warehouseInput = z.strictObject({
  code,
  nameZh: name,
  nameEn: name,
  warehouseType: z.enum(WAREHOUSE_TYPES),
  provinceZh: z.string().trim().min(1).max(50),
  cityZh: z.string().trim().min(1).max(50),
  cityEn: z.string().trim().min(1).max(50),
  region: z.enum(SALES_REGIONS),
  address: nullableText(200),
  postalCode: nullableText(6),
  contact: nullableText(50),
  phone: nullableText(20),
});
export type WarehouseInput = z.infer<typeof warehouseInput>;

/** Body of `PUT /api/v1/master/warehouses/{code}`: every field but the code, plus `version`. */
export const warehouseUpdate = warehouseInput.omit({ code: true }).extend({ version });
export type WarehouseUpdate = z.infer<typeof warehouseUpdate>;

/** A warehouse as the master shows it. */
export const warehouseMaster = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  warehouseType: z.enum(WAREHOUSE_TYPES),
  provinceZh: z.string(),
  cityZh: z.string(),
  cityEn: z.string(),
  region: z.string(),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  pinyinInitials: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type WarehouseMaster = z.infer<typeof warehouseMaster>;

// ---------------------------------------------------------------- dealers

/** `GET /api/v1/master/dealers` query. */
export const dealerMasterQuery = masterListQuery.extend({
  dealerType: z.enum(DEALER_TYPES).optional(),
  region: z.enum(SALES_REGIONS).optional(),
});
export type DealerMasterQuery = z.infer<typeof dealerMasterQuery>;

/**
 * Body of `POST /api/v1/master/dealers` (spec §2 dealer master, §6 dealer types): code, names, dealer type
 * (one of the seven), network, sales region, area manager (a user id), credit limit (CNY), new-energy
 * authorisation, POPP eligibility, default receiving warehouse and the ordering warehouses (active
 * warehouse codes), place, address, postal code, contact, phone.
 */
export const dealerInput = z.strictObject({
  code,
  nameZh: name,
  nameEn: name,
  dealerType: z.enum(DEALER_TYPES),
  network: z.enum(DEALER_NETWORKS),
  region: z.enum(SALES_REGIONS),
  provinceZh: z.string().trim().min(1).max(50),
  cityZh: z.string().trim().min(1).max(50),
  cityEn: z.string().trim().min(1).max(50),
  areaManagerUserId: userId.nullable().default(null),
  creditLimit: moneyInput,
  newEnergyAuthorised: z.boolean(),
  poppEligible: z.boolean(),
  defaultWarehouseCode: code,
  orderingWarehouseCodes: z.array(code).min(1).max(50),
  address: nullableText(200),
  postalCode: nullableText(6),
  contact: nullableText(50),
  phone: nullableText(20),
});
export type DealerInput = z.infer<typeof dealerInput>;

/** Body of `PUT /api/v1/master/dealers/{code}`: every field but the code, plus `version`. */
export const dealerUpdate = dealerInput.omit({ code: true }).extend({ version });
export type DealerUpdate = z.infer<typeof dealerUpdate>;

/** A dealer as the master shows it; `creditLimit` in CNY. */
export const dealerMaster = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  dealerType: z.string(),
  network: z.string(),
  region: z.string(),
  provinceZh: z.string(),
  cityZh: z.string(),
  cityEn: z.string(),
  areaManagerUserId: z.number().int().nullable(),
  areaManagerName: z.string().nullable(),
  creditLimit: money,
  newEnergyAuthorised: z.boolean(),
  poppEligible: z.boolean(),
  defaultWarehouseCode: z.string().nullable(),
  orderingWarehouseCodes: z.array(z.string()),
  address: z.string().nullable(),
  postalCode: z.string().nullable(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  pinyinInitials: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type DealerMaster = z.infer<typeof dealerMaster>;

// ---------------------------------------------------------------- suppliers

/** `GET /api/v1/master/suppliers` query. */
export const supplierMasterQuery = masterListQuery;
export type SupplierMasterQuery = z.infer<typeof supplierMasterQuery>;

/** Body of `POST /api/v1/master/suppliers` (spec §2 supplier master): code, names, currency, contacts. */
export const supplierInput = z.strictObject({
  code,
  nameZh: name,
  nameEn: name,
  currency: z.enum(SUPPLIER_CURRENCIES),
  contact: nullableText(50),
  phone: nullableText(20),
  email: nullableText(100),
  address: nullableText(200),
});
export type SupplierInput = z.infer<typeof supplierInput>;

/** Body of `PUT /api/v1/master/suppliers/{code}`. */
export const supplierUpdate = supplierInput.omit({ code: true }).extend({ version });
export type SupplierUpdate = z.infer<typeof supplierUpdate>;

/** A supplier as the master shows it. */
export const supplierMaster = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  currency: z.string(),
  contact: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  pinyinInitials: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export type SupplierMaster = z.infer<typeof supplierMaster>;

// ---------------------------------------------------------------- shared

/** Body of an abolish (warehouse) or close (dealer, supplier): the version read, and an optional reason. */
export const abolishInput = z.strictObject({ version, reason: optionalText(200) });
export type AbolishInput = z.infer<typeof abolishInput>;

/** One change of a master record: who, when, what action and the fields before and after. */
export const masterChange = z.object({
  id: z.number().int(),
  action: z.enum(MASTER_DATA_ACTIONS),
  changedBy: z.string(),
  changedAt: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  reason: z.string().nullable(),
});
export type MasterChange = z.infer<typeof masterChange>;

// ---------------------------------------------------------------- responsibility

/** `GET /api/v1/master/part-responsibles` query: part code or name contains `keyword`. */
export const partResponsibleQuery = pageQuery.extend({ keyword: optionalText(50) });

/** A part with its responsible person and that person's superior. */
export const partResponsible = z.object({
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  responsibleUserId: z.number().int().nullable(),
  responsibleName: z.string().nullable(),
  superiorUserId: z.number().int().nullable(),
  superiorName: z.string().nullable(),
});
export type PartResponsible = z.infer<typeof partResponsible>;

/** Body of `PUT /api/v1/master/part-responsibles/{partCode}`: the responsible head-office user, or null. */
export const partResponsibleInput = z.strictObject({ responsibleUserId: userId.nullable() });

/** A head-office user and their superior (spec §6). */
export const userSuperior = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
  superiorUserId: z.number().int().nullable(),
  superiorName: z.string().nullable(),
});
export type UserSuperior = z.infer<typeof userSuperior>;

/** A head-office user that may be chosen as a dealer's area manager. */
export const areaManagerOption = z.object({
  userId: z.number().int(),
  username: z.string(),
  name: z.string(),
});
export type AreaManagerOption = z.infer<typeof areaManagerOption>;

/** Body of `PUT /api/v1/master/user-superiors/{userId}`: the superior (a head-office user), or null. */
export const userSuperiorInput = z.strictObject({ superiorUserId: userId.nullable() });

export const masterPartCodeParam = z.object({ partCode: z.string().trim().min(1).max(30) });
export const userIdParam = z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) });

// ---------------------------------------------------------------- abnormal demand

/** What a line's normal monthly demand was taken from: the 12-month prediction or the recent average. */
const demandBasis = z.enum(['prediction', 'recent']);

/** Body of `POST /api/v1/master/abnormal-demand/check`: the lines being entered (qty in pieces). */
export const abnormalDemandCheckInput = z.strictObject({
  lines: z
    .array(z.strictObject({ partCode: z.string().trim().min(1).max(30), qty: boundedQty }))
    .min(1)
    .max(500),
});
export type AbnormalDemandCheckInput = z.infer<typeof abnormalDemandCheckInput>;

/**
 * One advisory of the check: line `lineIndex` (0-based) orders `qty` pieces, more than
 * `ABNORMAL_DEMAND_FACTOR` times the part's normal monthly demand `normalQty` (pieces, rounded up).
 */
export const abnormalDemandAdvisory = z.object({
  lineIndex: z.number().int(),
  partCode: z.string(),
  qty: z.number().int(),
  normalQty: z.number().int(),
  basis: demandBasis,
});
export type AbnormalDemandAdvisory = z.infer<typeof abnormalDemandAdvisory>;

/**
 * `GET /api/v1/master/abnormal-demand` query: lines of orders submitted in the last `days` days (1-92,
 * default 30); `partCode` contains, `dealerCode` exact.
 */
export const abnormalDemandQuery = pageQuery.extend({
  partCode: optionalText(30),
  dealerCode: optionalText(20),
  days: z.coerce.number().int().min(1).max(92).default(30),
});
export type AbnormalDemandQuery = z.infer<typeof abnormalDemandQuery>;

/** A submitted order line with abnormal demand; quantities in pieces, `submittedAt` business time. */
export const abnormalDemandLine = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  dealerCode: z.string(),
  submittedAt: z.string(),
  lineNo: z.number().int(),
  partCode: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  qty: z.number().int(),
  normalQty: z.number().int(),
  basis: demandBasis,
});
export type AbnormalDemandLine = z.infer<typeof abnormalDemandLine>;
