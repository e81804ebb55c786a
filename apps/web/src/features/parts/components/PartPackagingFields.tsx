import { MONEY_MAX, QTY_MAX } from '@spm/contracts';
import { Input, InputNumber, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { EditableRows } from '../../../shared/EditableRows';
import { partRules } from '../part-form';
import { PartField } from './PartField';

const qty = { min: 0, max: QTY_MAX, precision: 0, style: { width: '100%' } } as const;

/** Packaging Info tab (spec §3): dimensions, weight, packing, MPQ, unit sales/order qty, MOQ, intensive MOQ, package items. */
export function PartPackagingFields() {
  const { t, i18n } = useTranslation();
  const rules = partRules(domainLanguage(i18n.language));
  const number = (name: string, extra: object[] = [], min = 0) => (
    <PartField name={name} rules={extra}>
      <InputNumber {...qty} min={min} />
    </PartField>
  );
  const required = (field: string) => ({
    required: true,
    message: t('common:validation.required', { field: t(`parts:field.${field}`) }),
  });
  return (
    <>
      <Row gutter={16}>
        {number('lengthMm')}
        {number('widthMm')}
        {number('heightMm')}
        <PartField name="grossWeightKg">
          <InputNumber<string> stringMode min="0" precision={3} style={{ width: '100%' }} />
        </PartField>
        <PartField name="packing">
          <Input maxLength={50} />
        </PartField>
        {number('minPackageQty', [required('minPackageQty')], 1)}
        {number('unitSalesQty', [required('unitSalesQty')], 1)}
        {number('unitOrderQty')}
        {number('minOrderQty')}
        <PartField
          name="intensiveMoq"
          dependencies={['minOrderQty', 'minPackageQty']}
          rules={[(form) => rules.intensiveMoq(form as never)]}
        >
          <InputNumber {...qty} />
        </PartField>
      </Row>
      <div className="spm-subtitle">{t('parts:field.packageItems')}</div>
      <EditableRows
        name="packageItems"
        newRow={{ packageCode: '', qty: 1, processCode: '', cost: null }}
        addLabel={t('parts:package.add')}
        columns={[
          {
            title: t('parts:package.code'),
            field: 'packageCode',
            input: <Input maxLength={20} style={{ width: 140 }} />,
          },
          {
            title: t('parts:package.qty'),
            field: 'qty',
            input: <InputNumber min={1} max={QTY_MAX} precision={0} style={{ width: 90 }} />,
          },
          {
            title: t('parts:package.processCode'),
            field: 'processCode',
            input: <Input maxLength={10} style={{ width: 110 }} />,
          },
          {
            title: t('parts:package.cost'),
            field: 'cost',
            input: (
              <InputNumber<string> stringMode min="0" max={MONEY_MAX} precision={2} style={{ width: 110 }} />
            ),
          },
        ]}
      />
    </>
  );
}

/** Price Info tab (spec §3, §9): ordinary price; blank rush, rush land, suggested retail and normal prices are derived by the server. */
export function PartPriceFields() {
  const { t, i18n } = useTranslation();
  const rules = partRules(domainLanguage(i18n.language));
  const price = (name: string, extra: object[] = [], hint?: string) => (
    <PartField name={name} rules={extra} extra={hint}>
      <InputNumber<string> stringMode min="0" max={MONEY_MAX} precision={2} style={{ width: '100%' }} />
    </PartField>
  );
  return (
    <Row gutter={16}>
      {price('priceOrdinary', [
        {
          required: true,
          message: t('common:validation.required', { field: t('parts:field.priceOrdinary') }),
        },
      ])}
      {price('priceRush', [], t('parts:entry.derivedHint'))}
      {price('priceRushLand', [], t('parts:entry.derivedHint'))}
      {price('priceSuggestedRetail', [], t('parts:entry.derivedHint'))}
      {price('priceNormal', [], t('parts:entry.normalHint'))}
      <PartField name="reductionCoefficient" rules={[rules.reductionCoefficient]}>
        <InputNumber<string> stringMode step="0.1" precision={4} style={{ width: '100%' }} />
      </PartField>
    </Row>
  );
}
