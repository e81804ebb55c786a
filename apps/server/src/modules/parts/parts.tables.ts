import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, numeric, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, createdNow, idColumn, money, versionColumn } from '../../platform/db/columns';
import { suppliers } from '../../platform/db/platform.tables';

/**
 * The sales prices of a part (CNY, 2 decimals): the ordinary price (the `ordinary` column given, whether
 * required is the table's choice) and the rush, rush land, suggested retail and normal prices, each
 * empty where not set.
 */
export const salesPrices = <O extends ReturnType<typeof money>>(ordinary: O) => ({
  priceOrdinary: ordinary,
  priceRush: money('price_rush'),
  priceRushLand: money('price_rush_land'),
  priceSuggestedRetail: money('price_suggested_retail'),
  priceNormal: money('price_normal'),
});

/**
 * The parts master (spec §3 "Part"): every field and the 17 flags. Prices in CNY with 2 decimals;
 * dimensions in mm; weight in kg; quantities in pieces. `status` is one of CUR, ONR, OWO, OSRB, ORB, ATP.
 */
export const parts = pgTable(
  'parts',
  {
    partCode: varchar('part_code', { length: 30 }).primaryKey(),
    nameZh: varchar('name_zh', { length: 200 }).notNull(),
    nameEn: varchar('name_en', { length: 200 }).notNull(),
    /** Pinyin initials of the Chinese name (e.g. `jyl` for 机油滤…), for search. */
    pinyinInitials: varchar('pinyin_initials', { length: 200 }).notNull().default(''),
    baseNumber: varchar('base_number', { length: 30 }),
    partType: varchar('part_type', { length: 30 }),
    category: varchar('category', { length: 50 }),
    projectCode: varchar('project_code', { length: 30 }),
    responsiblePerson: varchar('responsible_person', { length: 50 }),
    supplierCode: varchar('supplier_code', { length: 20 }).references(() => suppliers.code),
    supplierName: varchar('supplier_name', { length: 100 }),
    flowPartition: varchar('flow_partition', { length: 20 }),
    lengthMm: integer('length_mm'),
    widthMm: integer('width_mm'),
    heightMm: integer('height_mm'),
    grossWeightKg: numeric('gross_weight_kg', { precision: 12, scale: 3 }),
    hsCode: varchar('hs_code', { length: 20 }),
    packing: varchar('packing', { length: 50 }),
    innerColour: varchar('inner_colour', { length: 30 }),
    outerColour: varchar('outer_colour', { length: 30 }),
    ecn: varchar('ecn', { length: 30 }),
    effectiveFrom: date('effective_from'),
    effectiveTo: date('effective_to'),
    status: varchar('status', { length: 10 }).notNull().default('CUR'),
    /** Successor of a replaced part (supersession chain). */
    newPartCode: varchar('new_part_code', { length: 30 }),
    mainStorageCode: varchar('main_storage_code', { length: 30 }),
    subStorageCode: varchar('sub_storage_code', { length: 30 }),
    childDefaultStorageCode: varchar('child_default_storage_code', { length: 30 }),
    safetyStock: integer('safety_stock'),
    reorderPoint: integer('reorder_point'),
    forecastQty: integer('forecast_qty'),
    minStock: integer('min_stock'),
    maxStock: integer('max_stock'),
    minOrderQty: integer('min_order_qty'),
    minPackageQty: integer('min_package_qty').notNull().default(1),
    intensiveMoq: integer('intensive_moq'),
    unitSalesQty: integer('unit_sales_qty').notNull().default(1),
    unitOrderQty: integer('unit_order_qty'),
    reductionCoefficient: numeric('reduction_coefficient', { precision: 8, scale: 4 }),
    purchaseType: varchar('purchase_type', { length: 20 }),
    circulationType: varchar('circulation_type', { length: 1 }),
    replaceability: varchar('replaceability', { length: 1 }),
    oldPartNumbers: varchar('old_part_numbers', { length: 200 }),
    partsId: varchar('parts_id', { length: 30 }),
    limitedSalesArea: varchar('limited_sales_area', { length: 10 }),
    limitedSalesReason: varchar('limited_sales_reason', { length: 200 }),
    limitedSalesRemark: varchar('limited_sales_remark', { length: 200 }),
    /** Package items: `[{ code, qty, processCode, cost }]`. */
    packageItems:
      jsonb('package_items').$type<{ code: string; qty: number; processCode: string; cost: string }[]>(),
    ...salesPrices(money('price_ordinary').notNull().default('0')),
    /** Order-blocking attributes (spec §5 "Orders"): dedicated tool, dedicated sub-part, new model, not yet implemented. */
    dedicatedTool: boolean('dedicated_tool').notNull().default(false),
    dedicatedSubPart: boolean('dedicated_sub_part').notNull().default(false),
    newModel: boolean('new_model').notNull().default(false),
    notImplemented: boolean('not_implemented').notNull().default(false),
    // The 17 flags of spec §3.
    colourPart: boolean('colour_part').notNull().default(false),
    crossTransfer: boolean('cross_transfer').notNull().default(false),
    discard: boolean('discard').notNull().default(false),
    competitorUse: boolean('competitor_use').notNull().default(false),
    promotion: boolean('promotion').notNull().default(false),
    iso: boolean('iso').notNull().default(false),
    hazardous: boolean('hazardous').notNull().default(false),
    fragile: boolean('fragile').notNull().default(false),
    subPart: boolean('sub_part').notNull().default(false),
    embargo: boolean('embargo').notNull().default(false),
    airParcelEmbargo: boolean('air_parcel_embargo').notNull().default(false),
    claim: boolean('claim').notNull().default(true),
    consignment: boolean('consignment').notNull().default(false),
    external: boolean('external').notNull().default(false),
    limitSell: boolean('limit_sell').notNull().default(false),
    newEnergy: boolean('new_energy').notNull().default(false),
    slowCirculation: boolean('slow_circulation').notNull().default(false),
    createdAt: createdNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    version: versionColumn(),
  },
  (t) => [
    index('parts_code_pattern_idx').using('btree', sql`${t.partCode} varchar_pattern_ops`),
    index('parts_pinyin_idx').using('btree', sql`${t.pinyinInitials} varchar_pattern_ops`),
    index('parts_base_number_idx').on(t.baseNumber),
    index('parts_status_idx').on(t.status),
    index('parts_new_part_code_idx').on(t.newPartCode),
  ],
);

