import type { WarehouseTransferDetail } from '@spm/contracts';
import { normalizePartCode } from '@spm/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeNameOptions } from '../../../shared/code-name-options';
import { FormDialog, type TargetDialogProps, targetFormProps } from '../../../shared/FormDialog';
import { useWarehouses } from '../../../shared/reference-data';
import { createTransfer, updateTransfer } from '../api';
import { applyLineErrors } from '../form-rules';
import { LineRows, useLineColumns } from './LineRows';

interface TransferValues {
  toWarehouseCode: string;
  remark?: string;
  lines: { partCode: string; qty: number }[];
}

/** Request a transfer out of `fromWarehouseCode` (`transfer` null), or edit `transfer` (its creator, unaudited). */
export interface TransferTarget {
  fromWarehouseCode: string;
  transfer: WarehouseTransferDetail | null;
}

/**
 * A transfer request (allocate apply) to another warehouse (TRANSFER_SAME_WAREHOUSE refused here as on
 * the server), 1-500 lines of part and qty (≥ 1), confirmed before it is sent. The server refuses a
 * part the requester is not responsible for (PART_NOT_RESPONSIBLE for head office,
 * TRANSFER_NOT_RESPONSIBLE for warehouse staff; both on the line's part code) and an edit by
 * anyone but the creator (TRANSFER_NOT_CREATOR).
 */
export function TransferDialog({ target, onClose, onSaved }: TargetDialogProps<TransferTarget>) {
  const { t } = useTranslation();
  const lines = useLineColumns();
  const warehouses = useWarehouses({ enabled: target !== null });
  const transfer = target?.transfer ?? null;
  const from = target?.fromWarehouseCode ?? '';
  return (
    <FormDialog<TransferValues>
      {...targetFormProps(
        { target, onClose },
        transfer ? `${t('common:action.edit')} ${transfer.transferNo}` : t('warehouseOps:requestTransfer'),
      )}
      name="transfer"
      testId="transfer-dialog"
      width={640}
      initialValues={
        transfer
          ? {
              toWarehouseCode: transfer.toWarehouseCode,
              remark: transfer.remark ?? undefined,
              lines: transfer.lines.map((l) => ({ partCode: l.partCode, qty: l.qty })),
            }
          : { lines: [{} as TransferValues['lines'][number]] }
      }
      confirm={(v) =>
        t('warehouseOps:confirmRequest', {
          from,
          to: v.toWarehouseCode,
          qty: v.lines.reduce((sum, l) => sum + (l.qty ?? 0), 0),
        })
      }
      applyErrors={applyLineErrors}
      onSubmit={async (v) => {
        const body = {
          toWarehouseCode: v.toWarehouseCode,
          remark: v.remark?.trim() || undefined,
          lines: v.lines.map((l) => ({ partCode: normalizePartCode(l.partCode), qty: l.qty })),
        };
        await (transfer
          ? updateTransfer(transfer.id, { ...body, version: transfer.version })
          : createTransfer({ ...body, fromWarehouseCode: from }));
        await onSaved();
      }}
    >
      <Form.Item label={t('warehouseOps:fromWarehouse')}>
        <Input value={from} disabled />
      </Form.Item>
      <Form.Item name="toWarehouseCode" label={t('warehouseOps:toWarehouse')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={codeNameOptions(warehouses.data?.filter((w) => w.code !== from))}
        />
      </Form.Item>
      <Form.Item name="remark" label={t('warehouseOps:remark')}>
        <Input maxLength={200} />
      </Form.Item>
      <LineRows columns={[lines.partCode, lines.qty(140)]} />
    </FormDialog>
  );
}
