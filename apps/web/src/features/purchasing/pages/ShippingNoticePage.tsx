import type { AsnDetail, AsnItem } from '@spm/contracts';
import { ASN_STATUS_LABELS, ASN_STATUSES } from '@spm/domain';
import { Descriptions, Drawer, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col, useDocumentNoColumn } from '../../../shared/columns';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { StatusTag } from '../../../shared/StatusTag';
import { fetchAsn, fetchAsns, purchasingKeys } from '../api';

type Box = AsnDetail['boxes'][number];

/**
 * The supplier portal's shipping notices (issue 17 §6): the supplier's own, with the warehouse's
 * receipt number; the detail lists every box with its qty and the label the warehouse scans at
 * receipt (`<receipt no>/<part code>/<box no>`).
 */
export default function ShippingNoticePage() {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const [detail, setDetail] = useState<AsnDetail | null>(null);
  const poNo = useDocumentNoColumn<AsnItem>(t('purchasing:poNo'), 'poNo', DOCUMENT_PLACES.purchaseOrder);
  const receiptNo = useDocumentNoColumn<AsnItem>(
    t('purchasing:receiptNo'),
    'receiptNo',
    DOCUMENT_PLACES.receipt,
  );

  const columns: ColumnsType<AsnItem> = [
    col.link(t('purchasing:asnNo'), 'asnNo', async (r) => setDetail(await fetchAsn(r.id)), {
      testId: 'asn-open',
    }),
    col.status(t('purchasing:status'), 'status', 'asnStatus'),
    poNo,
    col.code(t('purchasing:warehouse'), 'warehouseCode', { width: 90 }),
    receiptNo,
    col.dateTime(t('purchasing:createdAt'), 'createdAt'),
  ];
  const boxes: ColumnsType<Box> = [
    col.code(t('purchasing:partCode'), 'partCode'),
    col.text(t('purchasing:partName'), 'nameZh'),
    col.qty(t('purchasing:boxNo'), 'boxNo'),
    col.qty(t('purchasing:qty'), 'qty'),
    col.text(t('purchasing:label'), 'label', {
      render: (v: string) => (
        <Typography.Text code copyable data-testid="asn-label">
          {v}
        </Typography.Text>
      ),
    }),
  ];

  return (
    <>
      <ListPage<AsnItem>
        page="supplierAsn"
        queryKey={purchasingKeys.asns}
        fetch={fetchAsns}
        columns={columns}
        rowKey="id"
        searchFields={[
          { name: 'asnNo', label: t('purchasing:asnNo'), maxLength: 20 },
          { name: 'poNo', label: t('purchasing:poNo'), maxLength: 20 },
          {
            name: 'status',
            label: t('purchasing:status'),
            type: 'select',
            options: ASN_STATUSES.map((s) => ({
              value: String(s),
              label: zh ? ASN_STATUS_LABELS[s].zh : ASN_STATUS_LABELS[s].en,
            })),
          },
        ]}
        testId="asn-list"
      />
      <Drawer
        open={detail !== null}
        onClose={() => setDetail(null)}
        width={860}
        title={detail ? `${t('purchasing:shippingNotice')} ${detail.asnNo}` : ''}
        data-testid="asn-detail"
      >
        {detail && (
          <>
            <Descriptions size="small" column={3} bordered>
              <Descriptions.Item label={t('purchasing:status')}>
                <StatusTag kind="asnStatus" value={detail.status} />
              </Descriptions.Item>
              <Descriptions.Item label={t('purchasing:poNo')}>
                <DocumentLink no={detail.poNo} to={DOCUMENT_PLACES.purchaseOrder} />
              </Descriptions.Item>
              <Descriptions.Item label={t('purchasing:warehouse')}>{detail.warehouseCode}</Descriptions.Item>
              <Descriptions.Item label={t('purchasing:receiptNo')}>
                <DocumentLink no={detail.receiptNo} to={DOCUMENT_PLACES.receipt} />
              </Descriptions.Item>
              <Descriptions.Item label={t('purchasing:boxCount')}>{detail.boxes.length}</Descriptions.Item>
              <Descriptions.Item label={t('purchasing:createdAt')}>
                {formatDateTime(detail.createdAt)}
              </Descriptions.Item>
            </Descriptions>
            <Table<Box>
              size="small"
              rowKey="label"
              columns={boxes}
              dataSource={detail.boxes}
              pagination={false}
              style={{ marginTop: 12 }}
            />
          </>
        )}
      </Drawer>
    </>
  );
}
