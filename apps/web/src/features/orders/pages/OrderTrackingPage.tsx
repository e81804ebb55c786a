import { CheckOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { formatDateTime } from '../../../shared/format';
import { ListPage, type ListPageHandle } from '../../../shared/ListPage';
import { moneyColumn } from '../../../shared/MoneyText';
import type { SearchField } from '../../../shared/SearchForm';
import { type DealerOrderSummary, deleteOrder, fetchDrafts, orderImportPath, orderKeys } from '../api';
import { CreditLabels } from '../components/CreditLabels';
import { OrderTypeTag, useEnumOptions } from '../components/OrderTags';
import { useSubmitOrder } from '../use-submit-order';

const ENTRY_PATH = '/orderEntry/orderEntryDetail';

/**
 * Order input list (spec §2 `/orderEntry/orderTracking`): the dealer's temporary (unsubmitted)
 * orders with add, edit, delete, submit and import, and the three credit labels.
 */
export default function OrderTrackingPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const client = useQueryClient();
  const { me } = useSession();
  const list = useRef<ListPageHandle>(null);
  const options = useEnumOptions();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: orderKeys.all });
    await client.invalidateQueries({ queryKey: ['credit'] });
    list.current?.reload();
  };
  const submitter = useSubmitOrder({
    onDone: async (result) => {
      if (result) notify.success(t('orders:submit.done', { no: result.dealerOrderNo }));
      await refresh();
    },
  });

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'tempOrderNo', label: t('orders:field.tempOrderNo'), maxLength: 20 },
      { name: 'orderType', label: t('orders:field.orderType'), type: 'select', options: options.orderTypes },
      {
        name: 'createDate',
        label: t('orders:field.createDate'),
        type: 'dateRange',
        rangeNames: ['createDateFrom', 'createDateTo'],
        span: 8,
      },
    ],
    [t, options.orderTypes],
  );

  const remove = (rows: DealerOrderSummary[]) =>
    modal.confirm({
      title: t('common:confirm.title'),
      content: t('orders:confirmDelete', { count: rows.length }),
      okButtonProps: { danger: true },
      okText: t('common:action.delete'),
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        for (const row of rows) {
          try {
            await deleteOrder(row.id, row.version);
          } catch (error) {
            if (isApiError(error))
              notify.error(`${row.tempOrderNo}: ${error.errors[0]?.message ?? error.message}`);
          }
        }
        await refresh();
      },
    });

  const columns: ColumnsType<DealerOrderSummary> = [
    {
      title: t('orders:field.tempOrderNo'),
      dataIndex: 'tempOrderNo',
      key: 'tempOrderNo',
      sorter: true,
      width: 160,
      render: (no: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          onClick={() => navigate(`${ENTRY_PATH}?id=${row.id}`)}
        >
          {no}
        </Button>
      ),
    },
    {
      title: t('orders:field.orderType'),
      dataIndex: 'orderType',
      key: 'orderType',
      width: 110,
      render: (v: string) => <OrderTypeTag type={v} />,
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
      width: 130,
    },
    {
      title: t('orders:field.receivingWarehouse'),
      dataIndex: 'receivingWarehouseCode',
      key: 'receivingWarehouseCode',
      width: 90,
    },
    {
      title: t('orders:field.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      width: 70,
      align: 'right',
    },
    moneyColumn<DealerOrderSummary>(t('orders:field.amount'), 'amount', { sorter: true }),
    {
      title: t('orders:field.agentEntered'),
      dataIndex: 'agentEntered',
      key: 'agentEntered',
      width: 90,
      render: (v: boolean) => (v ? <Tag color="purple">{t('orders:agentEntered')}</Tag> : null),
    },
    {
      title: t('orders:field.createdAt'),
      dataIndex: 'createdAt',
      key: 'createdAt',
      width: 160,
      sorter: true,
      render: formatDateTime,
    },
  ];

  return (
    <>
      <div style={{ marginBottom: 8 }}>{me.dealerCode && <CreditLabels dealerCode={null} />}</div>
      <ListPage<DealerOrderSummary>
        handle={list}
        page="orderEntry"
        queryKey={orderKeys.drafts()}
        fetch={fetchDrafts}
        columns={columns}
        rowKey="id"
        selection="multiple"
        searchFields={searchFields}
        toolbar={[
          { action: 'add', primary: true, icon: <PlusOutlined />, onClick: () => navigate(ENTRY_PATH) },
          {
            action: 'edit',
            icon: <EditOutlined />,
            needsSelection: 'one',
            onClick: ({ selectedRows }) => navigate(`${ENTRY_PATH}?id=${selectedRows[0].id}`),
          },
          {
            action: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            needsSelection: 'some',
            onClick: ({ selectedRows }) => remove(selectedRows),
          },
          {
            action: 'submit',
            icon: <CheckOutlined />,
            needsSelection: 'one',
            confirm: ({ selectedRows }) => t('orders:confirmSubmit', { no: selectedRows[0]?.tempOrderNo }),
            onClick: ({ selectedRows }) => submitter.submit(selectedRows[0].id, selectedRows[0].version),
          },
        ]}
        toolbarExtra={
          <ExcelImportButton
            url={orderImportPath}
            permission={perm('orderEntry', 'import')}
            onImported={() => void refresh()}
          />
        }
      />
    </>
  );
}
