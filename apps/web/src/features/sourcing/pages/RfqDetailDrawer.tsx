import type { RfqDetail, RfqLine } from '@spm/contracts';
import { Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { titledColumns } from '../../../shared/columns';
import { DocumentDrawer } from '../../../shared/DocumentDrawer';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { StatusTag } from '../../../shared/StatusTag';

/** One RFQ (RFQ002): header, lines with the quotations the caller may see, and the status history. */
export function RfqDetailDrawer(props: { rfq: RfqDetail | null; onClose: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'sourcing:');
  const columns: ColumnsType<RfqLine> = [
    cols.qty('lineNo'),
    cols.code('partCode'),
    cols.partName(),
    cols.qty('qty'),
    cols.text('quotes', {
      render: (_: unknown, r: RfqLine) =>
        r.quotes.length === 0
          ? t('sourcing:notQuoted')
          : r.quotes
              .map((q) =>
                t('sourcing:quoteText', {
                  supplier: q.supplierCode,
                  price: q.unitPrice,
                  days: q.leadTimeDays,
                }),
              )
              .join('；'),
    }),
  ];
  return (
    <DocumentDrawer
      doc={props.rfq}
      onClose={props.onClose}
      width={860}
      title={(rfq) => `${t('sourcing:rfq')} ${rfq.rfqNo}`}
      extra={props.extra}
      testId="rfq-detail"
      facts={(rfq) => [
        { label: t('sourcing:status'), children: <StatusTag kind="rfqStatus" value={rfq.status} /> },
        { label: t('sourcing:title'), children: rfq.title },
        { label: t('sourcing:currency'), children: rfq.currency },
        { label: t('sourcing:quoteDueDate'), children: rfq.quoteDueDate },
        { label: t('sourcing:suppliers'), children: rfq.supplierCodes.join(', ') },
        { label: t('sourcing:remark'), children: rfq.remark ?? '' },
      ]}
    >
      {(rfq) => (
        <>
          <LinesTable<RfqLine> columns={columns} dataSource={rfq.lines} style={{ margin: '12px 0' }} />
          <Timeline
            items={rfq.history.map((h) => ({
              children: `${formatDateTime(h.createdAt)} ${h.actorName} ${t(`sourcing:actions.${h.action}`)}${h.opinion ? `：${h.opinion}` : ''}`,
            }))}
          />
        </>
      )}
    </DocumentDrawer>
  );
}
