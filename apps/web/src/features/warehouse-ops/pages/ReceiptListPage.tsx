import type { ReceiptDetail, ReceiptItem } from '@spm/contracts';
import { checkReceivedQty, perm, receiptWorkflow } from '@spm/domain';
import { Form, Input, InputNumber } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col, useDocumentNoColumn } from '../../../shared/columns';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { LineCell } from '../../../shared/LineCell';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import { stepAction } from '../../../shared/step-actions';
import { cancelReceiving, fetchReceipt, packagingAudit, putAway, receive, whKeys, whLists } from '../api';
import {
  applyLineErrors,
  applyOneLineErrors,
  containerNoRule,
  rejectViolation,
  storageCodeRule,
  upperCode,
} from '../form-rules';

interface ReceiveForm {
  containerNo: string;
  lines: { lineId: number; receivedQty: number; remark?: string }[];
}

/**
 * Inbound receiving (WHI): the receipts of the caller's warehouses; receive (container or vehicle
 * number, received qty per line with a remark when short), packaging audit, put-away and cancel
 * receiving, each confirmed. The server's field errors show on the lines.
 */
export default function ReceiptListPage() {
  const { t, cols, search } = useListKit('warehouseOps:');
  const required = useRequiredRule();
  const refresh = useRefresh(whKeys.receipts);
  const [receiving, setReceiving] = useState<ReceiptDetail | null>(null);
  const [putting, setPutting] = useState<ReceiptDetail | null>(null);

  // a transfer's receipt opens the transfer in the transfer list
  const sourceNo = useDocumentNoColumn<ReceiptItem>(t('warehouseOps:sourceNo'), 'sourceNo', {
    path: '/warehouseOps/transfers',
    param: 'transferNo',
    permission: perm('transferApply', 'view'),
    opens: (r) => r.sourceType === 'transfer',
    testId: 'receipt-source-link',
  });
  const columns: ColumnsType<ReceiptItem> = [
    cols.code('receiptNo'),
    cols.status('status', 'receiptStatus'),
    col.code(t('warehouseOps:warehouse'), 'warehouseCode'),
    sourceNo,
    cols.code('containerNo'),
    cols.text('packagingAudited', {
      render: (v: boolean) => (v ? t('warehouseOps:yes') : t('warehouseOps:no')),
    }),
    cols.dateTime('receivedAt'),
    cols.actions<ReceiptItem>((r) => [
      stepAction(receiptWorkflow, 'receive', r.status, {
        label: t('warehouseOps:receive'),
        testId: 'receipt-receive',
        onClick: async () => setReceiving(await fetchReceipt(r.id)),
      }),
      {
        key: 'audit',
        label: t('warehouseOps:packagingAudit'),
        permission: perm('warehouseReceipt', 'audit'),
        hidden: r.status !== 1 || r.packagingAudited,
        confirm: t('warehouseOps:confirmPackagingAudit', { no: r.receiptNo }),
        testId: 'receipt-audit',
        onClick: refreshing(refresh, () => packagingAudit(r.id, r.version)),
      },
      stepAction(receiptWorkflow, 'putAway', r.status, {
        label: t('warehouseOps:putAway'),
        hidden: !r.packagingAudited,
        testId: 'receipt-put-away',
        onClick: async () => setPutting(await fetchReceipt(r.id)),
      }),
      stepAction(receiptWorkflow, 'cancel', r.status, {
        label: t('warehouseOps:cancelReceiving'),
        danger: true,
        confirm: t('warehouseOps:confirmCancelReceiving', { no: r.receiptNo }),
        onClick: refreshing(refresh, () => cancelReceiving(r.id, r.version)),
      }),
    ]),
  ];

  return (
    <>
      <ListPage<ReceiptItem>
        source={whLists.receipts}
        columns={columns}
        searchFields={[
          search.text('receiptNo', 20),
          search.text('containerNo', 12),
          search.status('receiptStatus'),
        ]}
      />
      <FormDialog<ReceiveForm>
        open={receiving !== null}
        title={`${t('warehouseOps:receive')} ${receiving?.receiptNo ?? ''}`}
        name="receive"
        width={720}
        testId="receive-dialog"
        initialValues={{
          lines: receiving?.lines.map((l) => ({ lineId: l.id, receivedQty: l.receivableQty })),
        }}
        confirm={() => t('warehouseOps:confirmReceive')}
        applyErrors={applyLineErrors}
        onClose={() => setReceiving(null)}
        onSubmit={async (v) => {
          if (!receiving) return;
          await receive(receiving.id, {
            version: receiving.version,
            containerNo: upperCode(v.containerNo),
            lines: v.lines,
          });
          await refresh();
        }}
      >
        <Form.Item
          name="containerNo"
          label={t('warehouseOps:containerNo')}
          rules={[{ required: true, whitespace: true }, containerNoRule]}
          extra={t('warehouseOps:containerNoHint')}
        >
          <Input maxLength={12} />
        </Form.Item>
        <LinesTable
          dataSource={receiving?.lines ?? []}
          columns={[
            { title: t('warehouseOps:partCode'), dataIndex: 'partCode' },
            col.partName<ReceiptDetail['lines'][number]>(t('warehouseOps:partName')),
            { title: t('warehouseOps:receivableQty'), dataIndex: 'receivableQty', align: 'right' },
            {
              title: t('warehouseOps:receivedQty'),
              render: (_: unknown, l: ReceiptDetail['lines'][number], i: number) => (
                <LineCell
                  index={i}
                  field="receivedQty"
                  idField="lineId"
                  rules={[required(t('warehouseOps:receivedQty'))]}
                >
                  <InputNumber
                    min={0}
                    max={l.receivableQty}
                    precision={0}
                    data-testid={`received-qty-${i}`}
                  />
                </LineCell>
              ),
            },
            {
              title: t('warehouseOps:remark'),
              render: (_: unknown, l: ReceiptDetail['lines'][number], i: number) => (
                <Form.Item
                  name={['lines', i, 'remark']}
                  style={{ marginBottom: 0 }}
                  dependencies={[['lines', i, 'receivedQty']]}
                  rules={[
                    ({ getFieldValue }) => ({
                      validator: (_r: unknown, remark?: string) => {
                        const receivedQty = getFieldValue(['lines', i, 'receivedQty']);
                        if (typeof receivedQty !== 'number') return Promise.resolve();
                        const line = {
                          partCode: l.partCode,
                          receivableQty: l.receivableQty,
                          receivedQty,
                          remark,
                        };
                        return rejectViolation(checkReceivedQty(line, `lines.${i}`));
                      },
                    }),
                  ]}
                >
                  <Input maxLength={200} data-testid={`received-remark-${i}`} />
                </Form.Item>
              ),
            },
          ]}
        />
      </FormDialog>
      <FormDialog<{ storageCode: string }>
        open={putting !== null}
        title={`${t('warehouseOps:putAway')} ${putting?.receiptNo ?? ''}`}
        name="putAway"
        testId="put-away-dialog"
        confirm={(v) => t('warehouseOps:confirmPutAway', { storage: upperCode(v.storageCode) })}
        applyErrors={applyOneLineErrors}
        onClose={() => setPutting(null)}
        onSubmit={async (v) => {
          if (!putting) return;
          await putAway(
            putting.id,
            putting.version,
            putting.lines.map((l) => ({ lineId: l.id, storageCode: v.storageCode.trim().toUpperCase() })),
          );
          await refresh();
        }}
      >
        <Form.Item
          name="storageCode"
          label={t('warehouseOps:storageCode')}
          rules={[{ required: true, whitespace: true }, storageCodeRule()]}
        >
          <Input maxLength={30} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
