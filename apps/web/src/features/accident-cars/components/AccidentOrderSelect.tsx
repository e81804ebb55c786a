import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import { type AccidentOrderListItem, accidentKeys, fetchAccidentOrders } from '../api';
import { PickField, type PickProps } from './SelectDialog';

const SOURCE = { queryKey: accidentKeys.orders(), fetch: fetchAccidentOrders, keywordField: 'dealerOrderNo' };

/** A field that picks an accident car order through the select dialog (spec §2); shows its order no. */
export function AccidentOrderSelect(props: PickProps<AccidentOrderListItem>) {
  const { t } = useTranslation();
  const columns: ColumnsType<AccidentOrderListItem> = [
    col.code(t('accidentCars:field.dealerOrderNo'), 'dealerOrderNo'),
    col.status(t('accidentCars:field.status'), 'status', 'orderStatus'),
    col.code(t('accidentCars:field.vin'), 'vin', { width: 170 }),
    col.text(t('accidentCars:field.plateNo'), 'plateNo'),
    col.code(t('accidentCars:field.settlementNo'), 'settlementNo'),
    col.money(t('accidentCars:field.amount'), 'amount'),
  ];
  return <PickField kind="order" source={SOURCE} columns={columns} {...props} />;
}
