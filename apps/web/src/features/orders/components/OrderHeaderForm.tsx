import {
  APPROVAL_NO_DEALER_TYPE,
  checkApprovalNo,
  checkOrderVin,
  checkTransportType,
  type DealerType,
  errorMessage,
  type Language,
  labelText,
  ORDER_TYPE_LABELS,
  ORDER_TYPES,
  type OrderType,
  type RuleViolation,
  TELEPHONE_PATTERN,
  TRANSPORT_TYPE_LABELS,
  TRANSPORT_TYPES,
  type TransportType,
} from '@spm/domain';
import { Form, type FormInstance, Input, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { type FormField, FormGrid } from '../../../shared/FormFields';
import { orgOptions, useDealers, useWarehouses } from '../../../shared/reference-data';
import { useDebounced } from '../../../shared/use-debounced';

/** The header fields of the entry form. */
export interface HeaderValues {
  dealerCode?: string;
  orderType: OrderType;
  orderWarehouseCode?: string;
  receivingWarehouseCode?: string;
  transportType?: TransportType;
  acceptBackorder: boolean;
  vin?: string;
  carNumber?: string;
  contact?: string;
  contactPhone?: string;
  approvalNo?: string;
  dfsPurchaseCode?: string;
  remark?: string;
}

export interface OrderHeaderFormProps {
  form: FormInstance<HeaderValues>;
  /** Head office entering for a dealer: the dealer select shows. */
  agent: boolean;
  /** The ordering dealer's type (session for dealers; the chosen dealer for head office). */
  dealerType: string | null;
  onDealerType: (dealerType: string | null) => void;
  readOnly: boolean;
}

/** A form rule from a domain guard: the violation's message in the screen's language. */
const ruleOf = (language: Language, check: (value: unknown) => RuleViolation | null) => ({
  validator: (_: unknown, value: unknown) => {
    const v = check(value);
    return v
      ? Promise.reject(new Error(errorMessage(v.code, language, v.params ? { ...v.params } : undefined)))
      : Promise.resolve();
  },
});

/**
 * Header of the order entry (spec §2, §5): order type, order and receiving warehouse, transport type
 * (Urgent only), accept backorder, VIN with check-digit validation, car number, contact and phone,
 * approval no (internal customers), DFS purchase code (DFS), remark. Validated with the domain rules;
 * the order warehouse offers only the dealer's ordering warehouses (master data).
 */
export function OrderHeaderForm({ form, agent, dealerType, onDealerType, readOnly }: OrderHeaderFormProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const orderType = Form.useWatch('orderType', form) ?? 'Normal';
  const [dealerKeyword, setDealerKeyword] = useState('');
  const keyword = useDebounced(dealerKeyword, 300);
  const warehouses = useWarehouses();
  const { me } = useSession();
  // head office: the dealers of the search; a dealer: its own (the lookup's scope)
  const dealers = useDealers(agent ? keyword : '', { enabled: !readOnly && (agent || !!me.dealerCode) });
  const chosenDealer = Form.useWatch('dealerCode', form);
  const dealerCode = agent ? chosenDealer : me.dealerCode;
  const warehouseOptions = orgOptions(warehouses.data);
  const ordering = dealers.data?.find((d) => d.code === dealerCode)?.orderingWarehouseCodes;
  // the order warehouse: only those the dealer may order from (the server's WAREHOUSE_NOT_ORDERING)
  const orderWarehouseOptions = ordering
    ? warehouseOptions.filter((o) => ordering.includes(o.value))
    : warehouseOptions;
  const internal = dealerType === APPROVAL_NO_DEALER_TYPE;
  const urgent = orderType === 'Urgent';
  const dfs = orderType === 'DFS';
  /** A one-line text field of the header (`orders:field.<name>`) that can be cleared. */
  const clearableText = (name: keyof HeaderValues, max: number, placeholder?: string): FormField => ({
    name,
    label: t(`orders:field.${name}`),
    input: <Input maxLength={max} allowClear placeholder={placeholder} />,
  });

  return (
    <Form<HeaderValues>
      form={form}
      layout="horizontal"
      labelCol={{ flex: language === 'en-US' ? '150px' : '100px' }}
      labelWrap
      disabled={readOnly}
      className="spm-order-header"
      data-testid="order-header-form"
      onValuesChange={(changed: Partial<HeaderValues>) => {
        if (changed.orderType && changed.orderType !== 'Urgent')
          form.setFieldValue('transportType', undefined);
        if (changed.orderType === 'DFS') form.setFieldValue('receivingWarehouseCode', undefined);
        if (changed.orderType && changed.orderType !== 'DFS')
          form.setFieldValue('dfsPurchaseCode', undefined);
      }}
    >
      <FormGrid
        col={{ xs: 24, md: 12, xl: 8 }}
        fields={[
          agent && {
            name: 'dealerCode',
            label: t('orders:field.dealer'),
            rules: [{ required: true, message: t('orders:entry.dealerRequired') }],
            input: (
              <Select
                showSearch={{ filterOption: false, onSearch: setDealerKeyword }}
                placeholder={t('orders:entry.dealerSearch')}
                data-testid="dealer-select"
                onChange={(code: string) =>
                  onDealerType(dealers.data?.find((d) => d.code === code)?.dealerType ?? null)
                }
                options={orgOptions(dealers.data)}
              />
            ),
          },
          {
            name: 'orderType',
            label: t('orders:field.orderType'),
            rules: [{ required: true }],
            input: (
              <Select
                data-testid="order-type"
                options={ORDER_TYPES.map((v) => ({
                  value: v,
                  label: labelText(ORDER_TYPE_LABELS[v], language),
                }))}
              />
            ),
          },
          {
            name: 'orderWarehouseCode',
            label: t('orders:field.orderWarehouse'),
            rules: [{ required: true, message: t('orders:entry.warehouseRequired') }],
            input: (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={orderWarehouseOptions}
                data-testid="order-warehouse"
              />
            ),
          },
          {
            name: 'receivingWarehouseCode',
            label: t('orders:field.receivingWarehouse'),
            rules: [{ required: !dfs, message: t('orders:entry.receivingRequired') }],
            input: (
              <Select
                showSearch={{ optionFilterProp: 'label' }}
                options={warehouseOptions}
                disabled={dfs || readOnly}
                allowClear
              />
            ),
          },
          {
            name: 'transportType',
            label: t('orders:field.transportType'),
            dependencies: ['orderType'],
            rules: [
              ruleOf(language, (v) =>
                checkTransportType(form.getFieldValue('orderType'), v as TransportType | undefined),
              ),
            ],
            input: (
              <Select
                disabled={!urgent || readOnly}
                allowClear
                placeholder={urgent ? undefined : t('orders:entry.urgentOnly')}
                options={TRANSPORT_TYPES.map((v) => ({
                  value: v,
                  label: labelText(TRANSPORT_TYPE_LABELS[v], language),
                }))}
              />
            ),
          },
          {
            name: 'acceptBackorder',
            label: t('orders:field.acceptBackorder'),
            valuePropName: 'checked',
            input: <Switch />,
          },
          {
            name: 'vin',
            label: t('orders:field.vin'),
            // marked required the moment VOR is chosen, not only once the save is refused
            required: orderType === 'VOR',
            dependencies: ['orderType'],
            normalize: (v: string) => v?.toUpperCase(),
            rules: [
              ruleOf(language, (v) =>
                checkOrderVin(form.getFieldValue('orderType'), v as string | undefined),
              ),
            ],
            input: (
              <Input
                maxLength={17}
                allowClear
                data-testid="vin"
                placeholder={orderType === 'VOR' ? t('orders:entry.vinRequired') : undefined}
              />
            ),
          },
          clearableText('carNumber', 20),
          clearableText('contact', 50),
          {
            ...clearableText('contactPhone', 20),
            rules: [{ pattern: TELEPHONE_PATTERN, message: t('orders:entry.phoneInvalid') }],
          },
          internal && {
            ...clearableText('approvalNo', 30, 'L1…L6'),
            rules: [
              ruleOf(language, (v) =>
                checkApprovalNo((dealerType ?? '') as DealerType, v as string | undefined),
              ),
            ],
          },
          dfs && {
            ...clearableText('dfsPurchaseCode', 30),
            rules: [{ required: true, message: t('orders:entry.dfsCodeRequired') }],
          },
          { ...clearableText('remark', 500), col: { xs: 24, xl: 16 } },
        ]}
      />
    </Form>
  );
}
