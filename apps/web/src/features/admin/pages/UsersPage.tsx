import { KeyOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { AdminUser } from '@spm/contracts';
import { ACCOUNT_TYPES, nameIn, perm } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { domainLanguage } from '../../../app/language';
import { useAccountEditing } from '../../../shared/account-editing';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { useWarehouses } from '../../../shared/reference-data';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { StatusTag } from '../../../shared/StatusTag';
import { addAction } from '../../../shared/toolbar-actions';
import { adminKeys, adminLists, fetchRoles, lockUser, resetUserPassword, unlockUser } from '../api';
import { InitialPasswordDialog } from '../components/InitialPasswordDialog';
import { UserEditDialog } from '../components/UserEditDialog';
import { orgSummary } from '../user-org';

/** The user name is refused for now after failed sign-ins (a time lock, not the administrator's lock). */
const timeLockedUntil = (u: AdminUser): Date | null =>
  u.lockedUntil && Date.parse(u.lockedUntil) > Date.now() ? new Date(u.lockedUntil) : null;

/** Either lock keeps the user out; unlocking clears both. */
const isLockedOut = (u: AdminUser) => u.locked || timeLockedUntil(u) !== null;

/**
 * User administration: list, create/edit, reset password, lock/unlock. A user time-locked after failed
 * sign-ins shows until when, and can be unlocked at once.
 */
export default function UsersPage() {
  const { t, i18n, cols, search } = useListKit('admin:user.');
  const language = domainLanguage(i18n.language);
  const can = useCan();
  const actions = useRowActions();
  const refresh = useRefresh(adminKeys.users);
  const accounts = useAccountEditing<AdminUser>(refresh);
  // role names instead of codes where the roles may be read (the code otherwise, and on hover)
  const roles = useQuery({
    queryKey: [...adminKeys.roles, 'all'],
    queryFn: () => fetchRoles({ pageSize: 500 }),
    enabled: can(perm('adminRole', 'search')),
  });
  const roleName = (code: string) => {
    const role = roles.data?.items.find((r) => r.code === code);
    return role ? nameIn(role, language) : code;
  };

  // a user bound to every active warehouse reads "all warehouses (N)"; the codes show on hover
  const warehouses = useWarehouses();
  const activeWarehouseCodes = warehouses.data?.map((w) => w.code) ?? [];
  const orgWords = {
    headOffice: t('admin:user.headOffice'),
    allWarehouses: (count: number) => t('admin:user.allWarehouses', { count }),
  };

  const searchFields: SearchField[] = [
    { name: 'keyword', label: t('admin:user.keyword'), placeholder: t('admin:user.keywordPlaceholder') },
    search.select(
      'accountType',
      ACCOUNT_TYPES.map((a) => ({ value: a, label: t(`common:accountType.${a}`) })),
    ),
    search.select(
      'locked',
      [
        { value: 'false', label: t('admin:user.active') },
        { value: 'true', label: t('admin:user.locked') },
      ],
      'status',
    ),
  ];

  const resetPassword = async (user: AdminUser) => {
    const { initialPassword } = await resetUserPassword(user.id, user.version);
    accounts.showPassword(user.username, initialPassword);
    await refresh();
  };

  const columns: ColumnsType<AdminUser> = [
    cols.text<AdminUser>('username', { sorter: true, width: 120 }),
    cols.text<AdminUser>('name', { sorter: true, width: 120 }),
    cols.text<AdminUser>('accountType', {
      width: 100,
      render: (v: string) => t(`common:accountType.${v}`, { defaultValue: v }),
    }),
    {
      title: t('admin:user.org'),
      key: 'org',
      width: 220,
      ellipsis: true,
      render: (_, u) => (
        <span title={u.warehouseCodes.join(', ') || undefined}>
          {orgSummary(u, activeWarehouseCodes, orgWords)}
        </span>
      ),
    },
    col.text<AdminUser>(t('admin:user.roles'), 'roleCodes', {
      width: undefined,
      render: (codes: string[]) =>
        codes.map((c) => (
          <Tag key={c} title={c}>
            {roleName(c)}
          </Tag>
        )),
    }),
    col.text<AdminUser>(t('admin:user.status'), 'locked', {
      width: 90,
      render: (locked: boolean, u) => {
        const until = locked ? null : timeLockedUntil(u);
        return (
          <Space size={4} wrap>
            {until ? (
              <Tag color="orange" data-testid="time-locked">
                {t('admin:user.timeLockedUntil', { time: dayjs(until).format('HH:mm') })}
              </Tag>
            ) : (
              <StatusTag kind="userState" value={locked ? 'locked' : 'active'} />
            )}
            {u.mustChangePassword && <StatusTag kind="userState" value="mustChange" />}
          </Space>
        );
      },
    }),
    cols.dateTime<AdminUser>('lastLoginAt', { sorter: true }),
    cols.actions<AdminUser>(
      (u) => [
        actions.edit(perm('adminUser', 'edit'), () => accounts.edit(u)),
        {
          key: 'reset',
          label: t('admin:user.resetPassword'),
          icon: <KeyOutlined />,
          permission: perm('adminUser', 'edit'),
          testId: 'reset-password',
          confirm: t('admin:user.confirmReset', { username: u.username }),
          onClick: () => resetPassword(u),
        },
        {
          key: 'lock',
          label: isLockedOut(u) ? t('admin:user.unlock') : t('admin:user.lock'),
          icon: isLockedOut(u) ? <UnlockOutlined /> : <LockOutlined />,
          permission: perm('adminUser', 'edit'),
          danger: !isLockedOut(u),
          confirm: t(isLockedOut(u) ? 'admin:user.confirmUnlock' : 'admin:user.confirmLock', {
            username: u.username,
          }),
          onClick: refreshing(
            refresh,
            () => (isLockedOut(u) ? unlockUser : lockUser)(u.id, u.version),
            t('common:message.done'),
          ),
        },
      ],
      { hidden: !can(perm('adminUser', 'edit')), width: i18n.language === 'en-US' ? 270 : 210 },
    ),
  ];

  return (
    <>
      <ListPage<AdminUser>
        source={adminLists.users}
        columns={columns}
        searchFields={searchFields}
        defaultSort="username"
        toolbar={[addAction(accounts.add)]}
      />
      <UserEditDialog {...accounts.dialog} />
      <InitialPasswordDialog {...accounts.password} />
    </>
  );
}
