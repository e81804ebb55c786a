import type { RfqDetail, RfqLine } from '@spm/contracts';
import { Descriptions, Drawer, Table, Timeline } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { formatDateTime } from '../../../shared/format';
import { StatusTag } from '../../../shared/StatusTag';

/** One RFQ (RFQ002): header, lines with the quotations the caller may see, and the status history. */
export function RfqDetailDrawer(props: { rfq: RfqDetail | null; onClose: () => void; extra?: ReactNode }) {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const { rfq } = props;
  const columns: ColumnsType<RfqLine> = [
    col.qty(t('sourcing:lineNo'), 'lineNo'),
    col.code(t('sourcing:partCode'), 'partCode'),
    col.text(t('sourcing:partName'), zh ? 'nameZh' : 'nameEn'),
    col.qty(t('sourcing:qty'), 'qty'),
    col.text(t('sourcing:quotes'), 'quotes', {
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
    <Drawer
      open={rfq !== null}
      onClose={props.onClose}
      width={860}
      title={rfq ? `${t('sourcing:rfq')} ${rfq.rfqNo}` : ''}
      extra={props.extra}
      data-testid="rfq-detail"
    >
      {rfq && (
        <>
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={t('sourcing:status')}>
              <StatusTag kind="rfqStatus" value={rfq.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('sourcing:title')}>{rfq.title}</Descriptions.Item>
            <Descriptions.Item label={t('sourcing:currency')}>{rfq.currency}</Descriptions.Item>
            <Descriptions.Item label={t('sourcing:quoteDueDate')}>{rfq.quoteDueDate}</Descriptions.Item>
            <Descriptions.Item label={t('sourcing:suppliers')}>
              {rfq.supplierCodes.join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('sourcing:remark')}>{rfq.remark ?? ''}</Descriptions.Item>
          </Descriptions>
          <Table<RfqLine>
            size="small"
            rowKey="id"
            columns={columns}
            dataSource={rfq.lines}
            pagination={false}
            style={{ margin: '12px 0' }}
          />
          <Timeline
            items={rfq.history.map((h) => ({
              children: `${formatDateTime(h.createdAt)} ${h.actorName} ${t(`sourcing:actions.${h.action}`)}${h.opinion ? `：${h.opinion}` : ''}`,
            }))}
          />
        </>
      )}
    </Drawer>
  );
}
