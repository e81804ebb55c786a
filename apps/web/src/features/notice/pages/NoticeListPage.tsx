import { DeleteOutlined, EditOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { notify } from '../../../app/api/notify';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton, useCan } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import { deleteNotice, fetchNotices, type NoticeSummary, noticeKeys } from '../api';
import { NoticeDrawer } from '../components/NoticeDrawer';
import { NoticeEditDialog } from '../components/NoticeEditDialog';

/** Notice centre (spec §2): list, detail with attachments; head office adds, edits, deletes. */
export default function NoticeListPage() {
  const { t } = useTranslation();
  const can = useCan();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const location = useLocation();
  const navigate = useNavigate();
  const initialId = (location.state as { noticeId?: number } | null)?.noticeId ?? null;
  const [viewing, setViewing] = useState<number | null>(initialId);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'keyword', label: t('notice:field.keyword'), placeholder: t('notice:keywordPlaceholder') },
    ],
    [t],
  );

  const remove = (row: NoticeSummary) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('notice:confirmDelete', { title: row.title }),
      okButtonProps: { danger: true },
      okText: t('common:action.delete'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        await deleteNotice(row.id, row.version);
        notify.success(t('common:message.deleted'));
        await client.invalidateQueries({ queryKey: noticeKeys.all });
      },
    });

  const columns: ColumnsType<NoticeSummary> = [
    {
      title: t('notice:field.title'),
      dataIndex: 'title',
      key: 'title',
      sorter: true,
      render: (title: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => setViewing(row.id)}
        >
          {title}
        </Button>
      ),
    },
    { title: t('notice:field.publisher'), dataIndex: 'publisherName', key: 'publisherName', width: 140 },
    {
      title: t('notice:field.publishedAt'),
      dataIndex: 'publishedAt',
      key: 'publishedAt',
      width: 160,
      sorter: true,
      render: formatDateTime,
    },
    {
      title: t('notice:field.attachmentCount'),
      dataIndex: 'attachmentCount',
      key: 'attachmentCount',
      width: 90,
      align: 'right',
      render: (n: number) =>
        n > 0 ? (
          <span>
            <PaperClipOutlined /> {n}
          </span>
        ) : (
          '0'
        ),
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      hidden: !can(perm('notice', 'edit')) && !can(perm('notice', 'delete')),
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <PermissionButton
            code={perm('notice', 'edit')}
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing({ id: row.id })}
          >
            {t('common:action.edit')}
          </PermissionButton>
          <PermissionButton
            code={perm('notice', 'delete')}
            type="link"
            size="small"
            danger
            icon={<DeleteOutlined />}
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
      <ListPage<NoticeSummary>
        page="notice"
        queryKey={noticeKeys.lists()}
        fetch={fetchNotices}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        defaultSort="-publishedAt"
        toolbar={[
          { action: 'add', primary: true, icon: <PlusOutlined />, onClick: () => setEditing({ id: null }) },
        ]}
      />
      <NoticeDrawer
        id={viewing}
        onClose={() => {
          setViewing(null);
          if (initialId !== null) navigate(location.pathname, { replace: true, state: null });
        }}
      />
      <NoticeEditDialog id={editing?.id ?? null} open={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
