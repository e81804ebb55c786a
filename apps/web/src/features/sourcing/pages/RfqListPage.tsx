import type { RfqBatchResult, RfqDetail, RfqItem } from '@spm/contracts';
import { CURRENCIES, perm, type RfqStatus, rfqActionAllowed } from '@spm/domain';
import { DatePicker, Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { notify } from '../../../app/api/notify';
import { codeNameOptions } from '../../../shared/code-name-options';
import { col, useRowActions } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { PartQtyLinesItem, parsePartQtyLines, partQtyLinesText } from '../../../shared/PartQtyLinesItem';
import { useSuppliers } from '../../../shared/reference-data';
import { refreshing, refreshingSelection } from '../../../shared/refreshing';
import { addAction } from '../../../shared/toolbar-actions';
import {
  confirmRfq,
  createRfq,
  deleteRfqs,
  fetchRfq,
  rejectRfq,
  sourcingKeys,
  sourcingLists,
  stopRfqs,
  transferRfq,
  updateRfq,
} from '../api';
import { RejectDialog } from '../components/RejectDialog';
import { RfqDetailDrawer } from './RfqDetailDrawer';

interface RfqForm {
  title: string;
  currency: string;
  quoteDueDate: Dayjs;
  supplierCodes: string[];
  lines: string;
  remark?: string;
}

/**
 * RFQs (RFQ001 list, RFQ002 detail): head office asks suppliers to quote parts; edit while waiting
 * confirm or rejected; confirm, reject, send to SRM; delete and stop in batches. Buttons follow the
 * RFQ state machine of the domain.
 */
export default function RfqListPage() {
  const { t, cols, search } = useListKit('sourcing:');
  const actions = useRowActions();
  const refresh = useRefresh(sourcingKeys.rfqs);
  const suppliers = useSuppliers();
  const [editing, setEditing] = useState<RfqDetail | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<RfqItem | null>(null);
  const [detail, setDetail] = useState<RfqDetail | null>(null);
  const allowed = (action: Parameters<typeof rfqActionAllowed>[0], r: RfqItem) =>
    rfqActionAllowed(action, r.status as RfqStatus);
  const report = (results: RfqBatchResult) => {
    const failed = results.filter((r) => !r.ok);
    if (failed.length) notify.warning(failed.map((f) => f.message).join('\n'));
    else notify.success(t('common:message.done'));
  };

  const columns: ColumnsType<RfqItem> = [
    cols.link('rfqNo', async (r) => setDetail(await fetchRfq(r.id)), {
      testId: 'rfq-open',
    }),
    cols.status('status', 'rfqStatus'),
    cols.text('title'),
    cols.code('currency'),
    cols.date('quoteDueDate'),
    col.text(t('sourcing:suppliers'), 'supplierCodes', { render: (v: string[]) => v.join(', ') }),
    cols.qty('lineCount'),
    cols.qty('quotedCount'),
    col.text(t('sourcing:createdBy'), 'createdByName'),
    cols.dateTime('createdAt'),
    cols.actions<RfqItem>((r) => [
      actions.edit(perm('rfqManage', 'edit'), async () => setEditing(await fetchRfq(r.id)), {
        hidden: !allowed('edit', r),
      }),
      {
        key: 'confirm',
        label: t('common:action.confirm'),
        permission: perm('rfqManage', 'confirm'),
        hidden: !allowed('confirm', r),
        confirm: t('sourcing:confirmConfirm', { no: r.rfqNo }),
        testId: 'rfq-confirm',
        onClick: refreshing(refresh, () => confirmRfq(r.id, r.version)),
      },
      {
        key: 'reject',
        label: t('common:action.reject'),
        permission: perm('rfqManage', 'reject'),
        hidden: !allowed('reject', r),
        onClick: () => setRejecting(r),
      },
      {
        key: 'transfer',
        label: t('sourcing:transfer'),
        permission: perm('rfqManage', 'transfer'),
        hidden: !allowed('transfer', r),
        confirm: t('sourcing:confirmTransfer', { no: r.rfqNo }),
        onClick: refreshing(refresh, () => transferRfq(r.id, r.version)),
      },
    ]),
  ];
  const current = editing && editing !== 'new' ? editing : null;

  return (
    <>
      <ListPage<RfqItem>
        source={sourcingLists.rfqs}
        columns={columns}
        selection="multiple"
        searchFields={[
          search.text('rfqNo', 20),
          search.status('rfqStatus'),
          search.text('partCode', 30),
          search.text('supplierCode', 20),
        ]}
        toolbar={[
          addAction(() => setEditing('new'), t('sourcing:newRfq')),
          {
            action: 'delete',
            danger: true,
            needsSelection: 'some',
            confirm: (c) => t('sourcing:confirmDelete', { count: c.selectedRows.length }),
            onClick: refreshingSelection(refresh, async (rows) =>
              report(await deleteRfqs(rows.map((r) => r.id))),
            ),
          },
          {
            action: 'stop',
            label: t('sourcing:stop'),
            permission: perm('rfqManage', 'stop'),
            needsSelection: 'some',
            confirm: (c) => t('sourcing:confirmStop', { count: c.selectedRows.length }),
            onClick: refreshingSelection(refresh, async (rows) =>
              report(await stopRfqs(rows.map((r) => r.id))),
            ),
          },
        ]}
      />
      <RfqDetailDrawer rfq={detail} onClose={() => setDetail(null)} />
      <FormDialog<RfqForm>
        open={editing !== null}
        title={current ? `${t('common:action.edit')} ${current.rfqNo}` : t('sourcing:newRfq')}
        name="rfq"
        testId="rfq-dialog"
        width={640}
        initialValues={
          current
            ? {
                title: current.title,
                currency: current.currency,
                quoteDueDate: dayjs(current.quoteDueDate),
                supplierCodes: current.supplierCodes,
                remark: current.remark ?? undefined,
                lines: partQtyLinesText(current.lines),
              }
            : { currency: 'CNY' }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (v) => {
          const body = {
            title: v.title,
            currency: v.currency as (typeof CURRENCIES)[number],
            quoteDueDate: v.quoteDueDate.format('YYYY-MM-DD'),
            supplierCodes: v.supplierCodes,
            remark: v.remark,
            lines: parsePartQtyLines(v.lines),
          };
          if (current) await updateRfq(current.id, { ...body, version: current.version });
          else await createRfq(body);
          await refresh();
        }}
      >
        <Form.Item name="title" label={t('sourcing:title')} rules={[{ required: true }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="currency" label={t('sourcing:currency')} rules={[{ required: true }]}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item name="quoteDueDate" label={t('sourcing:quoteDueDate')} rules={[{ required: true }]}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="supplierCodes" label={t('sourcing:suppliers')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            showSearch
            optionFilterProp="label"
            options={codeNameOptions(suppliers.data)}
          />
        </Form.Item>
        <PartQtyLinesItem ns="sourcing" />
        <Form.Item name="remark" label={t('sourcing:remark')}>
          <Input maxLength={200} />
        </Form.Item>
      </FormDialog>
      <RejectDialog
        open={rejecting !== null}
        name="rfqReject"
        testId="rfq-reject-dialog"
        onClose={() => setRejecting(null)}
        onSubmit={async (opinion) => {
          if (rejecting) await rejectRfq(rejecting.id, rejecting.version, opinion);
          await refresh();
        }}
      />
    </>
  );
}
