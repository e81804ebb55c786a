import { ORDER_STATUS, type VorApprovalStatus } from '@spm/domain';
import { Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/StatusTag';

/**
 * A dealer order's status as its user reads it. A VOR order held for head office's approval (status 1,
 * VOR approval pending) shows "待VOR审批" / "Awaiting VOR approval": the spec's wording of status 1,
 * "金额不足/延期", reads as a credit problem there. Otherwise the status with the VOR approval beside it
 * (no tag for orders that need no approval).
 */
export function OrderStatusTag({
  status,
  vorApprovalStatus,
}: {
  status: number;
  vorApprovalStatus?: VorApprovalStatus | null;
}) {
  const { t } = useTranslation();
  if (status === ORDER_STATUS.postponed && vorApprovalStatus === 'pending')
    return (
      <Tag color="gold" data-testid="order-status-awaiting-vor">
        {t('orders:awaitingVor')}
      </Tag>
    );
  return (
    <Space size={4}>
      <StatusTag kind="orderStatus" value={status} />
      <StatusTag kind="vorApproval" value={vorApprovalStatus ?? 'none'} />
    </Space>
  );
}
