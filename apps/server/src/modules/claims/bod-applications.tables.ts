import { date, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { dealerRef, editable, numbered, statusColumn, warehouseRef } from '../../platform/db/columns';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partRef } from '../parts/parts.tables';

/**
 * BOD order applications (spec §3 "BOD order application"): apply no `BOD` + yyyyMMdd + 4 digits, part
 * type and part, dealer, qty, VIN or car number, MSC code, displacement, tail wing, sunroof,
 * transmission, electric drive no, engine no, contact, telephone, forecast receive date, purchase
 * order no; status 0-4; the audit log is the approval history (type `BOD`); `dealerOrderId` is the
 * order placed with the BOD flag once approved.
 */
export const bodApplications = pgTable(
  'bod_applications',
  {
    ...numbered('applyNo'),
    status: statusColumn(),
    dealerCode: dealerRef(),
    warehouseCode: warehouseRef(),
    partType: varchar('part_type', { length: 30 }).notNull(),
    partCode: partRef(),
    qty: integer('qty').notNull(),
    vin: varchar('vin', { length: 17 }),
    carNumber: varchar('car_number', { length: 20 }),
    mscCode: varchar('msc_code', { length: 30 }),
    displacement: varchar('displacement', { length: 20 }),
    tailWing: varchar('tail_wing', { length: 20 }),
    sunroof: varchar('sunroof', { length: 20 }),
    transmission: varchar('transmission', { length: 20 }),
    electricDriveNo: varchar('electric_drive_no', { length: 30 }),
    engineNo: varchar('engine_no', { length: 30 }),
    contact: varchar('contact', { length: 50 }).notNull(),
    telephone: varchar('telephone', { length: 20 }).notNull(),
    forecastReceiveDate: date('forecast_receive_date'),
    purchaseOrderNo: varchar('purchase_order_no', { length: 30 }),
    dealerOrderId: integer('dealer_order_id').references(() => dealerOrders.id),
    ...editable(),
  },
  (t) => [
    uniqueIndex('bod_applications_no_uq').on(t.applyNo),
    index('bod_applications_dealer_idx').on(t.dealerCode, t.status),
  ],
);
