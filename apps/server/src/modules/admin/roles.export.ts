import type { RoleListQuery } from '@spm/contracts';
import type { ExportDef } from '../../platform/excel/excel.service';
import { listedRows, sheetExport } from '../../platform/excel/list-export';
import { defineExportSheet } from '../../platform/excel/sheet';
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
        { key: 'code', headerZh: '角色编码', headerEn: 'Role code', type: 'string', width: 16 },
        { key: 'nameZh', headerZh: '中文名称', headerEn: 'Name (zh)', type: 'string', width: 20 },
        { key: 'nameEn', headerZh: '英文名称', headerEn: 'Name (en)', type: 'string', width: 24 },
        { key: 'permissionCount', headerZh: '权限数', headerEn: 'Permissions', type: 'int' },
        { key: 'userCount', headerZh: '用户数', headerEn: 'Users', type: 'int' },
        { key: 'permissions', headerZh: '权限编码', headerEn: 'Permission codes', type: 'string', width: 60 },
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
