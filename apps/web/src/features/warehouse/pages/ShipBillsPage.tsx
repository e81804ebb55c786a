import { CarOutlined } from '@ant-design/icons';
import type { Delivery, ShipBoxListItem } from '@spm/contracts';
import { labelText, perm, TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { currentLanguage } from '../../../app/i18n';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { DeliveryLinesTable, useDeliveryColumns } from '../../deliveries/components/delivery-columns';
import {
  createShipBill,
  exportPaths,
  fetchShipBills,
  fetchShipBoxes,
  printPaths,
  warehouseKeys,
} from '../api';
import { OrderStatusTag } from '../components/OrderTags';
import { PrintButton } from '../components/PrintDialog';

/** Shipping: boxes waiting for a ship bill (one order per ship bill) and the ship bills of the current warehouse. */
export default function ShipBillsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const zh = currentLanguage() === 'zh-CN';
  const [tab, setTab] = useState('boxes');
  const [shipping, setShipping] = useState<{ boxes: ShipBoxListItem[]; done: () => void } | null>(null);
  const [form] = Form.useForm<{ transportType?: string; carrier?: string }>();
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<Delivery | null>(null);
  const deliveryColumns = useDeliveryColumns();

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
    {
      title: t('warehouse:pick.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      align: 'right',
      width: 60,
    },
    { title: t('warehouse:box.pieces'), dataIndex: 'qty', key: 'qty', align: 'right', width: 60 },
    {
      title: t('warehouse:box.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      sorter: true,
      width: 150,
      render: formatDateTime,
    },
  ];
  const billColumns: ColumnsType<Delivery> = [
    ...deliveryColumns,
    { title: t('warehouse:ship.carrier'), dataIndex: 'carrier', key: 'carrier', width: 100 },
    {
      title: t('common:column.operation'),
      key: 'op',
      fixed: 'right',
      width: 150,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(r)}>
            {t('common:action.view')}
          </Button>
          <PrintButton size="small" path={printPaths.shipBill(r.id)} />
        </Space>
      ),
    },
  ];

  const ship = async () => {
    if (!shipping) return;
    const values = await form.validateFields();
    setBusy(true);
    try {
      const bill = await createShipBill({ boxIds: shipping.boxes.map((b) => b.id), ...values });
      notify.success(t('warehouse:ship.created', { no: bill.shipBillNo }));
      shipping.done();
      setShipping(null);
      await client.invalidateQueries({ queryKey: ['warehouse'] });
    } catch {
      // the client showed the message
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'boxes',
            label: t('warehouse:ship.tabBoxes'),
            children: (
              <ListPage<ShipBoxListItem>
                page="shipBillBoxes"
                queryKey={[...warehouseKeys.boxes, 'unshipped']}
                fetch={(params) => fetchShipBoxes({ ...params, shipped: false })}
                columns={boxColumns}
                rowKey="id"
                selection="multiple"
                searchFields={[
                  { name: 'dealerOrderNo', label: t('warehouse:order.dealerOrderNo'), maxLength: 20 },
                ]}
                toolbar={[
                  {
                    action: 'add',
                    permission: perm('shipBill', 'add'),
                    label: t('warehouse:ship.create'),
                    primary: true,
                    icon: <CarOutlined />,
                    needsSelection: 'some',
                    onClick: (ctx) => {
                      if (new Set(ctx.selectedRows.map((b) => b.dealerOrderId)).size > 1) {
                        notify.warning(t('warehouse:ship.oneOrder'));
                        return;
                      }
                      form.resetFields();
                      setShipping({ boxes: ctx.selectedRows, done: ctx.reload });
                    },
                  },
                ]}
              />
            ),
          },
          {
            key: 'bills',
            label: t('warehouse:ship.tabBills'),
            children: (
              <ListPage<Delivery>
                page="shipBill"
                queryKey={warehouseKeys.shipBills}
                fetch={fetchShipBills}
                exportUrl={exportPaths.shipBills}
                columns={billColumns}
                rowKey="id"
                searchFields={[
                  { name: 'shipBillNo', label: t('warehouse:ship.shipBillNo'), maxLength: 24 },
                  { name: 'dealerOrderNo', label: t('warehouse:order.dealerOrderNo'), maxLength: 20 },
                ]}
              />
            ),
          },
        ]}
      />
      <Modal
        open={viewing !== null}
        title={`${t('warehouse:ship.shipBillNo')} ${viewing?.shipBillNo ?? ''}`}
        onCancel={() => setViewing(null)}
        footer={null}
        width={860}
      >
        {viewing && <DeliveryLinesTable delivery={viewing} />}
      </Modal>
      <Modal
        open={shipping !== null}
        title={t('warehouse:ship.create')}
        onCancel={() => setShipping(null)}
        onOk={ship}
        confirmLoading={busy}
        okText={t('common:action.ok')}
        cancelText={t('common:action.cancel')}
        destroyOnHidden
      >
        <p>
          {t('warehouse:ship.summary', {
            order: shipping?.boxes[0]?.dealerOrderNo ?? '',
            boxes: shipping?.boxes.length ?? 0,
            pieces: shipping?.boxes.reduce((n, b) => n + b.qty, 0) ?? 0,
          })}
        </p>
        <Form form={form} layout="vertical">
          <Form.Item name="transportType" label={t('warehouse:ship.transportType')}>
            <Select
              allowClear
              options={TRANSPORT_TYPES.map((v) => ({
                value: v,
                label: labelText(TRANSPORT_TYPE_LABELS[v], currentLanguage()),
              }))}
            />
          </Form.Item>
          <Form.Item name="carrier" label={t('warehouse:ship.carrier')} rules={[{ max: 50 }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
