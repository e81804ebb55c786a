import type { Page } from '@spm/contracts';
import { Button, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { ListPage, type ListParams } from '../../../shared/ListPage';
import { MoneyText, moneyColumn } from '../../../shared/MoneyText';
import type { SearchField } from '../../../shared/SearchForm';
import { fetchUnsettledLines, orderExportPaths, orderKeys, type UnsettledLine } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { OrderStatusTag, OrderTypeTag, useEnumOptions } from '../components/OrderTags';

/**
 * Submitted-unsettled order detail (spec §2): the lines still using the dealer's credit, with their
 * unsent qty and amount; the total is the "submitted-not-settled amount" credit label.
 */
export default function SubmittedUnsettledPage() {
  const { t, i18n } = useTranslation();
  const { me } = useSession();
  const options = useEnumOptions();
  const [viewing, setViewing] = useState<number | null>(null);
  const [unsentTotal, setUnsentTotal] = useState<string | null>(null);
  const en = i18n.language === 'en-US';

  const fetchPage = async (params: ListParams): Promise<Page<UnsettledLine>> => {
    const page = await fetchUnsettledLines(params);
    setUnsentTotal(page.unsentAmount);
    return page;
  };

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'dealerOrderNo', label: t('orders:field.dealerOrderNo'), maxLength: 20 },
      { name: 'partCode', label: t('orders:field.partCode'), maxLength: 30 },
      { name: 'orderType', label: t('orders:field.orderType'), type: 'select', options: options.orderTypes },
      ...(me.dealerCode ? [] : [{ name: 'dealerCode', label: t('orders:field.dealerCode'), maxLength: 20 }]),
    ],
    [t, options.orderTypes, me.dealerCode],
  );

  const columns: ColumnsType<UnsettledLine> = [
    {
      title: t('orders:field.dealerOrderNo'),
      dataIndex: 'dealerOrderNo',
      key: 'dealerOrderNo',
      width: 150,
      render: (no: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(row.orderId)}>
          {no}
        </Button>
      ),
    },
    ...(me.dealerCode
      ? []
      : [{ title: t('orders:field.dealerCode'), dataIndex: 'dealerCode', key: 'dealerCode', width: 90 }]),
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
      width: 120,
      render: (s: number) => <OrderStatusTag status={s} />,
    },
    { title: t('orders:field.submitDate'), dataIndex: 'submitDate', key: 'submitDate', width: 100 },
    { title: t('orders:field.partCode'), dataIndex: 'partCode', key: 'partCode', width: 150 },
    {
      title: t('orders:field.partName'),
      key: 'name',
      width: 160,
      ellipsis: true,
      render: (_, l) => (en ? l.nameEn : l.nameZh),
    },
    { title: t('orders:field.qty'), dataIndex: 'qty', key: 'qty', width: 70, align: 'right' },
    { title: t('orders:field.sendQty'), dataIndex: 'sendQty', key: 'sendQty', width: 70, align: 'right' },
    {
      title: t('orders:field.unsentQty'),
      dataIndex: 'unsentQty',
      key: 'unsentQty',
      width: 70,
      align: 'right',
    },
    moneyColumn<UnsettledLine>(t('orders:field.price'), 'price', { width: 90 }),
    moneyColumn<UnsettledLine>(t('orders:field.unsentAmount'), 'unsentAmount', { width: 110 }),
  ];

  return (
    <>
      <ListPage<UnsettledLine>
        page="submittedUnsettled"
        queryKey={orderKeys.unsettled()}
        fetch={fetchPage}
        columns={columns}
        rowKey={(l) => `${l.orderId}-${l.partCode}`}
        searchFields={searchFields}
        exportUrl={orderExportPaths.unsettledLines}
        toolbarExtra={
          unsentTotal !== null && (
            <Typography.Text data-testid="unsent-total" style={{ whiteSpace: 'nowrap' }}>
              {t('orders:unsettled.total')}：<MoneyText value={unsentTotal} />
            </Typography.Text>
          )
        }
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
