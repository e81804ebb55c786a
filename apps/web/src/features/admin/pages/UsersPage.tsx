import { EditOutlined, KeyOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AdminUser } from '@spm/contracts';
import { ACCOUNT_TYPES, perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton, useCan } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { StatusTag } from '../../../shared/StatusTag';
import { adminKeys, fetchUsers, lockUser, resetUserPassword, unlockUser, usersExportUrl } from '../api';
import { InitialPasswordDialog } from '../components/InitialPasswordDialog';
import { UserEditDialog } from '../components/UserEditDialog';

/** User administration: list, create/edit, reset password, lock/unlock. */
export default function UsersPage() {
  const { t, i18n } = useTranslation();
  const can = useCan();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ user: AdminUser | null } | null>(null);
  const [shown, setShown] = useState<{ username: string; password: string } | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.users });

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'keyword', label: t('admin:user.keyword'), placeholder: t('admin:user.keywordPlaceholder') },
      {
        name: 'accountType',
        label: t('admin:user.accountType'),
        type: 'select',
        options: ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`common:accountType.${a}`) })),
      },
      {
        name: 'locked',
        label: t('admin:user.status'),
        type: 'select',
        options: [
          { value: 'false', label: t('admin:user.active') },
          { value: 'true', label: t('admin:user.locked') },
        ],
      },
    ],
    [t],
  );

  const resetPassword = (user: AdminUser) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('admin:user.confirmReset', { username: user.username }),
      okText: t('common:action.ok'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        const { initialPassword } = await resetUserPassword(user.id, user.version);
        setShown({ username: user.username, password: initialPassword });
        await refresh();
      },
    });

  const toggleLock = (user: AdminUser) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t(user.locked ? 'admin:user.confirmUnlock' : 'admin:user.confirmLock', {
        username: user.username,
      }),
      okButtonProps: { danger: !user.locked },
      okText: t('common:action.ok'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await (user.locked ? unlockUser : lockUser)(user.id, user.version);
        notify.success(t('common:message.done'));
        await refresh();
      },
    });

  const columns: ColumnsType<AdminUser> = [
    { title: t('admin:user.username'), dataIndex: 'username', key: 'username', sorter: true, width: 120 },
    { title: t('admin:user.name'), dataIndex: 'name', key: 'name', sorter: true, width: 120 },
    {
      title: t('admin:user.accountType'),
      dataIndex: 'accountType',
      key: 'accountType',
      width: 100,
      render: (v: string) => t(`common:accountType.${v}`, { defaultValue: v }),
    },
    {
      title: t('admin:user.org'),
      key: 'org',
      width: 220,
      ellipsis: true,
      render: (_, u) =>
        [
          u.headOffice ? t('admin:user.headOffice') : null,
          u.dealerCode,
          u.supplierCode,
          u.warehouseCodes.join(', ') || null,
        ]
          .filter(Boolean)
          .join(' / '),
    },
    {
      title: t('admin:user.roles'),
      dataIndex: 'roleCodes',
      key: 'roleCodes',
      render: (codes: string[]) => codes.map((c) => <Tag key={c}>{c}</Tag>),
    },
    {
      title: t('admin:user.status'),
      key: 'locked',
      dataIndex: 'locked',
      width: 90,
      render: (locked: boolean, u) => (
        <Space size={4}>
          <StatusTag
            value={locked ? 'locked' : 'active'}
            tones={{ locked: 'error', active: 'success' }}
            i18nPrefix="admin:user.state"
          />
          {u.mustChangePassword && (
            <StatusTag value="mustChange" tones={{ mustChange: 'warning' }} i18nPrefix="admin:user.state" />
          )}
        </Space>
      ),
    },
    {
      title: t('admin:user.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      key: 'lastLoginAt',
      width: 150,
      sorter: true,
      render: formatDateTime,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      hidden: !can(perm('adminUser', 'edit')),
      fixed: 'right',
      width: i18n.language === 'en-US' ? 270 : 210,
      render: (_, u) => (
        <Space size={0}>
          <PermissionButton
            code={perm('adminUser', 'edit')}
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ user: u })}
          >
            {t('common:action.edit')}
          </PermissionButton>
          <PermissionButton
            code={perm('adminUser', 'edit')}
            type="link"
            size="small"
            icon={<KeyOutlined />}
            onClick={() => resetPassword(u)}
            data-testid="reset-password"
          >
            {t('admin:user.resetPassword')}
          </PermissionButton>
          <PermissionButton
            code={perm('adminUser', 'edit')}
            type="link"
            size="small"
            danger={!u.locked}
            icon={u.locked ? <UnlockOutlined /> : <LockOutlined />}
            onClick={() => toggleLock(u)}
          >
            {u.locked ? t('admin:user.unlock') : t('admin:user.lock')}
          </PermissionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<AdminUser>
        page="adminUser"
        queryKey={adminKeys.users}
        fetch={fetchUsers}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        defaultSort="username"
        exportUrl={usersExportUrl}
        toolbar={[
          { action: 'add', primary: true, icon: <PlusOutlined />, onClick: () => setEditing({ user: null }) },
        ]}
      />
      <UserEditDialog
        open={editing !== null}
        user={editing?.user ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
        onCreated={(username, password) => {
          setShown({ username, password });
          void refresh();
        }}
      />
      <InitialPasswordDialog value={shown} onClose={() => setShown(null)} />
    </>
  );
}
