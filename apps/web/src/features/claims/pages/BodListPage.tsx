import type { BodListItem } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { titledSearchFields } from '../../../shared/search-fields';
import { useOrderNoColumn } from '../../orders/components/order-no-column';
import { useClaimList } from '../components/claim-columns';
import { deleteBod, majorClaimLists } from '../major-claims-api';

export const BOD_DETAIL = '/bod-order/detail';

/**
 * BOD order query (spec §2 `/bod-order/list`): a dealer's applications (head office all), filters
 * apply no, dealer, part and status, export; a row opens the application (`/bod-order/detail`) where the
 * dealer edits, submits and orders and head office approves or rejects; unsubmitted or rejected
 * applications can be deleted here.
 */
export default function BodListPage() {
  const { t, cols } = useListKit('claims:bod.');
  const search = titledSearchFields(t, 'claims:');
  const orderNo = useOrderNoColumn<BodListItem>(t('claims:dealerOrderNo'), 'dealerOrderNo');

  const searchFields: SearchField[] = [
    { name: 'applyNo', label: t('claims:bod.applyNo'), maxLength: 20 },
    search.text('dealerCode', 20),
    search.text('partCode', 30),
    search.status('bodStatus'),
  ];
  const bods = useClaimList<BodListItem>({
    source: majorClaimLists.bods,
    entry: BOD_DETAIL,
    deletable: (b) => b.status === 0 || b.status === 3,
    confirmDelete: t('claims:bod.confirmDelete'),
    remove: deleteBod,
    addLabel: t('claims:bod.add'),
  });
  const columns: ColumnsType<BodListItem> = [
    cols.link('applyNo', bods.open, { testId: 'bod-link' }),
    col.status(t('claims:status'), 'status', 'bodStatus'),
    col.code(t('claims:dealerCode'), 'dealerCode'),
    cols.text('partType'),
    col.code(t('claims:partCode'), 'partCode'),
    cols.qty('qty'),
    col.code(t('claims:major.vin'), 'vin'),
    cols.text('carNumber'),
    cols.text('contact'),
    orderNo,
    cols.dateTime('createdAt'),
    bods.actionsColumn,
  ];

  return <ListPage<BodListItem> {...bods.list} columns={columns} searchFields={searchFields} />;
}
