import type { PurchaseOrderDetail, PurchaseOrderItem } from '@spm/contracts';
import { PO_ACTION_FROM, type PoAction, type PoStatus, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { download } from '../../../app/api/transfer';
import { col, type RowAction, RowActions, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { addAction } from '../../../shared/toolbar-actions';
import {
  cancelPurchaseOrder,
  fetchPurchaseOrder,
  placePurchaseOrder,
  purchaseOrderPrintPath,
  purchasingKeys,
  purchasingLists,
} from '../api';
import { PurchaseOrderDialog } from './PurchaseOrderDialog';
import { PurchaseOrderDrawer } from './PurchaseOrderDrawer';

/** What a purchase order's actions read of it, as a list row or a detail. */
type PoRow = { id: number; poNo: string; status: number; version: number };

/** A purchase order allows `action` in its status (the domain's state machine). */
export const poAllows = (action: PoAction, status: number) =>
  PO_ACTION_FROM[action].includes(status as PoStatus);

/**
 * Purchase orders of head office (issue 17 §5, §8): list with filters, sorting, paging and export;
 * new and edit of drafts; place (priced at today's PO prices), cancel (draft or placed, confirmed
 * first) and print (PDF in Chinese) from the row or the detail drawer.
 */
export default function PurchaseOrderListPage() {
  const { t, cols, search } = useListKit('purchasing:');
  const actions = useRowActions();
  const refresh = useRefresh(purchasingKeys.orders);
  const [editing, setEditing] = useState<PurchaseOrderDetail | 'new' | null>(null);
  const [detail, setDetail] = useState<PurchaseOrderDetail | null>(null);

  /** After an action: the list and, when open, the drawer show the new state. */
  const after = async (id: number) => {
    await refresh();
    if (detail?.id === id) setDetail(await fetchPurchaseOrder(id));
  };
  /**
   * The order's step `action` (place, cancel): offered where its status allows it, confirmed with
   * `confirm`, then shown done in the list and the drawer.
   */
  const step = (
    r: PoRow,
    action: 'place' | 'cancel',
    run: (id: number, version: number) => Promise<unknown>,
    confirm: string,
  ): RowAction => ({
    key: action,
    label: t(`purchasing:${action}`),
    permission: perm('purchaseOrder', action),
    hidden: !poAllows(action, r.status),
    confirm,
    testId: `po-${action}`,
    onClick: async () => {
      await run(r.id, r.version);
      await after(r.id);
    },
  });
  const actionsOf = (r: PoRow): RowAction[] => [
    actions.edit(perm('purchaseOrder', 'edit'), async () => setEditing(await fetchPurchaseOrder(r.id)), {
      hidden: !poAllows('edit', r.status),
    }),
    step(r, 'place', placePurchaseOrder, t('purchasing:confirmPlace', { no: r.poNo })),
    {
      ...step(r, 'cancel', cancelPurchaseOrder, t('purchasing:confirmCancel', { no: r.poNo })),
      danger: true,
    },
    {
      key: 'print',
      label: t('common:action.print'),
      permission: perm('purchaseOrder', 'print'),
      hidden: r.status === 0,
      onClick: () => download(purchaseOrderPrintPath(r.id)),
    },
  ];

  const columns: ColumnsType<PurchaseOrderItem> = [
    cols.link('poNo', async (r) => setDetail(await fetchPurchaseOrder(r.id)), {
      testId: 'po-open',
      sorter: true,
    }),
    cols.status('status', 'poStatus', { sorter: true }),
    cols.code('supplierCode', { sorter: true, width: 100 }),
    cols.text('supplierName', { ellipsis: true }),
    col.code(t('purchasing:warehouse'), 'warehouseCode', { sorter: true, width: 90 }),
    cols.code('currency', { width: 70 }),
    cols.money('totalAmount', { sorter: true }),
    cols.qty('orderedQty'),
    cols.qty('receivedQty'),
    cols.qty('openQty'),
    cols.dateTime('createdAt', { sorter: true }),
    cols.dateTime('placedAt', { sorter: true }),
    cols.actions<PurchaseOrderItem>(actionsOf, { width: 200 }),
  ];

  return (
    <>
      <ListPage<PurchaseOrderItem>
        source={purchasingLists.purchaseOrders}
        columns={columns}
        searchFields={[
          search.text('poNo', 20),
          search.status('poStatus'),
          search.text('supplierCode', 20),
          search.text('warehouseCode', 20, 'warehouse'),
          search.text('partCode', 30),
        ]}
        toolbar={[addAction(() => setEditing('new'), t('purchasing:newOrder'))]}
      />
      <PurchaseOrderDrawer
        order={detail}
        onClose={() => setDetail(null)}
        extra={detail && <RowActions actions={actionsOf(detail).filter((a) => a.key !== 'edit')} />}
      />
      <PurchaseOrderDialog order={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </>
  );
}
