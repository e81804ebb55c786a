import { CheckOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { useSession } from '../../../app/auth/session';
import { col } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { addAction, rowAction } from '../../../shared/toolbar-actions';
import { type DealerOrderSummary, deleteOrder, orderImportPath, orderKeys, orderLists } from '../api';
import { CreditLabels } from '../components/CreditLabels';
import { useOrderListColumns } from '../components/order-list-columns';
import { useSubmitOrder } from '../use-submit-order';

const ENTRY_PATH = '/orderEntry/orderEntryDetail';

/**
 * Order input list (spec §2 `/orderEntry/orderTracking`): the dealer's temporary (unsubmitted)
 * orders with add, edit, delete, submit and import, and the three credit labels.
 */
export default function OrderTrackingPage() {
  const { t, search } = useListKit('orders:field.');
  const orderTypes = useStatusOptions('orderType');
  const navigate = useNavigate();
  const columnsOf = useOrderListColumns();
  const refresh = useRefresh(orderKeys.all, ['credit']);
  const { me } = useSession();
  const submitter = useSubmitOrder({
    onDone: async (result) => {
      if (result) notify.success(t('orders:submit.done', { no: result.dealerOrderNo }));
      await refresh();
    },
  });

  const searchFields: SearchField[] = [
    search.text('tempOrderNo', 20),
    search.select('orderType', orderTypes),
    search.dateRange('createDate'),
  ];

  const remove = async (rows: DealerOrderSummary[]) => {
    for (const row of rows) {
      try {
        await deleteOrder(row.id, row.version);
      } catch (error) {
        if (isApiError(error))
          notify.error(`${row.tempOrderNo}: ${error.errors[0]?.message ?? error.message}`);
      }
    }
    await refresh();
  };

  const columns: ColumnsType<DealerOrderSummary> = [
    col.link<DealerOrderSummary>(
      t('orders:field.tempOrderNo'),
      'tempOrderNo',
      (row) => navigate(`${ENTRY_PATH}?id=${row.id}`),
      { sorter: true, width: 160 },
    ),
    columnsOf.orderType({ width: 110 }),
    ...columnsOf.dealer(220),
    columnsOf.orderWarehouse(130),
    col.text<DealerOrderSummary>(t('orders:field.receivingWarehouse'), 'receivingWarehouseCode', {
      width: 90,
    }),
    columnsOf.lineCount(70),
    columnsOf.amount({ sorter: true }),
    columnsOf.agentEntered(),
    columnsOf.createdAt(),
  ];

  return (
    <>
      <div style={{ marginBottom: 8 }}>{me.dealerCode && <CreditLabels dealerCode={null} />}</div>
      <ListPage<DealerOrderSummary>
        source={orderLists.drafts}
        columns={columns}
        selection="multiple"
        searchFields={searchFields}
        toolbar={[
          addAction(() => navigate(ENTRY_PATH)),
          rowAction('edit', (row) => navigate(`${ENTRY_PATH}?id=${row.id}`), { icon: <EditOutlined /> }),
          {
            action: 'delete',
            icon: <DeleteOutlined />,
            danger: true,
            needsSelection: 'some',
            confirm: ({ selectedRows }) => t('orders:confirmDelete', { count: selectedRows.length }),
            confirmOk: t('common:action.delete'),
            onClick: ({ selectedRows }) => remove(selectedRows),
          },
          rowAction('submit', (row) => submitter.submit(row.id, row.version), {
            icon: <CheckOutlined />,
            confirm: (row) => t('orders:confirmSubmit', { no: row.tempOrderNo }),
          }),
        ]}
        toolbarExtra={
          <ExcelImportButton
            url={orderImportPath}
            permission={perm('orderEntry', 'import')}
            templateKey="dealerOrderImport"
            onImported={() => void refresh()}
          />
        }
      />
    </>
  );
}
