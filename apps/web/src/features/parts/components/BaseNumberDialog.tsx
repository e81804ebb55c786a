import type { BaseNumberItem } from '@spm/contracts';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { applyServerErrors } from '../../../shared/form-errors';
import { createBaseNumber, updateBaseNumber } from '../api';

interface Values {
  baseNumber: string;
  nameZh: string;
  nameEn: string;
  remark?: string;
}

const FORMAT = /^[A-Za-z0-9]{1,30}$/;

/** Add (`item` null) or edit a base number (spec §2 base number maintenance). */
export function BaseNumberDialog({
  open,
  item,
  onClose,
  onSaved,
}: {
  open: boolean;
  item: BaseNumberItem | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item ? { ...item, remark: item.remark ?? '' } : { baseNumber: '', nameZh: '', nameEn: '', remark: '' },
    );
  }, [open, item, form]);

  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('common:validation.required', { field: t(`parts:baseNumber.${field}`) }),
  });

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const body = { nameZh: v.nameZh.trim(), nameEn: v.nameEn.trim(), remark: v.remark?.trim() || null };
      if (item) await updateBaseNumber(item.baseNumber, { ...body, version: item.version });
      else await createBaseNumber({ ...body, baseNumber: v.baseNumber.trim().toUpperCase() });
      notify.success(t('common:message.saved'));
      onSaved();
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={item ? t('parts:baseNumber.edit') : t('parts:baseNumber.add')}
      onCancel={onClose}
      onOk={submit}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="vertical" name="baseNumber">
        <Form.Item
          name="baseNumber"
          label={t('parts:baseNumber.baseNumber')}
          rules={[required('baseNumber'), { pattern: FORMAT, message: t('parts:baseNumber.formatHint') }]}
        >
          <Input maxLength={30} disabled={item !== null} />
        </Form.Item>
        <Form.Item name="nameZh" label={t('parts:baseNumber.nameZh')} rules={[required('nameZh')]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="nameEn" label={t('parts:baseNumber.nameEn')} rules={[required('nameEn')]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="remark" label={t('parts:baseNumber.remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
