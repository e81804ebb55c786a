import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Progress, Table, Upload } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../app/api/notify';
import { download } from '../app/api/transfer';
import { appConfig } from '../app/config';
import { type Attachment, attachmentDownloadUrl, checkFile, uploadAttachment } from './attachments';
import { formatDateTime, formatFileSize } from './format';
import { RemoveButton } from './RemoveButton';
import { useDownload } from './use-download';

export interface AttachmentUploadProps {
  /** Form-compatible: the uploaded attachments. */
  value?: Attachment[];
  onChange?: (value: Attachment[]) => void;
  /** Only list and download. */
  readOnly?: boolean;
  accept?: string;
  maxSizeMb?: number;
  maxCount?: number;
  nameMax?: number;
}

interface Pending {
  uid: string;
  name: string;
  percent: number;
}

/**
 * Attachments of a document (spec: file name, size, upload time, uploader, download): uploads
 * each file to `POST /api/v1/attachments` with progress; the form keeps the attachment list.
 */
export function AttachmentUpload({
  value = [],
  onChange,
  readOnly,
  accept = appConfig.attachmentAccept,
  maxSizeMb = appConfig.attachmentMaxMb,
  maxCount = 20,
  nameMax = appConfig.attachmentNameMax,
}: AttachmentUploadProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending[]>([]);
  const downloading = useDownload<Attachment['id']>();

  // uploads finish one by one; keep the latest list between callbacks
  const latest = useRef(value);
  latest.current = value;
  const add = (attachment: Attachment) => {
    latest.current = [...latest.current, attachment];
    onChange?.(latest.current);
  };

  const beforeUpload = (file: File) => {
    const problem = checkFile(file, { accept, maxMb: maxSizeMb, nameMax });
    if (problem) {
      notify.error(t(`shared:upload.invalid.${problem.code}`, { value: problem.value, name: file.name }));
      return Upload.LIST_IGNORE;
    }
    if (value.length + pending.length >= maxCount) {
      notify.error(t('shared:upload.tooMany', { max: maxCount }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const columns = [
    {
      title: t('shared:attachment.fileName'),
      dataIndex: 'fileName',
      key: 'fileName',
      ellipsis: true,
      render: (name: string, row: Attachment) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0, height: 'auto' }}
          loading={downloading.busy === row.id}
          onClick={() => downloading.start(attachmentDownloadUrl(row.id), {}, row.id)}
        >
          {name}
        </Button>
      ),
    },
    {
      title: t('shared:attachment.size'),
      dataIndex: 'size',
      key: 'size',
      width: 90,
      align: 'right' as const,
      render: formatFileSize,
    },
    {
      title: t('shared:attachment.uploadedAt'),
      dataIndex: 'uploadedAt',
      key: 'uploadedAt',
      width: 150,
      render: formatDateTime,
    },
    {
      title: t('shared:attachment.uploader'),
      dataIndex: 'uploaderName',
      key: 'uploaderName',
      width: 100,
      ellipsis: true,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: readOnly ? 70 : 110,
      render: (_: unknown, row: Attachment) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <Button
            type="link"
            size="small"
            icon={<DownloadOutlined />}
            aria-label={t('common:action.download')}
            onClick={() => void download(attachmentDownloadUrl(row.id)).catch(() => undefined)}
          />
          {!readOnly && <RemoveButton onClick={() => onChange?.(value.filter((a) => a.id !== row.id))} />}
        </span>
      ),
    },
  ];

  return (
    <div data-testid="attachments">
      {!readOnly && (
        <Upload
          multiple
          accept={accept}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={({ file, onSuccess, onError }) => {
            const f = file as File & { uid: string };
            setPending((p) => [...p, { uid: f.uid, name: f.name, percent: 0 }]);
            uploadAttachment(f, (percent) =>
              setPending((p) => p.map((x) => (x.uid === f.uid ? { ...x, percent } : x))),
            )
              .then((attachment) => {
                add(attachment);
                onSuccess?.(attachment);
              })
              .catch((e: Error) => onError?.(e))
              .finally(() => setPending((p) => p.filter((x) => x.uid !== f.uid)));
          }}
        >
          <Button icon={<UploadOutlined />}>{t('shared:upload.button')}</Button>
          <span style={{ marginLeft: 8, color: '#8c8c8c', fontSize: 12 }}>
            {t('shared:upload.hint', {
              types: accept.replaceAll('.', '').replaceAll(',', ', '),
              max: maxSizeMb,
            })}
          </span>
        </Upload>
      )}
      {pending.map((p) => (
        <div key={p.uid} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4 }}>
          <span style={{ flex: 'none', maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis' }}>
            {p.name}
          </span>
          <Progress percent={p.percent} size="small" style={{ flex: 1, margin: 0 }} />
        </div>
      ))}
      {(value.length > 0 || readOnly) && (
        <Table<Attachment>
          className="spm-table"
          size="small"
          style={{ marginTop: 6 }}
          rowKey="id"
          pagination={false}
          columns={columns}
          dataSource={value}
          scroll={{ x: 560 }}
          locale={{ emptyText: t('shared:attachment.none') }}
        />
      )}
    </div>
  );
}
