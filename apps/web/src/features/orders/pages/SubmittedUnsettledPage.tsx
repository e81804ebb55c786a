import type { Page } from '@spm/contracts';
import { nameIn } from '@spm/domain';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSession } from '../../../app/auth/session';
import { domainLanguage } from '../../../app/language';
import { ListPage, type ListParams } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { listSource } from '../../../shared/list-source';
import { MoneyText } from '../../../shared/MoneyText';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { fetchUnsettledLines, orderExportPaths, orderKeys, type UnsettledLine } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';

/**
 * Submitted-unsettled order detail (spec §2): the lines still using the dealer's credit, with their
 * unsent qty and amount; the total is the "submitted-not-settled amount" credit label.
 */
export default function SubmittedUnsettledPage() {
  const { t, i18n, cols, search } = useListKit('orders:field.');
  const orderTypes = useStatusOptions('orderType');
  const { me } = useSession();
  const [viewing, setViewing] = useState<number | null>(null);
  const [unsentTotal, setUnsentTotal] = useState<string | null>(null);
  const language = domainLanguage(i18n.language);

  const fetchPage = async (params: ListParams): Promise<Page<UnsettledLine>> => {
    const page = await fetchUnsettledLines(params);
    setUnsentTotal(page.unsentAmount);
    return page;
  };
  const source = listSource('submittedUnsettled', orderKeys.unsettled(), fetchPage, {
    rowKey: (l) => `${l.orderId}-${l.partCode}`,
    exportUrl: orderExportPaths.unsettledLines,
  });

  const searchFields: SearchField[] = [
    search.text('dealerOrderNo', 20),
    search.text('partCode', 30),
    search.select('orderType', orderTypes),
    ...(me.dealerCode ? [] : [search.text('dealerCode', 20)]),
  ];

  const columns: ColumnsType<UnsettledLine> = [
    cols.link<UnsettledLine>('dealerOrderNo', (row) => setViewing(row.orderId), { sorter: true }),
    ...(me.dealerCode ? [] : [cols.text<UnsettledLine>('dealerCode', { width: 90, sorter: true })]),
    cols.status<UnsettledLine>('orderType', 'orderType', {
      width: 90,
      sorter: true,
    }),
    cols.status<UnsettledLine>('status', 'orderStatus', {
      width: 120,
      sorter: true,
    }),
    cols.text<UnsettledLine>('submitDate', { width: 100, sorter: true }),
    cols.code<UnsettledLine>('partCode', { sorter: true }),
    {
      title: t('orders:field.partName'),
      key: 'name',
      width: 160,
      ellipsis: true,
      render: (_, l) => nameIn(l, language),
    },
    cols.qty<UnsettledLine>('qty', { width: 70, sorter: true }),
    cols.qty<UnsettledLine>('sendQty', { width: 70, sorter: true }),
    cols.qty<UnsettledLine>('unsentQty', { width: 70, sorter: true }),
    cols.money<UnsettledLine>('price', { width: 90, sorter: true }),
    cols.money<UnsettledLine>('unsentAmount', { width: 110, sorter: true }),
  ];

  return (
    <>
      <ListPage<UnsettledLine>
        source={source}
        columns={columns}
        searchFields={searchFields}
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
