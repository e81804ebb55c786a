import type { OrgOption } from '@spm/contracts';
import {
  CIRCULATION_TYPE_LABELS,
  LIMIT_AREA_LABELS,
  PART_TYPE_LABELS,
  PURCHASE_TYPE_LABELS,
  REPLACEABILITY_LABELS,
} from '@spm/domain';
import { Checkbox, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBusinessToday } from '../../../app/auth/session';
import { domainLanguage } from '../../../app/language';
import { codeNameOptions } from '../../../shared/code-name-options';
import { partRules } from '../part-form';
import { flagOptions, labelledOptions } from '../part-labels';
import { PartField } from './PartField';

/**
 * Base Info tab of the parts input page (spec §2, §3 Part). An effective-from date entered or changed
 * must be after today's business date (spec §5 "Other"); the part's stored one may stay as it is.
 */
export function PartBaseFields({
  isNew,
  suppliers,
  storedEffectiveFrom,
}: {
  isNew: boolean;
  suppliers: OrgOption[];
  storedEffectiveFrom: string | null;
}) {
  const { t, i18n } = useTranslation();
  const today = useBusinessToday();
  const effectiveFromAllowed = (d: Dayjs) => {
    const day = d.format('YYYY-MM-DD');
    return day > today || day === storedEffectiveFrom;
  };
  const rules = partRules(domainLanguage(i18n.language));
  const required = (field: string) => ({
    required: true,
    whitespace: true,
    message: t('common:validation.required', { field: t(`parts:field.${field}`) }),
  });
  const text = (name: string, max: number, extra: object[] = []) => (
    <PartField name={name} rules={extra}>
      <Input maxLength={max} />
    </PartField>
  );
  const select = (name: string, options: { value: string; label: string }[]) => (
    <PartField name={name}>
      <Select allowClear options={options} />
    </PartField>
  );
  return (
    <Row gutter={16}>
      <PartField
        name="partCode"
        rules={isNew ? [required('partCode'), rules.partCode] : []}
        extra={isNew ? t('parts:entry.partCodeHint') : undefined}
      >
        <Input maxLength={32} disabled={!isNew} />
      </PartField>
      {text('nameZh', 200, [required('nameZh')])}
      {text('nameEn', 200, [required('nameEn')])}
      {text('baseNumber', 30)}
      {select('partType', labelledOptions(PART_TYPE_LABELS, i18n.language))}
      {text('category', 50)}
      {text('projectCode', 30)}
      {text('responsiblePerson', 50)}
      <PartField name="supplierCode">
        <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={codeNameOptions(suppliers)} />
      </PartField>
      {select('purchaseType', labelledOptions(PURCHASE_TYPE_LABELS, i18n.language))}
      {select('circulationType', labelledOptions(CIRCULATION_TYPE_LABELS, i18n.language))}
      {select('replaceability', labelledOptions(REPLACEABILITY_LABELS, i18n.language))}
      {text('oldPartNumbers', 200)}
      {text('partsId', 30)}
      {text('hsCode', 20)}
      {text('ecn', 30)}
      <PartField
        name="effectiveFrom"
        rules={[
          {
            validator: (_, v: Dayjs | null) =>
              !v || effectiveFromAllowed(v)
                ? Promise.resolve()
                : Promise.reject(new Error(t('parts:entry.effectiveAfterToday', { today }))),
          },
        ]}
      >
        <DatePicker
          style={{ width: '100%' }}
          format="YYYY-MM-DD"
          disabledDate={(d) => !effectiveFromAllowed(d)}
        />
      </PartField>
      <PartField
        name="effectiveTo"
        dependencies={['effectiveFrom']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_, v) => {
              const from = getFieldValue('effectiveFrom');
              return v && from && v.isBefore(from, 'day')
                ? Promise.reject(new Error(t('parts:entry.dateOrder')))
                : Promise.resolve();
            },
          }),
        ]}
      >
        <DatePicker style={{ width: '100%' }} format="YYYY-MM-DD" />
      </PartField>
      {text('innerColour', 30)}
      {text('outerColour', 30)}
      {select('limitedSalesArea', labelledOptions(LIMIT_AREA_LABELS, i18n.language))}
      {text('limitedSalesReason', 200)}
      {text('limitedSalesRemark', 200)}
      <Col span={24}>
        <Form.Item name="flagList" label={t('parts:field.flags')}>
          <Checkbox.Group options={flagOptions(i18n.language)} className="spm-part-flags" />
        </Form.Item>
      </Col>
    </Row>
  );
}
