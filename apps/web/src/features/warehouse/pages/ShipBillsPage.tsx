import { CarOutlined, CheckCircleOutlined, SendOutlined } from '@ant-design/icons';
import type { Delivery, ShipBoxListItem } from '@spm/contracts';
import {
  checkContainerNo,
  errorMessage,
  type Language,
  LOGISTICS_STATUS,
  labelText,
  perm,
  TRANSPORT_TYPE_LABELS,
  TRANSPORT_TYPES,
} from '@spm/domain';
import { Form, Input, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { notify } from '../../../app/api/notify';
import { currentLanguage } from '../../../app/i18n';
import { useRowActions } from '../../../shared/columns';
import { FormDialog } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { ListTabs, listTab } from '../../../shared/ListTabs';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { refreshing } from '../../../shared/refreshing';
import { selectionAction } from '../../../shared/toolbar-actions';
import { DeliveryLinesModal, useDeliveryColumns } from '../../deliveries/components/delivery-columns';
import { confirmLogistics, createShipBill, printPaths, warehouseLists } from '../api';
import { dealerOrderNoSearch, useBoxColumns } from '../components/order-columns';
import { PrintButton } from '../components/PrintDialog';

interface ShipValues {
  transportType?: string;
  carrier?: string;
  containerNo?: string;
}

/** The container or vehicle number rule of the server (`checkContainerNo`), in the screen's language. */
const containerNoRule = (language: Language, required: boolean) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const v = value?.trim();
    if (!v) {
      if (required) throw new Error(errorMessage('CONTAINER_NO_REQUIRED', language));
      return;
    }
    const violation = checkContainerNo(v);
    if (violation) throw new Error(errorMessage(violation.code, language, violation.params));
  },
});

/**
 * Shipping: boxes waiting for a ship bill (one order per ship bill, optional container or vehicle
 * number) and the ship bills of the current warehouse with their logistics confirmation: hand to the
 * carrier (container or vehicle number required) and delivered, each confirmed. The boxes tab needs
 * the boxing list's permission (`boxing:search`): a user who may only look at ship bills (head
 * office) opens on the ship bills, and so does a link to one ship bill (`?shipBillNo=`), filtered.
 */
export default function ShipBillsPage() {
  const { t, i18n, cols, search } = useListKit('warehouse:ship.');
  const language = i18n.language as Language;
  const can = useCan();
  const refresh = useRefresh(['warehouse']);
  const seesBoxes = can(perm('boxing', 'search'));
  // a link to one ship bill (`?shipBillNo=`, e.g. from a claim) opens on the ship bills
  const [params] = useSearchParams();
  const opensOn = seesBoxes && !params.has('shipBillNo') ? 'boxes' : 'bills';
  const [shipping, setShipping] = useState<{ boxes: ShipBoxListItem[] } | null>(null);
  const boxColumns = useBoxColumns(false);
  const actions = useRowActions();
  const [viewing, setViewing] = useState<Delivery | null>(null);
  const [handing, setHanding] = useState<Delivery | null>(null);
  const deliveryColumns = useDeliveryColumns();

  const billColumns: ColumnsType<Delivery> = [
    ...deliveryColumns,
    cols.text<Delivery>('carrier', { width: 100 }),
    cols.actions<Delivery>((r) => [
      actions.view(() => setViewing(r)),
      {
        key: 'handToCarrier',
        label: t('warehouse:ship.handToCarrier'),
        icon: <SendOutlined />,
        permission: perm('shipBill', 'logistics'),
        hidden: r.logisticsStatus !== LOGISTICS_STATUS.awaitingCarrier,
        testId: 'hand-to-carrier',
        onClick: () => setHanding(r),
      },
      {
        key: 'delivered',
        label: t('warehouse:ship.delivered'),
        icon: <CheckCircleOutlined />,
        permission: perm('shipBill', 'logistics'),
        hidden: r.logisticsStatus !== LOGISTICS_STATUS.handedToCarrier,
        confirm: t('warehouse:ship.deliveredQuestion', { no: r.shipBillNo }),
        testId: 'mark-delivered',
        onClick: refreshing(
          refresh,
          () => confirmLogistics(r.id, { status: LOGISTICS_STATUS.delivered }),
          t('warehouse:ship.logisticsSaved'),
        ),
      },
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
      <ListTabs
        defaultActiveKey={opensOn}
        items={[
          seesBoxes &&
            listTab<ShipBoxListItem>('boxes', t('warehouse:ship.tabBoxes'), {
              source: warehouseLists.unshippedBoxes,
              columns: boxColumns,
              selection: 'multiple',
              searchFields: [dealerOrderNoSearch(t)],
              toolbar: [
                selectionAction(
                  'add',
                  <CarOutlined />,
                  (ctx) => {
                    if (new Set(ctx.selectedRows.map((b) => b.dealerOrderId)).size > 1) {
                      notify.warning(t('warehouse:ship.oneOrder'));
                      return;
                    }
                    setShipping({ boxes: ctx.selectedRows });
                  },
                  {
                    label: t('warehouse:ship.create'),
                    permission: perm('shipBill', 'add'),
                  },
                ),
              ],
            }),
          listTab<Delivery>('bills', t('warehouse:ship.tabBills'), {
            source: warehouseLists.shipBills,
            columns: billColumns,
            searchFields: [search.text('shipBillNo', 24), dealerOrderNoSearch(t)],
          }),
        ]}
      />
      <DeliveryLinesModal delivery={viewing} onClose={() => setViewing(null)} />
      <FormDialog<{ containerNo: string }>
        open={handing !== null}
        title={`${t('warehouse:ship.handToCarrier')} ${handing?.shipBillNo ?? ''}`}
        initialValues={{ containerNo: handing?.containerNo ?? '' }}
        confirm={() => t('warehouse:ship.handToCarrierQuestion', { no: handing?.shipBillNo ?? '' })}
        onClose={() => setHanding(null)}
        successMessage={() => t('warehouse:ship.logisticsSaved')}
        testId="hand-to-carrier-dialog"
        onSubmit={async (v) => {
          if (!handing) return;
          const containerNo = v.containerNo.trim();
          await confirmLogistics(handing.id, {
            status: LOGISTICS_STATUS.handedToCarrier,
            ...(containerNo === handing.containerNo ? {} : { containerNo }),
          });
          await refresh();
        }}
      >
        <Form.Item
          name="containerNo"
          label={t('warehouse:ship.containerNo')}
          extra={t('warehouse:ship.containerNoHint')}
          rules={[containerNoRule(language, true)]}
        >
          <Input maxLength={12} disabled={Boolean(handing?.containerNo)} />
        </Form.Item>
      </FormDialog>
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
        <Form.Item
          name="containerNo"
          label={t('warehouse:ship.containerNo')}
          extra={t('warehouse:ship.containerNoHint')}
          rules={[containerNoRule(language, false)]}
        >
          <Input maxLength={12} />
        </Form.Item>
      </FormDialog>
    </>
  );
}
