import { ACCOUNT_TYPES, TELEPHONE_PATTERN } from '@spm/domain';
import { z } from 'zod';
import { idParam, noData, optionalText, pageOf, pageQuery, version } from './common.js';
import { defineEndpoint, FILE_RESPONSE } from './endpoint.js';
import { exportEndpoints } from './excel.js';

const code = z
  .string()
  .trim()
  .min(1)
  .max(20)
  .regex(/^[A-Za-z0-9_-]+$/);

/** `GET /api/v1/admin/users` query. */
export const userListQuery = pageQuery.extend({
  keyword: optionalText(50),
  accountType: z.enum(ACCOUNT_TYPES).optional(),
  locked: z.enum(['true', 'false']).optional(),
});

/** Body of `POST /api/v1/admin/users` (create). The server makes the initial password. */
export const userCreateRequest = z.object({
  username: z
    .string()
    .trim()
    .min(2)
    .max(50)
    .regex(/^[A-Za-z0-9._@-]+$/),
  name: z.string().trim().min(1).max(50),
  accountType: z.enum(ACCOUNT_TYPES),
  headOffice: z.boolean().default(false),
  dealerCode: code.nullable().optional(),
  supplierCode: code.nullable().optional(),
  warehouseCodes: z.array(code).max(50).default([]),
  roleCodes: z.array(code).min(1).max(20),
  email: z.union([z.literal(''), z.email().max(100)]).optional(),
  phone: z.union([z.literal(''), z.string().regex(TELEPHONE_PATTERN)]).optional(),
});
export type UserCreateRequest = z.infer<typeof userCreateRequest>;

/** Body of `PUT /api/v1/admin/users/{id}`: the same fields but the user name, plus `version`. */
export const userUpdateRequest = userCreateRequest.omit({ username: true }).extend({ version });
export type UserUpdateRequest = z.infer<typeof userUpdateRequest>;

/** `{ version }` of a reset, lock or unlock body, and `?version=` of a role delete. */
export const userVersionRequest = z.object({ version });

