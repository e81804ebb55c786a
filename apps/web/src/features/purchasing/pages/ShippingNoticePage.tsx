import type { AsnDetail, AsnItem } from '@spm/contracts';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col, useDocumentNoColumn } from '../../../shared/columns';
import { DocumentDrawer } from '../../../shared/DocumentDrawer';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { StatusTag } from '../../../shared/StatusTag';
import { fetchAsn, purchasingLists } from '../api';

type Box = AsnDetail['boxes'][number];

/**
 * The supplier portal's shipping notices (issue 17 §6): the supplier's own, with the warehouse's
 * receipt number; the detail lists every box with its qty and the label the warehouse scans at
 * receipt (`<receipt no>/<part code>/<box no>`).
 */
export default function ShippingNoticePage() {
  const { t, cols, search } = useListKit('purchasing:');
  const [detail, setDetail] = useState<AsnDetail | null>(null);
  const poNo = useDocumentNoColumn<AsnItem>(t('purchasing:poNo'), 'poNo', DOCUMENT_PLACES.purchaseOrder);
  const receiptNo = useDocumentNoColumn<AsnItem>(
    t('purchasing:receiptNo'),
    'receiptNo',
    DOCUMENT_PLACES.receipt,
  );

  const columns: ColumnsType<AsnItem> = [
    cols.link('asnNo', async (r) => setDetail(await fetchAsn(r.id)), {
      testId: 'asn-open',
    }),
    cols.status('status', 'asnStatus'),
    poNo,
    col.code(t('purchasing:warehouse'), 'warehouseCode', { width: 90 }),
    receiptNo,
    cols.dateTime('createdAt'),
  ];
  const boxes: ColumnsType<Box> = [
    cols.code('partCode'),
    col.text(t('purchasing:partName'), 'nameZh'),
    cols.qty('boxNo'),
    cols.qty('qty'),
    cols.text('label', {
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
        source={purchasingLists.asns}
        columns={columns}
        searchFields={[search.text('asnNo', 20), search.text('poNo', 20), search.status('asnStatus')]}
      />
      <DocumentDrawer
        doc={detail}
        onClose={() => setDetail(null)}
        width={860}
        title={(asn) => `${t('purchasing:shippingNotice')} ${asn.asnNo}`}
        testId="asn-detail"
        facts={(asn) => [
          { label: t('purchasing:status'), children: <StatusTag kind="asnStatus" value={asn.status} /> },
          {
            label: t('purchasing:poNo'),
            children: <DocumentLink no={asn.poNo} to={DOCUMENT_PLACES.purchaseOrder} />,
          },
          { label: t('purchasing:warehouse'), children: asn.warehouseCode },
          {
            label: t('purchasing:receiptNo'),
            children: <DocumentLink no={asn.receiptNo} to={DOCUMENT_PLACES.receipt} />,
          },
          { label: t('purchasing:boxCount'), children: asn.boxes.length },
          { label: t('purchasing:createdAt'), children: formatDateTime(asn.createdAt) },
        ]}
      >
        {(asn) => (
          <LinesTable<Box> rowKey="label" columns={boxes} dataSource={asn.boxes} style={{ marginTop: 12 }} />
        )}
      </DocumentDrawer>
    </>
  );
}
