import type {
  AdminRole,
  AdminUser,
  Page,
  RoleRequest,
  UserCreateRequest,
  UserUpdateRequest,
} from '@spm/contracts';
import { api, type Query } from '../../app/api/client';

/** `GET /api/v1/admin/permissions`: pages of the catalogue with their actions. */
export interface PermissionPage {
  page: string;
  zh: string;
  en: string;
  actions: string[];
}

export const adminKeys = {
  users: ['admin', 'users'] as const,
  roles: ['admin', 'roles'] as const,
  permissions: ['admin', 'permissions'] as const,
};

export const fetchUsers = (params: Query) => api.get<Page<AdminUser>>('/api/v1/admin/users', params);
export const createUser = (body: UserCreateRequest) =>
  api.post<{ user: AdminUser; initialPassword: string }>('/api/v1/admin/users', body, {
    silent: true,
    idempotencyKey: true,
  });
export const updateUser = (id: number, body: UserUpdateRequest) =>
  api.put<AdminUser>(`/api/v1/admin/users/${id}`, body, { silent: true });
export const resetUserPassword = (id: number, version: number) =>
  api.post<{ initialPassword: string }>(
    `/api/v1/admin/users/${id}/reset-password`,
    { version },
    {
      idempotencyKey: true,
    },
  );
export const lockUser = (id: number, version: number) =>
  api.post<AdminUser>(`/api/v1/admin/users/${id}/lock`, { version });
export const unlockUser = (id: number, version: number) =>
  api.post<AdminUser>(`/api/v1/admin/users/${id}/unlock`, { version });

export const fetchRoles = async (params?: Query): Promise<Page<AdminRole>> => {
  const data = await api.get<Page<AdminRole> | AdminRole[]>('/api/v1/admin/roles', params);
  return Array.isArray(data) ? { items: data, total: data.length, page: 1, pageSize: data.length } : data;
};
export const createRole = (body: RoleRequest) =>
  api.post<AdminRole>('/api/v1/admin/roles', body, { silent: true });
export const updateRole = (code: string, body: Omit<RoleRequest, 'code'> & { version: number }) =>
  api.put<AdminRole>(`/api/v1/admin/roles/${encodeURIComponent(code)}`, body, { silent: true });
export const deleteRole = (code: string, version: number) =>
  api.delete<unknown>(`/api/v1/admin/roles/${encodeURIComponent(code)}`, { version });
export const fetchPermissions = () => api.get<PermissionPage[]>('/api/v1/admin/permissions');
