import { InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { CONVERTIBLE_ORDER_STATUSES, ORDER_STATUS, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Query } from '../../../app/api/client';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { useRowActions } from '../../../shared/columns';
import { DOCUMENT_PATHS } from '../../../shared/document-places';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { listSource } from '../../../shared/list-source';
import { useCan } from '../../../shared/PermissionButton';
import { orgOptions, useWarehouses } from '../../../shared/reference-data';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { withAccidentOrderIds } from '../../accident-cars/api';
import { ConvertDialog, type ConvertTarget } from '../../accident-cars/components/ConvertDialog';
import { ORDER_DETAIL as ACCIDENT_ORDER_DETAIL } from '../../accident-cars/routes';
import { type DealerOrderSummary, deleteOrder, fetchOrders, orderExportPaths, orderKeys } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { useOrderListColumns } from '../components/order-list-columns';

/** Orders whose goods are on the way or arrived: the dealer may confirm the receipt. */
const RECEIVABLE: readonly number[] = [ORDER_STATUS.settled, ORDER_STATUS.virtuallyReceived];

/** A listed order, marked with the accident car order made from it (when the user may convert). */
type Row = DealerOrderSummary & { accidentOrderId?: number | null };

/**
 * Why an order cannot be converted by the server's rule (spec §2): not submitted or cancelled, or
 * converted already (DFS / oil auxiliary lines the server names one by one); null when it can.
 */
const convertBlock = (row: Row) =>
  row.dealerOrderNo === null || !CONVERTIBLE_ORDER_STATUSES.includes(row.status)
    ? 'accidentCars:convert.notConvertible'
    : row.accidentOrderId
      ? 'accidentCars:convert.converted'
      : null;

/**
 * Dealer order status query (spec §2 `/orderStatusQuery/index`): filters (order no, type, status,
 * warehouse, submit dates), the list, a detail drawer (lines with send/unsent qty, status and
 * approval history), export, delete with confirmation, "confirm receipt", and "convert to accident car
 * order" (offered on submitted, not cancelled orders as the server's rule; then the accident order opens).
 */
export default function OrderStatusQueryPage() {
  const { t, cols, search } = useListKit('orders:field.');
  const orderTypes = useStatusOptions('orderType');
  const orderStatuses = useStatusOptions('orderStatus');
  const navigate = useNavigate();
  const refresh = useRefresh(orderKeys.all);
  const columnsOf = useOrderListColumns();
  const actions = useRowActions();
  const { me } = useSession();
  const [viewing, setViewing] = useState<number | null>(null);
  const [converting, setConverting] = useState<ConvertTarget | null>(null);
  const warehouses = useWarehouses();
  const mayConvert = useCan()(perm('accidentCarOrder', 'add'));
  // who may convert sees which orders are converted already
  const source = useMemo(
    () =>
      listSource(
        'orderStatusQuery',
        orderKeys.lists(),
        mayConvert
          ? (q: Query) => fetchOrders(q).then((orders) => withAccidentOrderIds(orders))
          : fetchOrders,
        { exportUrl: orderExportPaths.orders },
      ),
    [mayConvert],
  );

  const searchFields: SearchField[] = [
    search.text('dealerOrderNo', 20),
    search.select('orderType', orderTypes),
    { name: 'status', label: t('orders:field.status'), type: 'multiSelect', options: orderStatuses },
    search.select('orderWarehouseCode', orgOptions(warehouses.data), 'orderWarehouse'),
    search.dateRange('submitDate'),
    search.text('partCode', 30),
    ...(me.dealerCode ? [] : [search.text('dealerCode', 20)]),
  ];

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
    navigate(`${DOCUMENT_PATHS.confirmDelivery}?dealerOrderNo=${encodeURIComponent(no)}`);

  const convertTooltip = (row: Row) => {
    const block = convertBlock(row);
    return block ? t(block) : undefined;
  };

  const columns: ColumnsType<Row> = [
    cols.link<Row>('dealerOrderNo', (row) => setViewing(row.id), {
      sorter: true,
      testId: 'open-order',
      display: (row) => row.dealerOrderNo ?? row.tempOrderNo,
    }),
    columnsOf.orderType(),
    columnsOf.statusWithApproval({ width: 180, sorter: true }),
    // a key column: before the wide ones, so it is never under the fixed actions column
    columnsOf.submitDate({ sorter: true }),
    ...columnsOf.dealer(220),
    columnsOf.orderWarehouse(110),
    columnsOf.lineCount(60),
    columnsOf.amount({ sorter: true, width: 110 }),
    cols.money<Row>('unsentAmount', { width: 110 }),
    cols.actions<Row>(
      (row) => [
        actions.view(() => setViewing(row.id)),
        actions.remove(
          perm('orderEntry', 'delete'),
          t('orders:confirmDeleteOne', { no: row.dealerOrderNo ?? row.tempOrderNo }),
          () => remove(row),
          { hidden: !row.deletable },
        ),
        {
          key: 'receive',
          label: t('orders:confirmReceipt'),
          icon: <InboxOutlined />,
          hidden: !(row.dealerOrderNo && RECEIVABLE.includes(row.status)),
          onClick: () => confirmReceipt(row.dealerOrderNo as string),
        },
        {
          key: 'convert',
          label: t('accidentCars:convert.short'),
          icon: <SwapOutlined />,
          permission: perm('accidentCarOrder', 'add'),
          testId: 'convert-to-accident',
          disabled: convertBlock(row) !== null,
          tooltip: convertTooltip(row),
          onClick: () => setConverting({ id: row.id, dealerOrderNo: row.dealerOrderNo as string }),
        },
      ],
      { width: 220 },
    ),
  ];

  return (
    <>
      <ListPage<Row>
        source={source}
        columns={columns}
        searchFields={searchFields}
        defaultSort="-submitDate"
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <ConvertDialog
        open={converting !== null}
        order={converting}
        onClose={() => setConverting(null)}
        onDone={(made) => {
          void refresh();
          navigate(`${ACCIDENT_ORDER_DETAIL}?id=${made.id}`);
        }}
      />
    </>
  );
}
