import {
  checkPartStatusChange,
  errorMessage,
  NO_PART_BLOCKERS,
  normalizePartCode,
  PART_STATUSES,
  type PartStatus,
  partStatusTransitions,
} from '@spm/domain';
import { Form, Input, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import {
  FormDialog,
  type TargetDialogProps,
  targetFormProps,
  useRequiredRule,
} from '../../../shared/FormDialog';
import { StatusTag } from '../../../shared/StatusTag';
import { changePartStatus } from '../api';
import { partStatusLabel } from '../part-labels';

export interface StatusTarget {
  partCode: string;
  status: string;
  newPartCode: string | null;
  version: number;
}

interface Values {
  status: PartStatus;
  newPartCode?: string;
}

/**
 * Changes a part's status (spec §4): the choices follow the transition table; a replacement asks for
 * the new part code first; the change is confirmed before it is sent. Server refusals (stock, open
 * orders, …) are shown on the fields or as a message.
 */
export function StatusChangeDialog({ target, onClose, onSaved }: TargetDialogProps<StatusTarget>) {
  const { t, i18n } = useTranslation();
  const required = useRequiredRule();
  const [form] = Form.useForm<Values>();
  const to = Form.useWatch('status', form);
  const from = (target?.status ?? 'CUR') as PartStatus;
  const language = domainLanguage(i18n.language);

  const options = (partStatusTransitions[from] ?? []).map((s) => ({
    value: s,
    label: partStatusLabel(s, i18n.language),
  }));
  const needsSuccessor = to ? PART_STATUSES[to].requiresNewPartCode : false;

  const ruleCheck = (values: Values) =>
    checkPartStatusChange({
      partCode: target?.partCode ?? '',
      from,
      to: values.status,
      newPartCode: values.newPartCode ? normalizePartCode(values.newPartCode) : null,
      source: 'manual',
      blockers: NO_PART_BLOCKERS,
    });

  const validate = (values: Values) => {
    const broken = ruleCheck(values);
    if (!broken) return true;
    form.setFields([
      {
        name: broken.field === 'newPartCode' ? 'newPartCode' : 'status',
        errors: [errorMessage(broken.code, language, broken.params as Record<string, unknown>)],
      },
    ]);
    return false;
  };

  const send = async (values: Values) => {
    if (!target) return;
    await changePartStatus(target.partCode, {
      status: values.status,
      newPartCode: needsSuccessor ? normalizePartCode(values.newPartCode ?? '') : null,
      version: target.version,
    });
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...targetFormProps({ target, onClose }, t('parts:status.title'))}
      form={form}
      name="partStatus"
      testId="status-form"
      layout={{
        layout: 'horizontal',
        labelCol: { flex: i18n.language === 'en-US' ? '130px' : '90px' },
        wrapperCol: { flex: 1 },
      }}
      initialValues={{ status: undefined, newPartCode: target?.newPartCode ?? '' }}
      validate={validate}
      confirm={(values) =>
        t('parts:status.confirm', {
          partCode: target?.partCode,
          from: partStatusLabel(from, i18n.language),
          to: partStatusLabel(values.status, i18n.language),
        })
      }
      onSubmit={send}
    >
      <Form.Item label={t('parts:field.partCode')}>
        <Typography.Text strong>{target?.partCode}</Typography.Text>
      </Form.Item>
      <Form.Item label={t('parts:status.current')}>
        <StatusTag kind="partStatus" value={from} />
      </Form.Item>
      <Form.Item name="status" label={t('parts:status.target')} rules={[required(t('parts:status.target'))]}>
        <Select options={options} placeholder={t('parts:status.choose')} />
      </Form.Item>
      {needsSuccessor && (
        <Form.Item
          name="newPartCode"
          label={t('parts:field.newPartCode')}
          extra={t('parts:status.successorHint')}
          rules={[
            {
              required: true,
              whitespace: true,
              message: errorMessage('PART_NEW_PART_CODE_REQUIRED', language),
            },
          ]}
        >
          <Input maxLength={40} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
