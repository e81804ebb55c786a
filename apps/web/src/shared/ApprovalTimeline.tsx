import { Empty, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format';
import { useStatusText } from './StatusTag';
import type { StatusKindName } from './status-tones';

/**
 * One entry of an approval or status history, as the server sends it (the dealer order detail's
 * `history[]`): the action (`submit`, `approve`, `reject`, ...), the status before (null on
 * creation) and after, who and when (ISO timestamp), the opinion, and the approval level when the
 * workflow has levels.
 */
export interface ApprovalEntry {
  id: number | string;
  action: string;
  fromStatus: number | string | null;
  toStatus: number | string;
  actorName: string | null;
  opinion: string | null;
  createdAt: string;
  level?: number | null;
}

const COLOURS: Record<string, string> = { approve: 'green', reject: 'red' };

/**
 * A history as a timeline (ARCHITECTURE §4 "ApprovalTimeline"): per entry the action, level,
 * from → to status in the wording of `statusKind`, time and actor, and the opinion; approvals
 * green, rejections red, the rest blue. Each entry carries `data-testid="history-entry"`.
 */
export function ApprovalTimeline({
  entries,
  statusKind,
}: {
  entries: readonly ApprovalEntry[];
  statusKind: StatusKindName;
}) {
  const { t } = useTranslation();
  const statusText = useStatusText(statusKind);
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shared:approval.none')} />;
  return (
    <Timeline
      items={entries.map((h) => ({
        key: h.id,
        color: COLOURS[h.action] ?? 'blue',
        content: (
          <div data-testid="history-entry">
            <Typography.Text strong>
              {t(`shared:approval.action.${h.action}`, { defaultValue: h.action })}
            </Typography.Text>{' '}
            {h.level ? (
              <Typography.Text type="secondary">
                {t('shared:approval.level', { level: h.level })}{' '}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary">
              {h.fromStatus === null ? '—' : statusText(h.fromStatus)} → {statusText(h.toStatus)}
            </Typography.Text>
            <div style={{ color: '#8c8c8c', fontSize: 12 }}>
              {formatDateTime(h.createdAt)} · {h.actorName ?? '—'}
            </div>
            {h.opinion && (
              <div>
                {t('shared:approval.opinion')}：{h.opinion}
              </div>
            )}
          </div>
        ),
      }))}
    />
  );
}
