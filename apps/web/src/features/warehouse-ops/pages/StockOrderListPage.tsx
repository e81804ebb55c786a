import type { StockOrderItem } from '@spm/contracts';
import {
  returnOrderWorkflow,
  STOCK_ORDER_EDITABLE,
  type StockOrderStatus,
  scrapOrderWorkflow,
} from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { col, useRowActions } from '../../../shared/columns';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import { stepAction } from '../../../shared/step-actions';
import { addAction } from '../../../shared/toolbar-actions';
import { PrintButton } from '../../warehouse/components/PrintDialog';
import { executeOrder, fetchOrder, type OrderKind, orderPrintPath, submitOrder, whLists } from '../api';
import { useOwnWarehouses } from '../components/LocationDialogs';
import { StockOrderDialog, type StockOrderTarget } from '../components/StockOrderDialog';

/** The steps of each kind of order, as the server runs them. */
const STOCK_ORDER_WORKFLOWS = { return: returnOrderWorkflow, scrap: scrapOrderWorkflow } as const;

/**
 * Return (WHR) and scrap (WSC) orders with filters, paging and export: add and edit (unsubmitted or
 * submitted), submit, print (copies 1-5000) and execute (submitted only), each confirmed; executing
 * takes the pieces out of stock.
 */
export function StockOrderListPage({ kind }: { kind: OrderKind }) {
  const { t, cols, search } = useListKit('warehouseOps:');
  const source = whLists.stockOrders[kind];
  const { page } = source;
  const workflow = STOCK_ORDER_WORKFLOWS[kind];
  const refresh = useRefresh(source.queryKey);
  const editing = useTargetDialog<StockOrderTarget>(refresh);
  const rowActions = useRowActions();
  const warehouseCode = useOwnWarehouses().current;
  const columns: ColumnsType<StockOrderItem> = [
    cols.code('orderNo'),
    cols.status('status', 'stockOrderStatus'),
    col.code(t('warehouseOps:warehouse'), 'warehouseCode'),
    cols.text('reason'),
    col.qty(t('warehouseOps:qty'), 'totalQty'),
    col.text(t('warehouseOps:createdBy'), 'createdByName'),
    cols.dateTime('createdAt'),
    cols.actions<StockOrderItem>((r) => [
      rowActions.edit(
        `${page}:edit`,
        async () => editing.open({ warehouseCode: r.warehouseCode, order: await fetchOrder(kind, r.id) }),
        { hidden: !STOCK_ORDER_EDITABLE.includes(r.status as StockOrderStatus), testId: 'order-edit' },
      ),
      stepAction(workflow, 'submit', r.status, {
        label: t('warehouseOps:submit'),
        confirm: t('warehouseOps:confirmSubmit', { no: r.orderNo }),
        onClick: refreshing(refresh, () => submitOrder(kind, r.id, r.version)),
      }),
      {
        key: 'print',
        permission: `${page}:print`,
        hidden: r.status !== 1,
        element: (
          <PrintButton path={orderPrintPath(kind, r.id)} label={t('warehouseOps:print')} size="small" />
        ),
      },
      stepAction(workflow, 'execute', r.status, {
        label: t('warehouseOps:execute'),
        danger: true,
        confirm: t('warehouseOps:confirmExecute', { no: r.orderNo }),
        onClick: refreshing(refresh, () => executeOrder(kind, r.id, r.version)),
      }),
    ]),
  ];
  return (
    <>
      <ListPage<StockOrderItem>
        source={source}
        columns={columns}
        searchFields={[search.text('orderNo', 20), search.status('stockOrderStatus')]}
        toolbar={[addAction(() => editing.open({ warehouseCode, order: null }), t('warehouseOps:add'))]}
      />
      <StockOrderDialog kind={kind} {...editing.dialog} />
    </>
  );
}
