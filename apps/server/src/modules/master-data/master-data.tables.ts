import { bigserial, index, integer, jsonb, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { at, dealerRef, userRef, warehouseRef } from '../../platform/db/columns';
import { users } from '../../platform/db/platform.tables';
import { partRef } from '../parts/parts.tables';

/**
 * History of changes of master records (spec §2 master data "history"): kind (warehouse, dealer,
 * supplier, partResponsible, userSuperior), the record's key, the action, who and when, and the fields
 * that changed with their values before and after.
 */
export const masterDataChanges = pgTable(
  'master_data_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    recordKey: varchar('record_key', { length: 40 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
    changes: jsonb('changes').$type<{ field: string; from: unknown; to: unknown }[]>().notNull(),
    reason: varchar('reason', { length: 200 }),
    changedBy: integer('changed_by').notNull(),
    changedByName: varchar('changed_by_name', { length: 50 }).notNull(),
    changedAt: at('changed_at').notNull(),
  },
  (t) => [index('master_data_changes_record_idx').on(t.kind, t.recordKey, t.id)],
);

/** The warehouses a dealer may order from (spec §2 dealer master "ordering warehouses"). */
export const dealerOrderingWarehouses = pgTable(
  'dealer_ordering_warehouses',
  {
    dealerCode: dealerRef(),
    warehouseCode: warehouseRef(),
  },
  (t) => [primaryKey({ columns: [t.dealerCode, t.warehouseCode] })],
);

/** The responsible person (a head-office user) of a part (spec §6). */
export const partResponsibles = pgTable(
  'part_responsibles',
  {
    partCode: partRef().primaryKey(),
    userId: userRef('user_id').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('part_responsibles_user_idx').on(t.userId)],
);

/** A user's superior (spec §6 "part-responsible person or their superior"). */
export const userSuperiors = pgTable('user_superiors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  superiorUserId: userRef('superior_user_id').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
