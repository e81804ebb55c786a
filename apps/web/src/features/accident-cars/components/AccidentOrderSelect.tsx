import { type AccidentOrderListItem, accidentKeys, fetchAccidentOrders } from '../api';
import { PickField, type PickProps } from './SelectDialog';

const SOURCE = { queryKey: accidentKeys.orders(), fetch: fetchAccidentOrders, keywordField: 'dealerOrderNo' };

/** A field that picks an accident car order through the select dialog (spec §2); shows its order no. */
export function AccidentOrderSelect(props: PickProps<AccidentOrderListItem>) {
  return (
    <PickField<AccidentOrderListItem>
      kind="order"
      source={SOURCE}
      columns={(cols) => [
        cols.code('dealerOrderNo'),
        cols.status('status', 'orderStatus'),
        cols.code('vin', { width: 170 }),
        cols.text('plateNo'),
        cols.code('settlementNo'),
        cols.money('amount'),
      ]}
      {...props}
    />
  );
}
