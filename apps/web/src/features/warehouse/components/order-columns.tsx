import type { ShipBoxListItem, WarehouseOrder } from '@spm/contracts';
import { nameIn } from '@spm/domain';
import { Tag } from 'antd';
import type { ColumnsType, ColumnType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { col, titledColumns } from '../../../shared/columns';
import type { SearchField } from '../../../shared/SearchForm';
import { useOrderNoColumn } from '../../orders/components/order-no-column';

/** The dealer order no search field of the warehouse lists (up to 20 characters). */
export const dealerOrderNoSearch = (t: TFunction): SearchField => ({
  name: 'dealerOrderNo',
  label: t('warehouse:order.dealerOrderNo'),
  maxLength: 20,
});

type DealerNamed = { dealerCode: string; dealerNameZh: string; dealerNameEn: string };

/** The dealer as `code name` in the screen's language, 220 px. */
function useDealerColumn<T extends DealerNamed>(key: string): ColumnType<T> {
  const { t, i18n } = useTranslation();
  const language = domainLanguage(i18n.language);
  return {
    title: t('warehouse:order.dealer'),
    key,
    width: 220,
    render: (_, r) => `${r.dealerCode} ${nameIn(r, language, 'dealerName')}`,
  };
}

/** The leading columns of the warehouse order lists: order no, type, status, dealer, submit time, lines. */
export function useOrderColumns(): ColumnsType<WarehouseOrder> {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'warehouse:order.');
  const dealer = useDealerColumn<WarehouseOrder>('dealerCode');
  const orderNo = useOrderNoColumn<WarehouseOrder>(t('warehouse:order.dealerOrderNo'), 'dealerOrderNo', {
    sorter: true,
  });
  return [
    orderNo,
    cols.status<WarehouseOrder>('orderType', 'orderType', {
      sorter: true,
      width: 100,
    }),
    cols.status<WarehouseOrder>('status', 'orderStatus'),
    { ...dealer, sorter: true },
    cols.dateTime<WarehouseOrder>('submittedAt', { sorter: true }),
    cols.qty<WarehouseOrder>('lineCount', { width: 70 }),
  ];
}

/**
 * The columns of ship boxes (boxing and shipping): box no, order no, order status, dealer, [pick
 * bill no], lines, pieces, [ship bill no], created at. `withBills` adds the bracketed ones.
 */
export function useBoxColumns(withBills: boolean): ColumnsType<ShipBoxListItem> {
  const { t } = useTranslation();
  const dealer = useDealerColumn<ShipBoxListItem>('dealer');
  const orderNo = useOrderNoColumn<ShipBoxListItem>(t('warehouse:order.dealerOrderNo'), 'dealerOrderNo', {
    sorter: true,
  });
  return [
    col.code<ShipBoxListItem>(t('warehouse:box.boxNo'), 'boxNo', { sorter: true }),
    orderNo,
    col.status<ShipBoxListItem>(t('warehouse:order.status'), 'orderStatus', 'orderStatus'),
    dealer,
    ...(withBills
      ? [col.text<ShipBoxListItem>(t('warehouse:pick.pickBillNo'), 'pickBillNo', { width: 140 })]
      : []),
    col.qty<ShipBoxListItem>(t('warehouse:pick.lineCount'), 'lineCount', { width: 60 }),
    col.qty<ShipBoxListItem>(t('warehouse:box.pieces'), 'qty', { width: 60 }),
    ...(withBills
      ? [
          col.text<ShipBoxListItem>(t('warehouse:ship.shipBillNo'), 'shipBillNo', {
            width: 160,
            render: (v: string | null) => v ?? <Tag>{t('warehouse:box.unshipped')}</Tag>,
          }),
        ]
      : []),
    col.dateTime<ShipBoxListItem>(t('warehouse:box.createdAt'), 'createdAt', { sorter: true }),
  ];
}
