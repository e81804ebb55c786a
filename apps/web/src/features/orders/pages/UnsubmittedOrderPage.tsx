import { EyeOutlined } from '@ant-design/icons';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSession } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { type DealerOrderSummary, orderLists } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { useOrderListColumns } from '../components/order-list-columns';

/**
 * Unsubmitted order query (spec §1, §2): temporary orders not yet submitted — the dealer's own, or for
 * head office every dealer's — with export and the order detail.
 */
export default function UnsubmittedOrderPage() {
  const { t, search } = useListKit('orders:field.');
  const orderTypes = useStatusOptions('orderType');
  const { me } = useSession();
  const columnsOf = useOrderListColumns();
  const [viewing, setViewing] = useState<number | null>(null);

  const searchFields: SearchField[] = [
    search.text('tempOrderNo', 20),
    ...(me.dealerCode ? [] : [search.text('dealerCode', 20)]),
    search.select('orderType', orderTypes),
    search.dateRange('createDate'),
  ];

  const columns: ColumnsType<DealerOrderSummary> = [
    col.link<DealerOrderSummary>(t('orders:field.tempOrderNo'), 'tempOrderNo', (row) => setViewing(row.id), {
      sorter: true,
      width: 160,
      icon: <EyeOutlined />,
    }),
    columnsOf.orderType({ width: 110 }),
    ...columnsOf.dealer(240, true),
    columnsOf.orderWarehouse(130),
    columnsOf.lineCount(70),
    columnsOf.amount({ sorter: true }),
    columnsOf.agentEntered(),
    columnsOf.createdAt(),
  ];

  return (
    <>
      <ListPage<DealerOrderSummary>
        source={orderLists.unsubmitted}
        columns={columns}
        searchFields={searchFields}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
