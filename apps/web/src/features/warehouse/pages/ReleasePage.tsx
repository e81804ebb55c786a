import { SendOutlined } from '@ant-design/icons';
import type { ReleaseResult, WarehouseOrder } from '@spm/contracts';
import { labelText, ORDER_TYPE_LABELS, ORDER_TYPES } from '@spm/domain';
import { Modal, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { ListPage } from '../../../shared/ListPage';
import { moneyColumn } from '../../../shared/MoneyText';
import type { SearchField } from '../../../shared/SearchForm';
import { fetchWarehouseOrders, releaseOrders, warehouseKeys } from '../api';
import { useOrderColumns } from '../components/order-columns';

/**
 * Order release (warehouse): the release queue of the current warehouse (can release and to owe,
 * VOR only once approved) in release priority; batch release with one result per order.
 */
export default function ReleasePage() {
  const { t } = useTranslation();
  const [results, setResults] = useState<ReleaseResult[] | null>(null);
  const orderColumns = useOrderColumns();
  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'dealerOrderNo', label: t('warehouse:order.dealerOrderNo'), maxLength: 20 },
      { name: 'dealerCode', label: t('warehouse:order.dealerCode'), maxLength: 20 },
      {
        name: 'orderType',
        label: t('warehouse:order.orderType'),
        type: 'select',
        options: ORDER_TYPES.map((o) => ({
          value: o,
          label: labelText(ORDER_TYPE_LABELS[o], currentLanguage()),
        })),
      },
    ],
    [t],
  );
  const columns: ColumnsType<WarehouseOrder> = [
    ...orderColumns,
    { title: t('warehouse:order.qtyToRelease'), dataIndex: 'qty', key: 'qty', align: 'right', width: 90 },
    moneyColumn<WarehouseOrder>(t('warehouse:order.amount'), 'amount'),
    {
      title: t('warehouse:order.acceptBackorder'),
      dataIndex: 'acceptBackorder',
      key: 'acceptBackorder',
      width: 90,
      render: (v: boolean) => (v ? t('warehouse:yes') : t('warehouse:no')),
    },
  ];
  const resultColumns: ColumnsType<ReleaseResult> = [
    { title: t('warehouse:order.dealerOrderNo'), dataIndex: 'dealerOrderNo', key: 'no', width: 150 },
    {
      title: t('warehouse:release.result'),
      key: 'ok',
      width: 90,
      render: (_, r) => (
        <Tag color={r.ok ? 'success' : 'error'}>
          {r.ok ? t('warehouse:release.ok') : t('warehouse:release.failed')}
        </Tag>
      ),
    },
    {
      title: t('warehouse:release.allocatedLines'),
      dataIndex: 'allocatedLines',
      key: 'a',
      align: 'right',
      width: 90,
    },
    {
      title: t('warehouse:release.backorderedLines'),
      dataIndex: 'backorderedLines',
      key: 'b',
      align: 'right',
      width: 90,
    },
    { title: t('warehouse:release.message'), dataIndex: 'message', key: 'm' },
  ];
  return (
    <>
      <ListPage<WarehouseOrder>
        page="warehouseRelease"
        queryKey={warehouseKeys.orders('release')}
        fetch={(params) => fetchWarehouseOrders('release', params)}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        selection="multiple"
        toolbar={[
          {
            action: 'release',
            primary: true,
            icon: <SendOutlined />,
            needsSelection: 'some',
            confirm: (ctx) => t('warehouse:release.confirm', { count: ctx.selectedRows.length }),
            onClick: async (ctx) => {
              setResults(await releaseOrders(ctx.selectedRows.map((r) => r.id)));
              ctx.reload();
            },
          },
        ]}
      />
      <Modal
        open={results !== null}
        title={t('warehouse:release.results')}
        onCancel={() => setResults(null)}
        onOk={() => setResults(null)}
        okText={t('common:action.close')}
        cancelButtonProps={{ style: { display: 'none' } }}
        width={760}
      >
        <Table<ReleaseResult>
          rowKey="id"
          size="small"
          columns={resultColumns}
          dataSource={results ?? []}
          pagination={false}
          data-testid="release-results"
        />
      </Modal>
    </>
  );
}
