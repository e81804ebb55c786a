import { Decimal } from '@spm/domain';
import { Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
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
  const required = useRequiredRule();
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
      onSubmit={async (values) => {
        const saved = await setQuota({ ...values, months: values.months.map((m) => String(m)) });
        await refresh();
        return saved;
      }}
      onClose={onClose}
      footer={
        <Typography.Text type="secondary">
          {t('popp:quota.sumHint', { sum: monthsSum(months) })}
        </Typography.Text>
      }
    >
      <Row gutter={12}>
        <Col span={8}>
          <Form.Item
            name="dealerCode"
            label={t('popp:field.dealerCode')}
            rules={[required(t('popp:field.dealerCode'))]}
          >
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="year" label={t('popp:field.year')} rules={[{ required: true }]}>
            <InputNumber min={2000} max={2100} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="taskVolume"
            label={t('popp:field.taskVolume')}
            rules={[required(t('popp:field.taskVolume')), amountRule]}
          >
            <Input maxLength={14} />
          </Form.Item>
        </Col>
        {Array.from({ length: 12 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the 12 months are fixed positions
          <Col span={6} key={i}>
            <Form.Item
              name={['months', i]}
              label={t('popp:field.month', { month: i + 1 })}
              rules={[amountRule]}
            >
              <Input maxLength={14} />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </FormDialog>
  );
}
