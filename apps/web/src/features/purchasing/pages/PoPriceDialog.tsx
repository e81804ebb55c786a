import { MONEY_MAX, type PoPriceInput, type PoPriceItem } from '@spm/contracts';
import { DATE_FORMAT, PURCHASE_CURRENCIES } from '@spm/domain';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useBusinessToday } from '../../../app/auth/session';
import { codeNameOptions } from '../../../shared/code-name-options';
import {
  type AddOrEditDialogProps,
  addOrEditFormProps,
  addOrEditTitles,
  FormDialog,
  useRequiredRule,
} from '../../../shared/FormDialog';
import { useSuppliers } from '../../../shared/reference-data';
import { createPoPrice, updatePoPrice } from '../api';

interface Values {
  supplierCode: string;
  partCode: string;
  currency: PoPriceInput['currency'];
  unitPrice: string;
  validFrom: Dayjs;
  validTo?: Dayjs | null;
  remark?: string;
}

/** Field-less error codes of a PO price save and the field they belong to. */
const CODE_FIELDS = {
  PO_PRICE_OVERLAP: 'validFrom',
  PO_PRICE_VALIDITY_INVALID: 'validTo',
  PART_NOT_FOUND: 'partCode',
  SUPPLIER_NOT_FOUND: 'supplierCode',
};

/**
 * Add (`price` null) or change a PO price (issue 17 §1): supplier, part and currency are fixed once
 * made; price, validity (`validTo` empty = open-ended) and remark can change. The server's refusals
 * (an overlapping period, an end before the start, an unknown part) show on their fields.
 */
export function PoPriceDialog({ target, onClose, onSaved }: AddOrEditDialogProps<PoPriceItem>) {
  const price = target?.item ?? null;
  const open = target !== null;
  const { t } = useTranslation();
  const today = useBusinessToday();
  const required = useRequiredRule();
  const suppliers = useSuppliers({ enabled: open && price === null });
  const initialValues: Partial<Values> = price
    ? {
        supplierCode: price.supplierCode,
        partCode: price.partCode,
        currency: price.currency as Values['currency'],
        unitPrice: price.unitPrice,
        validFrom: dayjs(price.validFrom),
        validTo: price.validTo ? dayjs(price.validTo) : null,
        remark: price.remark ?? undefined,
      }
    : { currency: 'CNY', validFrom: dayjs(today) };

  const save = async (v: Values) => {
    const body = {
      unitPrice: String(v.unitPrice),
      validFrom: v.validFrom.format(DATE_FORMAT),
      validTo: v.validTo ? v.validTo.format(DATE_FORMAT) : null,
      remark: v.remark?.trim() || undefined,
    };
    if (price) await updatePoPrice(price.id, { ...body, version: price.version });
    else
      await createPoPrice({
        ...body,
        supplierCode: v.supplierCode,
        partCode: v.partCode.trim().toUpperCase(),
        currency: v.currency,
      });
    onSaved();
  };

  return (
    <FormDialog<Values>
      {...addOrEditFormProps({ target, onClose }, addOrEditTitles(t, 'purchasing:poPrice.'))}
      initialValues={initialValues}
      onSubmit={save}
      codeFields={CODE_FIELDS}
      width={560}
      name="poPrice"
      testId="po-price-form"
      autoComplete="off"
    >
      <Form.Item
        name="supplierCode"
        label={t('purchasing:supplier')}
        rules={[required(t('purchasing:supplier'))]}
      >
        {price ? (
          <Select
            disabled
            options={[
              {
                value: price.supplierCode,
                label: `${price.supplierCode} ${price.supplierName ?? ''}`.trim(),
              },
            ]}
          />
        ) : (
          <Select
            showSearch
            optionFilterProp="label"
            loading={suppliers.isLoading}
            options={codeNameOptions(suppliers.data)}
          />
        )}
      </Form.Item>
      <Row gutter={16}>
        <Col span={16}>
          <Form.Item
            name="partCode"
            label={t('purchasing:partCode')}
            rules={[required(t('purchasing:partCode'))]}
          >
            <Input disabled={Boolean(price)} maxLength={30} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item
            name="currency"
            label={t('purchasing:currency')}
            rules={[required(t('purchasing:currency'))]}
          >
            <Select
              disabled={Boolean(price)}
              options={PURCHASE_CURRENCIES.map((c) => ({ value: c, label: c }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name="unitPrice"
        label={t('purchasing:unitPrice')}
        rules={[required(t('purchasing:unitPrice'))]}
      >
        <InputNumber<string> stringMode min="0" max={MONEY_MAX} precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item
            name="validFrom"
            label={t('purchasing:poPrice.validFrom')}
            rules={[required(t('purchasing:poPrice.validFrom'))]}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item
            name="validTo"
            label={t('purchasing:poPrice.validTo')}
            extra={t('purchasing:poPrice.validToHint')}
          >
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="remark" label={t('purchasing:remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
