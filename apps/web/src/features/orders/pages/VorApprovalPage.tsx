import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useRowApproval } from '../../../shared/ApprovalDialog';
import { useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { approveOrder, type DealerOrderSummary, orderKeys, orderLists, rejectOrder } from '../api';
import { OrderDetailDrawer } from '../components/OrderDetailDrawer';
import { useOrderListColumns } from '../components/order-list-columns';

/**
 * VOR approval (head office, spec §2 "VOR approval history", §4): VOR orders awaiting approval,
 * approve or reject with an opinion (required on reject); the detail drawer shows the approval history.
 */
export default function VorApprovalPage() {
  const { t, cols, search } = useListKit('orders:field.');
  const approvals = useStatusOptions('vorApproval');
  const columnsOf = useOrderListColumns();
  const actions = useRowActions();
  const refresh = useRefresh(orderKeys.all);
  const [viewing, setViewing] = useState<number | null>(null);

  const searchFields: SearchField[] = [
    search.text('dealerOrderNo', 20),
    search.text('dealerCode', 20),
    search.select(
      'vorApprovalStatus',
      approvals.filter((o) => o.value !== 'none'),
    ),
    search.dateRange('submitDate'),
  ];

  const approval = useRowApproval<DealerOrderSummary>({
    permission: perm('vorApproval', 'approve'),
    testId: 'vor',
    icons: { approve: <CheckOutlined />, reject: <CloseOutlined /> },
    title: (kind, order) =>
      t(kind === 'approve' ? 'orders:vor.approveTitle' : 'orders:vor.rejectTitle', {
        no: order.dealerOrderNo,
      }),
    successMessage: (kind) => t(kind === 'reject' ? 'orders:vor.rejected' : 'orders:vor.approved'),
    decide: async (kind, order, opinion) => {
      if (kind === 'approve') await approveOrder(order.id, order.version, opinion);
      else await rejectOrder(order.id, order.version, opinion ?? '');
      await refresh();
    },
  });

  const columns: ColumnsType<DealerOrderSummary> = [
    cols.link<DealerOrderSummary>('dealerOrderNo', (row) => setViewing(row.id), { sorter: true }),
    ...columnsOf.dealer(200, true).map((c) => ({ ...c, key: 'dealerCode', sorter: true, ellipsis: true })),
    columnsOf.statusWithApproval({ sorter: true }),
    columnsOf.orderWarehouse(110),
    columnsOf.lineCount(60),
    columnsOf.amount({ width: 100, sorter: true }),
    columnsOf.submitDate({ sorter: true }),
    cols.actions<DealerOrderSummary>(
      (row) => {
        const notPending = row.vorApprovalStatus !== 'pending';
        return [
          actions.view(() => setViewing(row.id)),
          approval.approve(row, notPending),
          approval.reject(row, notPending),
        ];
      },
      { width: 190 },
    ),
  ];

  return (
    <>
      <ListPage<DealerOrderSummary>
        source={orderLists.vorApprovals}
        columns={columns}
        searchFields={searchFields}
        defaultCriteria={{ vorApprovalStatus: 'pending' }}
      />
      <OrderDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      {approval.dialog}
    </>
  );
}
