import { PlusOutlined } from '@ant-design/icons';
import type { ClaimListItem } from '@spm/contracts';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { col, useDocumentNoColumn, useRowActions } from '../../../shared/columns';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import type { SearchField } from '../../../shared/SearchForm';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { claimExportPath, claimKeys, deleteClaim, fetchClaims } from '../api';

const PAGE = 'dealerClaim';
export const CLAIM_ENTRY = '/claimInquiry/claimEntryDetail';

/**
 * Claim query (spec §2 `/claimInquiry/claimInquiryList`): the caller's claims (a dealer its own, a
 * warehouse its warehouses') with filters, paging, sorting and export; a row opens the claim entry
 * detail, where the dealer edits and submits and the claim warehouse audits.
 */
export default function ClaimListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const refresh = useRefresh(claimKeys.list);
  const actions = useRowActions();
  const zh = currentLanguage() === 'zh-CN';
  const orderNo = useOrderNoColumn<ClaimListItem>(t('claims:dealerOrderNo'), 'dealerOrderNo');
  // the ship bill opens in the dealer's delivery confirmation, or the warehouse's ship bills
  const shipBillNo = useDocumentNoColumn<ClaimListItem>(
    t('claims:shipBillNo'),
    'shipBillNo',
    DOCUMENT_PLACES.shipBill,
  );

  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'claimBillNo', label: t('claims:claimBillNo'), maxLength: 20 },
      { name: 'shipBillNo', label: t('claims:shipBillNo'), maxLength: 24 },
      { name: 'dealerOrderNo', label: t('claims:dealerOrderNo'), maxLength: 30 },
      {
        name: 'status',
        label: t('claims:status'),
        type: 'select',
        options: CLAIM_STATUSES.map((s) => ({
          value: String(s),
          label: zh ? CLAIM_STATUS_LABELS[s].zh : CLAIM_STATUS_LABELS[s].en,
        })),
      },
      {
        name: 'submitDate',
        label: t('claims:submittedAt'),
        type: 'dateRange',
        rangeNames: ['submitDateFrom', 'submitDateTo'],
      },
    ],
    [t, zh],
  );
  const open = (c: ClaimListItem) => navigate(`${CLAIM_ENTRY}?id=${c.id}`);
  const columns: ColumnsType<ClaimListItem> = [
    col.link(t('claims:claimBillNo'), 'claimBillNo', open, { testId: 'claim-link' }),
    col.status(t('claims:status'), 'status', 'claimStatus', { sorter: true }),
    shipBillNo,
    orderNo,
    col.code(t('claims:dealerCode'), 'dealerCode', { sorter: true }),
    col.code(t('claims:warehouseCode'), 'warehouseCode'),
    col.text(t('claims:reason'), 'reason', { render: (r: number) => t(`claims:reasons.${r}`) }),
    col.qty(t('claims:claimQty'), 'claimQty'),
    col.money(t('claims:compensatedAmount'), 'compensatedAmount'),
    col.text(t('claims:submitter'), 'submitter'),
    col.dateTime(t('claims:submittedAt'), 'submittedAt', { sorter: true }),
    col.actions<ClaimListItem>(t('common:column.operation'), (c) => [
      actions.view(() => open(c)),
      {
        key: 'delete',
        label: t('claims:delete'),
        permission: perm('dealerClaim', 'delete'),
        hidden: c.status !== 0,
        danger: true,
        confirm: t('claims:confirmDelete'),
        onClick: async () => {
          await deleteClaim(c.id, c.version);
          await refresh();
        },
      },
    ]),
  ];

  return (
    <ListPage<ClaimListItem>
      page={PAGE}
      queryKey={claimKeys.list}
      fetch={fetchClaims}
      exportUrl={claimExportPath}
      columns={columns}
      rowKey="id"
      searchFields={searchFields}
      toolbar={[
        {
          action: 'add',
          label: t('claims:add'),
          icon: <PlusOutlined />,
          primary: true,
          onClick: () => navigate(CLAIM_ENTRY),
        },
      ]}
      testId="claim-list"
    />
  );
}
