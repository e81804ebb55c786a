import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Colours of status tags; domain lists map their status values to one of these. */
export type StatusTone =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'gold'
  | 'purple'
  | 'cyan';

export interface StatusTagProps {
  value: string | number | boolean | null | undefined;
  /** Tone per value; unknown values are grey. */
  tones?: Record<string, StatusTone>;
  /** i18n key prefix; the label is `t(`${i18nPrefix}.${value}`)`. */
  i18nPrefix?: string;
  /** A label that overrides the catalog. */
  label?: string;
}

/** A status as a coloured tag (ARCHITECTURE §4 "status shown as coloured tags"). */
export function StatusTag({ value, tones, i18nPrefix, label }: StatusTagProps) {
  const { t } = useTranslation();
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  const text = label ?? (i18nPrefix ? t(`${i18nPrefix}.${key}`, { defaultValue: key }) : key);
  return (
    <Tag color={tones?.[key] ?? 'default'} style={{ marginInlineEnd: 0 }} data-status={key}>
      {text}
    </Tag>
  );
}
