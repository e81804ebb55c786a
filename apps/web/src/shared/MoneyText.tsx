import type { ColumnType } from 'antd/es/table';
import { formatMoney } from './format';

/** An amount: right-aligned, two decimals, thousands separators; negative in red. */
export function MoneyText({ value }: { value: string | number | null | undefined }) {
  const text = formatMoney(value);
  return <span className={text.startsWith('-') ? 'spm-money negative' : 'spm-money'}>{text}</span>;
}

/** A table column of amounts. */
export function moneyColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  extra: ColumnType<T> = {},
): ColumnType<T> {
  return {
    title,
    dataIndex,
    key: dataIndex,
    align: 'right',
    width: 120,
    render: (value: string | number | null) => <MoneyText value={value} />,
    ...extra,
  };
}
