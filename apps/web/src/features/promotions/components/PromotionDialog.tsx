import type { PromotionInput } from '@spm/contracts';
import { labelText, REBATE_TYPE_LABELS, REBATE_TYPES } from '@spm/domain';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { createPromotion, type Promotion, promotionKeys } from '../api';

type Values = Omit<PromotionInput, 'startDate' | 'endDate'> & { period: [Dayjs, Dayjs] };

const PRICE = /^\d{1,14}(\.\d{1,2})?$/;
const REBATE = /^\d{1,8}(\.\d{1,4})?$/;

/**
 * Head office defines a promotion (spec §2): part, promotion price (above 0, below the sales price:
 * PROMOTION_PRICE_INVALID), period, per-dealer qty limit and the rebate rule (PROMOTION_REBATE_INVALID).
 */
export function PromotionDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const required = useRequiredRule();
  const [form] = Form.useForm<Values>();
  const refresh = useRefresh(promotionKeys.all);
  const language = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  return (
    <FormDialog<Values, Promotion>
      open={open}
      form={form}
      title={t('promotions:define.title')}
      name="promotion"
      width={640}
      initialValues={{ rebateType: 'perPiece', qtyLimit: 10 }}
      successMessage={t('promotions:message.saved')}
      codeFields={{
        PROMOTION_PRICE_INVALID: 'promotionPrice',
        PROMOTION_REBATE_INVALID: 'rebateValue',
        PART_NOT_FOUND: 'partCode',
        DATE_RANGE_INVALID: 'period',
      }}
      onSubmit={async ({ period, ...values }) => {
        const saved = await createPromotion({
          ...values,
          startDate: period[0].format('YYYY-MM-DD'),
          endDate: period[1].format('YYYY-MM-DD'),
        });
        await refresh();
        return saved;
      }}
      onClose={onClose}
    >
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item
            name="partCode"
            label={t('promotions:field.partCode')}
            rules={[required(t('promotions:field.partCode'))]}
          >
            <Input maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="promotionPrice"
            label={t('promotions:field.promotionPrice')}
            rules={[
              required(t('promotions:field.promotionPrice')),
              { pattern: PRICE, message: t('promotions:field.promotionPrice') },
            ]}
          >
            <Input maxLength={17} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="period"
            label={t('promotions:field.period')}
            rules={[
              {
                required: true,
                message: t('common:validation.required', { field: t('promotions:field.period') }),
              },
            ]}
          >
            <DatePicker.RangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="qtyLimit" label={t('promotions:field.qtyLimit')} rules={[{ required: true }]}>
            <InputNumber min={1} max={99_999_999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="rebateType" label={t('promotions:field.rebateType')} rules={[{ required: true }]}>
            <Select
              options={REBATE_TYPES.map((v) => ({
                value: v,
                label: labelText(REBATE_TYPE_LABELS[v], language),
              }))}
            />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="rebateValue"
            label={t('promotions:field.rebateValue')}
            extra={t('promotions:define.rebateHint')}
            rules={[
              required(t('promotions:field.rebateValue')),
              { pattern: REBATE, message: t('promotions:field.rebateValue') },
            ]}
          >
            <Input maxLength={13} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('promotions:field.remark')}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </FormDialog>
  );
}
