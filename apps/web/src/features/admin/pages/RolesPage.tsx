import type { AdminRole } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { col, useRowActions } from '../../../shared/columns';
import type { AddOrEdit } from '../../../shared/FormDialog';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import { adminKeys, adminLists, deleteRole } from '../api';
import { RoleEditDialog } from '../components/RoleEditDialog';

/** Role administration: list, create/edit with the permission tree, delete. */
export default function RolesPage() {
  const { t, i18n, cols } = useListKit('admin:role.');
  const can = useCan();
  const actions = useRowActions();
  const refresh = useRefresh(adminKeys.roles);
  const editing = useTargetDialog<AddOrEdit<AdminRole>>(refresh);

  const searchFields: SearchField[] = [
    { name: 'keyword', label: t('admin:role.keyword'), placeholder: t('admin:role.keywordPlaceholder') },
  ];

  const name = i18n.language === 'en-US' ? 'nameEn' : 'nameZh';
  const columns: ColumnsType<AdminRole> = [
    cols.text<AdminRole>('code', { width: 140, sorter: true }),
    col.text<AdminRole>(t('admin:role.name'), name, { width: 180, sorter: true }),
    col.qty<AdminRole>(t('admin:role.permissionCount'), 'permissions', {
      width: 100,
      render: (p: string[]) => p.length,
    }),
    cols.qty<AdminRole>('userCount', { width: 90, sorter: true }),
    cols.actions<AdminRole>(
      (role) => [
        actions.edit(perm('adminRole', 'edit'), () => editing.open({ item: role })),
        actions.remove(
          perm('adminRole', 'delete'),
          t('admin:role.confirmDelete', { code: role.code }),
          refreshing(refresh, () => deleteRole(role.code, role.version), t('common:message.deleted')),
        ),
      ],
      { hidden: !can(perm('adminRole', 'edit')) && !can(perm('adminRole', 'delete')) },
    ),
  ];

  return (
    <>
      <ListPage<AdminRole>
        source={adminLists.roles}
        columns={columns}
        searchFields={searchFields}
        toolbar={[addAction(() => editing.open({ item: null }))]}
      />
      <RoleEditDialog {...editing.dialog} />
    </>
  );
}
