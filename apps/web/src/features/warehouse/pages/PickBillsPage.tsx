import { FileAddOutlined } from '@ant-design/icons';
import type { PickBillListItem, WarehouseOrder } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { notify } from '../../../app/api/notify';
import { col } from '../../../shared/columns';
import { ListTabs, listTab } from '../../../shared/ListTabs';
import { useListKit } from '../../../shared/list-kit';
import { StatusTag } from '../../../shared/StatusTag';
import { selectionAction } from '../../../shared/toolbar-actions';
import { createPickBill, printPaths, warehouseLists } from '../api';
import { dealerOrderNoSearch, useOrderColumns } from '../components/order-columns';
import { PickBillDrawer } from '../components/PickBillDrawer';
import { PrintButton } from '../components/PrintDialog';

/** Pick bill state: 0 open (to confirm), 1 confirmed. */
const PICK_BILL_TONES = { 0: 'processing', 1: 'success' } as const;

/** Pick bills of the current warehouse: the bills (view, confirm, print) and the released orders to pick. */
export default function PickBillsPage() {
  const { t, cols, search } = useListKit('warehouse:pick.');
  const [openId, setOpenId] = useState<number | null>(null);
  const orderColumns = useOrderColumns();

  const billColumns: ColumnsType<PickBillListItem> = [
    cols.code<PickBillListItem>('pickBillNo', {
      sorter: true,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)}>
          {v}
        </Button>
      ),
    }),
    cols.text<PickBillListItem>('status', {
      sorter: true,
      width: 90,
      render: (v: number) => (
        <StatusTag value={v} tones={PICK_BILL_TONES} label={t(`warehouse:pick.state.${v}`)} />
      ),
    }),
    col.text<PickBillListItem>(t('warehouse:pick.orders'), 'dealerOrderNos', { key: 'orders', width: 200 }),
    col.text<PickBillListItem>(t('warehouse:pick.dealers'), 'dealerCodes', { key: 'dealers', width: 110 }),
    cols.qty<PickBillListItem>('lineCount', { width: 70 }),
    col.qty<PickBillListItem>(t('warehouse:line.qtyToPick'), 'totalQty'),
    col.qty<PickBillListItem>(t('warehouse:line.pickedQty'), 'pickedQty'),
    col.qty<PickBillListItem>(t('warehouse:line.boxedQty'), 'boxedQty'),
    cols.dateTime<PickBillListItem>('createdAt', { sorter: true }),
    cols.actions<PickBillListItem>(
      (r) => [
        {
          key: 'open',
          label: r.status === 0 ? t('warehouse:pick.confirm') : t('common:action.view'),
          onClick: () => setOpenId(r.id),
        },
        {
          key: 'print',
          element: <PrintButton size="small" path={printPaths.pickBill(r.id)} />,
        },
      ],
      { width: 170 },
    ),
  ];
  const orderListColumns: ColumnsType<WarehouseOrder> = [
    ...orderColumns,
    col.qty<WarehouseOrder>(t('warehouse:order.qtyToPick'), 'qty', { width: 90 }),
  ];

  return (
    <>
      <ListTabs
        items={[
          listTab<PickBillListItem>('bills', t('warehouse:pick.tabBills'), {
            source: warehouseLists.pickBills,
            columns: billColumns,
            searchFields: [
              search.text('pickBillNo', 20),
              search.select(
                'status',
                [0, 1].map((s) => ({ value: s, label: t(`warehouse:pick.state.${s}`) })),
              ),
            ],
          }),
          listTab<WarehouseOrder>('orders', t('warehouse:pick.tabOrders'), {
            source: warehouseLists.pickOrders,
            columns: orderListColumns,
            selection: 'multiple',
            searchFields: [dealerOrderNoSearch(t)],
            toolbar: [
              selectionAction(
                'add',
                <FileAddOutlined />,
                async (ctx) => {
                  const bill = await createPickBill(ctx.selectedRows.map((r) => r.id));
                  notify.success(t('warehouse:pick.created', { no: bill.pickBillNo }));
                  ctx.reload();
                  setOpenId(bill.id);
                },
                {
                  label: t('warehouse:pick.create'),
                  permission: perm('pickBill', 'add'),
                },
              ),
            ],
          }),
        ]}
      />
      <PickBillDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
