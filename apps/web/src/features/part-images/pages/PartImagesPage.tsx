import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { download } from '../../../app/api/transfer';
import { formatDateTime, formatFileSize } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import {
  deletePartImage,
  fetchPartImages,
  type PartImageItem,
  partImageDownloadUrl,
  partImageKeys,
} from '../api';
import { PartImageDialog } from '../components/PartImageDialog';
import { PartImageThumb } from '../components/PartImageThumb';

/**
 * Parts picture query (spec §2 `/partsImageQuery/index`): pictures of parts with part code, name,
 * title, upload time and uploader; add, edit, delete, download, preview (click the picture).
 */
export default function PartImagesPage() {
  const { t } = useTranslation('partImages');
  const client = useQueryClient();
  const [dialog, setDialog] = useState<{ editing: PartImageItem | null } | null>(null);
  const reload = () => client.invalidateQueries({ queryKey: partImageKeys.all });

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'partCode', label: t('field.partCode'), maxLength: 40 },
      {
        name: 'keyword',
        label: t('search.keyword'),
        placeholder: t('search.keywordPlaceholder'),
        maxLength: 50,
      },
      {
        name: 'uploaded',
        label: t('field.uploadedAt'),
        type: 'dateRange',
        rangeNames: ['uploadedFrom', 'uploadedTo'],
        span: 8,
      },
    ],
    [t],
  );

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
    { title: t('field.partCode'), dataIndex: 'partCode', key: 'partCode', sorter: true, width: 150 },
    { title: t('field.partName'), dataIndex: 'partName', key: 'partName', width: 160, ellipsis: true },
    { title: t('field.title'), dataIndex: 'title', key: 'title', sorter: true, width: 140, ellipsis: true },
    {
      title: t('field.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      width: 130,
      ellipsis: true,
      render: (name: string, row) => <span title={`${name} (${formatFileSize(row.size)})`}>{name}</span>,
    },
    {
      title: t('field.uploadedAt'),
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      sorter: true,
      width: 150,
      render: (v: string) => formatDateTime(v),
    },
    { title: t('field.uploader'), dataIndex: 'uploaderName', key: 'uploaderName', width: 90, ellipsis: true },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: 140,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <PermissionButton
            code={perm('partsImage', 'download')}
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => downloadPicture(row)}
          >
            {t('common:action.download')}
          </PermissionButton>
          <PermissionButton
            code={perm('partsImage', 'edit')}
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setDialog({ editing: row })}
          >
            {t('common:action.edit')}
          </PermissionButton>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<PartImageItem>
        page="partsImage"
        queryKey={partImageKeys.lists()}
        fetch={fetchPartImages}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        selection="single"
        toolbar={[
          {
            action: 'add',
            primary: true,
            icon: <PlusOutlined />,
            onClick: () => setDialog({ editing: null }),
          },
          {
            action: 'edit',
            needsSelection: 'one',
            icon: <EditOutlined />,
            onClick: ({ selectedRows: [row] }) => setDialog({ editing: row }),
          },
          {
            action: 'delete',
            danger: true,
            needsSelection: 'one',
            icon: <DeleteOutlined />,
            confirm: ({ selectedRows: [row] }) =>
              t('confirmDelete', { title: row.title, partCode: row.partCode }),
            onClick: async ({ selectedRows: [row], clearSelection }) => {
              await deletePartImage(row.id, row.version);
              notify.success(t('common:message.deleted'));
              clearSelection();
              await reload();
            },
          },
          {
            action: 'download',
            needsSelection: 'one',
            icon: <DownloadOutlined />,
            onClick: ({ selectedRows: [row] }) => downloadPicture(row),
          },
        ]}
      />
      <PartImageDialog
        open={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={reload}
      />
    </>
  );
}
