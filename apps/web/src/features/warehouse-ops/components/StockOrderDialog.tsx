import type { StockOrderDetail } from '@spm/contracts';
import { normalizePartCode } from '@spm/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  FormDialog,
  type TargetDialogProps,
  targetFormProps,
  useRequiredRule,
} from '../../../shared/FormDialog';
import { createOrder, type OrderKind, updateOrder } from '../api';
import { applyLineErrors, storageCodeRule, upperCode } from '../form-rules';
import { LineRows, useLineColumns } from './LineRows';

interface OrderLine {
  partCode: string;
  storageCode: string;
  qty: number;
}
interface OrderValues {
  reason: string;
  supplierCode?: string;
  remark?: string;
  lines: OrderLine[];
}

/** Add an order (`order` null) of a warehouse, or edit `order` (unsubmitted or submitted). */
export interface StockOrderTarget {
  warehouseCode: string;
  order: StockOrderDetail | null;
}

/**
 * A return (WHR) or scrap (WSC) order: reason required (≤ 100 characters), 1-500 lines of part,
 * location (storage norm) and qty (≥ 1); the server refuses a qty above the location's available
 * stock (STOCK_ORDER_QTY_EXCEEDS_STOCK), shown on its line. Returns may name the supplier.
 */
export function StockOrderDialog({
  kind,
  target,
  onClose,
  onSaved,
}: TargetDialogProps<StockOrderTarget> & { kind: OrderKind }) {
  const { t } = useTranslation();
  const required = useRequiredRule();
  const lines = useLineColumns();
  const order = target?.order ?? null;
  return (
    <FormDialog<OrderValues>
      {...targetFormProps(
        { target, onClose },
        order ? `${t('common:action.edit')} ${order.orderNo}` : t('warehouseOps:add'),
      )}
      name={`${kind}Order`}
      testId={`${kind}-order-dialog`}
      width={760}
      initialValues={
        order
          ? {
              reason: order.reason,
              supplierCode: order.supplierCode ?? undefined,
              remark: order.remark ?? undefined,
              lines: order.lines.map((l) => ({
                partCode: l.partCode,
                storageCode: l.storageCode,
                qty: l.qty,
              })),
            }
          : { lines: [{} as OrderLine] }
      }
      applyErrors={applyLineErrors}
      onSubmit={async (v) => {
        if (!target) return;
        const body = {
          reason: v.reason.trim(),
          supplierCode: v.supplierCode?.trim() || undefined,
          remark: v.remark?.trim() || undefined,
          lines: v.lines.map((l) => ({
            partCode: normalizePartCode(l.partCode),
            storageCode: upperCode(l.storageCode),
            qty: l.qty,
          })),
        };
        await (order
          ? updateOrder(kind, order.id, { ...body, version: order.version })
          : createOrder(kind, { ...body, warehouseCode: target.warehouseCode }));
        await onSaved();
      }}
    >
      <Form.Item name="reason" label={t('warehouseOps:reason')} rules={[required(t('warehouseOps:reason'))]}>
        <Input maxLength={100} />
      </Form.Item>
      {kind === 'return' && (
        <Form.Item name="supplierCode" label={t('warehouseOps:supplierCode')}>
          <Input maxLength={20} />
        </Form.Item>
      )}
      <Form.Item name="remark" label={t('warehouseOps:remark')}>
        <Input maxLength={200} />
      </Form.Item>
      <LineRows
        columns={[
          lines.partCode,
          {
            field: 'storageCode',
            title: t('warehouseOps:storageCode'),
            width: 150,
            rules: [required(t('warehouseOps:storageCode')), storageCodeRule()],
            input: (i) => <Input maxLength={30} data-testid={`line-storage-${i}`} />,
          },
          lines.qty(120),
        ]}
      />
    </FormDialog>
  );
}
