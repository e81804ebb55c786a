import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { BaseNumberItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { formatDate } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { deleteBaseNumber, fetchBaseNumbers, partKeys } from '../api';
import { BaseNumberDialog } from '../components/BaseNumberDialog';

/** Service-part base number maintenance (spec §2): list, add, edit, delete (only when no part uses it). */
export default function BaseNumberPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const [editing, setEditing] = useState<{ item: BaseNumberItem | null } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: partKeys.baseNumbers() });

  const searchFields: SearchField[] = useMemo(
    () => [
      {
        name: 'keyword',
        label: t('parts:baseNumber.keyword'),
        placeholder: t('parts:baseNumber.keywordPlaceholder'),
        span: 8,
      },
    ],
    [t],
  );

  const remove = (row: BaseNumberItem) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('parts:baseNumber.confirmDelete', { baseNumber: row.baseNumber }),
      okButtonProps: { danger: true },
      okText: t('common:action.delete'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await deleteBaseNumber(row.baseNumber, row.version);
        notify.success(t('common:message.deleted'));
        await reload();
      },
    });

  const columns: ColumnsType<BaseNumberItem> = [
    { title: t('parts:baseNumber.baseNumber'), dataIndex: 'baseNumber', key: 'baseNumber', width: 140 },
    { title: t('parts:baseNumber.nameZh'), dataIndex: 'nameZh', key: 'nameZh', width: 220 },
    { title: t('parts:baseNumber.nameEn'), dataIndex: 'nameEn', key: 'nameEn', width: 240 },
    {
      title: t('parts:baseNumber.partCount'),
      dataIndex: 'partCount',
      key: 'partCount',
      width: 90,
      align: 'right',
    },
    { title: t('parts:baseNumber.remark'), dataIndex: 'remark', key: 'remark', ellipsis: true },
    {
      title: t('parts:baseNumber.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 110,
      render: formatDate,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <PermissionButton
            code={perm('baseNumber', 'edit')}
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ item: row })}
          >
            {t('common:action.edit')}
          </PermissionButton>
          <PermissionButton
            code={perm('baseNumber', 'delete')}
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={row.partCount > 0}
            title={row.partCount > 0 ? t('parts:baseNumber.inUse', { count: row.partCount }) : undefined}
            onClick={() => remove(row)}
          >
            {t('common:action.delete')}
          </PermissionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<BaseNumberItem>
        page="baseNumber"
        queryKey={partKeys.baseNumbers()}
        fetch={fetchBaseNumbers}
        columns={columns}
        rowKey="baseNumber"
        searchFields={searchFields}
        toolbar={[
          { action: 'add', primary: true, icon: <PlusOutlined />, onClick: () => setEditing({ item: null }) },
        ]}
      />
      <BaseNumberDialog
        open={editing !== null}
        item={editing?.item ?? null}
        onClose={() => setEditing(null)}
        onSaved={reload}
      />
    </>
  );
}
