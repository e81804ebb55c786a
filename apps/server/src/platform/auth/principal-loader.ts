import { ACCOUNT_TYPES, type AccountType, ALL_PERMISSIONS, deriveDataScope } from '@spm/domain';
import { sql } from 'drizzle-orm';
import type { Principal } from '../access/principal';
import type { DbOrTx } from '../db/client';
import { executePrepared } from '../db/prepared';

/** The stored account row with its roles, permissions and warehouses, as one query. */
export interface UserRecord
  extends Pick<
    Principal,
    'username' | 'name' | 'accountType' | 'headOffice' | 'dealerCode' | 'dealerType' | 'supplierCode'
  > {
  id: number;
  dealerNameZh: string | null;
  dealerNameEn: string | null;
  email: string | null;
  phone: string | null;
  passwordHash: string;
  passwordChangedAt: Date;
  mustChangePassword: boolean;
  failedAttempts: number;
  locked: boolean;
  tokenVersion: number;
  roles: string[];
  permissions: string[];
  warehouseCodes: string[];
  /** With `sessionId`: whether that sign-in session was ended (logout); otherwise false. */
  sessionRevoked: boolean;
}

/**
 * Loads a user by id or by user name (case-insensitive), or undefined. With `sessionId`, the same
 * statement also answers whether that sign-in session was revoked (one round trip per authenticated
 * request).
 */
export async function loadUserRecord(
  db: DbOrTx,
  by: { id: number } | { username: string },
  sessionId?: string,
): Promise<UserRecord | undefined> {
  const where = 'id' in by ? sql`u.id = ${by.id}` : sql`lower(u.username) = lower(${by.username})`;
  // every request loads its principal: prepared, so PostgreSQL plans it once per connection
  const [row] = await executePrepared(
    db,
    sql`
    select u.id, u.username, u.name, u.account_type as "accountType", u.head_office as "headOffice",
      u.dealer_code as "dealerCode", d.dealer_type as "dealerType", d.name_zh as "dealerNameZh",
      d.name_en as "dealerNameEn", u.supplier_code as "supplierCode", u.email, u.phone,
      u.password_hash as "passwordHash", u.password_changed_at as "passwordChangedAt",
      u.must_change_password as "mustChangePassword", u.failed_attempts as "failedAttempts", u.locked,
      u.token_version as "tokenVersion",
      coalesce((select json_agg(ur.role_code order by ur.role_code) from user_roles ur where ur.user_id = u.id), '[]') as roles,
      coalesce((select json_agg(distinct p) from user_roles ur join roles r on r.code = ur.role_code,
        jsonb_array_elements_text(r.permissions) p where ur.user_id = u.id), '[]') as permissions,
      coalesce((select json_agg(uw.warehouse_code order by w.sort_order, uw.warehouse_code) from user_warehouses uw
        join warehouses w on w.code = uw.warehouse_code where uw.user_id = u.id), '[]') as "warehouseCodes",
      ${sessionId === undefined ? sql`false` : sql`exists(select 1 from revoked_sessions rs where rs.sid = ${sessionId})`} as "sessionRevoked"
    from users u left join dealers d on d.code = u.dealer_code
    where ${where}
    limit 1`,
  );
  if (!row) return undefined;
  const parseList = (v: unknown): string[] =>
    Array.isArray(v) ? v : typeof v === 'string' ? JSON.parse(v) : [];
  const accountType = String(row.accountType);
  return {
    ...(row as unknown as UserRecord),
    accountType: (ACCOUNT_TYPES as readonly string[]).includes(accountType)
      ? (accountType as AccountType)
      : 'External',
    passwordChangedAt: new Date(row.passwordChangedAt as string),
    roles: parseList(row.roles),
    permissions: parseList(row.permissions),
    warehouseCodes: parseList(row.warehouseCodes),
  };
}

/** The role code that is granted every permission, including ones added later (spec §6 "admin sees all"). */
export const ADMIN_ROLE = 'admin';

/** Builds the request principal from the stored user and the token's claims. */
export function toPrincipal(user: UserRecord, token: { sid: string; exp: number; wh?: string }): Principal {
  const permissions = user.roles.includes(ADMIN_ROLE)
    ? new Set<string>(ALL_PERMISSIONS)
    : new Set(user.permissions);
  const scope = deriveDataScope({
    accountType: user.accountType,
    headOffice: user.headOffice,
    dealerCode: user.dealerCode,
    supplierCode: user.supplierCode,
    warehouseCodes: user.warehouseCodes,
  });
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    accountType: user.accountType,
    headOffice: user.headOffice,
    dealerCode: user.dealerCode,
    dealerType: user.dealerType,
    supplierCode: user.supplierCode,
    warehouseCodes: user.warehouseCodes,
    currentWarehouseCode: token.wh ?? user.warehouseCodes[0] ?? null,
    roles: user.roles,
    permissions,
    scope,
    mustChangePassword: user.mustChangePassword,
    sessionId: token.sid,
    tokenExpiresAt: new Date(token.exp * 1000),
  };
}

/**
 * The principal of a user, found by user name, for work the server does on that user's behalf
 * outside a request (the demo seed enters documents through the services): a one-hour session from
 * `now`. Throws when no such user exists.
 */
export async function principalOfUser(db: DbOrTx, username: string, now: Date): Promise<Principal> {
  const record = await loadUserRecord(db, { username });
  if (!record) throw new Error(`user ${username} not found`);
  return toPrincipal(record, { sid: 'server', exp: Math.floor(now.getTime() / 1000) + 3600 });
}
