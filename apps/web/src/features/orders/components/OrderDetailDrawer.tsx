import { labelText, nameIn, TRANSPORT_TYPE_LABELS, type TransportType } from '@spm/domain';
import { Descriptions, Drawer, Skeleton, Tabs, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { col, titledColumns } from '../../../shared/columns';
import { LinesTable } from '../../../shared/LinesTable';
import { MoneyText } from '../../../shared/MoneyText';
import { useWarehouseLabel } from '../../../shared/reference-data';
import { StatusTag } from '../../../shared/StatusTag';
import { useDetail } from '../../../shared/use-detail';
import { type DealerOrderDetail, fetchOrder, orderKeys } from '../api';
import { OrderStatusTag } from './OrderStatusTag';

type Line = DealerOrderDetail['lines'][number];

const APPROVAL_ACTIONS = new Set(['approve', 'reject']);
/** Wide enough for every line column, the amount included, in both languages (px). */
const DRAWER_WIDTH = 1040;

/**
 * One order (spec §2 order status query "detail"): header, lines with send, unsent and received qty, the
 * status history and the VOR approval history.
 */
export function OrderDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const cols = titledColumns(t, 'orders:field.');
  const language = domainLanguage(i18n.language);
  const query = useDetail(id, orderKeys.detail, fetchOrder);
  const order = query.data;
  const warehouseLabel = useWarehouseLabel();
  const lineColumns: ColumnsType<Line> = [
    col.text<Line>('#', 'lineNo', { width: 50 }),
    cols.code<Line>('partCode', { width: 160 }),
    {
      title: t('orders:field.partName'),
      key: 'name',
      // a long name ends in "…" (whole on hover) so that the amount stays in view
      width: 180,
      ellipsis: true,
      render: (_: unknown, l: Line) => nameIn(l, language),
    },
    cols.qty<Line>('qty'),
    cols.qty<Line>('sendQty'),
    cols.qty<Line>('unsentQty', {
      // a backordered line says when its parts are expected (open purchase orders' promised date)
      width: 110,
      render: (qty: number, l: Line) =>
        l.expectedDate ? (
          <span>
            {qty}
            <Typography.Text
              type="secondary"
              style={{ display: 'block', fontSize: 12 }}
              data-testid="expected-date"
            >
              {t('orders:field.expectedDate', { date: l.expectedDate })}
            </Typography.Text>
          </span>
        ) : (
          qty
        ),
    }),
    cols.qty<Line>('receivedQty'),
    cols.money<Line>('price', { width: 100 }),
    cols.money<Line>('amount', { width: 110 }),
  ];

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={Math.min(DRAWER_WIDTH, window.innerWidth)}
      title={
        order ? (
          <span>
            {order.dealerOrderNo ?? order.tempOrderNo}{' '}
            <OrderStatusTag status={order.status} vorApprovalStatus={order.vorApprovalStatus} />
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
              {warehouseLabel(order.receivingWarehouseCode)}
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
                  <LinesTable<Line>
                    className="spm-table"
                    columns={lineColumns}
                    dataSource={order.lines}
                    scroll={{ x: 'max-content', y: 360 }}
                  />
                ),
              },
              {
                key: 'history',
                label: t('orders:detail.history'),
                children: <ApprovalTimeline entries={order.history} statusKind="orderStatus" />,
              },
              {
                key: 'approval',
                label: t('orders:detail.approvalHistory'),
                children: (
                  <ApprovalTimeline
                    statusKind="orderStatus"
                    entries={order.history.filter(
                      (h) =>
                        APPROVAL_ACTIONS.has(h.action) ||
                        (order.orderType === 'VOR' && h.action === 'submit'),
                    )}
                  />
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
