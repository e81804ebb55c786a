import type { FormInstance } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import type { FormField } from '../../../shared/FormFields';
import { accidentKeys, fetchSettlements, type SettlementListItem } from '../api';
import { PickField, type PickProps } from './SelectDialog';

const SOURCE = { queryKey: accidentKeys.settlements(), fetch: fetchSettlements, keywordField: 'contractNo' };

/** A field that picks a settlement contract through the select dialog; shows its settlement no. */
export function SettlementSelect(props: PickProps<SettlementListItem>) {
  const { t } = useTranslation();
  const columns: ColumnsType<SettlementListItem> = [
    col.code(t('accidentCars:field.contractNo'), 'contractNo'),
    col.code(t('accidentCars:field.settlementNo'), 'settlementNo'),
    col.code(t('accidentCars:field.vin'), 'vin', { width: 170 }),
    col.text(t('accidentCars:field.shopName'), 'shopName'),
    col.date(t('accidentCars:field.signingDate'), 'signingDate'),
    col.money(t('accidentCars:field.preDiscountTotal'), 'preDiscountTotal'),
    col.money(t('accidentCars:field.totalAmount'), 'totalAmount'),
  ];
  return <PickField kind="settlement" source={SOURCE} columns={columns} {...props} />;
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
