import type { SupplierUserItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useAccountEditing } from '../../../shared/account-editing';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { StatusTag } from '../../../shared/StatusTag';
import { addAction } from '../../../shared/toolbar-actions';
import { InitialPasswordDialog } from '../../admin/components/InitialPasswordDialog';
import { purchasingKeys, purchasingLists } from '../api';
import { SupplierUserDialog } from './SupplierUserDialog';

/**
 * The supplier portal's user administration (issue 17 §6, SupplierAdmin): the users of the caller's
 * own supplier company, add one (its initial password is shown once) or change its name and supplier
 * roles. Locking and password resets stay with head office's user management.
 */
export default function SupplierUsersPage() {
  const { t, cols } = useListKit('purchasing:supplierUser.');
  const can = useCan();
  const actions = useRowActions();
  const refresh = useRefresh(purchasingKeys.supplierUsers);
  const accounts = useAccountEditing<SupplierUserItem>(refresh);

  const columns: ColumnsType<SupplierUserItem> = [
    cols.code<SupplierUserItem>('username', { width: 160 }),
    cols.text<SupplierUserItem>('name', { width: 160 }),
    col.text<SupplierUserItem>(t('purchasing:supplierUser.roles'), 'roleCodes', {
      width: undefined,
      render: (codes: string[]) =>
        codes.map((c) => (
          <Tag key={c} title={c}>
            {t(`purchasing:supplierUser.role.${c}`, { defaultValue: c })}
          </Tag>
        )),
    }),
    col.text<SupplierUserItem>(t('purchasing:supplierUser.status'), 'locked', {
      width: 100,
      render: (locked: boolean) => <StatusTag kind="userState" value={locked ? 'locked' : 'active'} />,
    }),
    cols.actions<SupplierUserItem>(
      (u) => [actions.edit(perm('supplierUser', 'edit'), () => accounts.edit(u))],
      { hidden: !can(perm('supplierUser', 'edit')), width: 100 },
    ),
  ];

  return (
    <>
      <ListPage<SupplierUserItem>
        source={purchasingLists.supplierUsers}
        columns={columns}
        toolbar={[addAction(accounts.add, t('purchasing:supplierUser.add'))]}
      />
      <SupplierUserDialog {...accounts.dialog} />
      <InitialPasswordDialog {...accounts.password} />
    </>
  );
}
