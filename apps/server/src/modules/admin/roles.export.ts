import type { RoleListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { listedRows, sheetExport } from '../../platform/excel/list-export';
import { defineExportSheet, intColumn, textColumn } from '../../platform/excel/sheet';
import type { createRoleAdminService } from './roles.service';

/**
 * The role list export (`GET /api/v1/admin/roles/export`, permission `adminRole:export`): the list's
 * keyword and sort, one row a role with its number of permissions and of users and its permission codes.
 */
export const roleExport = (roles: ReturnType<typeof createRoleAdminService>): ExportDef<RoleListQuery> =>
  sheetExport(
    defineExportSheet({
      key: 'roles',
      page: 'adminRole',
      titleZh: '角色',
      titleEn: 'Roles',
      columns: [
        textColumn('code', '角色编码', 'Role code', 16),
        textColumn('nameZh', '中文名称', 'Name (zh)', 20),
        textColumn('nameEn', '英文名称', 'Name (en)', 24),
        intColumn('permissionCount', '权限数', 'Permissions'),
        intColumn('userCount', '用户数', 'Users'),
        textColumn('permissions', '权限编码', 'Permission codes', 60),
      ],
    }),
    // the role list is short and unpaged: one read
    listedRows(
      (_db, _principal, query) => roles.list(query),
      (role) => ({
        ...role,
        permissionCount: role.permissions.length,
        permissions: role.permissions.join(', '),
      }),
    ),
  );
