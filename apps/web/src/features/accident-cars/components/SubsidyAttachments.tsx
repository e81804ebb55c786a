import { DeleteOutlined, DownloadOutlined, EyeOutlined, UploadOutlined } from '@ant-design/icons';
import { SUBSIDY_ATTACHMENT_KINDS, type SubsidyAttachmentKindKey } from '@spm/domain';
import { Button, Space, Table, Tag, Upload } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { rawFetch } from '../../../app/api/client';
import { download } from '../../../app/api/transfer';
import { currentLanguage } from '../../../app/i18n';
import { attachmentDownloadUrl } from '../../../shared/attachments';
import { formatFileSize } from '../../../shared/format';
import { uploadSubsidyFile } from '../api';

/** An attachment of the form: the uploaded file and its kind. */
export interface KindedFile {
  id: number;
  kind: SubsidyAttachmentKindKey;
  fileName: string;
  size: number;
  contentType?: string;
}

type Kind = (typeof SUBSIDY_ATTACHMENT_KINDS)[number];

const ACCEPT: Record<string, string> = { xlsx: '.xlsx', jpg: '.jpg,.jpeg', png: '.png', pdf: '.pdf' };

/**
 * Subsidy attachments by kind (spec §5): each kind with its types and count (min–max), its files
 * (download; images and PDF preview in the browser) and an upload that sends the file for that kind
 * (the server checks the type by content, 5 MB and a 30-character name).
 */
export function SubsidyAttachments({
  value,
  onChange,
  readOnly,
}: {
  value: KindedFile[];
  onChange: (files: KindedFile[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const latest = useRef(value);
  latest.current = value;
  const preview = async (f: KindedFile) => {
    // preview in the browser: the file as a blob URL in a new tab (images and PDF)
    const response = await rawFetch('GET', attachmentDownloadUrl(f.id), {
      headers: { Accept: '*/*' },
      silent: true,
    });
    if (!response.ok) return;
    const blob = new Blob([await response.blob()], { type: f.contentType });
    window.open(URL.createObjectURL(blob), '_blank');
  };
  const columns = [
    {
      title: t('accidentCars:attachment.kind'),
      key: 'kind',
      width: 200,
      render: (_: unknown, k: Kind) => (zh ? k.label.zh : k.label.en),
    },
    {
      title: t('accidentCars:attachment.rule'),
      key: 'rule',
      width: 170,
      render: (_: unknown, k: Kind) =>
        `${k.types.join('/').toUpperCase()} ${k.min === k.max ? k.min : `${k.min}-${k.max}`}`,
    },
    {
      title: t('accidentCars:attachment.files'),
      key: 'files',
      render: (_: unknown, k: Kind) => {
        const files = value.filter((f) => f.kind === k.key);
        return (
          <Space wrap size={4} data-testid={`files-${k.key}`}>
            {files.length < k.min && (
              <Tag color="red">{t('accidentCars:attachment.missing', { n: k.min - files.length })}</Tag>
            )}
            {files.map((f) => (
              <Tag key={f.id} data-testid="subsidy-file">
                {f.fileName} ({formatFileSize(f.size)})
                {f.contentType &&
                  f.contentType !== 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' && (
                    <EyeOutlined style={{ marginLeft: 4 }} onClick={() => void preview(f)} />
                  )}
                <DownloadOutlined
                  style={{ marginLeft: 4 }}
                  onClick={() => void download(attachmentDownloadUrl(f.id))}
                />
                {!readOnly && (
                  <DeleteOutlined
                    style={{ marginLeft: 4 }}
                    onClick={() => onChange(latest.current.filter((x) => x.id !== f.id))}
                  />
                )}
              </Tag>
            ))}
          </Space>
        );
      },
    },
    ...(readOnly
      ? []
      : [
          {
            title: '',
            key: 'upload',
            width: 90,
            render: (_: unknown, k: Kind) => (
              <Upload
                multiple
                showUploadList={false}
                accept={k.types.map((x) => ACCEPT[x]).join(',')}
                customRequest={async ({ file, onSuccess, onError }) => {
                  try {
                    const saved = await uploadSubsidyFile(k.key, file as File);
                    latest.current = [...latest.current, { ...saved, kind: k.key }];
                    onChange(latest.current);
                    onSuccess?.(saved);
                  } catch (error) {
                    onError?.(error as Error);
                  }
                }}
              >
                <Button size="small" icon={<UploadOutlined />} data-testid={`upload-${k.key}`}>
                  {t('accidentCars:attachment.upload')}
                </Button>
              </Upload>
            ),
          },
        ]),
  ];
  return (
    <Table<Kind>
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={[...SUBSIDY_ATTACHMENT_KINDS]}
      pagination={false}
      data-testid="subsidy-attachments"
    />
  );
}
