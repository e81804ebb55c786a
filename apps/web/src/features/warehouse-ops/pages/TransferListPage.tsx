import type { WarehouseTransferItem } from '@spm/contracts';
import { perm, transferWorkflow } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useSession } from '../../../app/auth/session';
import { col, useRowActions } from '../../../shared/columns';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import { stepAction } from '../../../shared/step-actions';
import { addAction } from '../../../shared/toolbar-actions';
import { auditTransfer, fetchTransfer, shipTransfer, whKeys, whLists } from '../api';
import { AuditDialog } from '../components/AuditDialog';
import { useOwnWarehouses } from '../components/LocationDialogs';
import { TransferDialog, type TransferTarget } from '../components/TransferDialog';

/**
 * Transfer requests (allocate apply, page WHO): requests from and to the caller's warehouses with
 * filters, paging and export; request (and edit, its creator while unaudited), audit and ship, each
 * with its confirmation; reject with an opinion. Stock in transit shows per request until the
 * destination puts it away.
 */
export default function TransferListPage() {
  const { t, cols, search } = useListKit('warehouseOps:');
  const refresh = useRefresh(whKeys.transfers);
  const session = useSession();
  const rowActions = useRowActions();
  const editing = useTargetDialog<TransferTarget>(refresh);
  const [rejecting, setRejecting] = useState<WarehouseTransferItem | null>(null);
  const from = useOwnWarehouses().current;

  const columns: ColumnsType<WarehouseTransferItem> = [
    cols.code('transferNo'),
    cols.status('status', 'transferStatus'),
    col.code(t('warehouseOps:fromWarehouse'), 'fromWarehouseCode'),
    col.code(t('warehouseOps:toWarehouse'), 'toWarehouseCode'),
    col.qty(t('warehouseOps:qty'), 'totalQty'),
    cols.qty('inTransitQty'),
    col.text(t('warehouseOps:createdBy'), 'createdByName'),
    cols.dateTime('createdAt'),
    cols.actions<WarehouseTransferItem>((r) => [
      rowActions.edit(
        perm('transferApply', 'edit'),
        async () =>
          editing.open({ fromWarehouseCode: r.fromWarehouseCode, transfer: await fetchTransfer(r.id) }),
        // only its creator edits a request (spec §6; the server answers TRANSFER_NOT_CREATOR)
        { hidden: r.status !== 0 || r.createdByName !== session.me.name, testId: 'transfer-edit' },
      ),
      stepAction(transferWorkflow, 'approve', r.status, {
        label: t('warehouseOps:approve'),
        confirm: t('warehouseOps:confirmApprove', { no: r.transferNo }),
        testId: 'transfer-approve',
        onClick: refreshing(refresh, () => auditTransfer(r.id, { version: r.version, decision: 'approve' })),
      }),
      stepAction(transferWorkflow, 'reject', r.status, {
        label: t('warehouseOps:reject'),
        danger: true,
        testId: 'transfer-reject',
        onClick: () => setRejecting(r),
      }),
      stepAction(transferWorkflow, 'ship', r.status, {
        label: t('warehouseOps:ship'),
        confirm: t('warehouseOps:confirmShip', { no: r.transferNo }),
        testId: 'transfer-ship',
        onClick: refreshing(refresh, () => shipTransfer(r.id, r.version)),
      }),
    ]),
  ];

  return (
    <>
      <ListPage<WarehouseTransferItem>
        source={whLists.transfers}
        columns={columns}
        searchFields={[
          search.text('transferNo', 20),
          search.status('transferStatus'),
          search.text('toWarehouseCode', 20, 'toWarehouse'),
        ]}
        toolbar={[
          addAction(
            () => editing.open({ fromWarehouseCode: from, transfer: null }),
            t('warehouseOps:requestTransfer'),
          ),
        ]}
      />
      <TransferDialog {...editing.dialog} />
      <AuditDialog
        target={rejecting && { no: rejecting.transferNo, decision: 'reject' }}
        confirm={(a) => t('warehouseOps:confirmReject', { no: a.no })}
        onClose={() => setRejecting(null)}
        onSubmit={async (opinion) => {
          if (!rejecting) return;
          await auditTransfer(rejecting.id, { version: rejecting.version, decision: 'reject', opinion });
          await refresh();
        }}
      />
    </>
  );
}
