import { perm } from '@spm/domain';
import type { ColumnType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../app/i18n';
import { col, titledColumns, useRowActions } from '../../../shared/columns';

/** A claim document row as the lists show it. */
interface ClaimRow {
  id: number;
  version: number;
  status: number;
}

/**
 * The operation column of a claim list (dealer claims, in-warehouse claims, BOD applications): view
 * opens the row; delete (permission `<page>:delete`, only where `deletable`) asks `confirmDelete`
 * ("delete this claim?" unless given), deletes the row's version through `remove` and refreshes the
 * list.
 */
export function useClaimActionsColumn<T extends ClaimRow>({
  open,
  page,
  deletable,
  confirmDelete,
  remove,
  refresh,
}: {
  open: (row: T) => void;
  page: 'dealerClaim' | 'warehouseClaim' | 'bodOrder';
  deletable: (row: T) => boolean;
  confirmDelete?: string;
  remove: (id: number, version: number) => Promise<unknown>;
  refresh: () => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  const actions = useRowActions();
  return cols.actions<T>((row) => [
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
}

/** The part code and the part name in the screen's language, the first columns of claim lines. */
export function usePartColumns<
  T extends { partCode: string; nameZh: string; nameEn: string },
>(): ColumnType<T>[] {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'claims:');
  const zh = currentLanguage() === 'zh-CN';
  return [cols.code<T>('partCode'), col.text<T>(t('claims:partName'), zh ? 'nameZh' : 'nameEn')];
}
