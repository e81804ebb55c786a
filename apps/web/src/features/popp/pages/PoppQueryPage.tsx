import { AuditOutlined } from '@ant-design/icons';
import {
  checkPoppAuditable,
  checkPoppDeletable,
  checkPoppEditable,
  POPP_STATUS,
  perm,
  poppWorkflow,
} from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRowApproval } from '../../../shared/ApprovalDialog';
import { col, type RowAction, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { stepAction, stepPermission } from '../../../shared/step-actions';
import { addAction } from '../../../shared/toolbar-actions';
import { deletePopp, type PoppListItem, poppKeys, poppLists, runStep } from '../api';
import { PoppDetailDrawer } from '../components/PoppDetailDrawer';
import { QuotaDialog } from '../components/QuotaDialog';

export const POPP_ENTRY_PATH = '/pOPPManagement/pOPPEntry';

/**
 * POPP query (spec §2 /pOPPManagement/pOPPSingleQuery): the POPPs of the caller's scope with filters,
 * paging and export; the dealer adds, edits, submits, deletes and confirms receipt; the POPP specialist
 * audits (opinion required), confirms back to the warehouse, closes, and sets quotas.
 */
export default function PoppQueryPage() {
  const { t, cols, search } = useListKit('popp:field.');
  const navigate = useNavigate();
  const actions = useRowActions();
  const refresh = useRefresh(poppKeys.all);
  const statuses = useStatusOptions('poppStatus');
  const types = useStatusOptions('poppType');
  const [viewing, setViewing] = useState<number | null>(null);
  const [quotaOpen, setQuotaOpen] = useState(false);

  const searchFields: SearchField[] = [
    search.text('poppNo', 20),
    search.select('poppType', types),
    search.select('status', statuses),
    search.text('dealerCode', 20),
    {
      name: 'createDate',
      label: t('popp:field.createDate'),
      type: 'dateRange',
      rangeNames: ['dateFrom', 'dateTo'],
      span: 8,
    },
  ];

  const approval = useRowApproval<PoppListItem>({
    permission: perm('poppQuery', 'audit'),
    testId: 'popp',
    title: (kind, popp) =>
      t(kind === 'approve' ? 'popp:audit.approveTitle' : 'popp:audit.rejectTitle', { no: popp.poppNo }),
    successMessage: (kind) => t(kind === 'reject' ? 'popp:message.rejected' : 'popp:message.approved'),
    decide: async (kind, popp, opinion) => {
      await runStep(kind, popp.id, popp.version, opinion);
      await refresh();
    },
  });

  /** A plain step of the POPP workflow on a row, offered where the declaration allows it. */
  const plainStep = (action: 'submit' | 'confirm' | 'receive' | 'close', row: PoppListItem): RowAction =>
    stepAction(poppWorkflow, action, row.status, {
      label: t(`popp:action.${action}`),
      confirm: t(`popp:confirm.${action}`, { no: row.poppNo }),
      testId: `popp-${action}`,
      onClick: refreshing(
        refresh,
        () => runStep(action, row.id, row.version),
        t(action === 'submit' ? 'popp:message.submitted' : 'popp:message.done'),
      ),
    });
  /** Audit only a regular POPP in a state the declaration audits from (its guard and its from-states). */
  const notAuditable = (action: 'approve' | 'reject', row: PoppListItem) =>
    checkPoppAuditable(row) !== null || stepPermission(poppWorkflow, action, row.status) === null;

  const columns: ColumnsType<PoppListItem> = [
    cols.link<PoppListItem>('poppNo', (row) => setViewing(row.id), {
      testId: 'popp-no',
    }),
    cols.status<PoppListItem>('poppType', 'poppType', { width: 100 }),
    cols.status<PoppListItem>('status', 'poppStatus', { width: 100 }),
    cols.text<PoppListItem>('dealerCode', { width: 100 }),
    col.text<PoppListItem>(t('popp:field.dealer'), 'dealerName', { width: 200, ellipsis: true }),
    cols.money<PoppListItem>('amount', { width: 110 }),
    cols.text<PoppListItem>('submitter', { width: 90 }),
    cols.text<PoppListItem>('dealerOrderNo', { width: 150 }),
    cols.dateTime<PoppListItem>('createdAt'),
    cols.dateTime<PoppListItem>('submittedAt'),
    cols.actions<PoppListItem>(
      (row) => [
        actions.edit(perm('poppQuery', 'edit'), () => navigate(`${POPP_ENTRY_PATH}?id=${row.id}`), {
          hidden: checkPoppEditable(row) !== null,
          testId: 'popp-edit',
        }),
        plainStep('submit', row),
        approval.approve(row, notAuditable('approve', row)),
        // rejecting again what is rejected changes nothing: the screen leaves it out
        approval.reject(row, notAuditable('reject', row) || row.status === POPP_STATUS.rejected),
        plainStep('confirm', row),
        plainStep('receive', row),
        plainStep('close', row),
        actions.remove(
          perm('poppQuery', 'delete'),
          t('popp:confirm.delete', { no: row.poppNo }),
          async () => {
            await deletePopp(row.id, row.version);
            await refresh();
          },
          { hidden: checkPoppDeletable(row) !== null, testId: 'popp-delete' },
        ),
      ],
      { width: 230 },
    ),
  ];

  return (
    <>
      <ListPage<PoppListItem>
        source={poppLists.popps}
        columns={columns}
        searchFields={searchFields}
        toolbar={[
          addAction(() => navigate(POPP_ENTRY_PATH)),
          {
            action: 'quota',
            label: t('popp:action.quota'),
            icon: <AuditOutlined />,
            permission: perm('poppQuota', 'add'),
            onClick: () => setQuotaOpen(true),
          },
        ]}
      />
      <PoppDetailDrawer id={viewing} onClose={() => setViewing(null)} />
      <QuotaDialog open={quotaOpen} onClose={() => setQuotaOpen(false)} />
      {approval.dialog}
    </>
  );
}
