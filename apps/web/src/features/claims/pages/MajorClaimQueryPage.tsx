import type { MajorClaimListItem } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { col, useRowActions } from '../../../shared/columns';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { statusSearchField } from '../../../shared/search-fields';
import { addAction } from '../../../shared/toolbar-actions';
import { MajorClaimDrawer } from '../components/MajorClaimDrawer';
import { MajorClaimRegisterDialog } from '../components/MajorClaimRegisterDialog';
import { majorClaimKeys, majorClaimLists } from '../major-claims-api';

/**
 * Major claim query (spec §2 `/majorClaimQuery/index`): a dealer sees its major claims, head office
 * all; filters number, dealer, VIN and status; export. Head office registers a major claim (dealer,
 * VIN, approved parts); a row opens the detail with the approved, ordered and remaining quantities
 * and the approval history, where head office approves or rejects and the dealer orders.
 */
export default function MajorClaimQueryPage() {
  const { t, cols, search } = useListKit('claims:major.');
  const refresh = useRefresh(majorClaimKeys.list);
  const actions = useRowActions();
  const [openId, setOpenId] = useState<number | null>(null);
  const [registering, setRegistering] = useState(false);

  const searchFields: SearchField[] = [
    search.text('majorClaimNo', 30, 'no'),
    { name: 'dealerCode', label: t('claims:dealerCode'), maxLength: 20 },
    search.text('vin', 17),
    statusSearchField('majorClaimStatus', t('claims:status')),
  ];
  const open = (c: MajorClaimListItem) => setOpenId(c.id);
  const columns: ColumnsType<MajorClaimListItem> = [
    col.link(t('claims:major.no'), 'majorClaimNo', open, { testId: 'major-claim-link' }),
    col.status(t('claims:status'), 'status', 'majorClaimStatus'),
    col.code(t('claims:dealerCode'), 'dealerCode'),
    cols.code('vin'),
    cols.text('remark'),
    cols.dateTime('createdAt'),
    cols.actions<MajorClaimListItem>((c) => [actions.view(() => open(c))]),
  ];

  return (
    <>
      <ListPage<MajorClaimListItem>
        source={majorClaimLists.majorClaims}
        columns={columns}
        searchFields={searchFields}
        toolbar={[addAction(() => setRegistering(true), t('claims:major.add'))]}
      />
      <MajorClaimRegisterDialog
        open={registering}
        onClose={() => setRegistering(false)}
        onSaved={(made) => {
          setRegistering(false);
          void refresh();
          setOpenId(made.id);
        }}
      />
      <MajorClaimDrawer id={openId} onClose={() => setOpenId(null)} onChanged={() => void refresh()} />
    </>
  );
}