/** A user as the admin page lists it; timestamps ISO 8601. */
export const adminUser = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  accountType: z.string(),
  headOffice: z.boolean(),
  dealerCode: z.string().nullable(),
  supplierCode: z.string().nullable(),
  warehouseCodes: z.array(z.string()),
  roleCodes: z.array(z.string()),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  locked: z.boolean(),
  mustChangePassword: z.boolean(),
  failedAttempts: z.number().int(),
  /**
   * End of the time lock after failed sign-ins (ISO instant; docs/security.md "Lockout"); null when the
   * name never was time-locked, in the past once the lock has run out. Unlock clears it.
   */
  lockedUntil: z.string().nullable(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** Answer of a user creation: the user and its initial password (shown once, never stored in clear). */
export const userCreated = z.object({ user: adminUser, initialPassword: z.string() });
export type UserCreated = z.infer<typeof userCreated>;

/** Answer of a password reset: the new initial password (shown once). */
export const passwordReset = z.object({ initialPassword: z.string() });

/** Roles: code, names, permission codes. */
export const roleRequest = z.object({
  code,
  nameZh: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(50),
  permissions: z.array(z.string().max(80)).max(2000),
});
export const roleUpdateRequest = roleRequest.omit({ code: true }).extend({ version });
export type RoleRequest = z.infer<typeof roleRequest>;

export type RoleUpdateRequest = z.infer<typeof roleUpdateRequest>;

/**
 * `GET /api/v1/admin/roles` query: `keyword` in the code or either name; `sort` code, nameZh, nameEn,
 * userCount (`-` descending), else by code.
 */
export const roleListQuery = z.object({ keyword: optionalText(50), sort: pageQuery.shape.sort });
export type RoleListQuery = z.infer<typeof roleListQuery>;

/** A role with its permission codes (the built-in `admin`: every one) and the number of its users. */
export const adminRole = z.object({
  code: z.string(),
  nameZh: z.string(),
  nameEn: z.string(),
  permissions: z.array(z.string()),
  userCount: z.number().int(),
  version: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRole>;

/** A page of the permission catalogue with its actions (`<page>:<action>` codes), for the role editor. */
export const permissionPage = z.object({
  page: z.string(),
  zh: z.string(),
  en: z.string(),
  actions: z.array(z.string()),
});
export type PermissionPage = z.infer<typeof permissionPage>;

/** `:code` of a role. */
export const roleCodeParam = z.object({ code: z.string().trim().min(1).max(20) });

const userTags = ['admin: users'];
const roleTags = ['admin: roles'];

/**
 * Administration of users and roles (spec §6 roles and permissions; §1 password lifecycle). Initial
 * passwords are answered once and never stored in clear, so these do not replay by Idempotency-Key.
 */
export const adminEndpoints = {
  /** `keyword` (user name or name), `accountType`, `locked`, paging, sort. */
  users: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users',
    summary: 'Users',
    tags: userTags,
    query: userListQuery,
    response: pageOf(adminUser),
  }),
  /** The filtered list as `.xlsx` (headers in the caller's language). */
  usersExport: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/users/export',
    summary: 'Export users (.xlsx)',
    tags: userTags,
    query: userListQuery,
    response: FILE_RESPONSE,
  }),
  /**
   * The user must change the initial password at first sign-in (601). 409 USERNAME_TAKEN; 422
   * SCOPE_MISMATCH | DEALER_NOT_FOUND | SUPPLIER_NOT_FOUND | WAREHOUSE_NOT_FOUND | ROLE_NOT_FOUND;
   * 403 ROLE_NOT_GRANTABLE.
   */
  createUser: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/users',
    summary: 'Create a user with an initial password',
    tags: userTags,
    body: userCreateRequest,
    response: userCreated,
  }),
  /** With `version` (409 CONCURRENT_MODIFICATION); a scope change ends the user's sessions. */
  updateUser: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/users/:id',
    summary: 'Edit a user',
    tags: userTags,
    params: idParam,
    body: userUpdateRequest,
    response: adminUser,
  }),
  /** `{ version }`: a new initial password; the user's sessions end. */
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/reset-password',
    summary: 'Reset a password to a new initial one',
    tags: userTags,
    params: idParam,
    body: userVersionRequest,
    response: passwordReset,
  }),
  /** `{ version }`: sign-in then answers 604; sessions end. 422 CANNOT_LOCK_SELF. */
  lockUser: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/lock',
    summary: 'Lock a user',
    tags: userTags,
    params: idParam,
    body: userVersionRequest,
    response: adminUser,
  }),
  /** `{ version }`: clears the lock and the failed sign-ins. */
  unlockUser: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/users/:id/unlock',
    summary: 'Unlock a user',
    tags: userTags,
    params: idParam,
    body: userVersionRequest,
    response: adminUser,
  }),
  /** Every role with `userCount` matching `keyword`, by code unless `sort` says otherwise. */
  roles: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/roles',
    summary: 'Roles',
    tags: roleTags,
    query: roleListQuery,
    response: z.array(adminRole),
  }),
  /** The role list as .xlsx (permission `adminRole:export`), the list's keyword and sort. */
  rolesExport: exportEndpoints({
    path: '/api/v1/admin/roles/export',
    query: roleListQuery,
    summary: 'Export the roles (.xlsx)',
    tags: roleTags,
  }),
  /** `[{ page, zh, en, actions }]` for the role editor. */
  permissions: defineEndpoint({
    method: 'GET',
    path: '/api/v1/admin/permissions',
    summary: 'Permission catalogue',
    tags: roleTags,
    response: z.array(permissionPage),
  }),
  /** 409 ROLE_CODE_TAKEN; 422 PERMISSION_UNKNOWN; 403 ROLE_NOT_GRANTABLE. */
  createRole: defineEndpoint({
    method: 'POST',
    path: '/api/v1/admin/roles',
    summary: 'Create a role',
    tags: roleTags,
    body: roleRequest,
    response: adminRole,
  }),
  /** With `version`; a permission change ends its users' sessions; `admin` keeps every permission. */
  updateRole: defineEndpoint({
    method: 'PUT',
    path: '/api/v1/admin/roles/:code',
    summary: 'Edit a role',
    tags: roleTags,
    params: roleCodeParam,
    body: roleUpdateRequest,
    response: adminRole,
  }),
  /** `?version=`; 409 ROLE_IN_USE while assigned; `admin` never (ROLE_BUILTIN). */
  removeRole: defineEndpoint({
    method: 'DELETE',
    path: '/api/v1/admin/roles/:code',
    summary: 'Delete a role',
    tags: roleTags,
    params: roleCodeParam,
    query: userVersionRequest,
    response: noData,
  }),
};
