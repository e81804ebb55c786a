import type { RfqDetail, RfqItem, RfqLine } from '@spm/contracts';
import { perm, type RfqStatus, rfqActionAllowed } from '@spm/domain';
import { Form, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { FormDialog } from '../../../shared/FormDialog';
import { LineCell } from '../../../shared/LineCell';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { fetchSupplierRfq, quoteRfq, sourcingKeys, sourcingLists } from '../api';
import { RfqDetailDrawer } from './RfqDetailDrawer';

interface QuoteForm {
  lines: { lineId: number; unitPrice: number; leadTimeDays: number }[];
}

/**
 * The supplier portal's RFQs: only those addressed to the signed-in supplier, with its own
 * quotations; it quotes (unit price in the RFQ's currency, lead time in days) while the RFQ waits for
 * confirmation or was rejected.
 */
export default function SupplierRfqPage() {
  const { t, cols, search } = useListKit('sourcing:');
  const refresh = useRefresh(sourcingKeys.supplierRfqs);
  const [detail, setDetail] = useState<RfqDetail | null>(null);
  const [quoting, setQuoting] = useState<RfqDetail | null>(null);

  const columns: ColumnsType<RfqItem> = [
    cols.link('rfqNo', async (r) => setDetail(await fetchSupplierRfq(r.id))),
    cols.status('status', 'rfqStatus'),
    cols.text('title'),
    cols.code('currency'),
    cols.date('quoteDueDate'),
    cols.qty('lineCount'),
    cols.qty('quotedCount'),
    cols.actions<RfqItem>((r) => [
      {
        key: 'quote',
        label: t('sourcing:quote'),
        permission: perm('supplierRfq', 'quote'),
        hidden: !rfqActionAllowed('quote', r.status as RfqStatus),
        testId: 'rfq-quote',
        onClick: async () => setQuoting(await fetchSupplierRfq(r.id)),
      },
    ]),
  ];

  const quoteColumns: ColumnsType<RfqLine> = [
    cols.code('partCode'),
    cols.partName(),
    cols.qty('qty'),
    {
      title: t('sourcing:unitPrice'),
      key: 'unitPrice',
      width: 140,
      render: (_: unknown, _r: unknown, i: number) => (
        <LineCell index={i} field="unitPrice" rules={[{ required: true }]}>
          <InputNumber
            min={0}
            max={9999999999}
            precision={2}
            style={{ width: '100%' }}
            data-testid="quote-price"
          />
        </LineCell>
      ),
    },
    {
      title: t('sourcing:leadTimeDays'),
      key: 'leadTimeDays',
      width: 110,
      render: (_: unknown, _r: unknown, i: number) => (
        <LineCell index={i} field="leadTimeDays" rules={[{ required: true }]}>
          <InputNumber min={0} max={3650} precision={0} style={{ width: '100%' }} />
        </LineCell>
      ),
    },
  ];

  return (
    <>
      <ListPage<RfqItem>
        source={sourcingLists.supplierRfqs}
        columns={columns}
        searchFields={[search.text('rfqNo', 20), search.status('rfqStatus')]}
      />
      <RfqDetailDrawer rfq={detail} onClose={() => setDetail(null)} />
      <FormDialog<QuoteForm>
        open={quoting !== null}
        title={quoting ? `${t('sourcing:quote')} ${quoting.rfqNo}（${quoting.currency}）` : ''}
        name="quote"
        testId="quote-dialog"
        width={760}
        initialValues={{
          lines: (quoting?.lines ?? []).map((l) => ({
            lineId: l.id,
            unitPrice: l.quotes[0] ? Number(l.quotes[0].unitPrice) : (undefined as unknown as number),
            leadTimeDays: l.quotes[0]?.leadTimeDays ?? 30,
          })),
        }}
        onClose={() => setQuoting(null)}
        onSubmit={async (v) => {
          if (!quoting) return;
          await quoteRfq(quoting.id, {
            version: quoting.version,
            quotes: v.lines.map((l) => ({
              lineId: l.lineId,
              unitPrice: l.unitPrice.toFixed(2),
              leadTimeDays: l.leadTimeDays,
            })),
          });
          await refresh();
        }}
      >
        <LinesTable<RfqLine> dataSource={quoting?.lines ?? []} columns={quoteColumns} />
        {(quoting?.lines ?? []).map((l, i) => (
          <Form.Item key={l.id} name={['lines', i, 'lineId']} hidden>
            <InputNumber />
          </Form.Item>
        ))}
      </FormDialog>
    </>
  );
}
