import { FileAddOutlined } from '@ant-design/icons';
import type { PickBillListItem, WarehouseOrder } from '@spm/contracts';
import { perm } from '@spm/domain';
import { Button, Space, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import {
  createPickBill,
  exportPaths,
  fetchPickBills,
  fetchWarehouseOrders,
  printPaths,
  warehouseKeys,
} from '../api';
import { useOrderColumns } from '../components/order-columns';
import { PickBillDrawer } from '../components/PickBillDrawer';
import { PrintButton } from '../components/PrintDialog';

/** Pick bills of the current warehouse: the bills (view, confirm, print) and the released orders to pick. */
export default function PickBillsPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('bills');
  const [openId, setOpenId] = useState<number | null>(null);
  const orderColumns = useOrderColumns();

  const billColumns: ColumnsType<PickBillListItem> = [
    {
      title: t('warehouse:pick.pickBillNo'),
      dataIndex: 'pickBillNo',
      key: 'pickBillNo',
      sorter: true,
      width: 150,
      render: (v: string, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)}>
          {v}
        </Button>
      ),
    },
    {
      title: t('warehouse:pick.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      width: 90,
      render: (v: number) => (
        <Tag color={v === 0 ? 'processing' : 'success'}>{t(`warehouse:pick.state.${v}`)}</Tag>
      ),
    },
    { title: t('warehouse:pick.orders'), dataIndex: 'dealerOrderNos', key: 'orders', width: 200 },
    { title: t('warehouse:pick.dealers'), dataIndex: 'dealerCodes', key: 'dealers', width: 110 },
    {
      title: t('warehouse:pick.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      align: 'right',
      width: 70,
    },
    {
      title: t('warehouse:line.qtyToPick'),
      dataIndex: 'totalQty',
      key: 'totalQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('warehouse:line.pickedQty'),
      dataIndex: 'pickedQty',
      key: 'pickedQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('warehouse:line.boxedQty'),
      dataIndex: 'boxedQty',
      key: 'boxedQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('warehouse:pick.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      width: 150,
      render: formatDateTime,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      fixed: 'right',
      width: 170,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setOpenId(r.id)}>
            {r.status === 0 ? t('warehouse:pick.confirm') : t('common:action.view')}
          </Button>
          <PrintButton size="small" path={printPaths.pickBill(r.id)} />
        </Space>
      ),
    },
  ];
  const orderListColumns: ColumnsType<WarehouseOrder> = [
    ...orderColumns,
    { title: t('warehouse:order.qtyToPick'), dataIndex: 'qty', key: 'qty', align: 'right', width: 90 },
  ];

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'bills',
            label: t('warehouse:pick.tabBills'),
            children: (
              <ListPage<PickBillListItem>
                page="pickBill"
                queryKey={warehouseKeys.pickBills}
                fetch={fetchPickBills}
                exportUrl={exportPaths.pickBills}
                columns={billColumns}
                rowKey="id"
                searchFields={[
                  { name: 'pickBillNo', label: t('warehouse:pick.pickBillNo'), maxLength: 20 },
                  {
                    name: 'status',
                    label: t('warehouse:pick.status'),
                    type: 'select',
                    options: [0, 1].map((s) => ({ value: s, label: t(`warehouse:pick.state.${s}`) })),
                  },
                ]}
              />
            ),
          },
          {
            key: 'orders',
            label: t('warehouse:pick.tabOrders'),
            children: (
              <ListPage<WarehouseOrder>
                page="pickBillOrders"
                queryKey={warehouseKeys.orders('pick')}
                fetch={(params) => fetchWarehouseOrders('pick', params)}
                columns={orderListColumns}
                rowKey="id"
                selection="multiple"
                searchFields={[
                  { name: 'dealerOrderNo', label: t('warehouse:order.dealerOrderNo'), maxLength: 20 },
                ]}
                toolbar={[
                  {
                    action: 'add',
                    permission: perm('pickBill', 'add'),
                    label: t('warehouse:pick.create'),
                    primary: true,
                    icon: <FileAddOutlined />,
                    needsSelection: 'some',
                    onClick: async (ctx) => {
                      const bill = await createPickBill(ctx.selectedRows.map((r) => r.id));
                      notify.success(t('warehouse:pick.created', { no: bill.pickBillNo }));
                      ctx.reload();
                      setOpenId(bill.id);
                    },
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <PickBillDrawer id={openId} onClose={() => setOpenId(null)} />
    </>
  );
}
