import type { BaseNumberItem } from '@spm/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  type AddOrEditDialogProps,
  addOrEditFormProps,
  addOrEditTitles,
  FormDialog,
  useRequiredRule,
} from '../../../shared/FormDialog';
import { createBaseNumber, updateBaseNumber } from '../api';

interface Values {
  baseNumber: string;
  nameZh: string;
  nameEn: string;
  remark?: string;
}

const FORMAT = /^[A-Za-z0-9]{1,30}$/;

/** Add (`target.item` null) or edit a base number (spec §2 base number maintenance). */
export function BaseNumberDialog({ target, onClose, onSaved }: AddOrEditDialogProps<BaseNumberItem>) {
  const item = target?.item ?? null;
  const { t } = useTranslation();

  const requiredRule = useRequiredRule();
  const required = (field: string) => requiredRule(t(`parts:baseNumber.${field}`));

  const submit = async (v: Values) => {
    const body = { nameZh: v.nameZh.trim(), nameEn: v.nameEn.trim(), remark: v.remark?.trim() || null };
    if (item) await updateBaseNumber(item.baseNumber, { ...body, version: item.version });
    else await createBaseNumber({ ...body, baseNumber: v.baseNumber.trim().toUpperCase() });
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...addOrEditFormProps({ target, onClose }, addOrEditTitles(t, 'parts:baseNumber.'))}
      name="baseNumber"
      initialValues={
        item ? { ...item, remark: item.remark ?? '' } : { baseNumber: '', nameZh: '', nameEn: '', remark: '' }
      }
      onSubmit={submit}
    >
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
    </FormDialog>
  );
}
