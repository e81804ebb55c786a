import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Columns the master data maintenance keeps on warehouses, dealers and suppliers (spec §2 Mst001–Mst033):
 * address and contacts, the pinyin initials of the Chinese name (pickers find by them), the optimistic
 * version. Written only by the master-data module.
 */
const masterColumns = () => ({
  address: varchar('address', { length: 200 }),
  postalCode: varchar('postal_code', { length: 6 }),
  contact: varchar('contact', { length: 50 }),
  phone: varchar('phone', { length: 20 }),
  pinyinInitials: varchar('pinyin_initials', { length: 100 }).notNull().default(''),
  version: integer('version').notNull().default(0),
});

/** Parts distribution centres (GLOSSARY "warehouse"). */
export const warehouses = pgTable('warehouses', {
  code: varchar('code', { length: 20 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  provinceZh: varchar('province_zh', { length: 50 }).notNull(),
  cityZh: varchar('city_zh', { length: 50 }).notNull(),
  cityEn: varchar('city_en', { length: 50 }).notNull(),
  region: varchar('region', { length: 10 }).notNull(),
  /** The slow-flow main warehouse is the only one DFS orders may be placed on (spec §5). */
  slowFlowMain: boolean('slow_flow_main').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  ...masterColumns(),
  /** Main / Branch / SlowFlowMain (WAREHOUSE_TYPES); `slowFlowMain` follows it on every master write. */
  warehouseType: varchar('warehouse_type', { length: 20 }).notNull().default('Branch'),
});

/** Franchised dealers (GLOSSARY "dealer"). */
export const dealers = pgTable('dealers', {
  code: varchar('code', { length: 20 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  dealerType: varchar('dealer_type', { length: 30 }).notNull(),
  provinceZh: varchar('province_zh', { length: 50 }).notNull(),
  cityZh: varchar('city_zh', { length: 50 }).notNull(),
  cityEn: varchar('city_en', { length: 50 }).notNull(),
  region: varchar('region', { length: 10 }).notNull(),
  /** Receiving warehouse used by default on orders. */
  defaultWarehouseCode: varchar('default_warehouse_code', { length: 20 }).references(() => warehouses.code),
  newEnergyAuthorised: boolean('new_energy_authorised').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  ...masterColumns(),
  /** Dealer network (DEALER_NETWORKS). */
  network: varchar('network', { length: 20 }).notNull().default('Other'),
  /** The area manager (a user id) of the dealer. */
  areaManagerUserId: integer('area_manager_user_id'),
  /** May take part in POPP (besides the configured dealer types). */
  poppEligible: boolean('popp_eligible').notNull().default(false),
});

/** Suppliers (supplier portal tenants). */
export const suppliers = pgTable('suppliers', {
  code: varchar('code', { length: 20 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 100 }).notNull(),
  nameEn: varchar('name_en', { length: 100 }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  ...masterColumns(),
  currency: varchar('currency', { length: 3 }).notNull().default('CNY'),
  email: varchar('email', { length: 100 }),
});

/** Sign-in accounts. `tokenVersion` changes on password change, lock and scope change: older tokens die. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    accountType: varchar('account_type', { length: 20 }).notNull(),
    headOffice: boolean('head_office').notNull().default(false),
    dealerCode: varchar('dealer_code', { length: 20 }).references(() => dealers.code),
    supplierCode: varchar('supplier_code', { length: 20 }).references(() => suppliers.code),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 20 }),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    locked: boolean('locked').notNull().default(false),
    tokenVersion: integer('token_version').notNull().default(1),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`)],
);

export const userWarehouses = pgTable(
  'user_warehouses',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseCode: varchar('warehouse_code', { length: 20 })
      .notNull()
      .references(() => warehouses.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.warehouseCode] })],
);

/** Roles carry permission codes `<page>:<action>` (spec §6). */
export const roles = pgTable('roles', {
  code: varchar('code', { length: 20 }).primaryKey(),
  nameZh: varchar('name_zh', { length: 50 }).notNull(),
  nameEn: varchar('name_en', { length: 50 }).notNull(),
  permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
  version: integer('version').notNull().default(0),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleCode: varchar('role_code', { length: 20 })
      .notNull()
      .references(() => roles.code),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleCode] }), index('user_roles_role_idx').on(t.roleCode)],
);

/** Earlier password hashes, newest first, for the "differ from the last 5" rule. */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per user name (known or not, so the answers never tell which names exist), across
 * addresses: `failures` since the last lock or success drives the challenge and the lock; the name is
 * refused until `lockedUntil`; `lockouts` (reset by a successful sign-in or an unlock) doubles each
 * next lock (docs/security.md "Lockout").
 */
export const loginFailures = pgTable('login_failures', {
  username: varchar('username', { length: 50 }).primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lockouts: integer('lockouts').notNull().default(0),
});

/**
 * Sign-in sessions ended before their tokens expired (logout): every token carrying the session id
 * (`sid`), the first and every renewal, is refused. Kept until no token of the session can still be
 * valid (`expiresAt` = end + token TTL).
 */
export const revokedSessions = pgTable('revoked_sessions', {
  sid: varchar('sid', { length: 64 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const captchas = pgTable('captchas', {
  key: varchar('key', { length: 64 }).primaryKey(),
  codeHash: varchar('code_hash', { length: 128 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** Answers of state-changing POSTs by `Idempotency-Key`, per user. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').notNull(),
    key: varchar('key', { length: 100 }).notNull(),
    requestHash: varchar('request_hash', { length: 64 }).notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Document number counters, one row per series and period, incremented under a row lock. */
export const numberSequences = pgTable(
  'number_sequences',
  {
    series: varchar('series', { length: 40 }).notNull(),
    period: varchar('period', { length: 20 }).notNull(),
    lastValue: integer('last_value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.series, t.period] })],
);

/** Settings the server keeps for itself (e.g. the token signing key when none is configured). */
export const appSettings = pgTable('app_settings', {
  key: varchar('key', { length: 50 }).primaryKey(),
  value: text('value').notNull(),
});

/** Uploaded files; names and paths are made by the server. */
export const attachments = pgTable(
  'attachments',
  {
    id: serial('id').primaryKey(),
    storageKey: varchar('storage_key', { length: 80 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    uploadedAt: createdAt(),
    /** What the file belongs to, once attached (e.g. `notice`, 12); null while only uploaded. */
    ownerType: varchar('owner_type', { length: 30 }),
    ownerId: integer('owner_id'),
  },
  (t) => [index('attachments_owner_idx').on(t.ownerType, t.ownerId)],
);
