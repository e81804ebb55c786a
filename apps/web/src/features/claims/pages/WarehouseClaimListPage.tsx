import type { WarehouseClaimListItem } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { useClaimList } from '../components/claim-columns';
import { deleteWarehouseClaim, warehouseClaimLists } from '../warehouse-claims-api';

const ENTRY = '/warehouseClaim/detail';

/**
 * In-warehouse claim query (spec §4 "Warehouse claim (0-5)"): warehouse staff see their warehouses'
 * claims, head office all; filters claim no, warehouse, dealer, status; a row opens the entry and
 * detail page (edit, submit, audit, receive, complete); unsubmitted claims can be deleted here.
 */
export default function WarehouseClaimListPage() {
  const { t, cols, search } = useListKit('claims:');
  const replacementOrderNo = useOrderNoColumn<WarehouseClaimListItem>(
    t('claims:warehouse.replacementOrderNo'),
    'replacementOrderNo',
  );

  const searchFields: SearchField[] = [
    { name: 'warehouseClaimNo', label: t('claims:warehouse.claimNo'), maxLength: 20 },
    search.text('warehouseCode', 20),
    search.text('dealerCode', 20),
    search.status('warehouseClaimStatus'),
  ];
  const claims = useClaimList<WarehouseClaimListItem>({
    source: warehouseClaimLists.warehouseClaims,
    entry: ENTRY,
    remove: deleteWarehouseClaim,
    addLabel: t('claims:warehouse.add'),
  });
  const columns: ColumnsType<WarehouseClaimListItem> = [
    col.link(t('claims:warehouse.claimNo'), 'warehouseClaimNo', claims.open, {
      testId: 'warehouse-claim-link',
    }),
    cols.status('status', 'warehouseClaimStatus'),
    cols.code('warehouseCode'),
    col.code(t('claims:warehouse.localDealer'), 'dealerCode'),
    cols.text('reason', { render: (r: number) => t(`claims:reasons.${r}`) }),
    cols.text('judge', {
      render: (j: number | null) => (j ? t(`claims:judges.${j}`) : ''),
    }),
    cols.qty('claimQty'),
    col.money(t('claims:warehouse.claimAmount'), 'claimAmount'),
    cols.money('compensatedAmount'),
    replacementOrderNo,
    cols.text('submitter'),
    cols.dateTime('submittedAt'),
    claims.actionsColumn,
  ];

  return <ListPage<WarehouseClaimListItem> {...claims.list} columns={columns} searchFields={searchFields} />;
}
