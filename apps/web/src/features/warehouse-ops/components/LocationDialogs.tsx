import type { LocationItem } from '@spm/contracts';
import { QTY_MAX, STORAGE_TYPE_LABELS, STORAGE_TYPES, type StorageType } from '@spm/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { currentLanguage } from '../../../app/i18n';
import { codeNameOptions } from '../../../shared/code-name-options';
import { FormDialog, type TargetDialogProps, targetFormProps } from '../../../shared/FormDialog';
import { createLocation, updateLocation } from '../api';
import { storageCodeRule, upperCode } from '../form-rules';

/** The storage type in the screen's language. */
export const storageTypeLabel = (v: string) => {
  const label = STORAGE_TYPE_LABELS[v as StorageType];
  return (currentLanguage() === 'zh-CN' ? label?.zh : label?.en) ?? v;
};

/** The warehouse the caller works in: the current one, else the first of theirs. */
export function useOwnWarehouses() {
  const { me } = useSession();
  return {
    current: me.currentWarehouseCode ?? me.warehouses[0]?.code ?? '',
    options: codeNameOptions(me.warehouses),
  };
}

interface LocationValues {
  warehouseCode: string;
  storageCode: string;
  storageType: StorageType;
  capacity?: number | null;
}

/** Add a location (`row` null) or change the type and capacity of `row`. */
export interface LocationTarget {
  row: LocationItem | null;
}

/**
 * Adds a storage location (code per the storage norm, checked here as on the server; its parent level
 * must exist, LOCATION_PARENT_MISSING) or changes one's type and capacity (empty capacity: no limit).
 */
export function LocationDialog({ target, onClose, onSaved }: TargetDialogProps<LocationTarget>) {
  const { t } = useTranslation();
  const warehouses = useOwnWarehouses();
  const row = target?.row ?? null;
  return (
    <FormDialog<LocationValues>
      {...targetFormProps(
        { target, onClose },
        row ? `${t('warehouseOps:editLocation')} ${row.storageCode}` : t('warehouseOps:addLocation'),
      )}
      name="location"
      testId="location-dialog"
      initialValues={
        row
          ? {
              warehouseCode: row.warehouseCode,
              storageCode: row.storageCode,
              storageType: row.storageType as StorageType,
              capacity: row.capacity,
            }
          : { warehouseCode: warehouses.current, storageType: 'main' }
      }
      onSubmit={async (v) => {
        const body = {
          warehouseCode: v.warehouseCode,
          storageCode: upperCode(v.storageCode),
          storageType: v.storageType,
          capacity: v.capacity ?? null,
        };
        await (row ? updateLocation(body) : createLocation(body));
        await onSaved();
      }}
    >
      <Form.Item name="warehouseCode" label={t('warehouseOps:warehouse')} rules={[{ required: true }]}>
        <Select disabled={row !== null} options={warehouses.options} />
      </Form.Item>
      <Form.Item
        name="storageCode"
        label={t('warehouseOps:storageCode')}
        extra={row ? undefined : t('warehouseOps:storageCodeHint')}
        rules={[{ required: true, whitespace: true }, storageCodeRule()]}
      >
        <Input maxLength={30} placeholder="A-01-02-03" disabled={row !== null} />
      </Form.Item>
      <Form.Item name="storageType" label={t('warehouseOps:storageType')} rules={[{ required: true }]}>
        <Select options={STORAGE_TYPES.map((s) => ({ value: s, label: storageTypeLabel(s) }))} />
      </Form.Item>
      <Form.Item name="capacity" label={t('warehouseOps:capacity')} extra={t('warehouseOps:capacityHint')}>
        <InputNumber min={0} max={QTY_MAX} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
