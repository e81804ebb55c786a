import type { BalanceChange } from '@spm/contracts';
import { nameIn } from '@spm/domain';
import type { ColumnsType } from 'antd/es/table';
import { useSession } from '../../../app/auth/session';
import { currentLanguage } from '../../../app/i18n';
import { ListPage } from '../../../shared/ListPage';
import { useListKit } from '../../../shared/list-kit';
import type { SearchField } from '../../../shared/SearchForm';
import { deliveryLists } from '../api';

/**
 * Overage / balance change detail (spec §2 `/overageChangeDetailQuery/index`, §3 "Balance change"): batch
 * no, date, business type, business no, change amount, balance excluding tax (balance / 1.13). A dealer
 * sees its own; head office every dealer's with a dealer filter. Export to Excel.
 */
export default function OverageChangeDetailPage() {
  const { t, cols, search } = useListKit('deliveries:balance.');
  const { me } = useSession();
  const language = currentLanguage();
  const searchFields: SearchField[] = [
    ...(me.dealerCode ? [] : [search.text('dealerCode', 20)]),
    search.dateRange('date', undefined, 'changeDate'),
    search.text('businessNo', 40),
  ];
  const columns: ColumnsType<BalanceChange> = [
    ...(me.dealerCode
      ? []
      : [
          {
            title: t('deliveries:balance.dealer'),
            key: 'dealerCode',
            sorter: true,
            width: 220,
            render: (_: unknown, r: BalanceChange) => `${r.dealerCode} ${nameIn(r, language, 'dealerName')}`,
          },
        ]),
    cols.text<BalanceChange>('batchNo', { sorter: true, width: 160 }),
    cols.date<BalanceChange>('changeDate', { sorter: true, width: 110 }),
    cols.text<BalanceChange>('businessType', {
      width: 110,
      render: (v: string) => t(`deliveries:balance.type.${v}`, { defaultValue: v }),
    }),
    cols.text<BalanceChange>('businessNo', { width: 170 }),
    cols.money<BalanceChange>('changeAmount', { sorter: true }),
    cols.money<BalanceChange>('balanceExcludingTax', {
      width: 190,
    }),
  ];
  return (
    <ListPage<BalanceChange>
      source={deliveryLists.balanceChanges}
      columns={columns}
      searchFields={searchFields}
    />
  );
}
