import type { Delivery, DeliveryLine } from '@spm/contracts';
import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { formatDate } from '../../../shared/format';
import { moneyColumn } from '../../../shared/MoneyText';
import { StatusTag } from '../../../shared/StatusTag';

/** Header columns of a ship bill / delivery (spec §2 "dealer receive confirm"). */
export function useDeliveryColumns(): ColumnsType<Delivery> {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  return [
    {
      title: t('deliveries:shipBillNo'),
      dataIndex: 'shipBillNo',
      key: 'shipBillNo',
      sorter: true,
      width: 160,
    },
    {
      title: t('deliveries:dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      sorter: true,
      width: 150,
    },
    {
      title: t('deliveries:orderType'),
      dataIndex: 'orderType',
      key: 'orderType',
      width: 100,
      render: (v: string) => <StatusTag kind="orderType" value={v} />,
    },
    {
      title: t('deliveries:sendingWarehouse'),
      key: 'warehouse',
      width: 160,
      render: (_, d) =>
        `${d.sendingWarehouseCode} ${zh ? d.sendingWarehouseNameZh : d.sendingWarehouseNameEn}`,
    },
    {
      title: t('deliveries:shipDate'),
      dataIndex: 'shipDate',
      key: 'shipDate',
      sorter: true,
      width: 100,
      render: formatDate,
    },
    {
      title: t('deliveries:deliveryQty'),
      dataIndex: 'deliveryQty',
      key: 'deliveryQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('deliveries:receivedQty'),
      dataIndex: 'receivedQty',
      key: 'receivedQty',
      align: 'right',
      width: 80,
    },
    moneyColumn<Delivery>(t('deliveries:amount'), 'amount'),
    {
      title: t('deliveries:status'),
      dataIndex: 'status',
      key: 'status',
      width: 90,
      render: (v: number) => (
        <Tag color={v === 1 ? 'success' : 'processing'}>{t(`deliveries:state.${v}`)}</Tag>
      ),
    },
    {
      title: t('deliveries:receiveDate'),
      dataIndex: 'receiveDate',
      key: 'receiveDate',
      width: 100,
      render: formatDate,
    },
  ];
}

/** The lines of a ship bill as an expanded row: shipped, receivable, received, remark. */
export function DeliveryLinesTable({ delivery }: { delivery: Delivery }) {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  const columns: ColumnsType<DeliveryLine> = [
    { title: t('deliveries:partCode'), dataIndex: 'partCode', key: 'partCode', width: 150 },
    {
      title: t('deliveries:partName'),
      key: 'name',
      width: 180,
      render: (_, l) => (zh ? l.nameZh : l.nameEn),
    },
    {
      title: t('deliveries:shippedQty'),
      dataIndex: 'shippedQty',
      key: 'shippedQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('deliveries:receivableQty'),
      dataIndex: 'receivableQty',
      key: 'receivableQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('deliveries:receivedQty'),
      dataIndex: 'receivedQty',
      key: 'receivedQty',
      align: 'right',
      width: 80,
    },
    {
      title: t('deliveries:receiveDate'),
      dataIndex: 'receiveDate',
      key: 'receiveDate',
      width: 100,
      render: formatDate,
    },
    { title: t('deliveries:remark'), dataIndex: 'remark', key: 'remark' },
  ];
  return (
    <Table<DeliveryLine>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={delivery.lines}
      pagination={false}
    />
  );
}
