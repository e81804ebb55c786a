import { date, index, integer, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import {
  childOf,
  createdNow,
  dealerRef,
  idColumn,
  money,
  requiredRef,
  revisedFromNow,
} from '../../platform/db/columns';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partRef } from '../parts/parts.tables';

/**
 * Promotions of head office (spec §2 `/promotionPartsQuery/index`): one part at a promotion price
 * (CNY) over a period of business dates, at most `qtyLimit` pieces per dealer, with a rebate rule
 * (`perPiece` CNY per piece, or `percent` rate of the promotion price).
 */
export const promotions = pgTable(
  'promotions',
  {
    id: idColumn(),
    partCode: partRef(),
    promotionPrice: money('promotion_price').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    qtyLimit: integer('qty_limit').notNull(),
    rebateType: varchar('rebate_type', { length: 10 }).notNull(),
    rebateValue: numeric('rebate_value', { precision: 12, scale: 4 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdNow(),
    ...revisedFromNow(),
  },
  (t) => [index('promotions_part_idx').on(t.partCode, t.endDate)],
);

/**
 * The promotion of a dealer order line (spec §3 "the order line carries promotion price and qty and
 * the expected rebate"): ordered qty and price, the rebate of one piece fixed at ordering, the expected
 * rebate (qty × per piece), and what shipping has credited so far (shipped qty × per piece).
 */
export const promotionOrderLines = pgTable(
  'promotion_order_lines',
  {
    ...childOf('promotionId', () => promotions.id),
    orderId: requiredRef('order_id', () => dealerOrders.id, { onDelete: 'cascade' }),
    orderLineId: requiredRef('order_line_id', () => dealerOrderLines.id, { onDelete: 'cascade' }),
    dealerCode: dealerRef(),
    qty: integer('qty').notNull(),
    promotionPrice: money('promotion_price').notNull(),
    rebatePerPiece: money('rebate_per_piece').notNull(),
    expectedRebate: money('expected_rebate').notNull(),
    creditedQty: integer('credited_qty').notNull().default(0),
    creditedRebate: money('credited_rebate').notNull().default('0'),
  },
  (t) => [
    uniqueIndex('promotion_order_lines_line_uq').on(t.orderLineId),
    index('promotion_order_lines_dealer_idx').on(t.promotionId, t.dealerCode),
  ],
);

/**
 * DFS parts packages of head office (spec §2 `/partsPackageInquiry/index`): code, name, validity (business
 * dates) and the package price (CNY) = Σ line qty × line price.
 */
export const partsPackages = pgTable(
  'parts_packages',
  {
    id: idColumn(),
    packageCode: varchar('package_code', { length: 30 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
    packagePrice: money('package_price').notNull(),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdNow(),
    ...revisedFromNow(),
  },
  (t) => [uniqueIndex('parts_packages_code_uq').on(t.packageCode)],
);

/** The parts of a package: qty in pieces at the package's price per piece (CNY). */
export const partsPackageLines = pgTable(
  'parts_package_lines',
  {
    ...childOf('packageId', () => partsPackages.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    partCode: partRef(),
    qty: integer('qty').notNull(),
    price: money('price').notNull(),
  },
  (t) => [index('parts_package_lines_package_idx').on(t.packageId, t.lineNo)],
);
