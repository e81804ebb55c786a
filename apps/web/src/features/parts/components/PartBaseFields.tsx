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
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessToday } from '../../../app/auth/session';
import { codeNameOptions } from '../../../shared/code-name-options';
import { partRules } from '../part-form';
import { domainLanguage, flagOptions, labelledOptions } from '../part-labels';

/** One labelled control in the three-column grid of the parts input tabs. */
export function Cell({ children, span = 8 }: { children: ReactNode; span?: number }) {
  return (
    <Col xs={24} md={12} xl={span}>
      {children}
    </Col>
  );
}

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
    <Cell>
      <Form.Item name={name} label={t(`parts:field.${name}`)} rules={extra}>
        <Input maxLength={max} />
      </Form.Item>
    </Cell>
  );
  const select = (name: string, options: { value: string; label: string }[]) => (
    <Cell>
      <Form.Item name={name} label={t(`parts:field.${name}`)}>
        <Select allowClear options={options} />
      </Form.Item>
    </Cell>
  );
  return (
    <Row gutter={16}>
      <Cell>
        <Form.Item
          name="partCode"
          label={t('parts:field.partCode')}
          rules={isNew ? [required('partCode'), rules.partCode] : []}
          extra={isNew ? t('parts:entry.partCodeHint') : undefined}
        >
          <Input maxLength={32} disabled={!isNew} />
        </Form.Item>
      </Cell>
      {text('nameZh', 200, [required('nameZh')])}
      {text('nameEn', 200, [required('nameEn')])}
      {text('baseNumber', 30)}
      {select('partType', labelledOptions(PART_TYPE_LABELS, i18n.language))}
      {text('category', 50)}
      {text('projectCode', 30)}
      {text('responsiblePerson', 50)}
      <Cell>
        <Form.Item name="supplierCode" label={t('parts:field.supplierCode')}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            options={codeNameOptions(suppliers)}
          />
        </Form.Item>
      </Cell>
      {select('purchaseType', labelledOptions(PURCHASE_TYPE_LABELS, i18n.language))}
      {select('circulationType', labelledOptions(CIRCULATION_TYPE_LABELS, i18n.language))}
      {select('replaceability', labelledOptions(REPLACEABILITY_LABELS, i18n.language))}
      {text('oldPartNumbers', 200)}
      {text('partsId', 30)}
      {text('hsCode', 20)}
      {text('ecn', 30)}
      <Cell>
        <Form.Item
          name="effectiveFrom"
          label={t('parts:field.effectiveFrom')}
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
        </Form.Item>
      </Cell>
      <Cell>
        <Form.Item
          name="effectiveTo"
          label={t('parts:field.effectiveTo')}
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
        </Form.Item>
      </Cell>
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
