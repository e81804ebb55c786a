import { AuditOutlined } from '@ant-design/icons';
import { POPP_STATUS, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useRowApproval } from '../../../shared/ApprovalDialog';
import { col, type RowAction } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { useStatusOptions } from '../../../shared/StatusTag';
import { addAction } from '../../../shared/toolbar-actions';
import { deletePopp, type PoppListItem, poppKeys, poppLists, runStep } from '../api';
import { PoppDetailDrawer } from '../components/PoppDetailDrawer';
import { QuotaDialog } from '../components/QuotaDialog';

export const POPP_ENTRY_PATH = '/pOPPManagement/pOPPEntry';

/** Statuses from which the specialist audits (spec §4 "audit only for submitted, audit-complete or rejected regular POPP"). */
const AUDITABLE: readonly number[] = [POPP_STATUS.submitted, POPP_STATUS.auditComplete, POPP_STATUS.rejected];
/** The one status from which each plain step leaves (spec §4). */
const STEP_FROM: Record<'submit' | 'confirm' | 'receive' | 'close', number> = {
  submit: POPP_STATUS.unsubmitted,
  confirm: POPP_STATUS.auditComplete,
  receive: POPP_STATUS.canShip,
  close: POPP_STATUS.received,
};

/**
 * POPP query (spec §2 /pOPPManagement/pOPPSingleQuery): the POPPs of the caller's scope with filters,
 * paging and export; the dealer adds, edits, submits, deletes and confirms receipt; the POPP specialist
 * audits (opinion required), confirms back to the warehouse, closes, and sets quotas.
 */
export default function PoppQueryPage() {
  const { t, cols, search } = useListKit('popp:field.');
  const navigate = useNavigate();
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

  const stepAction = (action: keyof typeof STEP_FROM, row: PoppListItem): RowAction => ({
    key: action,
    label: t(`popp:action.${action}`),
    permission: perm('poppQuery', action),
    hidden: row.status !== STEP_FROM[action],
    confirm: t(`popp:confirm.${action}`, { no: row.poppNo }),
    testId: `popp-${action}`,
    onClick: refreshing(
      refresh,
      () => runStep(action, row.id, row.version),
      t(action === 'submit' ? 'popp:message.submitted' : 'popp:message.done'),
    ),
  });

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
        {
          key: 'edit',
          label: t('common:action.edit'),
          permission: perm('poppQuery', 'edit'),
          hidden: row.status !== POPP_STATUS.unsubmitted && row.status !== POPP_STATUS.auditComplete,
          testId: 'popp-edit',
          onClick: () => navigate(`${POPP_ENTRY_PATH}?id=${row.id}`),
        },
        stepAction('submit', row),
        approval.approve(row, row.poppType !== 'regular' || !AUDITABLE.includes(row.status)),
        approval.reject(
          row,
          row.poppType !== 'regular' ||
            !AUDITABLE.includes(row.status) ||
            row.status === POPP_STATUS.rejected,
        ),
        stepAction('confirm', row),
        stepAction('receive', row),
        stepAction('close', row),
        {
          key: 'delete',
          label: t('common:action.delete'),
          permission: perm('poppQuery', 'delete'),
          danger: true,
          hidden: row.status !== POPP_STATUS.unsubmitted || row.poppType === 'regular',
          confirm: t('popp:confirm.delete', { no: row.poppNo }),
          testId: 'popp-delete',
          onClick: async () => {
            await deletePopp(row.id, row.version);
            await refresh();
          },
        },
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
