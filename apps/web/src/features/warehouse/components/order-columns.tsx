import type { WarehouseOrder } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { formatDateTime } from '../../../shared/format';
import { StatusTag } from '../../../shared/StatusTag';

/** The leading columns of the warehouse order lists: order no, type, status, dealer, submit time, lines. */
export function useOrderColumns(): ColumnsType<WarehouseOrder> {
  const { t } = useTranslation();
  const zh = currentLanguage() === 'zh-CN';
  return [
    {
      title: t('warehouse:order.dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      sorter: true,
      width: 150,
    },
    {
      title: t('warehouse:order.orderType'),
      dataIndex: 'orderType',
      key: 'orderType',
      sorter: true,
      width: 100,
      render: (v: string) => <StatusTag kind="orderType" value={v} />,
    },
    {
      title: t('warehouse:order.status'),
      dataIndex: 'status',
      key: 'status',
      width: 110,
      render: (v: number) => <StatusTag kind="orderStatus" value={v} />,
    },
    {
      title: t('warehouse:order.dealer'),
      key: 'dealerCode',
      sorter: true,
      width: 220,
      render: (_, r) => `${r.dealerCode} ${zh ? r.dealerNameZh : r.dealerNameEn}`,
    },
    {
      title: t('warehouse:order.submittedAt'),
      dataIndex: 'submittedAt',
      key: 'submittedAt',
      sorter: true,
      width: 150,
      render: formatDateTime,
    },
    {
      title: t('warehouse:order.lineCount'),
      dataIndex: 'lineCount',
      key: 'lineCount',
      align: 'right',
      width: 70,
    },
  ];
}
