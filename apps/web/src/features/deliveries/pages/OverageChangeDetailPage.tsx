import type { BalanceChange } from '@spm/contracts';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../app/auth/session';
import { currentLanguage } from '../../../app/i18n';
import { col } from '../../../shared/columns';
import { ListPage } from '../../../shared/ListPage';
import type { SearchField } from '../../../shared/SearchForm';
import { dateRangeField } from '../../../shared/search-fields';
import { deliveryLists } from '../api';

/**
 * Overage / balance change detail (spec §2 `/overageChangeDetailQuery/index`, §3 "Balance change"): batch
 * no, date, business type, business no, change amount, balance excluding tax (balance / 1.13). A dealer
 * sees its own; head office every dealer's with a dealer filter. Export to Excel.
 */
export default function OverageChangeDetailPage() {
  const { t } = useTranslation();
  const { me } = useSession();
  const zh = currentLanguage() === 'zh-CN';
  const searchFields: SearchField[] = useMemo(
    () => [
      ...(me.dealerCode
        ? []
        : [{ name: 'dealerCode', label: t('deliveries:balance.dealerCode'), maxLength: 20 }]),
      dateRangeField('date', t('deliveries:balance.changeDate')),
      { name: 'businessNo', label: t('deliveries:balance.businessNo'), maxLength: 40 },
    ],
    [t, me.dealerCode],
  );
  const columns: ColumnsType<BalanceChange> = [
    ...(me.dealerCode
      ? []
      : [
          {
            title: t('deliveries:balance.dealer'),
            key: 'dealerCode',
            sorter: true,
            width: 220,
            render: (_: unknown, r: BalanceChange) =>
              `${r.dealerCode} ${zh ? r.dealerNameZh : r.dealerNameEn}`,
          },
        ]),
    col.text<BalanceChange>(t('deliveries:balance.batchNo'), 'batchNo', { sorter: true, width: 160 }),
    col.date<BalanceChange>(t('deliveries:balance.changeDate'), 'changeDate', { sorter: true, width: 110 }),
    col.text<BalanceChange>(t('deliveries:balance.businessType'), 'businessType', {
      width: 110,
      render: (v: string) => t(`deliveries:balance.type.${v}`, { defaultValue: v }),
    }),
    col.text<BalanceChange>(t('deliveries:balance.businessNo'), 'businessNo', { width: 170 }),
    col.money<BalanceChange>(t('deliveries:balance.changeAmount'), 'changeAmount', { sorter: true }),
    col.money<BalanceChange>(t('deliveries:balance.balanceExcludingTax'), 'balanceExcludingTax', {
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
