import { Checkbox } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { Query } from '../../../app/api/client';
import { col, titledColumns, useRowActions } from '../../../shared/columns';
import { ExcelImportButton } from '../../../shared/ExcelImportButton';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { listSource } from '../../../shared/list-source';
import type { SearchField } from '../../../shared/SearchForm';
import { statusSearchField } from '../../../shared/search-fields';
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
  const { t } = useTranslation();
  const cols = titledColumns(t, 'accidentCars:field.');
  const navigate = useNavigate();
  const actions = useRowActions();
  const refreshSettlements = useRefresh(accidentKeys.settlements());
  const [params] = useSearchParams();
  const [pendingOnly, setPendingOnly] = useState(() => params.get('pendingForMe') === 'true');
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'applicationNo', label: t('accidentCars:field.applicationNo'), maxLength: 20 },
      { name: 'settlementNo', label: t('accidentCars:field.settlementNo'), maxLength: 30 },
      { name: 'dealerOrderNo', label: t('accidentCars:field.dealerOrderNo'), maxLength: 20 },
      { name: 'vin', label: t('accidentCars:field.vin'), maxLength: 17 },
      { name: 'plateNo', label: t('accidentCars:field.plateNo'), maxLength: 20 },
      statusSearchField('subsidyStatus', t('accidentCars:field.status')),
    ],
    [t],
  );
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
    col.link<SubsidyListItem>(f('applicationNo'), 'applicationNo', open, { testId: 'subsidy-link' }),
    col.status<SubsidyListItem>(f('status'), 'status', 'subsidyStatus'),
    col.status<SubsidyListItem>(f('approvalFlowStatus'), 'approvalFlowStatus', 'approvalFlowStatus'),
    col.code<SubsidyListItem>(f('dealerCode'), 'dealerCode', { width: 90 }),
    col.code<SubsidyListItem>(f('settlementNo'), 'settlementNo'),
    col.code<SubsidyListItem>(f('dealerOrderNo'), 'dealerOrderNo'),
    col.code<SubsidyListItem>(f('vin'), 'vin', { width: 170 }),
    col.text<SubsidyListItem>(f('plateNo'), 'plateNo', { width: 100 }),
    col.text<SubsidyListItem>(f('reportMonth'), 'reportMonth', { width: 90 }),
    col.money<SubsidyListItem>(f('lossAmount'), 'lossAmount'),
    col.money<SubsidyListItem>(f('subsidyAmount'), 'subsidyAmount'),
    col.money<SubsidyListItem>(f('actualSupplementaryAmount'), 'actualSupplementaryAmount'),
    col.dateTime<SubsidyListItem>(f('submittedAt'), 'submittedAt'),
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
