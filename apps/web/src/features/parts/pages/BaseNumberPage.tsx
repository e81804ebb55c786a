import type { BaseNumberItem } from '@spm/contracts';
import { perm } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useRowActions } from '../../../shared/columns';
import type { AddOrEdit } from '../../../shared/FormDialog';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { refreshing } from '../../../shared/refreshing';
import type { SearchField } from '../../../shared/SearchForm';
import { addAction } from '../../../shared/toolbar-actions';
import { deleteBaseNumber, partKeys, partLists } from '../api';
import { BaseNumberDialog } from '../components/BaseNumberDialog';

/** Service-part base number maintenance (spec §2): list, add, edit, delete (only when no part uses it). */
export default function BaseNumberPage() {
  const { t, cols } = useListKit('parts:baseNumber.');
  const actions = useRowActions();
  const reload = useRefresh(partKeys.baseNumbers());
  const editing = useTargetDialog<AddOrEdit<BaseNumberItem>>(reload);

  const searchFields: SearchField[] = [
    {
      name: 'keyword',
      label: t('parts:baseNumber.keyword'),
      placeholder: t('parts:baseNumber.keywordPlaceholder'),
      span: 8,
    },
  ];

  const columns: ColumnsType<BaseNumberItem> = [
    cols.text<BaseNumberItem>('baseNumber', { width: 140, sorter: true }),
    cols.text<BaseNumberItem>('nameZh', { width: 220, sorter: true }),
    cols.text<BaseNumberItem>('nameEn', { width: 240, sorter: true }),
    cols.qty<BaseNumberItem>('partCount', { width: 90, sorter: true }),
    cols.text<BaseNumberItem>('remark', { ellipsis: true }),
    cols.date<BaseNumberItem>('createdAt', { width: 110, sorter: true }),
    cols.actions<BaseNumberItem>((row) => [
      actions.edit(perm('baseNumber', 'edit'), () => editing.open({ item: row })),
      {
        ...actions.remove(
          perm('baseNumber', 'delete'),
          t('parts:baseNumber.confirmDelete', { baseNumber: row.baseNumber }),
          refreshing(
            reload,
            () => deleteBaseNumber(row.baseNumber, row.version),
            t('common:message.deleted'),
          ),
        ),
        disabled: row.partCount > 0,
        tooltip: row.partCount > 0 ? t('parts:baseNumber.inUse', { count: row.partCount }) : undefined,
      },
    ]),
  ];

  return (
    <>
      <ListPage<BaseNumberItem>
        source={partLists.baseNumbers}
        columns={columns}
        searchFields={searchFields}
        toolbar={[addAction(() => editing.open({ item: null }))]}
      />
      <BaseNumberDialog {...editing.dialog} />
    </>
  );
}
