import {
  labelText,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  TRANSPORT_TYPE_LABELS,
  type TransportType,
} from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Empty, Skeleton, Table, Tabs, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../app/i18n';
import { formatDateTime } from '../../../shared/format';
import { MoneyText, moneyColumn } from '../../../shared/MoneyText';
import { StatusTag } from '../../../shared/StatusTag';
import { type DealerOrderDetail, fetchOrder, orderKeys } from '../api';

type Line = DealerOrderDetail['lines'][number];
type HistoryEntry = DealerOrderDetail['history'][number];

const APPROVAL_ACTIONS = new Set(['approve', 'reject']);

/**
 * One order (spec §2 order status query "detail"): header, lines with send, unsent and received qty, the
 * status history and the VOR approval history.
 */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const query = useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: () => fetchOrder(id as number),
    enabled: id !== null,
  });
  const order = query.data;
  const statusText = (s: number | null) =>
    s === null ? '—' : labelText(ORDER_STATUS_LABELS[s as OrderStatus], language);
  const actionText = (h: HistoryEntry) => t(`orders:history.action.${h.action}`, { defaultValue: h.action });

  const lineColumns = [
    { title: '#', dataIndex: 'lineNo', key: 'lineNo', width: 50 },
    { title: t('orders:field.partCode'), dataIndex: 'partCode', key: 'partCode', width: 160 },
    {
      title: t('orders:field.partName'),
      key: 'name',
      render: (_: unknown, l: Line) => (language === 'en-US' ? l.nameEn : l.nameZh),
    },
    { title: t('orders:field.qty'), dataIndex: 'qty', key: 'qty', align: 'right' as const, width: 80 },
    {
      title: t('orders:field.sendQty'),
      dataIndex: 'sendQty',
      key: 'sendQty',
      align: 'right' as const,
      width: 80,
    },
    {
      title: t('orders:field.unsentQty'),
      dataIndex: 'unsentQty',
      key: 'unsentQty',
      align: 'right' as const,
      width: 80,
    },
    {
      title: t('orders:field.receivedQty'),
      dataIndex: 'receivedQty',
      key: 'receivedQty',
      align: 'right' as const,
      width: 80,
    },
    moneyColumn<Line>(t('orders:field.price'), 'price', { width: 100 }),
    moneyColumn<Line>(t('orders:field.amount'), 'amount', { width: 110 }),
  ];

  const timeline = (entries: HistoryEntry[]) =>
    entries.length === 0 ? (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders:history.none')} />
    ) : (
      <Timeline
        items={entries.map((h) => ({
          color: h.action === 'reject' ? 'red' : h.action === 'approve' ? 'green' : 'blue',
          content: (
            <div data-testid="history-entry">
              <Typography.Text strong>{actionText(h)}</Typography.Text>{' '}
              <Typography.Text type="secondary">
                {statusText(h.fromStatus)} → {statusText(h.toStatus)}
              </Typography.Text>
              <div style={{ color: '#8c8c8c', fontSize: 12 }}>
                {formatDateTime(h.createdAt)} · {h.actorName ?? '—'}
              </div>
              {h.opinion && (
                <div>
                  {t('orders:history.opinion')}：{h.opinion}
                </div>
              )}
            </div>
          ),
        }))}
      />
    );

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={880}
      title={
        order ? (
          <span>
            {order.dealerOrderNo ?? order.tempOrderNo} <StatusTag kind="orderStatus" value={order.status} />
          </span>
        ) : (
          t('orders:detail.title')
        )
      }
      destroyOnHidden
    >
      {!order ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" bordered column={3} data-testid="order-header">
            <Descriptions.Item label={t('orders:field.dealerOrderNo')}>
              <span className="spm-nowrap">{order.dealerOrderNo ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.tempOrderNo')}>
              <span className="spm-nowrap">{order.tempOrderNo}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.orderType')}>
              <StatusTag kind="orderType" value={order.orderType} />{' '}
              <StatusTag kind="vorApproval" value={order.vorApprovalStatus} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.dealer')}>
              {order.dealerCode} {order.dealerName}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.orderWarehouse')}>
              {order.orderWarehouseCode} {order.orderWarehouseName}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.receivingWarehouse')}>
              <span className="spm-nowrap">{order.receivingWarehouseCode ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.transportType')}>
              {order.transportType
                ? labelText(TRANSPORT_TYPE_LABELS[order.transportType as TransportType], language)
                : '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.acceptBackorder')}>
              {order.acceptBackorder ? t('orders:yes') : t('orders:no')}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.submitDate')}>
              <span className="spm-nowrap">{order.submitDate ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.vin')}>
              <span className="spm-nowrap">{order.vin ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.carNumber')}>
              <span className="spm-nowrap">{order.carNumber ?? '—'}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.contact')}>
              {[order.contact, order.contactPhone].filter(Boolean).join(' ') || '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.amount')}>
              <MoneyText value={order.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.unsentAmount')}>
              <MoneyText value={order.unsentAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders:field.agentEntered')}>
              {order.agentEntered ? <Tag color="purple">{t('orders:agentEntered')}</Tag> : t('orders:no')}
            </Descriptions.Item>
            {order.remark && (
              <Descriptions.Item label={t('orders:field.remark')} span={3}>
                {order.remark}
              </Descriptions.Item>
            )}
          </Descriptions>
          <Tabs
            style={{ marginTop: 8 }}
            items={[
              {
                key: 'lines',
                label: t('orders:detail.lines', { count: order.lines.length }),
                children: (
                  <Table<Line>
                    className="spm-table"
                    size="small"
                    rowKey="id"
                    columns={lineColumns}
                    dataSource={order.lines}
                    pagination={false}
                    scroll={{ x: 'max-content', y: 360 }}
                  />
                ),
              },
              { key: 'history', label: t('orders:detail.history'), children: timeline(order.history) },
              {
                key: 'approval',
                label: t('orders:detail.approvalHistory'),
                children: timeline(
                  order.history.filter(
                    (h) =>
                      APPROVAL_ACTIONS.has(h.action) || (order.orderType === 'VOR' && h.action === 'submit'),
                  ),
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
