import type { PromotionInput } from '@spm/contracts';
import { labelText, REBATE_TYPE_LABELS, REBATE_TYPES } from '@spm/domain';
import { DatePicker, InputNumber, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { FormDialog } from '../../../shared/FormDialog';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
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
  const field = useRequiredField();
  const label = (key: string) => t(`promotions:field.${key}`);
  const refresh = useRefresh(promotionKeys.all);
  const language = domainLanguage(i18n.language);
  return (
    <FormDialog<Values, Promotion>
      open={open}
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
      onSubmit={({ period, ...values }) =>
        createPromotion({
          ...values,
          startDate: period[0].format('YYYY-MM-DD'),
          endDate: period[1].format('YYYY-MM-DD'),
        })
      }
      refresh={refresh}
      onClose={onClose}
    >
      <FormGrid
        col={{ span: 12 }}
        gutter={12}
        fields={[
          field('partCode', label('partCode'), 30),
          field('promotionPrice', label('promotionPrice'), 17, {
            rules: [{ pattern: PRICE, message: label('promotionPrice') }],
          }),
          {
            name: 'period',
            label: label('period'),
            rules: [{ required: true, message: t('common:validation.required', { field: label('period') }) }],
            input: <DatePicker.RangePicker style={{ width: '100%' }} />,
          },
          {
            name: 'qtyLimit',
            label: label('qtyLimit'),
            rules: [{ required: true }],
            input: <InputNumber min={1} max={99_999_999} precision={0} style={{ width: '100%' }} />,
          },
          {
            name: 'rebateType',
            label: label('rebateType'),
            rules: [{ required: true }],
            input: (
              <Select
                options={REBATE_TYPES.map((v) => ({
                  value: v,
                  label: labelText(REBATE_TYPE_LABELS[v], language),
                }))}
              />
            ),
          },
          field('rebateValue', label('rebateValue'), 13, {
            extra: t('promotions:define.rebateHint'),
            rules: [{ pattern: REBATE, message: label('rebateValue') }],
          }),
          { name: 'remark', label: label('remark'), max: 200, col: { span: 24 } },
        ]}
      />
    </FormDialog>
  );
}
