import type { ClaimListItem } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useDocumentNoColumn } from '../../../shared/columns';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { claimLists, deleteClaim } from '../api';
import { useClaimList } from '../components/claim-columns';

export const CLAIM_ENTRY = '/claimInquiry/claimEntryDetail';

/**
 * Claim query (spec §2 `/claimInquiry/claimInquiryList`): the caller's claims (a dealer its own, a
 * warehouse its warehouses') with filters, paging, sorting and export; a row opens the claim entry
 * detail, where the dealer edits and submits and the claim warehouse audits.
 */
export default function ClaimListPage() {
  const { t, cols, search } = useListKit('claims:');
  const orderNo = useOrderNoColumn<ClaimListItem>(t('claims:dealerOrderNo'), 'dealerOrderNo');
  // the ship bill opens in the dealer's delivery confirmation, or the warehouse's ship bills
  const shipBillNo = useDocumentNoColumn<ClaimListItem>(
    t('claims:shipBillNo'),
    'shipBillNo',
    DOCUMENT_PLACES.shipBill,
  );

  const searchFields: SearchField[] = [
    search.text('claimBillNo', 20),
    search.text('shipBillNo', 24),
    search.text('dealerOrderNo', 30),
    search.status('claimStatus'),
    search.dateRange('submitDate', 6, 'submittedAt'),
  ];
  const claims = useClaimList<ClaimListItem>({
    source: claimLists.claims,
    entry: CLAIM_ENTRY,
    remove: deleteClaim,
    addLabel: t('claims:add'),
  });
  const columns: ColumnsType<ClaimListItem> = [
    cols.link('claimBillNo', claims.open, { testId: 'claim-link' }),
    cols.status('status', 'claimStatus', { sorter: true }),
    shipBillNo,
    orderNo,
    cols.code('dealerCode', { sorter: true }),
    cols.code('warehouseCode'),
    cols.text('reason', { render: (r: number) => t(`claims:reasons.${r}`) }),
    cols.qty('claimQty'),
    cols.money('compensatedAmount'),
    cols.text('submitter'),
    cols.dateTime('submittedAt', { sorter: true }),
    claims.actionsColumn,
  ];

  return <ListPage<ClaimListItem> {...claims.list} columns={columns} searchFields={searchFields} />;
}
