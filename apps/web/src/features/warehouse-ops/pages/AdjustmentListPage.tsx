import type { AdjustmentDetail, AdjustmentItem } from '@spm/contracts';
import { ADJUSTMENT_TYPES, adjustmentWorkflow, perm } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col, useDocumentNoColumn } from '../../../shared/columns';
import { LinesTable } from '../../../shared/LinesTable';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { stepAction } from '../../../shared/step-actions';
import { addAction } from '../../../shared/toolbar-actions';
import { auditAdjustment, fetchAdjustment, whKeys, whLists } from '../api';
import { AdjustmentDialog, adjustmentTypeLabel } from '../components/AdjustmentDialog';
import { AuditDialog, type AuditTarget } from '../components/AuditDialog';

type Audit = AuditTarget & { row: AdjustmentItem };

/** The lines of the adjustment being audited: part, location and signed difference. */
function AdjustmentLines({ id }: { id: number }) {
  const { cols } = useListKit('warehouseOps:');
  const detail = useQuery({ queryKey: whKeys.adjustment(id), queryFn: () => fetchAdjustment(id) });
  const columns: ColumnsType<AdjustmentDetail['lines'][number]> = [
    cols.code('partCode'),
    cols.code('storageCode'),
    cols.qty('qtyDelta', {
      render: (v: number) => (v > 0 ? `+${v}` : String(v)),
    }),
  ];
  return (
    <LinesTable
      loading={detail.isPending}
      dataSource={detail.data?.lines ?? []}
      columns={columns}
      scroll={{ y: 240 }}
      style={{ marginBottom: 16 }}
      data-testid="adjustment-lines"
    />
  );
}

/**
 * Stock difference adjustments (claim, adjustment, scrap) of the caller's warehouses with filters,
 * paging and export: request one (by hand, or raised by a closed count plan), approve it (stock
 * changes; STOCK_NOT_ENOUGH for a decrease beyond the available pieces) or reject it with an opinion.
 */
export default function AdjustmentListPage() {
  const { t, cols, search } = useListKit('warehouseOps:');
  const refresh = useRefresh(whKeys.adjustments);
  const [open, setOpen] = useState(false);
  const [audit, setAudit] = useState<Audit | null>(null);
  const auditAction = (r: AdjustmentItem, decision: Audit['decision']) =>
    stepAction(adjustmentWorkflow, decision, r.status, {
      label: t(`warehouseOps:${decision}`),
      danger: decision === 'reject',
      testId: `adjustment-${decision}`,
      onClick: () => setAudit({ no: r.adjustNo, decision, row: r }),
    });
  // a count plan's adjustment opens its plan in the count plan list
  const planNo = useDocumentNoColumn<AdjustmentItem>(t('warehouseOps:planNo'), 'countPlanNo', {
    path: '/warehouseOps/countPlans',
    param: 'planNo',
    permission: perm('countPlan', 'view'),
    testId: 'count-plan-link',
  });
  const columns: ColumnsType<AdjustmentItem> = [
    cols.code('adjustNo'),
    cols.status('status', 'adjustmentStatus'),
    cols.text('adjustType', { render: adjustmentTypeLabel }),
    col.code(t('warehouseOps:warehouse'), 'warehouseCode'),
    cols.text('reason'),
    planNo,
    col.text(t('warehouseOps:createdBy'), 'createdByName'),
    cols.dateTime('createdAt'),
    cols.actions<AdjustmentItem>((r) => [auditAction(r, 'approve'), auditAction(r, 'reject')]),
  ];
  return (
    <>
      <ListPage<AdjustmentItem>
        source={whLists.adjustments}
        columns={columns}
        searchFields={[
          search.text('adjustNo', 20),
          search.status('adjustmentStatus'),
          search.select(
            'adjustType',
            ADJUSTMENT_TYPES.map((v) => ({ value: v, label: adjustmentTypeLabel(v) })),
          ),
        ]}
        toolbar={[addAction(() => setOpen(true), t('warehouseOps:requestAdjustment'))]}
      />
      <AdjustmentDialog open={open} onClose={() => setOpen(false)} onSaved={refresh} />
      <AuditDialog
        target={audit}
        header={audit && <AdjustmentLines id={audit.row.id} />}
        confirm={(a) =>
          a.decision === 'approve'
            ? t('warehouseOps:confirmApproveAdjustment', { no: a.no })
            : t('warehouseOps:confirmReject', { no: a.no })
        }
        onClose={() => setAudit(null)}
        onSubmit={async (opinion) => {
          if (!audit) return;
          await auditAdjustment(audit.row.id, {
            version: audit.row.version,
            decision: audit.decision,
            opinion,
          });
          await refresh();
        }}
      />
    </>
  );
}
