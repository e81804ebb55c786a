import { Checkbox } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Query } from '../../../app/api/client';
import { useRowActions } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { listSource } from '../../../shared/list-source';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import {
  accidentKeys,
  fetchSubsidies,
  type SubsidyListItem,
  settlementImportUrl,
  subsidyExportUrl,
} from '../api';
import { SUBSIDY_EDIT } from '../routes';

/**
 * Subsidy application query (spec §2 `/accidentCarSubsidyApplyQuery/list`): the applications in the
 * caller's scope with filters, "pending for me" for approvers, status and approval flow status, and
 * the settlement contract import; a row opens the input page with its approval history.
 */
export default function SubsidyListPage() {
  const { t, cols, search } = useListKit('accidentCars:field.');
  const navigate = useNavigate();
  const actions = useRowActions();
  const refreshSettlements = useRefresh(accidentKeys.settlements());
  const [params] = useSearchParams();
  const [pendingOnly, setPendingOnly] = useState(() => params.get('pendingForMe') === 'true');
  const searchFields: SearchField[] = [
    search.text('applicationNo', 20),
    search.text('settlementNo', 30),
    search.text('dealerOrderNo', 20),
    search.text('vin', 17),
    search.text('plateNo', 20),
    search.status('subsidyStatus'),
  ];
  const source = useMemo(
    () =>
      listSource(
        'accidentSubsidy',
        [...accidentKeys.subsidies(), pendingOnly],
        (query: Query) => fetchSubsidies({ ...query, ...(pendingOnly ? { pendingForMe: 'true' } : {}) }),
        { exportUrl: subsidyExportUrl, testId: 'subsidy-list' },
      ),
    [pendingOnly],
  );
  const open = (a: SubsidyListItem) => navigate(`${SUBSIDY_EDIT}?id=${a.id}`);
  const columns = [
    cols.link<SubsidyListItem>('applicationNo', open, { testId: 'subsidy-link' }),
    cols.status<SubsidyListItem>('status', 'subsidyStatus'),
    cols.status<SubsidyListItem>('approvalFlowStatus', 'approvalFlowStatus'),
    cols.code<SubsidyListItem>('dealerCode', { width: 90 }),
    cols.code<SubsidyListItem>('settlementNo'),
    cols.code<SubsidyListItem>('dealerOrderNo'),
    cols.code<SubsidyListItem>('vin', { width: 170 }),
    cols.text<SubsidyListItem>('plateNo', { width: 100 }),
    cols.text<SubsidyListItem>('reportMonth', { width: 90 }),
    cols.money<SubsidyListItem>('lossAmount'),
    cols.money<SubsidyListItem>('subsidyAmount'),
    cols.money<SubsidyListItem>('actualSupplementaryAmount'),
    cols.dateTime<SubsidyListItem>('submittedAt'),
    cols.actions<SubsidyListItem>((a) => [actions.view(() => open(a))]),
  ];
  return (
    <ListPage<SubsidyListItem>
      source={source}
      columns={columns}
      searchFields={searchFields}
      toolbar={[addAction(() => navigate(SUBSIDY_EDIT), t('accidentCars:subsidy.add'))]}
      toolbarExtra={
        <>
          <Checkbox
            checked={pendingOnly}
            onChange={(e) => setPendingOnly(e.target.checked)}
            data-testid="pending-for-me"
          >
            {t('accidentCars:subsidy.pendingForMe')}
          </Checkbox>
          <ExcelImportButton
            url={settlementImportUrl}
            permission="settlementContract:import"
            templateKey="settlement-contracts"
            label={t('accidentCars:subsidy.importSettlements')}
            onImported={() => void refreshSettlements()}
          />
        </>
      }
    />
  );
}
