import { Drawer, Skeleton, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { col, titledColumns } from '../../../shared/columns';
import { DetailFields } from '../../../shared/DetailSections';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { MoneyText } from '../../../shared/MoneyText';
import { StatusTag } from '../../../shared/StatusTag';
import { useDetail } from '../../../shared/use-detail';
import { fetchPopp, type PoppDetail, poppKeys } from '../api';
import { QuotaFigures } from './QuotaFigures';

type Line = PoppDetail['lines'][number];

/** One POPP (spec §2 POPP query "detail"): header, its year's quota figures, parts and approval history. */
export function PoppDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'popp:field.');
  const query = useDetail(id, poppKeys.detail, fetchPopp);
  const popp = query.data;
  const lineColumns: ColumnsType<Line> = [
    col.text<Line>('#', 'lineNo', { width: 45 }),
    cols.code<Line>('partCode', { width: 160 }),
    cols.text<Line>('partName'),
    cols.qty<Line>('applyQty'),
    cols.qty<Line>('actualQty'),
    cols.money<Line>('salesPrice', { width: 100 }),
    cols.text<Line>('discountRate', { width: 80 }),
    cols.money<Line>('amount', { width: 110 }),
    col.status<Line>(t('popp:field.partStatus'), 'status', 'poppStatus'),
  ];
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={900}
      destroyOnHidden
      title={
        popp ? (
          <span>
            {popp.poppNo} <StatusTag kind="poppStatus" value={popp.status} />
          </span>
        ) : (
          t('popp:detail.title')
        )
      }
    >
      {!popp ? (
        <Skeleton active />
      ) : (
        <>
          <DetailFields
            record={popp}
            label={(key) => t(`popp:field.${key}`)}
            bordered
            testId="popp-header"
            items={[
              { key: 'poppType', value: <StatusTag kind="poppType" value={popp.poppType} /> },
              { key: 'dealer', value: `${popp.dealerCode} ${popp.dealerName}`, span: 2 },
              { key: 'warehouse', value: popp.warehouseCode },
              { key: 'amount', value: <MoneyText value={popp.amount} /> },
              {
                key: 'dealerOrderNo',
                value: (
                  <DocumentLink
                    no={popp.dealerOrderNo}
                    to={DOCUMENT_PLACES.dealerOrder}
                    empty="—"
                    testId="popp-order-no"
                  />
                ),
              },
              'submitter',
              'submitterTel',
              'submitCount',
              { key: 'submittedAt', value: formatDateTime(popp.submittedAt) },
              { key: 'closedAt', value: formatDateTime(popp.closedAt) },
              'remark',
            ]}
          />
          <QuotaFigures year={popp.quotaYear} quota={popp.quota} />
          <LinesTable<Line>
            rowKey="lineNo"
            columns={lineColumns}
            dataSource={popp.lines}
            style={{ marginTop: 16 }}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('popp:detail.history')}
          </Typography.Title>
          <ApprovalTimeline entries={popp.history} statusKind="poppStatus" />
        </>
      )}
    </Drawer>
  );
}
