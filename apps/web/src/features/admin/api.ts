import {
  type AdminRole,
  adminEndpoints,
  type Page,
  type RoleRequest,
  type UserCreateRequest,
  type UserUpdateRequest,
} from '@spm/contracts';
import type { Query } from '../../app/api/client';
import { call, urlOf } from '../../app/api/endpoint';
import { listSource } from '../../shared/list-source';

export type { PermissionPage } from '@spm/contracts';

export const adminKeys = {
  users: ['admin', 'users'] as const,
  roles: ['admin', 'roles'] as const,
  permissions: ['admin', 'permissions'] as const,
};

/** Path of the users export (.xlsx; the list's filters go in the query string). */
export const usersExportUrl = urlOf(adminEndpoints.usersExport, {}).path;

export const fetchUsers = (params: Query) => call(adminEndpoints.users, { query: params });
export const createUser = (body: UserCreateRequest) =>
  call(adminEndpoints.createUser, { body }, { silent: true, idempotencyKey: true });
export const updateUser = (id: number, body: UserUpdateRequest) =>
  call(adminEndpoints.updateUser, { params: { id }, body }, { silent: true });
export const resetUserPassword = (id: number, version: number) =>
  call(adminEndpoints.resetPassword, { params: { id }, body: { version } }, { idempotencyKey: true });
export const lockUser = (id: number, version: number) =>
  call(adminEndpoints.lockUser, { params: { id }, body: { version } });
export const unlockUser = (id: number, version: number) =>
  call(adminEndpoints.unlockUser, { params: { id }, body: { version } });

/** A text criterion, or nothing when empty. */
const textOf = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Every role matching the list's keyword, in its sort, as a single page for the list page (the server
 * answers them all at once).
 */
export const fetchRoles = async (params?: Query): Promise<Page<AdminRole>> => {
  const items = await call(adminEndpoints.roles, {
    query: { keyword: textOf(params?.keyword), sort: textOf(params?.sort) },
  });
  return { items, total: items.length, page: 1, pageSize: items.length };
};
/** Path of the role list export (`adminRole:export`). */
export const rolesExportUrl = urlOf(adminEndpoints.rolesExport.file, {}).path;
export const createRole = (body: RoleRequest) => call(adminEndpoints.createRole, { body }, { silent: true });
export const updateRole = (code: string, body: Omit<RoleRequest, 'code'> & { version: number }) =>
  call(adminEndpoints.updateRole, { params: { code }, body }, { silent: true });
export const deleteRole = (code: string, version: number) =>
  call(adminEndpoints.removeRole, { params: { code }, query: { version } });
export const fetchPermissions = () => call(adminEndpoints.permissions, {});

/** The lists of the feature's list pages (`ListPage` sources). */
export const adminLists = {
  users: listSource('adminUser', adminKeys.users, fetchUsers, { exportUrl: usersExportUrl }),
  roles: listSource('adminRole', adminKeys.roles, fetchRoles, { rowKey: 'code', exportUrl: rolesExportUrl }),
};
