import { Decimal } from '@spm/domain';
import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
import { useRefresh } from '../../../shared/ListPage';
import { type PoppQuota, poppKeys, setQuota } from '../api';

interface QuotaValues {
  dealerCode: string;
  year: number;
  taskVolume: string;
  months: string[];
}

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;

/** Sum of the 12 monthly amounts, 2 decimals ('-' while one is not a number). */
function monthsSum(months: readonly string[] | undefined): string {
  try {
    return (months ?? []).reduce((s, m) => s.plus(m || 0), new Decimal(0)).toFixed(2);
  } catch {
    return '-';
  }
}

/**
 * The POPP specialist sets a dealer's quota of a year (spec §3, §8): the annual task volume (up to 11
 * integer digits, 2 decimals) and the 12 monthly amounts, which must sum to it (the server checks it
 * too, POPP_QUOTA_MONTHS_SUM); a dealer whose type is not configured is refused (POPP_DEALER_NOT_ALLOWED).
 */
export function QuotaDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const field = useRequiredField();
  const [form] = Form.useForm<QuotaValues>();
  const months = Form.useWatch('months', form);
  const refresh = useRefresh(poppKeys.all);
  const amountRule = { pattern: AMOUNT, message: t('popp:field.taskVolume') };
  return (
    <FormDialog<QuotaValues, PoppQuota>
      open={open}
      form={form}
      title={t('popp:quota.title')}
      name="quota"
      width={720}
      initialValues={{ year: new Date().getFullYear(), months: Array.from({ length: 12 }, () => '0.00') }}
      successMessage={t('popp:message.quotaSaved')}
      codeFields={{ POPP_DEALER_NOT_ALLOWED: 'dealerCode', DEALER_NOT_FOUND: 'dealerCode' }}
      onSubmit={(values) => setQuota({ ...values, months: values.months.map((m) => String(m)) })}
      refresh={refresh}
      onClose={onClose}
      footer={
        <Typography.Text type="secondary">
          {t('popp:quota.sumHint', { sum: monthsSum(months) })}
        </Typography.Text>
      }
    >
      <FormGrid
        col={{ span: 8 }}
        gutter={12}
        fields={[
          field('dealerCode', t('popp:field.dealerCode'), 20),
          {
            name: 'year',
            label: t('popp:field.year'),
            rules: [{ required: true }],
            input: <InputNumber min={2000} max={2100} style={{ width: '100%' }} />,
          },
          field('taskVolume', t('popp:field.taskVolume'), 14, { rules: [amountRule] }),
          ...Array.from({ length: 12 }, (_, i) => ({
            name: ['months', i],
            label: t('popp:field.month', { month: i + 1 }),
            rules: [amountRule],
            max: 14,
            col: { span: 6 },
          })),
        ]}
      />
    </FormDialog>
  );
}
