import type { AsnItem, PurchaseOrderDetail } from '@spm/contracts';
import { Empty, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titledColumns, useDocumentNoColumn } from '../../../shared/columns';
import { DocumentDrawer } from '../../../shared/DocumentDrawer';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
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
  const cols = titledColumns(t, 'purchasing:');
  const asnNo = useDocumentNoColumn<AsnItem>(t('purchasing:asnNo'), 'asnNo', DOCUMENT_PLACES.shippingNotice);
  const receiptNo = useDocumentNoColumn<AsnItem>(
    t('purchasing:receiptNo'),
    'receiptNo',
    DOCUMENT_PLACES.receipt,
  );
  const lines: ColumnsType<Line> = [
    cols.qty('lineNo'),
    cols.code('partCode'),
    cols.partName(),
    cols.qty('qty'),
    cols.money('unitPrice'),
    cols.money('amount'),
    cols.date('promisedDate'),
    cols.qty('shippedQty'),
    cols.qty('receivedQty'),
    cols.qty('openQty'),
  ];
  const asns: ColumnsType<AsnItem> = [
    asnNo,
    cols.status('status', 'asnStatus'),
    receiptNo,
    cols.dateTime('createdAt'),
  ];
  return (
    <DocumentDrawer
      doc={props.order}
      onClose={props.onClose}
      width={960}
      title={(order) => `${t('purchasing:purchaseOrder')} ${order.poNo}`}
      extra={props.extra}
      testId="po-detail"
      facts={(order) => [
        { label: t('purchasing:status'), children: <StatusTag kind="poStatus" value={order.status} /> },
        { label: t('purchasing:supplier'), children: `${order.supplierCode} ${order.supplierName ?? ''}` },
        { label: t('purchasing:warehouse'), children: order.warehouseCode },
        { label: t('purchasing:currency'), children: order.currency },
        { label: t('purchasing:totalAmount'), children: <MoneyText value={order.totalAmount} /> },
        { label: t('purchasing:openQty'), children: order.openQty },
        { label: t('purchasing:placedAt'), children: formatDateTime(order.placedAt) },
        { label: t('purchasing:confirmedAt'), children: formatDateTime(order.confirmedAt) },
        { label: t('purchasing:remark'), children: order.remark ?? '' },
      ]}
    >
      {(order) => (
        <>
          <LinesTable<Line>
            columns={lines}
            dataSource={order.lines}
            scroll={{ x: 'max-content' }}
            style={{ margin: '12px 0' }}
          />
          <Typography.Title level={5}>{t('purchasing:shippingNotices')}</Typography.Title>
          <LinesTable<AsnItem>
            columns={asns}
            dataSource={order.asns}
            locale={{ emptyText: <Empty description={t('purchasing:noAsns')} /> }}
          />
        </>
      )}
    </DocumentDrawer>
  );
}
