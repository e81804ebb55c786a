import { DeleteOutlined, DownloadOutlined, EditOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { download } from '../../../app/api/transfer';
import { col, titledColumns, useRowActions } from '../../../shared/columns';
import type { AddOrEdit } from '../../../shared/FormDialog';
import { useTargetDialog } from '../../../shared/FormDialog';
import { formatFileSize } from '../../../shared/format';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { refreshingSelection } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { dateRangeField } from '../../../shared/search-fields';
import { addAction, rowAction } from '../../../shared/toolbar-actions';
import {
  deletePartImage,
  type PartImageItem,
  partImageDownloadUrl,
  partImageKeys,
  partImageLists,
} from '../api';
import { PartImageDialog } from '../components/PartImageDialog';
import { PartImageThumb } from '../components/PartImageThumb';

/**
 * Parts picture query (spec §2 `/partsImageQuery/index`): pictures of parts with part code, name,
 * title, upload time and uploader; add, edit, delete, download, preview (click the picture).
 */
export default function PartImagesPage() {
  const { t } = useTranslation('partImages');
  const cols = titledColumns(t, 'partImages:');
  const actions = useRowActions();
  const reload = useRefresh(partImageKeys.all);
  const dialog = useTargetDialog<AddOrEdit<PartImageItem>>(reload);

  const searchFields: SearchField[] = [
    { name: 'partCode', label: t('field.partCode'), maxLength: 40 },
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 50,
    },
    dateRangeField('uploaded', t('field.uploadedAt')),
  ];

  const downloadPicture = async (row: PartImageItem) => {
    try {
      await download(partImageDownloadUrl(row.id));
    } catch {
      // the client showed the message
    }
  };

  const columns: ColumnsType<PartImageItem> = [
    {
      title: t('field.picture'),
      key: 'picture',
      width: 64,
      align: 'center',
      render: (_, row) => <PartImageThumb id={row.id} alt={row.title} />,
    },
    col.code<PartImageItem>(t('field.partCode'), 'partCode', { sorter: true }),
    col.text<PartImageItem>(t('field.partName'), 'partName', { width: 160, ellipsis: true }),
    col.text<PartImageItem>(t('field.title'), 'title', { sorter: true, width: 140, ellipsis: true }),
    col.text<PartImageItem>(t('field.fileName'), 'fileName', {
      width: 130,
      ellipsis: true,
      render: (name: string, row) => <span title={`${name} (${formatFileSize(row.size)})`}>{name}</span>,
    }),
    col.dateTime<PartImageItem>(t('field.uploadedAt'), 'uploadedAt', { sorter: true }),
    col.text<PartImageItem>(t('field.uploader'), 'uploaderName', { width: 90, ellipsis: true }),
    cols.actions<PartImageItem>(
      (row) => [
        {
          key: 'download',
          label: t('common:action.download'),
          icon: <DownloadOutlined />,
          permission: perm('partsImage', 'download'),
          onClick: () => downloadPicture(row),
        },
        actions.edit(perm('partsImage', 'edit'), () => dialog.open({ item: row })),
      ],
      { width: 140 },
    ),
  ];

  return (
    <>
      <ListPage<PartImageItem>
        source={partImageLists.partImages}
        columns={columns}
        searchFields={searchFields}
        selection="single"
        toolbar={[
          addAction(() => dialog.open({ item: null })),
          rowAction('edit', (item) => dialog.open({ item }), { icon: <EditOutlined /> }),
          {
            action: 'delete',
            danger: true,
            needsSelection: 'one',
            icon: <DeleteOutlined />,
            confirm: ({ selectedRows: [row] }) =>
              t('confirmDelete', { title: row.title, partCode: row.partCode }),
            onClick: refreshingSelection(reload, async ([row]) => {
              await deletePartImage(row.id, row.version);
              notify.success(t('common:message.deleted'));
            }),
          },
          rowAction('download', downloadPicture, { icon: <DownloadOutlined /> }),
        ]}
      />
      <PartImageDialog {...dialog.dialog} />
    </>
  );
}
