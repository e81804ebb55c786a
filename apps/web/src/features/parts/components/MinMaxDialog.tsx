import type { PartDetail, WarehouseOption } from '@spm/contracts';
import { QTY_MAX } from '@spm/contracts';
import { checkMinMaxStock, errorMessage } from '@spm/domain';
import { Form, InputNumber, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { FormDialog } from '../../../shared/FormDialog';
import { orgOptions } from '../../../shared/reference-data';
import { correctMinMax } from '../api';

interface Values {
  warehouseCode?: string;
  minStock: number | null;
  maxStock: number | null;
}

/**
 * Min/max stock correction (spec §2) for the part level (no warehouse) or one warehouse; max not below
 * min (spec §5), checked here and on the server.
 */
export function MinMaxDialog({
  part,
  warehouses,
  onClose,
  onSaved,
}: {
  part: PartDetail | null;
  warehouses: WarehouseOption[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<Values>();
  const warehouseCode = Form.useWatch('warehouseCode', form);
  const row = part?.warehouses.find((w) => w.warehouseCode === warehouseCode);

  useEffect(() => {
    if (!part) return;
    const source = warehouseCode ? row : part;
    form.setFieldsValue({ minStock: source?.minStock ?? null, maxStock: source?.maxStock ?? null });
  }, [warehouseCode, row, part, form]);

  const submit = async (values: Values) => {
    if (!part) return;
    await correctMinMax(part.partCode, {
      warehouseCode: values.warehouseCode ?? null,
      minStock: values.minStock ?? null,
      maxStock: values.maxStock ?? null,
      version: values.warehouseCode ? (row?.version ?? 0) : part.version,
    });
    onSaved();
  };

  return (
    <FormDialog<Values>
      open={part !== null}
      form={form}
      title={t('parts:minMax.title', { partCode: part?.partCode })}
      name="minMax"
      initialValues={{ warehouseCode: undefined, minStock: part?.minStock, maxStock: part?.maxStock }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item
        name="warehouseCode"
        label={t('parts:field.warehouse')}
        extra={t('parts:minMax.partLevelHint')}
      >
        <Select allowClear options={orgOptions(warehouses)} />
      </Form.Item>
      <Form.Item name="minStock" label={t('parts:field.minStock')}>
        <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="maxStock"
        label={t('parts:field.maxStock')}
        dependencies={['minStock']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, value) => {
              const v = checkMinMaxStock(getFieldValue('minStock') ?? null, value ?? null);
              return v
                ? Promise.reject(
                    new Error(
                      errorMessage(
                        v.code,
                        domainLanguage(i18n.language),
                        v.params as Record<string, unknown>,
                      ),
                    ),
                  )
                : Promise.resolve();
            },
          }),
        ]}
      >
        <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
