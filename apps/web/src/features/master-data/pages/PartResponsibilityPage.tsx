import type { PartResponsible, UserSuperior } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Select, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col, useRowActions } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { ListTabs, listTab } from '../../../shared/ListTabs';
import { useListKit } from '../../../shared/list-kit';
import { fetchUserSuperiors, masterKeys, masterLists, setPartResponsible, setUserSuperior } from '../api';

/** What is being edited: a part's responsible person or a user's superior. */
type Editing = { kind: 'part'; row: PartResponsible } | { kind: 'user'; row: UserSuperior } | null;
type Values = { userId?: number | null };

/**
 * Part responsibility (spec §6 "the part-responsible person or their superior may enter orders and
 * request transfers"; API `/api/v1/master/part-responsibles`, `/user-superiors`): each part's
 * responsible head-office user, and each head-office user's superior. Saving a superior that would
 * close a circle is refused by the server (SUPERIOR_CYCLE).
 */
export default function PartResponsibilityPage() {
  const { t, cols, search } = useListKit('masterData:');
  const actions = useRowActions();
  const refreshParts = useRefresh(masterKeys.partResponsibles);
  const users = useQuery({ queryKey: masterKeys.userSuperiors, queryFn: fetchUserSuperiors });
  const [editing, setEditing] = useState<Editing>(null);
  const userOptions = (users.data ?? []).map((u) => ({
    value: u.userId,
    label: `${u.username} ${u.name}`,
  }));

  /** The operation column of either tab: its one edit action opens the dialog on the row. */
  const editColumn = <T,>(testId: string, edit: (row: T) => NonNullable<Editing>) =>
    cols.actions<T>((row) => [
      actions.edit(perm('partResponsibility', 'edit'), () => setEditing(edit(row)), { testId }),
    ]);

  const partColumns: ColumnsType<PartResponsible> = [
    cols.code('partCode'),
    cols.partName({ width: 240 }),
    col.text(t('masterData:responsible'), 'responsibleName'),
    col.text(t('masterData:superior'), 'superiorName'),
    editColumn<PartResponsible>('edit-responsible', (row) => ({ kind: 'part', row })),
  ];
  const userColumns: ColumnsType<UserSuperior> = [
    cols.code('username'),
    col.text(t('masterData:userName'), 'name'),
    col.text(t('masterData:superior'), 'superiorName'),
    editColumn<UserSuperior>('edit-superior', (row) => ({ kind: 'user', row })),
  ];

  const initial: Values =
    editing?.kind === 'part'
      ? { userId: editing.row.responsibleUserId }
      : { userId: editing?.row.superiorUserId ?? null };
  return (
    <>
      <ListTabs
        items={[
          listTab<PartResponsible>('parts', t('masterData:partsTab'), {
            source: masterLists.partResponsibles,
            columns: partColumns,
            searchFields: [search.text('keyword', 50, 'partKeyword')],
          }),
          {
            key: 'users',
            label: t('masterData:usersTab'),
            children: (
              <div className="spm-page">
                <Table<UserSuperior>
                  className="spm-table"
                  rowKey="userId"
                  size="small"
                  loading={users.isLoading}
                  dataSource={users.data ?? []}
                  columns={userColumns}
                  pagination={false}
                  data-testid="user-superiors"
                />
              </div>
            ),
          },
        ]}
      />
      <FormDialog<Values>
        open={editing !== null}
        title={
          editing?.kind === 'part'
            ? t('masterData:editResponsible', { code: editing.row.partCode })
            : t('masterData:editSuperior', { name: editing?.row.name ?? '' })
        }
        initialValues={initial}
        name="responsibility"
        testId="responsibility-dialog"
        width={480}
        codeFields={{ SUPERIOR_CYCLE: 'userId', RESPONSIBLE_USER_UNKNOWN: 'userId' }}
        onClose={() => setEditing(null)}
        onSubmit={async ({ userId }) => {
          if (editing?.kind === 'part') await setPartResponsible(editing.row.partCode, userId ?? null);
          else if (editing?.kind === 'user') await setUserSuperior(editing.row.userId, userId ?? null);
          setEditing(null);
          await Promise.all([refreshParts(), users.refetch()]);
        }}
      >
        <Form.Item
          name="userId"
          label={editing?.kind === 'part' ? t('masterData:responsible') : t('masterData:superior')}
        >
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('masterData:nobody')}
            options={userOptions.filter((o) => editing?.kind !== 'user' || o.value !== editing.row.userId)}
          />
        </Form.Item>
      </FormDialog>
    </>
  );
}
