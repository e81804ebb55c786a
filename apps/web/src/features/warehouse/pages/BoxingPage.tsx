import { InboxOutlined } from '@ant-design/icons';
import type { PickBillListItem, ShipBoxListItem } from '@spm/contracts';
import { Button, Tabs, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { fetchPickBills, fetchShipBoxes, printPaths, warehouseKeys } from '../api';
import { BoxingDialog } from '../components/BoxingDialog';
import { OrderStatusTag } from '../components/OrderTags';
import { PrintButton } from '../components/PrintDialog';

/** Boxing: confirmed pick bills with picked pieces to pack, and the boxes of the current warehouse with their delivery cards. */
export default function BoxingPage() {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const [tab, setTab] = useState('toBox');
  const [boxing, setBoxing] = useState<number | null>(null);

  const billColumns: ColumnsType<PickBillListItem> = [
    {
      title: t('warehouse:pick.pickBillNo'),
      dataIndex: 'pickBillNo',
      key: 'pickBillNo',
      sorter: true,
      width: 150,
    },
    { title: t('warehouse:pick.orders'), dataIndex: 'dealerOrderNos', key: 'orders', width: 220 },
    { title: t('warehouse:pick.dealers'), dataIndex: 'dealerCodes', key: 'dealers', width: 110 },
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
      title: t('warehouse:pick.confirmedAt'),
      dataIndex: 'confirmedAt',
      key: 'confirmedAt',
      width: 150,
      render: formatDateTime,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      fixed: 'right',
      width: 100,
      render: (_, r) => (
        <Button type="link" size="small" icon={<InboxOutlined />} onClick={() => setBoxing(r.id)}>
          {t('warehouse:box.title')}
        </Button>
      ),
    },
  ];
  const boxColumns: ColumnsType<ShipBoxListItem> = [
    { title: t('warehouse:box.boxNo'), dataIndex: 'boxNo', key: 'boxNo', sorter: true, width: 150 },
    {
      title: t('warehouse:order.dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      sorter: true,
      width: 150,
    },
    {
      title: t('warehouse:order.status'),
      dataIndex: 'orderStatus',
      key: 'orderStatus',
      width: 110,
      render: (v: number) => <OrderStatusTag status={v} />,
    },
    {
      title: t('warehouse:order.dealer'),
      key: 'dealer',
      width: 220,
      render: (_, r) => `${r.dealerCode} ${zh ? r.dealerNameZh : r.dealerNameEn}`,
    },
    { title: t('warehouse:pick.pickBillNo'), dataIndex: 'pickBillNo', key: 'pickBillNo', width: 140 },
    {
      title: t('warehouse:pick.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      align: 'right',
      width: 60,
    },
    { title: t('warehouse:box.pieces'), dataIndex: 'qty', key: 'qty', align: 'right', width: 60 },
    {
      title: t('warehouse:ship.shipBillNo'),
      dataIndex: 'shipBillNo',
      key: 'shipBillNo',
      width: 160,
      render: (v: string | null) => v ?? <Tag>{t('warehouse:box.unshipped')}</Tag>,
    },
    {
      title: t('warehouse:box.createdAt'),
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
      width: 120,
      render: (_, r) => (
        <PrintButton size="small" path={printPaths.boxLabel(r.id)} label={t('warehouse:box.card')} />
      ),
    },
  ];

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'toBox',
            label: t('warehouse:box.tabToBox'),
            children: (
              <ListPage<PickBillListItem>
                page="boxing"
                queryKey={[...warehouseKeys.pickBills, 'boxable']}
                fetch={(params) => fetchPickBills({ ...params, boxable: true })}
                columns={billColumns}
                rowKey="id"
                searchFields={[{ name: 'pickBillNo', label: t('warehouse:pick.pickBillNo'), maxLength: 20 }]}
              />
            ),
          },
          {
            key: 'boxes',
            label: t('warehouse:box.tabBoxes'),
            children: (
              <ListPage<ShipBoxListItem>
                page="boxingBoxes"
                queryKey={warehouseKeys.boxes}
                fetch={fetchShipBoxes}
                columns={boxColumns}
                rowKey="id"
                searchFields={[
                  { name: 'dealerOrderNo', label: t('warehouse:order.dealerOrderNo'), maxLength: 20 },
                ]}
              />
            ),
          },
        ]}
      />
      <BoxingDialog pickBillId={boxing} onClose={() => setBoxing(null)} />
    </>
  );
}
