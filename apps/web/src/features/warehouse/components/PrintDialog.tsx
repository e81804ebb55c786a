import { PrinterOutlined } from '@ant-design/icons';
import { checkPrintCopies, errorMessage, PRINT_COPIES_MAX } from '@spm/domain';
import { Button, Form, InputNumber } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { ActionDialog } from '../../../shared/ActionDialog';
import { printPdf } from '../api';

/**
 * Print button with a copies dialog (1-5000, the server's rule PRINT_COPIES_OUT_OF_RANGE checked here
 * too); downloads the PDF the server lays out (27 lines per page).
 */
export function PrintButton({ path, label, size }: { path: string; label?: string; size?: 'small' }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ copies: number }>();
  const submit = async () => {
    const { copies } = await form.validateFields();
    setBusy(true);
    try {
      await printPdf(path, copies);
      setOpen(false);
    } catch {
      // the client showed the message
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="link" size={size} icon={<PrinterOutlined />} onClick={() => setOpen(true)}>
        {label ?? t('common:action.print')}
      </Button>
      <ActionDialog
        open={open}
        title={label ?? t('common:action.print')}
        onClose={() => setOpen(false)}
        onOk={submit}
        busy={busy}
        okText={t('common:action.ok')}
        width={360}
      >
        <Form form={form} layout="vertical" initialValues={{ copies: 1 }} preserve={false}>
          <Form.Item
            name="copies"
            label={t('warehouse:print.copies')}
            extra={t('warehouse:print.copiesHint', { max: PRINT_COPIES_MAX })}
            rules={[
              {
                validator: async (_, value: number) => {
                  const v = checkPrintCopies(Number(value));
                  if (v) throw new Error(errorMessage(v.code, currentLanguage(), v.params));
                },
              },
            ]}
          >
            <InputNumber min={1} max={PRINT_COPIES_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </ActionDialog>
    </>
  );
}
