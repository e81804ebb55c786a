import {
  type AnyPgColumn,
  integer,
  numeric,
  type ReferenceConfig,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { dealers, suppliers, users, warehouses } from './platform.tables';

/**
 * Column builders the module tables share, so that a column of one kind is declared the same way
 * everywhere. Each call builds a new column: spread or assign it into exactly one table.
 */

/** A point in time with its time zone (`timestamptz`). */
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** An amount of money: numeric(18,2), in the currency its table names (CNY unless said). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A required integer reference to another table's id (a line's document, say), with its delete action. */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig['actions']) =>
  integer(name).notNull().references(target, actions);

/** The SQL name of a column property: `claimBillNo` → `claim_bill_no` (digits stay with their word). */
export const snakeCase = (key: string): string => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** A table's own key: `id`, a serial primary key. */
export const idColumn = () => serial('id').primaryKey();

/** A document number from the numbering service (`CL` + yyyyMMdd + 4 digits, say): required varchar(20). */
export const documentNo = (name: string) => varchar(name, { length: 20 }).notNull();

/**
 * The first columns of a numbered document (an order, a bill, a claim): its `id` and its document number
 * under `noKey` (column `snakeCase(noKey)`, see `documentNo`).
 */
export const numbered = <K extends string>(noKey: K) =>
  ({ id: idColumn(), [noKey]: documentNo(snakeCase(noKey)) }) as { id: ReturnType<typeof idColumn> } & {
    [P in K]: ReturnType<typeof documentNo>;
  };

/**
 * The first columns of a row that belongs to another (a document's line, a step of its history): its
 * `id` and the required reference `parentKey` (column `snakeCase(parentKey)`) to the parent's id, with
 * the reference's delete action (`{ onDelete: 'cascade' }` where the rows go with their parent).
 */
export const childOf = <K extends string>(
  parentKey: K,
  parent: () => AnyPgColumn,
  actions?: ReferenceConfig['actions'],
) =>
  ({ id: idColumn(), [parentKey]: requiredRef(snakeCase(parentKey), parent, actions) }) as {
    id: ReturnType<typeof idColumn>;
  } & { [P in K]: ReturnType<typeof requiredRef> };

/** A user id, referencing `users` (nullable: add `.notNull()` where required). */
export const userRef = (name: string) => integer(name).references(() => users.id);

/** A required warehouse code (varchar 20), referencing `warehouses`. */
export const warehouseRef = (name = 'warehouse_code') =>
  varchar(name, { length: 20 })
    .notNull()
    .references(() => warehouses.code);

/** A required dealer code (varchar 20), referencing `dealers`. */
export const dealerRef = (name = 'dealer_code') =>
  varchar(name, { length: 20 })
    .notNull()
    .references(() => dealers.code);

/** A required supplier code (varchar 20), referencing `suppliers`. */
export const supplierRef = (name = 'supplier_code') =>
  varchar(name, { length: 20 })
    .notNull()
    .references(() => suppliers.code);

/** A document's numeric status (its domain's status enum), 0 when created. */
export const statusColumn = () => smallint('status').notNull().default(0);

/** The optimistic-lock version of a row, 0 when created and raised by one on each change. */
export const versionColumn = () => integer('version').notNull().default(0);

/** Who created a document (required user) and when. */
export const authored = () => ({
  createdBy: userRef('created_by').notNull(),
  createdAt: at('created_at').notNull(),
});

/** When a row was created (required), the insert's time unless given. */
export const createdNow = () => at('created_at').notNull().defaultNow();

/** Who created a row (a user; null where the system did) and when (required, the insert's time unless given). */
export const createdNowBy = () => ({
  createdBy: userRef('created_by'),
  createdAt: createdNow(),
});

/** When a row last changed (required, the insert's time unless given), and its optimistic-lock version. */
export const revisedFromNow = () => ({
  updatedAt: at('updated_at').notNull().defaultNow(),
  version: versionColumn(),
});

/**
 * When a row last changed (required, the insert's time unless given), who changed it (a user; null
 * where the system did), and its optimistic-lock version.
 */
export const revisedFromNowBy = () => ({
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: userRef('updated_by'),
  version: versionColumn(),
});

/** When a document last changed, and its optimistic-lock version. */
export const revised = () => ({
  updatedAt: at('updated_at').notNull(),
  version: versionColumn(),
});

/**
 * The bookkeeping of an editable document: who created it (required user) and when (`authored`), when
 * it last changed and its optimistic-lock version (`revised`).
 */
export const editable = () => ({ ...authored(), ...revised() });
