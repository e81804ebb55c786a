import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormField } from '../../../shared/FormFields';
import { accidentKeys, fetchSettlements, type SettlementListItem } from '../api';
import { PickField, type PickProps } from './SelectDialog';

const SOURCE = { queryKey: accidentKeys.settlements(), fetch: fetchSettlements, keywordField: 'contractNo' };

/** A field that picks a settlement contract through the select dialog; shows its settlement no. */
export function SettlementSelect(props: PickProps<SettlementListItem>) {
  return (
    <PickField<SettlementListItem>
      kind="settlement"
      source={SOURCE}
      columns={(cols) => [
        cols.code('contractNo'),
        cols.code('settlementNo'),
        cols.code('vin', { width: 170 }),
        cols.text('shopName'),
        cols.date('signingDate'),
        cols.money('preDiscountTotal'),
        cols.money('totalAmount'),
      ]}
      {...props}
    />
  );
}

/**
 * The settlement contract field of an accident car form (`settlementContractId`): picking a contract
 * shows `<settlement no> / <VIN>` and takes over its VIN into `vin`. `reset` clears what it shows.
 */
export function useSettlementField(form: FormInstance) {
  const { t } = useTranslation();
  const [label, setLabel] = useState<string | null>(null);
  const field: FormField = {
    name: 'settlementContractId',
    label: t('accidentCars:field.settlement'),
    input: (
      <SettlementSelect
        label={label}
        onPick={(s) => {
          setLabel(`${s.settlementNo} / ${s.vin}`);
          form.setFieldsValue({ settlementContractId: s.id, vin: s.vin });
        }}
      />
    ),
  };
  return { field, reset: () => setLabel(null) };
}
