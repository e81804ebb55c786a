import { DeleteOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { ORDER_STATUS, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { orgOptions, useWarehouses } from '../../../shared/reference-data';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { type DealerOrderSummary, deleteOrder, fetchOrders, orderExportPaths, orderKeys } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { useOrderListColumns } from '../components/order-list-columns';

/** Orders whose goods are on the way or arrived: the dealer may confirm the receipt. */
const RECEIVABLE: readonly number[] = [ORDER_STATUS.settled, ORDER_STATUS.virtuallyReceived];

/**
 * Dealer order status query (spec §2 `/orderStatusQuery/index`): filters (order no, type, status,
 * warehouse, submit dates), the list, a detail drawer (lines with send/unsent qty, status and
 * approval history), export, delete with confirmation, and "confirm receipt".
 */
export default function OrderStatusQueryPage() {
  const { t } = useTranslation();
  const orderTypes = useStatusOptions('orderType');
  const orderStatuses = useStatusOptions('orderStatus');
  const navigate = useNavigate();
  const refresh = useRefresh(orderKeys.all);
  const columnsOf = useOrderListColumns();
  const { me } = useSession();
  const [viewing, setViewing] = useState<number | null>(null);
  const warehouses = useWarehouses();

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'dealerOrderNo', label: t('orders:field.dealerOrderNo'), maxLength: 20 },
      { name: 'orderType', label: t('orders:field.orderType'), type: 'select', options: orderTypes },
      { name: 'status', label: t('orders:field.status'), type: 'multiSelect', options: orderStatuses },
      {
        name: 'orderWarehouseCode',
        label: t('orders:field.orderWarehouse'),
        type: 'select',
        options: orgOptions(warehouses.data),
      },
      {
        name: 'submitDate',
        label: t('orders:field.submitDate'),
        type: 'dateRange',
        rangeNames: ['submitDateFrom', 'submitDateTo'],
        span: 8,
      },
      { name: 'partCode', label: t('orders:field.partCode'), maxLength: 30 },
      ...(me.dealerCode ? [] : [{ name: 'dealerCode', label: t('orders:field.dealerCode'), maxLength: 20 }]),
    ],
    [t, orderTypes, orderStatuses, warehouses.data, me.dealerCode],
  );

  const remove = async (row: DealerOrderSummary) => {
    try {
      await deleteOrder(row.id, row.version);
      notify.success(t('common:message.deleted'));
    } catch (error) {
      if (isApiError(error)) notify.error(error.errors[0]?.message ?? error.message);
    }
    await refresh();
  };

  const confirmReceipt = (no: string) =>
    navigate(`/confirmDelivery/index?dealerOrderNo=${encodeURIComponent(no)}`);

  const columns: ColumnsType<DealerOrderSummary> = [
    col.link<DealerOrderSummary>(
      t('orders:field.dealerOrderNo'),
      'dealerOrderNo',
      (row) => setViewing(row.id),
      {
        sorter: true,
        testId: 'open-order',
        display: (row) => row.dealerOrderNo ?? row.tempOrderNo,
      },
    ),
    columnsOf.orderType(),
    columnsOf.statusWithApproval({ width: 180, sorter: true }),
    ...columnsOf.dealer(220),
    columnsOf.orderWarehouse(110),
    columnsOf.lineCount(60),
    columnsOf.amount({ sorter: true, width: 110 }),
    col.money<DealerOrderSummary>(t('orders:field.unsentAmount'), 'unsentAmount', { width: 110 }),
    columnsOf.submitDate({ sorter: true }),
    col.actions<DealerOrderSummary>(
      t('common:column.operation'),
      (row) => [
        {
          key: 'view',
          label: t('common:action.view'),
          icon: <EyeOutlined />,
          onClick: () => setViewing(row.id),
        },
        {
          key: 'delete',
          label: t('common:action.delete'),
          icon: <DeleteOutlined />,
          permission: perm('orderEntry', 'delete'),
          danger: true,
          hidden: !row.deletable,
          confirm: t('orders:confirmDeleteOne', { no: row.dealerOrderNo ?? row.tempOrderNo }),
          confirmOk: t('common:action.delete'),
          onClick: () => remove(row),
        },
        {
          key: 'receive',
          label: t('orders:confirmReceipt'),
          icon: <InboxOutlined />,
          hidden: !(row.dealerOrderNo && RECEIVABLE.includes(row.status)),
          onClick: () => confirmReceipt(row.dealerOrderNo as string),
        },
      ],
      { width: 160 },
    ),
  ];

  return (
    <>
      <ListPage<DealerOrderSummary>
        page="orderStatusQuery"
        queryKey={orderKeys.lists()}
        fetch={fetchOrders}
        columns={columns}
        searchFields={searchFields}
        defaultSort="-submitDate"
        exportUrl={orderExportPaths.orders}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
