import { EyeOutlined } from '@ant-design/icons';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { formatDateTime } from '../../../shared/format';
import { ListPage } from '../../../shared/ListPage';
import { moneyColumn } from '../../../shared/MoneyText';
import type { SearchField } from '../../../shared/SearchForm';
import { type DealerOrderSummary, fetchUnsubmitted, orderExportPaths, orderKeys } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { OrderTypeTag, useEnumOptions } from '../components/OrderTags';

/**
 * Unsubmitted order query (spec §1, §2): temporary orders not yet submitted — the dealer's own, or for
 * head office every dealer's — with export and the order detail.
 */
export default function UnsubmittedOrderPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const options = useEnumOptions();
  const [viewing, setViewing] = useState<number | null>(null);

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'tempOrderNo', label: t('orders:field.tempOrderNo'), maxLength: 20 },
      ...(me.dealerCode ? [] : [{ name: 'dealerCode', label: t('orders:field.dealerCode'), maxLength: 20 }]),
      { name: 'orderType', label: t('orders:field.orderType'), type: 'select', options: options.orderTypes },
      {
        name: 'createDate',
        label: t('orders:field.createDate'),
        type: 'dateRange',
        rangeNames: ['createDateFrom', 'createDateTo'],
        span: 8,
      },
    ],
    [t, options.orderTypes, me.dealerCode],
  );

  const columns: ColumnsType<DealerOrderSummary> = [
    {
      title: t('orders:field.tempOrderNo'),
      dataIndex: 'tempOrderNo',
      key: 'tempOrderNo',
      width: 160,
      sorter: true,
      render: (no: string, row) => (
        <Button
          type="link"
          size="small"
          style={{ padding: 0 }}
          icon={<EyeOutlined />}
          onClick={() => setViewing(row.id)}
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
    {
      title: t('orders:field.dealer'),
      key: 'dealer',
      width: 240,
      render: (_, r) => `${r.dealerCode} ${r.dealerName}`,
    },
    {
      title: t('orders:field.orderWarehouse'),
      dataIndex: 'orderWarehouseName',
      key: 'orderWarehouseName',
      width: 130,
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
      <ListPage<DealerOrderSummary>
        page="unsubmittedOrder"
        queryKey={orderKeys.unsubmitted()}
        fetch={fetchUnsubmitted}
        columns={columns}
        rowKey="id"
        searchFields={searchFields}
        exportUrl={orderExportPaths.unsubmitted}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
