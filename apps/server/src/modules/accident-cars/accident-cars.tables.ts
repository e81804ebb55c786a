import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  at,
  childOf,
  dealerRef,
  idColumn,
  money,
  numbered,
  requiredRef,
  revised,
  statusColumn,
  userRef,
} from '../../platform/db/columns';
import { attachments, users } from '../../platform/db/platform.tables';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partRef } from '../parts/parts.tables';

const createdAt = () => at('created_at').notNull();

/**
 * Parts that matter to accident car orders (spec §5): DFS and oil auxiliary parts (`partClass`), and
 * whether the part is a pre-accident loading part (then it may still be ordered). Head-office data.
 */
export const accidentPartClasses = pgTable('accident_part_classes', {
  partCode: partRef().primaryKey(),
  partClass: varchar('part_class', { length: 20 }).notNull(),
  preAccidentLoading: boolean('pre_accident_loading').notNull().default(false),
});

/** Area managers' sales regions (`dealers.region`): an area manager approves only dealers of these. */
export const areaManagerRegions = pgTable(
  'area_manager_regions',
  {
    userId: requiredRef('user_id', () => users.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.region] })],
);

/**
 * Settlement contracts (spec §3): a dealer's repair settlement with the owner or insurer, imported
 * from Excel. `settledAt` is the settlement time; its business date is the signing date of the
 * 90-day subsidy rule. Totals CNY: labour and parts after discount, and the parts total before it.
 */
export const settlementContracts = pgTable(
  'settlement_contracts',
  {
    id: idColumn(),
    contractNo: varchar('contract_no', { length: 30 }).notNull(),
    settlementNo: varchar('settlement_no', { length: 30 }).notNull(),
    dealerCode: dealerRef(),
    shopCode: varchar('shop_code', { length: 20 }),
    shopName: varchar('shop_name', { length: 100 }),
    vin: varchar('vin', { length: 17 }).notNull(),
    settledAt: at('settled_at').notNull(),
    labourAmount: money('labour_amount').notNull(),
    partsAmount: money('parts_amount').notNull(),
    preDiscountTotal: money('pre_discount_total').notNull(),
    totalAmount: money('total_amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('settlement_contracts_no_uq').on(t.dealerCode, t.contractNo),
    index('settlement_contracts_dealer_idx').on(t.dealerCode, t.settledAt),
  ],
);

/** Settlement lines: man-hour (`labour`, qty in hours) or spare-part (`part`, qty in pieces) lines. */
export const settlementContractLines = pgTable(
  'settlement_contract_lines',
  {
    ...childOf('contractId', () => settlementContracts.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    lineType: varchar('line_type', { length: 10 }).notNull(),
    itemCode: varchar('item_code', { length: 30 }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    qty: numeric('qty', { precision: 12, scale: 2 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    discountRate: numeric('discount_rate', { precision: 5, scale: 4 }).notNull(),
    cost: money('cost').notNull(),
  },
  (t) => [index('settlement_contract_lines_idx').on(t.contractId, t.lineNo)],
);

/** Accident car orders: a dealer order with the accident car data, entered as such or converted. */
export const accidentCarOrders = pgTable(
  'accident_car_orders',
  {
    ...childOf('dealerOrderId', () => dealerOrders.id),
    dealerCode: dealerRef(),
    vin: varchar('vin', { length: 17 }).notNull(),
    plateNo: varchar('plate_no', { length: 20 }),
    settlementContractId: integer('settlement_contract_id').references(() => settlementContracts.id),
    /** `entered` on the accident order page, `converted` from the order status query. */
    source: varchar('source', { length: 10 }).notNull(),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accident_car_orders_order_uq').on(t.dealerOrderId),
    index('accident_car_orders_dealer_idx').on(t.dealerCode, t.createdAt),
  ],
);

/** Head-office subsidy standards: by car model and loss band, a rate of the pre-discount total and a cap. */
export const subsidyStandards = pgTable('subsidy_standards', {
  id: idColumn(),
  modelCode: varchar('model_code', { length: 30 }).notNull(),
  lossFrom: money('loss_from').notNull(),
  lossTo: money('loss_to'),
  rate: numeric('rate', { precision: 5, scale: 4 }).notNull(),
  capAmount: money('cap_amount').notNull(),
});

/**
 * Accident car subsidy applications (spec §3): status 0–12 (packages/domain `SUBSIDY_STATUS`), the
 * approval level waited for (1–4, null otherwise), head-office rejections so far (two block submit).
 */
export const subsidyApplications = pgTable(
  'subsidy_applications',
  {
    ...numbered('applicationNo'),
    status: statusColumn(),
    level: smallint('level'),
    rejectCount: smallint('reject_count').notNull().default(0),
    dealerCode: dealerRef(),
    settlementContractId: requiredRef('settlement_contract_id', () => settlementContracts.id),
    accidentOrderId: requiredRef('accident_order_id', () => accidentCarOrders.id),
    materialNumber: varchar('material_number', { length: 30 }).notNull(),
    reportMonth: varchar('report_month', { length: 7 }).notNull(),
    firstSubmittedAt: at('first_submitted_at'),
    submittedAt: at('submitted_at'),
    plateNo: varchar('plate_no', { length: 20 }),
    modelCode: varchar('model_code', { length: 30 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    vin: varchar('vin', { length: 17 }).notNull(),
    ownerName: varchar('owner_name', { length: 100 }),
    preDiscountTotal: money('pre_discount_total').notNull(),
    licenceRegistrationDate: date('licence_registration_date'),
    lossDeterminationDate: date('loss_determination_date').notNull(),
    lossAmount: money('loss_amount').notNull(),
    policyAmount: money('policy_amount').notNull(),
    fixedLossRatio: numeric('fixed_loss_ratio', { precision: 10, scale: 4 }).notNull(),
    standardId: requiredRef('standard_id', () => subsidyStandards.id),
    subsidyStandard: varchar('subsidy_standard', { length: 60 }).notNull(),
    subsidyAmount: money('subsidy_amount').notNull(),
    deduction: money('deduction').notNull().default('0'),
    actualSupplementaryAmount: money('actual_supplementary_amount').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: userRef('created_by'),
    createdAt: createdAt(),
    ...revised(),
  },
  (t) => [
    uniqueIndex('subsidy_applications_no_uq').on(t.applicationNo),
    index('subsidy_applications_dealer_idx').on(t.dealerCode, t.status, t.createdAt),
    index('subsidy_applications_pending_idx').on(t.level, t.status),
  ],
);

/** The kind (spec §5 list) of each attachment of an application. */
export const subsidyAttachmentKinds = pgTable(
  'subsidy_attachment_kinds',
  {
    attachmentId: integer('attachment_id')
      .primaryKey()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    applicationId: requiredRef('application_id', () => subsidyApplications.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 30 }).notNull(),
  },
  (t) => [index('subsidy_attachment_kinds_app_idx').on(t.applicationId)],
);
