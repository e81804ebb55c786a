import { boolean, date, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, idColumn, revised } from '../../platform/db/columns';

/**
 * The vehicle register (spec §3, §5; GLOSSARY "vehicle register"): one row per VIN (17 characters,
 * upper case), with plate, model, delivery date (business date), owner, engine and electric drive
 * numbers and the new-energy flag. The source of VIN checks for claims, BOD and accident car orders.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    vin: varchar('vin', { length: 17 }).notNull(),
    plateNo: varchar('plate_no', { length: 20 }),
    modelCode: varchar('model_code', { length: 30 }).notNull(),
    modelName: varchar('model_name', { length: 100 }).notNull(),
    deliveryDate: date('delivery_date'),
    ownerName: varchar('owner_name', { length: 100 }),
    engineNo: varchar('engine_no', { length: 30 }),
    electricDriveNo: varchar('electric_drive_no', { length: 30 }),
    newEnergy: boolean('new_energy').notNull().default(false),
    createdAt: at('created_at').notNull(),
    ...revised(),
  },
  (t) => [uniqueIndex('vehicles_vin_uq').on(t.vin)],
);
