import type { AsnItem, PurchaseOrderDetail } from '@spm/contracts';
import { Descriptions, Drawer, Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col, useDocumentNoColumn } from '../../../shared/columns';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { formatDateTime } from '../../../shared/format';
import { MoneyText } from '../../../shared/MoneyText';
import { StatusTag } from '../../../shared/StatusTag';

type Line = PurchaseOrderDetail['lines'][number];

/**
 * One purchase order: header, lines (ordered, shipped, received, open pieces and promised dates) and
 * its shipping notices. `extra` holds the actions of the screen that opened it (place, cancel, print).
 */
export function PurchaseOrderDrawer(props: {
  order: PurchaseOrderDetail | null;
  onClose: () => void;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const { order } = props;
  const asnNo = useDocumentNoColumn<AsnItem>(t('purchasing:asnNo'), 'asnNo', DOCUMENT_PLACES.shippingNotice);
  const receiptNo = useDocumentNoColumn<AsnItem>(
    t('purchasing:receiptNo'),
    'receiptNo',
    DOCUMENT_PLACES.receipt,
  );
  const lines: ColumnsType<Line> = [
    col.qty(t('purchasing:lineNo'), 'lineNo'),
    col.code(t('purchasing:partCode'), 'partCode'),
    col.text(t('purchasing:partName'), zh ? 'nameZh' : 'nameEn'),
    col.qty(t('purchasing:qty'), 'qty'),
    col.money(t('purchasing:unitPrice'), 'unitPrice'),
    col.money(t('purchasing:amount'), 'amount'),
    col.date(t('purchasing:promisedDate'), 'promisedDate'),
    col.qty(t('purchasing:shippedQty'), 'shippedQty'),
    col.qty(t('purchasing:receivedQty'), 'receivedQty'),
    col.qty(t('purchasing:openQty'), 'openQty'),
  ];
  const asns: ColumnsType<AsnItem> = [
    asnNo,
    col.status(t('purchasing:status'), 'status', 'asnStatus'),
    receiptNo,
    col.dateTime(t('purchasing:createdAt'), 'createdAt'),
  ];
  return (
    <Drawer
      open={order !== null}
      onClose={props.onClose}
      width={960}
      title={order ? `${t('purchasing:purchaseOrder')} ${order.poNo}` : ''}
      extra={props.extra}
      data-testid="po-detail"
    >
      {order && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('purchasing:status')}>
              <StatusTag kind="poStatus" value={order.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('purchasing:supplier')}>
              {order.supplierCode} {order.supplierName ?? ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchasing:warehouse')}>{order.warehouseCode}</Descriptions.Item>
            <Descriptions.Item label={t('purchasing:currency')}>{order.currency}</Descriptions.Item>
            <Descriptions.Item label={t('purchasing:totalAmount')}>
              <MoneyText value={order.totalAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={t('purchasing:openQty')}>{order.openQty}</Descriptions.Item>
            <Descriptions.Item label={t('purchasing:placedAt')}>
              {formatDateTime(order.placedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchasing:confirmedAt')}>
              {formatDateTime(order.confirmedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('purchasing:remark')}>{order.remark ?? ''}</Descriptions.Item>
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey="id"
            columns={lines}
            dataSource={order.lines}
            pagination={false}
            scroll={{ x: 'max-content' }}
            style={{ margin: '12px 0' }}
          />
          <Typography.Title level={5}>{t('purchasing:shippingNotices')}</Typography.Title>
          <Table<AsnItem>
            size="small"
            rowKey="id"
            columns={asns}
            dataSource={order.asns}
            pagination={false}
            locale={{ emptyText: <Empty description={t('purchasing:noAsns')} /> }}
          />
        </>
      )}
    </Drawer>
  );
}
