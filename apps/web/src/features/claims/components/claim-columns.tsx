import { perm } from '@spm/domain';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { titledColumns, useRowActions } from '../../../shared/columns';
import { useRefresh } from '../../../shared/ListPage';
import type { ListSource } from '../../../shared/list-source';
import { addAction } from '../../../shared/toolbar-actions';

/** A claim document row as the lists show it. */
interface ClaimRow {
  id: number;
  version: number;
  status: number;
}

/**
 * A claim list (dealer claims, in-warehouse claims, BOD applications) of `source` whose rows open on
 * the claim's entry page `entry` (`<entry>?id=<id>`): `open(row)` opens one, `actionsColumn` is the
 * operation column: view opens the row; delete (permission `<page>:delete` of the source's page, only
 * where `deletable`: unsubmitted rows (status 0) unless given) asks `confirmDelete` ("delete this
 * claim?" unless given), deletes the row's version through `remove` and refreshes the list. `list`
 * goes to `ListPage`: the source and the toolbar's add button (worded `addLabel`) opening the entry
 * page empty.
 */
export function useClaimList<T extends ClaimRow>({
  source,
  entry,
  deletable = (row) => row.status === 0,
  confirmDelete,
  remove,
  addLabel,
}: {
  source: ListSource<T, 'dealerClaim' | 'warehouseClaim' | 'bodOrder'>;
  entry: string;
  deletable?: (row: T) => boolean;
  confirmDelete?: string;
  remove: (id: number, version: number) => Promise<unknown>;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  const actions = useRowActions();
  const navigate = useNavigate();
  const refresh = useRefresh(source.queryKey);
  const open = (row: T) => navigate(`${entry}?id=${row.id}`);
  const actionsColumn = cols.actions<T>((row) => [
    actions.view(() => open(row)),
    actions.remove(
      perm(source.page, 'delete'),
      confirmDelete ?? t('claims:confirmDelete'),
      async () => {
        await remove(row.id, row.version);
        await refresh();
      },
      { hidden: !deletable(row) },
    ),
  ]);
  const list = { source, toolbar: [addAction<T>(() => navigate(entry), addLabel)] };
  return { open, actionsColumn, list };
}

/** The part code and the part name in the screen's language, the first columns of claim lines. */
export function usePartColumns<
  T extends { partCode: string; nameZh: string; nameEn: string },
>(): ColumnType<T>[] {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  return [cols.code<T>('partCode'), cols.partName<T>()];
}
