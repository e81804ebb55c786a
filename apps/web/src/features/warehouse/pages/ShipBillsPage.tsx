import { CarOutlined } from '@ant-design/icons';
import type { Delivery, ShipBoxListItem } from '@spm/contracts';
import { labelText, perm, TRANSPORT_TYPE_LABELS, TRANSPORT_TYPES } from '@spm/domain';
import { Form, Input, Select, Tabs } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/api/notify';
import { currentLanguage } from '../../../app/i18n';
import { col, useRowActions } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { DeliveryLinesModal, useDeliveryColumns } from '../../deliveries/components/delivery-columns';
import {
  createShipBill,
  exportPaths,
  fetchShipBills,
  fetchShipBoxes,
  printPaths,
  warehouseKeys,
} from '../api';
import { dealerOrderNoSearch, useBoxColumns } from '../components/order-columns';
import { PrintButton } from '../components/PrintDialog';

interface ShipValues {
  transportType?: string;
  carrier?: string;
}

/** Shipping: boxes waiting for a ship bill (one order per ship bill) and the ship bills of the current warehouse. */
export default function ShipBillsPage() {
  const { t } = useTranslation();
  const refresh = useRefresh(['warehouse']);
  const [tab, setTab] = useState('boxes');
  const [shipping, setShipping] = useState<{ boxes: ShipBoxListItem[] } | null>(null);
  const boxColumns = useBoxColumns(false);
  const actions = useRowActions();
  const [viewing, setViewing] = useState<Delivery | null>(null);
  const deliveryColumns = useDeliveryColumns();

  const billColumns: ColumnsType<Delivery> = [
    ...deliveryColumns,
    col.text<Delivery>(t('warehouse:ship.carrier'), 'carrier', { width: 100 }),
    col.actions<Delivery>(t('common:column.operation'), (r) => [
      actions.view(() => setViewing(r)),
      {
        key: 'print',
        element: <PrintButton size="small" path={printPaths.shipBill(r.id)} />,
      },
    ]),
  ];

  const ship = async (values: ShipValues) => {
    if (!shipping) return;
    const bill = await createShipBill({ boxIds: shipping.boxes.map((b) => b.id), ...values });
    await refresh();
    return bill.shipBillNo;
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
                selection="multiple"
                searchFields={[dealerOrderNoSearch(t)]}
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
                      setShipping({ boxes: ctx.selectedRows });
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
                exportUrl={exportPaths.shipBills}
                queryKey={warehouseKeys.shipBills}
                fetch={fetchShipBills}
                columns={billColumns}
                searchFields={[
                  { name: 'shipBillNo', label: t('warehouse:ship.shipBillNo'), maxLength: 24 },
                  dealerOrderNoSearch(t),
                ]}
              />
            ),
          },
        ]}
      />
      <DeliveryLinesModal delivery={viewing} onClose={() => setViewing(null)} />
      <FormDialog<ShipValues, string | undefined>
        open={shipping !== null}
        title={t('warehouse:ship.create')}
        onSubmit={ship}
        onClose={() => setShipping(null)}
        okText={t('common:action.ok')}
        successMessage={(no) => t('warehouse:ship.created', { no })}
        header={
          <p>
            {t('warehouse:ship.summary', {
              order: shipping?.boxes[0]?.dealerOrderNo ?? '',
              boxes: shipping?.boxes.length ?? 0,
              pieces: shipping?.boxes.reduce((n, b) => n + b.qty, 0) ?? 0,
            })}
          </p>
        }
      >
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
      </FormDialog>
    </>
  );
}
