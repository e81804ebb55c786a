import { formatMoney } from './format';

/** An amount: right-aligned, two decimals, thousands separators; negative in red. */
export function MoneyText({ value }: { value: string | number | null | undefined }) {
  const text = formatMoney(value);
  return <span className={text.startsWith('-') ? 'spm-money negative' : 'spm-money'}>{text}</span>;
}
