import type { PartWarehouseSetting } from '@spm/contracts';
import { QTY_MAX } from '@spm/contracts';
import { checkMainStorageFirst, checkStorageCode, errorMessage } from '@spm/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { FormDialog, type TargetDialogProps, targetFormProps } from '../../../shared/FormDialog';
import { savePartWarehouse } from '../api';
import { applyPartErrors } from './violations';

export interface WarehouseSettingTarget {
  partCode: string;
  warehouseCode: string;
  warehouseName: string;
  row: PartWarehouseSetting | null;
}

type Values = Pick<
  PartWarehouseSetting,
  | 'flowPartition'
  | 'mainStorageCode'
  | 'abnormalStorageCode'
  | 'childDefaultStorageCode'
  | 'safetyStock'
  | 'capacity'
>;

/**
 * Warehouse info of a part in one warehouse (spec §5): storage codes follow the norm, the main storage
 * comes before safety stock or capacity; the server also checks the abnormal-part storage type, the
 * child-part warehouse and the storage-change blockers.
 */
export function WarehouseSettingDialog({
  target,
  onClose,
  onSaved,
}: TargetDialogProps<WarehouseSettingTarget>) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const language = domainLanguage(i18n.language);

  const storageRule = (field: string) => ({
    validator: (_: unknown, value: string | null) => {
      const v = value ? checkStorageCode(value.trim().toUpperCase(), field) : null;
      return v
        ? Promise.reject(new Error(errorMessage(v.code, language, v.params as Record<string, unknown>)))
        : Promise.resolve();
    },
  });
  const blank = (v: string | null | undefined) => (v && v.trim() !== '' ? v.trim().toUpperCase() : null);

  const bodyOf = (v: Values) => ({
    flowPartition: v.flowPartition?.trim() || null,
    mainStorageCode: blank(v.mainStorageCode),
    abnormalStorageCode: blank(v.abnormalStorageCode),
    childDefaultStorageCode: blank(v.childDefaultStorageCode),
    safetyStock: v.safetyStock ?? null,
    capacity: v.capacity ?? null,
  });

  const validate = (v: Values) => {
    const first = checkMainStorageFirst(bodyOf(v));
    if (!first) return true;
    form.setFields([{ name: 'mainStorageCode', errors: [errorMessage(first.code, language)] }]);
    return false;
  };

  const submit = async (v: Values) => {
    if (!target) return;
    await savePartWarehouse(target.partCode, target.warehouseCode, {
      ...bodyOf(v),
      version: target.row?.version ?? 0,
    });
    onSaved();
  };

  const r = target?.row;
  return (
    <FormDialog<Values>
      {...targetFormProps(
        { target, onClose },
        t('parts:warehouseSetting.title', {
          partCode: target?.partCode,
          warehouse: `${target?.warehouseCode ?? ''} ${target?.warehouseName ?? ''}`,
        }),
      )}
      form={form}
      name="partWarehouse"
      initialValues={{
        flowPartition: r?.flowPartition ?? '',
        mainStorageCode: r?.mainStorageCode ?? '',
        abnormalStorageCode: r?.abnormalStorageCode ?? '',
        childDefaultStorageCode: r?.childDefaultStorageCode ?? '',
        safetyStock: r?.safetyStock ?? null,
        capacity: r?.capacity ?? null,
      }}
      validate={validate}
      onSubmit={submit}
      applyErrors={applyPartErrors}
    >
      <Form.Item name="flowPartition" label={t('parts:field.flowPartition')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="mainStorageCode"
        label={t('parts:field.mainStorageCode')}
        rules={[storageRule('mainStorageCode')]}
      >
        <Input maxLength={30} placeholder="A-01-02-03" />
      </Form.Item>
      <Form.Item
        name="abnormalStorageCode"
        label={t('parts:field.abnormalStorageCode')}
        rules={[storageRule('abnormalStorageCode')]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item
        name="childDefaultStorageCode"
        label={t('parts:field.childDefaultStorageCode')}
        rules={[storageRule('childDefaultStorageCode')]}
      >
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="safetyStock" label={t('parts:field.safetyStock')}>
        <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="capacity" label={t('parts:field.capacity')}>
        <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
