import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AdminRole } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton, useCan } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { adminKeys, deleteRole, fetchRoles } from '../api';
import { RoleEditDialog } from '../components/RoleEditDialog';

/** Role administration: list, create/edit with the permission tree, delete. */
export default function RolesPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ role: AdminRole | null } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.roles });

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'keyword', label: t('admin:role.keyword'), placeholder: t('admin:role.keywordPlaceholder') },
    ],
    [t],
  );

  const remove = (role: AdminRole) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('admin:role.confirmDelete', { code: role.code }),
      okButtonProps: { danger: true },
      okText: t('common:action.delete'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await deleteRole(role.code, role.version);
        notify.success(t('common:message.deleted'));
        await refresh();
      },
    });

  const columns: ColumnsType<AdminRole> = [
    { title: t('admin:role.code'), dataIndex: 'code', key: 'code', width: 140, sorter: true },
    {
      title: t('admin:role.name'),
      key: i18n.language === 'en-US' ? 'nameEn' : 'nameZh',
      dataIndex: i18n.language === 'en-US' ? 'nameEn' : 'nameZh',
      width: 180,
    },
    {
      title: t('admin:role.permissionCount'),
      key: 'permissions',
      dataIndex: 'permissions',
      width: 100,
      align: 'right',
      render: (p: string[]) => p.length,
    },
    { title: t('admin:role.userCount'), key: 'userCount', dataIndex: 'userCount', width: 90, align: 'right' },
    {
      title: t('common:column.operation'),
      key: 'op',
      hidden: !can(perm('adminRole', 'edit')) && !can(perm('adminRole', 'delete')),
      fixed: 'right',
      width: 150,
      render: (_, role) => (
        <Space size={0}>
          <PermissionButton
            code={perm('adminRole', 'edit')}
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ role })}
          >
            {t('common:action.edit')}
          </PermissionButton>
          <PermissionButton
            code={perm('adminRole', 'delete')}
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            onClick={() => remove(role)}
          >
            {t('common:action.delete')}
          </PermissionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminRole>
        page="adminRole"
        queryKey={adminKeys.roles}
        fetch={fetchRoles}
        columns={columns}
        rowKey="code"
        searchFields={searchFields}
        toolbar={[
          { action: 'add', primary: true, icon: <PlusOutlined />, onClick: () => setEditing({ role: null }) },
        ]}
      />
      <RoleEditDialog
        open={editing !== null}
        role={editing?.role ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </>
  );
}
