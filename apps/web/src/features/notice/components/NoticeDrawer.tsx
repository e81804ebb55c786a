import { Descriptions, Drawer, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../../app/layout/use-device';
import { AttachmentUpload } from '../../../shared/AttachmentUpload';
import { formatDateTime } from '../../../shared/format';
import { useDetail } from '../../../shared/use-detail';
import { fetchNotice, noticeKeys } from '../api';

/** Notice detail: title, publisher, time, content, attachments with download. */
export function NoticeDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const query = useDetail(id, noticeKeys.detail, fetchNotice);
  const notice = query.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={mobile ? '100%' : 720}
      title={notice?.title ?? t('notice:detail')}
      destroyOnHidden
      data-testid="notice-drawer"
    >
      {query.isLoading && <Skeleton active />}
      {query.isError && <Result status="warning" title={t('shared:list.loadFailed')} />}
      {notice && (
        <>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 2 }}
            items={[
              { key: 'publisher', label: t('notice:field.publisher'), children: notice.publisherName },
              {
                key: 'publishedAt',
                label: t('notice:field.publishedAt'),
                children: formatDateTime(notice.publishedAt),
              },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: '12px 0', minHeight: 80 }}>
            {notice.content}
          </Typography.Paragraph>
          <Typography.Title level={5} style={{ fontSize: 14 }}>
            {t('notice:field.attachments')}
          </Typography.Title>
          <AttachmentUpload readOnly value={notice.attachments} />
        </>
      )}
    </Drawer>
  );
}
