import { useQuery } from '@tanstack/react-query';
import { Card, Empty, List } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format';
import { fetchNotices, noticeKeys } from '../../notice/api';

export function LatestNotices() {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: noticeKeys.list({ page: 1, pageSize: 8 }),
    queryFn: () => fetchNotices({ page: 1, pageSize: 8, sort: '-publishedAt' }),
  });
  return (
    <Card
      size="small"
      title={t('dashboard:latestNotices')}
      extra={<Link to="/notice/index">{t('dashboard:more')}</Link>}
      loading={query.isLoading}
    >
      {query.data && query.data.items.length > 0 ? (
        <List
          size="small"
          dataSource={query.data.items}
          renderItem={(n) => (
            <List.Item
              style={{ padding: '4px 0' }}
              extra={<span style={{ color: '#8c8c8c' }}>{formatDate(n.publishedAt)}</span>}
            >
              <Link
                to="/notice/index"
                state={{ noticeId: n.id }}
                style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {n.title}
              </Link>
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common:empty')} />
      )}
    </Card>
  );
}
