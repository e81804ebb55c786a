import {
  ADJUSTMENT_TYPE_LABELS,
  ADJUSTMENT_TYPES,
  type AdjustmentType,
  normalizePartCode,
  QTY_MAX,
} from '@spm/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { createAdjustment } from '../api';
import { applyOneLineErrors, partCodeRule, storageCodeRule, upperCode } from '../form-rules';
import { useOwnWarehouses } from './LocationDialogs';

/** The adjustment type in the screen's language. */
export const adjustmentTypeLabel = (v: string) => {
  const label = ADJUSTMENT_TYPE_LABELS[v as AdjustmentType];
  return (currentLanguage() === 'zh-CN' ? label?.zh : label?.en) ?? v;
};

interface AdjustmentValues {
  adjustType: AdjustmentType;
  warehouseCode: string;
  partCode: string;
  storageCode: string;
  qtyDelta: number;
  reason: string;
}

/**
 * Requests a stock difference adjustment (claim, adjustment or scrap) of one part at one location:
 * a signed difference in pieces (not zero; a decrease is checked against the available stock when
 * it is audited), a reason (≤ 100 characters). Nothing changes in stock until it is approved.
 */
export function AdjustmentDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  const warehouses = useOwnWarehouses();
  const notZero = {
    validator: (_: unknown, v: number | null) =>
      v === 0 ? Promise.reject(new Error(t('warehouseOps:qtyDeltaNotZero'))) : Promise.resolve(),
  };
  return (
    <FormDialog<AdjustmentValues>
      open={open}
      title={t('warehouseOps:requestAdjustment')}
      name="adjustment"
      testId="adjustment-dialog"
      initialValues={{ warehouseCode: warehouses.current, adjustType: 'adjust' }}
      confirm={(v) =>
        t('warehouseOps:confirmRequestAdjustment', {
          type: adjustmentTypeLabel(v.adjustType),
          part: normalizePartCode(v.partCode),
          storage: upperCode(v.storageCode),
          qty: v.qtyDelta > 0 ? `+${v.qtyDelta}` : v.qtyDelta,
        })
      }
      applyErrors={applyOneLineErrors}
      onClose={onClose}
      onSubmit={async (v) => {
        await createAdjustment({
          warehouseCode: v.warehouseCode,
          adjustType: v.adjustType,
          reason: v.reason.trim(),
          lines: [
            {
              partCode: normalizePartCode(v.partCode),
              storageCode: upperCode(v.storageCode),
              qtyDelta: v.qtyDelta,
            },
          ],
        });
        await onSaved();
      }}
    >
      <Form.Item name="adjustType" label={t('warehouseOps:adjustType')} rules={[{ required: true }]}>
        <Select options={ADJUSTMENT_TYPES.map((v) => ({ value: v, label: adjustmentTypeLabel(v) }))} />
      </Form.Item>
      <Form.Item name="warehouseCode" label={t('warehouseOps:warehouse')} rules={[{ required: true }]}>
        <Select options={warehouses.options} />
      </Form.Item>
      <Form.Item
        name="partCode"
        label={t('warehouseOps:partCode')}
        rules={[required(t('warehouseOps:partCode')), partCodeRule]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="storageCode"
        label={t('warehouseOps:storageCode')}
        rules={[required(t('warehouseOps:storageCode')), storageCodeRule()]}
      >
        <Input maxLength={30} placeholder="A-01-02-03" />
      </Form.Item>
      <Form.Item
        name="qtyDelta"
        label={t('warehouseOps:qtyDelta')}
        extra={t('warehouseOps:qtyDeltaHint')}
        rules={[required(t('warehouseOps:qtyDelta')), notZero]}
      >
        <InputNumber min={-QTY_MAX} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="reason" label={t('warehouseOps:reason')} rules={[required(t('warehouseOps:reason'))]}>
        <Input.TextArea rows={2} maxLength={100} showCount />
      </Form.Item>
    </FormDialog>
  );
}
