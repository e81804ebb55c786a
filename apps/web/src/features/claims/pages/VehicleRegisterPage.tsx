import type { VehicleDetail, VehicleInput } from '@spm/contracts';
import { perm } from '@spm/domain';
import { DatePicker, Form, Input, Modal, Switch } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { notify } from '../../../app/api/notify';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { yesNoSearchField } from '../../../shared/search-fields';
import { addAction } from '../../../shared/toolbar-actions';
import { createVehicle, vehicleImportPath, vehicleKeys, vehicleLists } from '../vehicles-api';

type FormValues = Omit<VehicleInput, 'deliveryDate'> & { deliveryDate?: Dayjs };

/**
 * The vehicle register (GLOSSARY "vehicle register"; the source of VIN checks for claims, major
 * claims, BOD applications and accident cars): search by VIN or plate, model code and new-energy flag,
 * export, import from Excel and add a vehicle (VIN checked with its check digit by the server).
 */
export default function VehicleRegisterPage() {
  const { t, cols, search } = useListKit('claims:vehicle.');
  const refresh = useRefresh(vehicleKeys.list);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<FormValues>();

  const searchFields: SearchField[] = [
    search.text('keyword', 30),
    search.text('modelCode', 30),
    yesNoSearchField(
      'newEnergy',
      t('claims:vehicle.newEnergy'),
      t('claims:vehicle.yes'),
      t('claims:vehicle.no'),
    ),
  ];
  const columns: ColumnsType<VehicleDetail> = [
    cols.code('vin'),
    cols.code('plateNo'),
    cols.code('modelCode'),
    cols.text('modelName'),
    cols.date('deliveryDate'),
    cols.text('ownerName'),
    cols.code('engineNo'),
    cols.code('electricDriveNo'),
    cols.text('newEnergy', {
      render: (v: boolean) => t(v ? 'claims:vehicle.yes' : 'claims:vehicle.no'),
    }),
  ];

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await createVehicle({
        ...v,
        newEnergy: Boolean(v.newEnergy),
        deliveryDate: v.deliveryDate?.format('YYYY-MM-DD'),
      });
      notify.success(t('common:message.saved'));
      setOpen(false);
      form.resetFields();
      await refresh();
    } catch (e) {
      notify.error((e as Error).message);
    } finally {
      setSaving(false);
    }
  };

  const text = (name: keyof VehicleInput, max: number, required = false) => (
    <Form.Item
      name={name}
      label={t(`claims:vehicle.${name}`)}
      rules={[{ required, whitespace: required, max }]}
    >
      <Input maxLength={max} data-testid={`vehicle-${name}`} />
    </Form.Item>
  );

  return (
    <>
      <ListPage<VehicleDetail>
        source={vehicleLists.vehicles}
        columns={columns}
        searchFields={searchFields}
        toolbar={[addAction(() => setOpen(true), t('claims:vehicle.add'))]}
        toolbarExtra={
          <ExcelImportButton
            url={vehicleImportPath}
            permission={perm('vehicleRegister', 'import')}
            templateKey="vehicles"
            onImported={() => void refresh()}
          />
        }
      />
      <Modal
        open={open}
        title={t('claims:vehicle.add')}
        onCancel={() => setOpen(false)}
        onOk={() => void save()}
        confirmLoading={saving}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ newEnergy: false }}>
          {text('vin', 17, true)}
          {text('plateNo', 20)}
          {text('modelCode', 30, true)}
          {text('modelName', 100, true)}
          <Form.Item name="deliveryDate" label={t('claims:vehicle.deliveryDate')}>
            <DatePicker />
          </Form.Item>
          {text('ownerName', 100)}
          {text('engineNo', 30)}
          {text('electricDriveNo', 30)}
          <Form.Item name="newEnergy" label={t('claims:vehicle.newEnergy')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
