import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';

/**
 * Reject a sourcing document (an RFQ, a fix-price package) with a required opinion of at most 200
 * characters: `onSubmit` gets the opinion as typed. Open while `open`; `name` is the form's name
 * (field ids `<name>_opinion`).
 */
export function RejectDialog({
  open,
  name,
  testId,
  onSubmit,
  onClose,
}: {
  open: boolean;
  name: string;
  testId?: string;
  onSubmit: (opinion: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ opinion: string }>
      open={open}
      title={t('common:action.reject')}
      name={name}
      testId={testId}
      onClose={onClose}
      onSubmit={(v) => onSubmit(v.opinion)}
    >
      <Form.Item name="opinion" label={t('sourcing:opinion')} rules={[{ required: true }]}>
        <Input.TextArea rows={3} maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
