import { InboxOutlined } from '@ant-design/icons';
import type { PickBillListItem, ShipBoxListItem } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col } from '../../../shared/columns';
import { ListTabs, listTab } from '../../../shared/ListTabs';
import { useListKit } from '../../../shared/list-kit';
import { printPaths, warehouseLists } from '../api';
import { BoxingDialog } from '../components/BoxingDialog';
import { dealerOrderNoSearch, useBoxColumns } from '../components/order-columns';
import { PrintButton } from '../components/PrintDialog';

/**
 * Boxing: confirmed pick bills with picked pieces to pack, and the boxes of the current warehouse with
 * their delivery cards; each tab exports its list (`boxing:export`).
 */
export default function BoxingPage() {
  const { t, cols, search } = useListKit('warehouse:pick.');
  const [boxing, setBoxing] = useState<number | null>(null);

  const boxBase = useBoxColumns(true);

  const billColumns: ColumnsType<PickBillListItem> = [
    cols.code<PickBillListItem>('pickBillNo', { sorter: true }),
    col.text<PickBillListItem>(t('warehouse:pick.orders'), 'dealerOrderNos', { key: 'orders', width: 220 }),
    col.text<PickBillListItem>(t('warehouse:pick.dealers'), 'dealerCodes', { key: 'dealers', width: 110 }),
    col.qty<PickBillListItem>(t('warehouse:line.pickedQty'), 'pickedQty'),
    col.qty<PickBillListItem>(t('warehouse:line.boxedQty'), 'boxedQty'),
    cols.dateTime<PickBillListItem>('confirmedAt'),
    cols.actions<PickBillListItem>(
      (r) => [
        {
          key: 'box',
          label: t('warehouse:box.title'),
          icon: <InboxOutlined />,
          onClick: () => setBoxing(r.id),
        },
      ],
      { width: 100 },
    ),
  ];
  const boxColumns: ColumnsType<ShipBoxListItem> = [
    ...boxBase,
    cols.actions<ShipBoxListItem>(
      (r) => [
        {
          key: 'card',
          element: (
            <PrintButton size="small" path={printPaths.boxLabel(r.id)} label={t('warehouse:box.card')} />
          ),
        },
      ],
      { width: 120 },
    ),
  ];

  return (
    <>
      <ListTabs
        items={[
          listTab<PickBillListItem>('toBox', t('warehouse:box.tabToBox'), {
            source: warehouseLists.boxablePickBills,
            columns: billColumns,
            searchFields: [search.text('pickBillNo', 20)],
          }),
          listTab<ShipBoxListItem>('boxes', t('warehouse:box.tabBoxes'), {
            source: warehouseLists.shipBoxes,
            columns: boxColumns,
            searchFields: [dealerOrderNoSearch(t)],
          }),
        ]}
      />
      <BoxingDialog pickBillId={boxing} onClose={() => setBoxing(null)} />
    </>
  );
}
