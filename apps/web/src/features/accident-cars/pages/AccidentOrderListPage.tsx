import { SwapOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import { type AccidentOrderListItem, accidentKeys, accidentLists } from '../api';
import { ConvertDialog } from '../components/ConvertDialog';
import { ORDER_DETAIL } from '../routes';

/**
 * Accident car order query (spec §2 `/accidentCarOrderInquiry/accidentCarOrderInquiryList`): order
 * no, order and receiving warehouse, type, status, VIN, plate, shipped and unshipped amount, submit
 * date; add (the input page), "convert to accident car order" from a submitted dealer order, and the
 * Excel export of the filtered list (the dealer's own orders).
 */
export default function AccidentOrderListPage() {
  const { t, cols, search } = useListKit('accidentCars:field.');
  const navigate = useNavigate();
  const refresh = useRefresh(accidentKeys.orders());
  const actions = useRowActions();
  const [converting, setConverting] = useState(false);
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const searchFields: SearchField[] = [
    search.text('dealerOrderNo', 20),
    search.text('vin', 17),
    search.text('plateNo', 20),
    search.text('orderWarehouseCode', 20, 'orderWarehouse'),
    search.text('receivingWarehouseCode', 20, 'receivingWarehouse'),
    search.dateRange('submitDate', 6, 'submittedAt'),
  ];
  const open = (o: AccidentOrderListItem) => navigate(`${ORDER_DETAIL}?id=${o.id}`);
  const columns = [
    cols.link<AccidentOrderListItem>('dealerOrderNo', open, {
      testId: 'accident-order-link',
    }),
    cols.status<AccidentOrderListItem>('status', 'orderStatus'),
    cols.status<AccidentOrderListItem>('orderType', 'orderType'),
    col.code<AccidentOrderListItem>(f('orderWarehouse'), 'orderWarehouseCode', { width: 90 }),
    col.code<AccidentOrderListItem>(f('receivingWarehouse'), 'receivingWarehouseCode', { width: 90 }),
    cols.code<AccidentOrderListItem>('vin', { width: 170 }),
    cols.text<AccidentOrderListItem>('plateNo', { width: 100 }),
    cols.code<AccidentOrderListItem>('settlementNo'),
    cols.money<AccidentOrderListItem>('amount'),
    cols.money<AccidentOrderListItem>('shippedAmount'),
    cols.money<AccidentOrderListItem>('unshippedAmount'),
    cols.dateTime<AccidentOrderListItem>('submittedAt'),
    cols.text<AccidentOrderListItem>('source', {
      width: 80,
      render: (v: string) => t(`accidentCars:source.${v}`),
    }),
    cols.actions<AccidentOrderListItem>((o) => [actions.view(() => open(o))]),
  ];
  return (
    <>
      <ListPage<AccidentOrderListItem>
        source={accidentLists.accidentOrders}
        columns={columns}
        searchFields={searchFields}
        toolbar={[
          addAction(() => navigate(ORDER_DETAIL), t('accidentCars:order.add')),
          {
            action: 'add',
            label: t('accidentCars:convert.title'),
            icon: <SwapOutlined />,
            onClick: () => setConverting(true),
          },
        ]}
      />
      <ConvertDialog open={converting} onClose={() => setConverting(false)} onDone={() => void refresh()} />
    </>
  );
}
