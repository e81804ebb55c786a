import { CheckSquareOutlined, RollbackOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { Delivery } from '@spm/contracts';
import { ORDER_STATUS, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { cancelVirtualReceive, deliveryKeys, deliveryLists, virtualReceive } from '../api';
import { ConfirmDeliveryDialog } from '../components/ConfirmDeliveryDialog';
import { DeliveryLinesModal, useDeliveryColumns } from '../components/delivery-columns';

/**
 * Delivery receipt confirmation (spec §2 `/confirmDelivery/index`): the dealer's ship bills,
 * unconfirmed first by default, with their lines; confirm receipt per delivery; virtual receive of a
 * shipped order (status 8 → 5) and its cancel, each confirmed. `?dealerOrderNo=` (linked from the
 * order status query) or `?shipBillNo=` (linked from a claim) filters one order's or one ship bill's
 * deliveries, confirmed or not.
 */
export default function ConfirmDeliveryPage() {
  const { t, cols, search } = useListKit('deliveries:');
  const refresh = useRefresh(deliveryKeys.list);
  const actions = useRowActions();
  const [params] = useSearchParams();
  // a link to one order's or one ship bill's deliveries shows them whatever their status
  const linked = params.has('dealerOrderNo') || params.has('shipBillNo');
  const defaultCriteria = useMemo(() => (linked ? {} : { status: 'unconfirmed' }), [linked]);
  const [confirming, setConfirming] = useState<Delivery | null>(null);
  const [viewing, setViewing] = useState<Delivery | null>(null);
  const headerColumns = useDeliveryColumns();

  const searchFields: SearchField[] = [
    search.select('status', [
      { value: 'unconfirmed', label: t('deliveries:state.0') },
      { value: 'confirmed', label: t('deliveries:state.1') },
    ]),
    search.text('dealerOrderNo', 20),
    search.text('shipBillNo', 24),
  ];
  const columns: ColumnsType<Delivery> = [
    ...headerColumns,
    cols.actions<Delivery>(
      (d) => [
        actions.view(() => setViewing(d)),
        {
          key: 'confirm',
          label: t('deliveries:confirm'),
          icon: <CheckSquareOutlined />,
          permission: perm('confirmDelivery', 'confirm'),
          hidden: d.status !== 0,
          onClick: () => setConfirming(d),
        },
        {
          key: 'virtualReceive',
          label: t('deliveries:virtualReceive'),
          icon: <SafetyCertificateOutlined />,
          permission: perm('confirmDelivery', 'virtualReceive'),
          hidden: d.orderStatus !== ORDER_STATUS.settled,
          confirm: t('deliveries:virtualReceiveQuestion', { no: d.dealerOrderNo ?? '' }),
          testId: 'virtual-receive',
          onClick: refreshing(refresh, () => virtualReceive(d.id), t('deliveries:virtualReceived')),
        },
        {
          key: 'cancelVirtualReceive',
          label: t('deliveries:cancelVirtualReceive'),
          icon: <RollbackOutlined />,
          permission: perm('confirmDelivery', 'cancelVirtualReceive'),
          hidden: d.orderStatus !== ORDER_STATUS.virtuallyReceived,
          danger: true,
          confirm: t('deliveries:cancelVirtualReceiveQuestion', { no: d.dealerOrderNo ?? '' }),
          testId: 'cancel-virtual-receive',
          onClick: refreshing(
            refresh,
            () => cancelVirtualReceive(d.id),
            t('deliveries:virtualReceiveCancelled'),
          ),
        },
      ],
      { width: 260 },
    ),
  ];

  return (
    <>
      <ListPage<Delivery>
        key={linked ? params.toString() : ''}
        source={deliveryLists.deliveries}
        columns={columns}
        searchFields={searchFields}
        defaultCriteria={defaultCriteria}
      />
      <DeliveryLinesModal delivery={viewing} onClose={() => setViewing(null)} />
      <ConfirmDeliveryDialog
        delivery={confirming}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          void refresh();
        }}
      />
    </>
  );
}
