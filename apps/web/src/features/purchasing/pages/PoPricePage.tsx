import type { PoPriceItem } from '@spm/contracts';
import { PURCHASE_CURRENCIES, perm } from '@spm/domain';
import { Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { col, useRowActions } from '../../../shared/columns';
import type { AddOrEdit } from '../../../shared/FormDialog';
import { useTargetDialog } from '../../../shared/FormDialog';
import { ListPage, useRefresh } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { useCan } from '../../../shared/PermissionButton';
import { titledSearchFields } from '../../../shared/search-fields';
import { addAction } from '../../../shared/toolbar-actions';
import { purchasingKeys, purchasingLists } from '../api';
import { PoPriceDialog } from './PoPriceDialog';

/**
 * PO prices of head office (issue 17 §1): a supplier's price of a part per currency (CNY, JPY, EUR,
 * USD) with validity periods that never overlap. List with filters (supplier, part, currency, valid on
 * a day) and export; add a price or change its amount, validity and remark (the earlier version stays
 * in the server's history). Prices made by the fix-price audit show their source.
 */
export default function PoPricePage() {
  const { t, cols } = useListKit('purchasing:poPrice.');
  const search = titledSearchFields(t, 'purchasing:');
  const can = useCan();
  const actions = useRowActions();
  const refresh = useRefresh(purchasingKeys.poPrices);
  const editing = useTargetDialog<AddOrEdit<PoPriceItem>>(refresh);

  const columns: ColumnsType<PoPriceItem> = [
    col.text<PoPriceItem>(t('purchasing:supplier'), 'supplierCode', {
      width: 190,
      ellipsis: true,
      render: (code: string, p) => `${code} ${p.supplierName ?? ''}`.trim(),
    }),
    col.code<PoPriceItem>(t('purchasing:partCode'), 'partCode', { width: 160 }),
    col.partName<PoPriceItem>(t('purchasing:partName'), { ellipsis: true, width: 150 }),
    col.code<PoPriceItem>(t('purchasing:currency'), 'currency', { width: 64 }),
    col.money<PoPriceItem>(t('purchasing:unitPrice'), 'unitPrice', { width: 100 }),
    cols.date<PoPriceItem>('validFrom'),
    cols.date<PoPriceItem>('validTo', {
      render: (v: string | null) => v ?? t('purchasing:poPrice.openEnded'),
    }),
    cols.text<PoPriceItem>('source', {
      width: 96,
      render: (s: string) => (
        <Tag color={s === 'fixPrice' ? 'blue' : undefined}>
          {t(`purchasing:poPrice.sources.${s}`, { defaultValue: s })}
        </Tag>
      ),
    }),
    cols.dateTime<PoPriceItem>('updatedAt'),
    cols.actions<PoPriceItem>(
      (p) => [actions.edit(perm('poPrice', 'edit'), () => editing.open({ item: p }))],
      {
        hidden: !can(perm('poPrice', 'edit')),
        width: 90,
      },
    ),
  ];

  return (
    <>
      <ListPage<PoPriceItem>
        source={purchasingLists.poPrices}
        columns={columns}
        searchFields={[
          search.text('supplierCode', 20),
          search.text('partCode', 30),
          {
            name: 'currency',
            label: t('purchasing:currency'),
            type: 'select',
            options: PURCHASE_CURRENCIES.map((c) => ({ value: c, label: c })),
          },
          { name: 'validOn', label: t('purchasing:poPrice.validOn'), type: 'date' },
        ]}
        toolbar={[addAction(() => editing.open({ item: null }), t('purchasing:poPrice.add'))]}
      />
      <PoPriceDialog {...editing.dialog} />
    </>
  );
}
