import { perm } from '@spm/domain';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { titledColumns, useRowActions } from '../../../shared/columns';
import { useRefresh } from '../../../shared/ListPage';
import { addAction } from '../../../shared/toolbar-actions';

/** A claim document row as the lists show it. */
interface ClaimRow {
  id: number;
  version: number;
  status: number;
}

/**
 * A claim list (dealer claims, in-warehouse claims, BOD applications) whose rows open on the claim's
 * entry page `entry` (`<entry>?id=<id>`): `open(row)` opens one, `add` is the toolbar's add button
 * (worded `addLabel`) opening the entry page empty, and `actionsColumn` the operation column: view
 * opens the row; delete (permission `<page>:delete`, only where `deletable`) asks `confirmDelete`
 * ("delete this claim?" unless given), deletes the row's version through `remove` and refreshes the
 * list `listKey`.
 */
export function useClaimList<T extends ClaimRow>({
  entry,
  page,
  listKey,
  deletable,
  confirmDelete,
  remove,
  addLabel,
}: {
  entry: string;
  page: 'dealerClaim' | 'warehouseClaim' | 'bodOrder';
  listKey: readonly unknown[];
  deletable: (row: T) => boolean;
  confirmDelete?: string;
  remove: (id: number, version: number) => Promise<unknown>;
  addLabel: string;
}) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  const actions = useRowActions();
  const navigate = useNavigate();
  const refresh = useRefresh(listKey);
  const open = (row: T) => navigate(`${entry}?id=${row.id}`);
  const actionsColumn = cols.actions<T>((row) => [
    actions.view(() => open(row)),
    {
      key: 'delete',
      label: t('claims:delete'),
      permission: perm(page, 'delete'),
      hidden: !deletable(row),
      danger: true,
      confirm: confirmDelete ?? t('claims:confirmDelete'),
      onClick: async () => {
        await remove(row.id, row.version);
        await refresh();
      },
    },
  ]);
  return { open, actionsColumn, add: addAction<T>(() => navigate(entry), addLabel) };
}

/** The part code and the part name in the screen's language, the first columns of claim lines. */
export function usePartColumns<
  T extends { partCode: string; nameZh: string; nameEn: string },
>(): ColumnType<T>[] {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  return [cols.code<T>('partCode'), cols.partName<T>()];
}
