import { PaperClipOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import { deleteNotice, type NoticeSummary, noticeKeys, noticeLists } from '../api';
import { NoticeDrawer } from '../components/NoticeDrawer';
import { NoticeEditDialog } from '../components/NoticeEditDialog';

/** Notice centre (spec §2): list, detail with attachments; head office adds, edits, deletes. */
export default function NoticeListPage() {
  const { t, cols } = useListKit('notice:field.');
  const can = useCan();
  const refresh = useRefresh(noticeKeys.all);
  const actions = useRowActions();
  const location = useLocation();
  const navigate = useNavigate();
  const initialId = (location.state as { noticeId?: number } | null)?.noticeId ?? null;
  const [viewing, setViewing] = useState<number | null>(initialId);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);

  const searchFields: SearchField[] = [
    { name: 'keyword', label: t('notice:field.keyword'), placeholder: t('notice:keywordPlaceholder') },
  ];

  const columns: ColumnsType<NoticeSummary> = [
    cols.link<NoticeSummary>('title', (row) => setViewing(row.id), {
      sorter: true,
      width: undefined,
    }),
    col.text<NoticeSummary>(t('notice:field.publisher'), 'publisherName', { width: 140 }),
    cols.dateTime<NoticeSummary>('publishedAt', { width: 160, sorter: true }),
    cols.qty<NoticeSummary>('attachmentCount', {
      width: 90,
      render: (n: number) =>
        n > 0 ? (
          <span>
            <PaperClipOutlined /> {n}
          </span>
        ) : (
          '0'
        ),
    }),
    cols.actions<NoticeSummary>(
      (row) => [
        actions.edit(perm('notice', 'edit'), () => setEditing({ id: row.id })),
        actions.remove(
          perm('notice', 'delete'),
          t('notice:confirmDelete', { title: row.title }),
          refreshing(refresh, () => deleteNotice(row.id, row.version), t('common:message.deleted')),
        ),
      ],
      { hidden: !can(perm('notice', 'edit')) && !can(perm('notice', 'delete')) },
    ),
  ];

  return (
    <>
      <ListPage<NoticeSummary>
        source={noticeLists.notices}
        columns={columns}
        searchFields={searchFields}
        defaultSort="-publishedAt"
        toolbar={[addAction(() => setEditing({ id: null }))]}
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