/** A required part code (varchar 30) referencing `parts` (`name` is the column, `part_code` unless said). */
export const partRef = (name = 'part_code') =>
  varchar(name, { length: 30 })
    .notNull()
    .references(() => parts.partCode);

/**
 * One row (`id` 1) whose `version` moves on, at commit, with every transaction that inserts, deletes
 * or truncates parts or changes what a keyword search matches (part code, names, pinyin initials), or
 * changes the warehouses a search lists (code, names, active, order): triggers of migration 0020 keep
 * it, whichever server or tool wrote. Caches of the catalogue side of a search compare it
 * (`createPartKeywordCache`, the stock search's warehouse list).
 */
export const catalogueVersion = pgTable('catalogue_version', {
  id: integer('id').primaryKey(),
  version: versionColumn(),
});

/** Base numbers (spec §2 "service-part base number maintenance"). */
export const baseNumbers = pgTable('base_numbers', {
  baseNumber: varchar('base_number', { length: 30 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 200 }).notNull(),
  nameEn: varchar('name_en', { length: 200 }).notNull(),
  remark: text('remark'),
  createdAt: createdNow(),
  version: versionColumn(),
});

/** Pictures of parts (spec §2 `/partsImageQuery/index`), stored as attachments. */
export const partImages = pgTable(
  'part_images',
  {
    id: idColumn(),
    partCode: partRef(),
    attachmentId: integer('attachment_id').notNull(),
    title: varchar('title', { length: 50 }).notNull(),
    createdAt: createdNow(),
    createdBy: integer('created_by'),
    version: versionColumn(),
  },
  (t) => [index('part_images_part_idx').on(t.partCode)],
);

/** Who changed a part's status from what to what, when, and how (status endpoint or import) (ARCHITECTURE §3 "Audit"). */
export const partStatusHistory = pgTable(
  'part_status_history',
  {
    id: idColumn(),
    partCode: partRef(),
    fromStatus: varchar('from_status', { length: 10 }).notNull(),
    toStatus: varchar('to_status', { length: 10 }).notNull(),
    newPartCode: varchar('new_part_code', { length: 30 }),
    /** `manual` (status endpoint) or `import`. */
    source: varchar('source', { length: 10 }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 50 }),
    createdAt: createdNow(),
  },
  (t) => [index('part_status_history_part_idx').on(t.partCode, t.createdAt)],
);
