import { labelText, REBATE_TYPE_LABELS } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { domainLanguage } from '../../../app/language';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import { addAction } from '../../../shared/toolbar-actions';
import { type Promotion, promotionLists } from '../api';
import { useOrderableList } from '../components/order-fields';
import { PromotionDialog } from '../components/PromotionDialog';
import { PromotionOrderDialog } from '../components/PromotionOrderDialog';

/**
 * Promotion parts (spec §2 /promotionPartsQuery/index): the promotions with part, sales and promotion
 * price, period, per-dealer limit (with what the dealer has ordered) and rebate; head office defines
 * them, a dealer orders one at the promotion price.
 */
export default function PromotionPartsPage() {
  const { t, i18n, cols } = useListKit('promotions:field.');
  const [defining, setDefining] = useState(false);
  const language = domainLanguage(i18n.language);
  const { list, orderColumn, ordering, orderDialog } = useOrderableList<Promotion>({
    source: promotionLists.promotions,
    keywordLabel: t('promotions:field.keyword'),
    validOn: 'activeOn',
    label: t('promotions:action.order'),
    testId: 'promotion-order',
    period: (row) => [row.startDate, row.endDate],
    width: 100,
  });
  const columns: ColumnsType<Promotion> = [
    cols.code<Promotion>('partCode', { width: 170, sorter: true }),
    // sorted on the server in the reader's language (Chinese by pinyin initials)
    col.inLanguage<Promotion, 'partName'>(t('promotions:field.partName'), 'partName', {
      width: 160,
      sorter: true,
    }),
    cols.money<Promotion>('salesPrice', { width: 100, sorter: true }),
    cols.money<Promotion>('promotionPrice', {
      width: 100,
      sorter: true,
    }),
    cols.date<Promotion>('startDate', { sorter: true }),
    cols.date<Promotion>('endDate', { sorter: true }),
    cols.qty<Promotion>('qtyLimit', { width: 90, sorter: true }),
    cols.qty<Promotion>('orderedQty', { width: 90 }),
    {
      title: t('promotions:field.rebateType'),
      key: 'rebateType',
      width: 130,
      render: (_: unknown, row: Promotion) => labelText(REBATE_TYPE_LABELS[row.rebateType], language),
    },
    cols.money<Promotion>('rebatePerPiece', { width: 100 }),
    orderColumn,
  ];

  return (
    <>
      <ListPage<Promotion> {...list} columns={columns} toolbar={[addAction(() => setDefining(true))]} />
      <PromotionDialog open={defining} onClose={() => setDefining(false)} />
      <PromotionOrderDialog promotion={ordering} {...orderDialog} />
    </>
  );
}
