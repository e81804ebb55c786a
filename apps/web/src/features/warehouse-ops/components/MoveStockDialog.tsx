import {
  checkLocationCapacity,
  checkPartCode,
  errorMessage,
  isStorageCode,
  normalizePartCode,
  QTY_MAX,
} from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { AutoComplete, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { FormDialog, type TargetDialogProps, targetFormProps } from '../../../shared/FormDialog';
import { useDebounced } from '../../../shared/use-debounced';
import { fetchLocation, fetchPartLocations, moveStock, whKeys } from '../api';
import { partCodeRule, rejectViolation, storageCodeRule, upperCode } from '../form-rules';
import { storageTypeLabel } from './LocationDialogs';

interface MoveValues {
  partCode: string;
  fromStorageCode: string;
  toStorageCode: string;
  qty: number;
}

/** Move out of `fromStorageCode` (when given) of a warehouse. */
export interface MoveTarget {
  warehouseCode: string;
  fromStorageCode?: string;
}

const fail = (message: string) => Promise.reject(new Error(message));

/**
 * Moves pieces of a part between two locations of a warehouse, confirmed first. The source is offered
 * from the part's locations with their available pieces; the form checks what the server checks once
 * it knows the locations: the pieces available at the source (STOCK_NOT_ENOUGH), the target registered
 * (STORAGE_NOT_FOUND) and within its capacity (LOCATION_CAPACITY_EXCEEDED). The server's refusal shows
 * on the field it concerns.
 */
export function MoveStockDialog({ target, onClose, onSaved }: TargetDialogProps<MoveTarget>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<MoveValues>();
  const warehouseCode = target?.warehouseCode ?? '';
  const language = currentLanguage();
  const message = (code: 'STOCK_NOT_ENOUGH' | 'STORAGE_NOT_FOUND', params: Record<string, unknown>) =>
    errorMessage(code, language, params);

  const partCode = normalizePartCode(useDebounced(Form.useWatch('partCode', form) ?? ''));
  const toCode = upperCode(useDebounced(Form.useWatch('toStorageCode', form) ?? ''));
  const partOk = target !== null && partCode !== '' && checkPartCode(partCode) === null;
  const held = useQuery({
    queryKey: [...whKeys.locations, 'part', warehouseCode, partCode],
    queryFn: () => fetchPartLocations(partCode, warehouseCode),
    enabled: partOk,
  });
  const toOk = target !== null && isStorageCode(toCode);
  const to = useQuery({
    queryKey: [...whKeys.locations, 'one', warehouseCode, toCode],
    queryFn: async () => (await fetchLocation(warehouseCode, toCode)) ?? null,
    enabled: toOk,
  });
  const sources = (held.data ?? []).filter((l) => l.warehouseCode === warehouseCode);
  const availableAt = (code: string) => sources.find((l) => l.storageCode === upperCode(code))?.availableQty;

  const qtyRule = {
    validator: (_: unknown, qty: number | null) => {
      const from = upperCode(form.getFieldValue('fromStorageCode'));
      const availableQty = from && held.isSuccess ? (availableAt(from) ?? 0) : undefined;
      return typeof qty === 'number' && availableQty !== undefined && qty > availableQty
        ? fail(message('STOCK_NOT_ENOUGH', { partCode, storageCode: from, qty, availableQty }))
        : Promise.resolve();
    },
  };
  const toRule = {
    validator: (_: unknown, value: string | null) => {
      const code = upperCode(value);
      if (!code || !isStorageCode(code)) return Promise.resolve();
      if (code === upperCode(form.getFieldValue('fromStorageCode')))
        return fail(t('warehouseOps:moveSameLocation'));
      if (code !== toCode || !to.isSuccess) return Promise.resolve();
      if (to.data === null) return fail(message('STORAGE_NOT_FOUND', { warehouseCode, storageCode: code }));
      const qty = form.getFieldValue('qty');
      return typeof qty === 'number'
        ? rejectViolation(checkLocationCapacity(to.data, qty))
        : Promise.resolve();
    },
  };
  const toExtra =
    toOk && to.data
      ? `${storageTypeLabel(to.data.storageType)} · ${t('warehouseOps:heldQty')} ${to.data.heldQty}${
          to.data.capacity === null ? '' : ` / ${t('warehouseOps:capacity')} ${to.data.capacity}`
        }`
      : undefined;

  return (
    <FormDialog<MoveValues>
      {...targetFormProps({ target, onClose }, `${t('warehouseOps:moveStock')} ${warehouseCode}`)}
      form={form}
      name="move"
      testId="move-dialog"
      initialValues={{ fromStorageCode: target?.fromStorageCode }}
      successMessage={t('warehouseOps:moved')}
      confirm={(v) =>
        t('warehouseOps:confirmMove', {
          qty: v.qty,
          part: normalizePartCode(v.partCode),
          from: upperCode(v.fromStorageCode),
          to: upperCode(v.toStorageCode),
        })
      }
      codeFields={{ STOCK_NOT_ENOUGH: 'qty', LOCATION_CAPACITY_EXCEEDED: 'toStorageCode' }}
      onSubmit={async (v) => {
        await moveStock({
          warehouseCode,
          partCode: normalizePartCode(v.partCode),
          fromStorageCode: upperCode(v.fromStorageCode),
          toStorageCode: upperCode(v.toStorageCode),
          qty: v.qty,
        });
        await onSaved();
      }}
    >
      <Form.Item
        name="partCode"
        label={t('warehouseOps:partCode')}
        rules={[{ required: true, whitespace: true }, partCodeRule]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="fromStorageCode"
        label={t('warehouseOps:fromLocation')}
        rules={[{ required: true, whitespace: true }, storageCodeRule('fromStorageCode')]}
      >
        <AutoComplete
          maxLength={30}
          options={sources.map((l) => ({
            value: l.storageCode,
            label: `${l.storageCode} · ${t('warehouseOps:availableQty')} ${l.availableQty}`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="toStorageCode"
        label={t('warehouseOps:toLocation')}
        extra={toExtra}
        dependencies={['fromStorageCode', 'qty']}
        validateDebounce={400}
        rules={[{ required: true, whitespace: true }, storageCodeRule('toStorageCode'), toRule]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="qty"
        label={t('warehouseOps:qty')}
        dependencies={['fromStorageCode']}
        rules={[{ required: true }, qtyRule]}
      >
        <InputNumber min={1} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
