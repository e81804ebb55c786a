import { nameIn } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Select, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../../../app/language';
import { useDebounced } from '../../../shared/use-debounced';
import { type StockListItem, searchStock } from '../api';

export interface PartSelectProps {
  value?: string;
  warehouseCode?: string;
  onSelect: (item: StockListItem) => void;
  autoFocus?: boolean;
  status?: 'error' | 'warning';
}

/**
 * Part picker of the order lines (spec §2 order input): finds parts by code, Chinese/English name or
 * pinyin initials through the stock query of the order warehouse and shows the available qty.
 */
export function PartSelect({ value, warehouseCode, onSelect, autoFocus, status }: PartSelectProps) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const debounced = useDebounced(keyword.trim(), 300);
  const query = useQuery({
    queryKey: ['stock-search', warehouseCode ?? '', debounced],
    queryFn: () => searchStock(debounced, warehouseCode),
    enabled: debounced.length >= 1,
    staleTime: 30_000,
  });
  const items = query.data?.items ?? [];
  const language = domainLanguage(i18n.language);
  return (
    <Select<string>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value || undefined}
      placeholder={t('orders:entry.partSearch')}
      notFoundContent={
        debounced ? (query.isFetching ? t('orders:entry.searching') : t('shared:list.empty')) : null
      }
      loading={query.isFetching}
      autoFocus={autoFocus}
      status={status}
      style={{ width: '100%', minWidth: 200 }}
      popupMatchSelectWidth={460}
      data-testid="part-select"
      onChange={(code) => {
        const item = items.find((i) => i.partCode === code);
        if (item) onSelect(item);
      }}
      options={items.map((item) => ({
        value: item.partCode,
        label: item.partCode,
        // what cannot be ordered is greyed out, with the reason (a replaced part names its successor)
        disabled: !item.orderable,
        item,
      }))}
      optionRender={(option) => {
        const item = (option.data as { item: StockListItem }).item;
        return (
          <Space style={{ width: '100%', justifyContent: 'space-between' }} data-testid="part-option">
            <span>
              <Typography.Text strong disabled={!item.orderable}>
                {item.partCode}
              </Typography.Text>{' '}
              <Typography.Text type="secondary">{nameIn(item, language)}</Typography.Text>
            </span>
            {item.orderable ? (
              <Typography.Text type={item.availableQty > 0 ? 'success' : 'warning'}>
                {t('orders:entry.available', { qty: item.availableQty })}
              </Typography.Text>
            ) : (
              <Tag color="error" style={{ marginInlineEnd: 0 }} data-testid="part-not-orderable">
                {t(`stock:reason.${item.notOrderableReason}`, { defaultValue: t('stock:orderable.no') })}
                {item.newPartCode ? ` → ${item.newPartCode}` : ''}
              </Tag>
            )}
          </Space>
        );
      }}
    />
  );
}
