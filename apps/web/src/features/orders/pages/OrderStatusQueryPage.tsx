import { DeleteOutlined, EyeOutlined, InboxOutlined } from '@ant-design/icons';
import { ORDER_STATUS, perm } from '@spm/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { ListPage, type ListPageHandle } from '../../../shared/ListPage';
import { moneyColumn } from '../../../shared/MoneyText';
import { PermissionButton } from '../../../shared/PermissionButton';
import type { SearchField } from '../../../shared/SearchForm';
import {
  type DealerOrderSummary,
  deleteOrder,
  fetchOrders,
  fetchWarehouses,
  orderExportPaths,
  orderKeys,
} from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { OrderStatusTag, OrderTypeTag, useEnumOptions, VorApprovalTag } from '../components/OrderTags';

/** Orders whose goods are on the way or arrived: the dealer may confirm the receipt. */
const RECEIVABLE: readonly number[] = [ORDER_STATUS.settled, ORDER_STATUS.virtuallyReceived];

/**
 * Dealer order status query (spec §2 `/orderStatusQuery/index`): filters (order no, type, status,
 * warehouse, submit dates), the list, a detail drawer (lines with send/unsent qty, status and
 * approval history), export, delete with confirmation, and "confirm receipt".
 */
export default function OrderStatusQueryPage() {
  const { t, i18n } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { me } = useSession();
  const options = useEnumOptions();
  const list = useRef<ListPageHandle>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const warehouses = useQuery({
    queryKey: ['org', 'warehouses', i18n.language],
    queryFn: fetchWarehouses,
    staleTime: 300_000,
  });

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'dealerOrderNo', label: t('orders:field.dealerOrderNo'), maxLength: 20 },
      { name: 'orderType', label: t('orders:field.orderType'), type: 'select', options: options.orderTypes },
      { name: 'status', label: t('orders:field.status'), type: 'multiSelect', options: options.statuses },
      {
        name: 'orderWarehouseCode',
        label: t('orders:field.orderWarehouse'),
        type: 'select',
        options: (warehouses.data ?? []).map((w) => ({ value: w.code, label: `${w.code} ${w.name}` })),
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
    [t, options.orderTypes, options.statuses, warehouses.data, me.dealerCode],
  );

  const remove = (row: DealerOrderSummary) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('orders:confirmDeleteOne', { no: row.dealerOrderNo ?? row.tempOrderNo }),
      okButtonProps: { danger: true },
      okText: t('common:action.delete'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          await deleteOrder(row.id, row.version);
          notify.success(t('common:message.deleted'));
        } catch (error) {
          if (isApiError(error)) notify.error(error.errors[0]?.message ?? error.message);
        }
        await client.invalidateQueries({ queryKey: orderKeys.all });
        list.current?.reload();
      },
    });

  const confirmReceipt = (no: string) =>
    navigate(`/confirmDelivery/index?dealerOrderNo=${encodeURIComponent(no)}`);

  const columns: ColumnsType<DealerOrderSummary> = [
    {
      title: t('orders:field.dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      width: 150,
      sorter: true,
      render: (no: string | null, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => setViewing(row.id)}
          data-testid="open-order"
        >
          {no ?? row.tempOrderNo}
        </Button>
      ),
    },
    {
      title: t('orders:field.orderType'),
      dataIndex: 'orderType',
      key: 'orderType',
      width: 90,
      render: (v: string) => <OrderTypeTag type={v} />,
    },
    {
      title: t('orders:field.status'),
      dataIndex: 'status',
      key: 'status',
      width: 180,
      sorter: true,
      render: (s: number, row) => (
        <Space size={4}>
          <OrderStatusTag status={s} />
          <VorApprovalTag status={row.vorApprovalStatus} />
        </Space>
      ),
    },
    ...(me.dealerCode
      ? []
      : [
          {
            title: t('orders:field.dealer'),
            key: 'dealer',
            width: 220,
            render: (_: unknown, r: DealerOrderSummary) => `${r.dealerCode} ${r.dealerName}`,
          },
        ]),
    {
      title: t('orders:field.orderWarehouse'),
      dataIndex: 'orderWarehouseName',
      key: 'orderWarehouseName',
      width: 110,
    },
    {
      title: t('orders:field.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      width: 60,
      align: 'right',
    },
    moneyColumn<DealerOrderSummary>(t('orders:field.amount'), 'amount', { sorter: true, width: 110 }),
    moneyColumn<DealerOrderSummary>(t('orders:field.unsentAmount'), 'unsentAmount', { width: 110 }),
    {
      title: t('orders:field.submitDate'),
      dataIndex: 'submitDate',
      key: 'submitDate',
      width: 100,
      sorter: true,
    },
    {
      title: t('common:column.operation'),
      key: 'op',
      width: 160,
      fixed: 'right',
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row.id)}>
            {t('common:action.view')}
          </Button>
          {row.deletable && (
            <PermissionButton
              code={perm('orderEntry', 'delete')}
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => remove(row)}
            >
              {t('common:action.delete')}
            </PermissionButton>
          )}
          {row.dealerOrderNo && RECEIVABLE.includes(row.status) && (
            <Button
              type="link"
              size="small"
              icon={<InboxOutlined />}
              onClick={() => confirmReceipt(row.dealerOrderNo as string)}
            >
              {t('orders:confirmReceipt')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<DealerOrderSummary>
        handle={list}
        page="orderStatusQuery"
        queryKey={orderKeys.lists()}
        fetch={fetchOrders}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        defaultSort="-submitDate"
        exportUrl={orderExportPaths.orders}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
