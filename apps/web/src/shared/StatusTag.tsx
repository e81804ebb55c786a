import { labelText } from '@spm/domain';
import { Tag } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { domainLanguage } from '../app/language';
import { STATUS_KINDS, type StatusKind, type StatusKindName, type StatusTone } from './status-tones';

export type { StatusTone } from './status-tones';

export interface StatusTagProps {
  value: string | number | boolean | null | undefined;
  /** A status kind of `STATUS_KINDS`: its tones and wording. */
  kind?: StatusKindName;
  /** Tone per value when there is no `kind`; unknown values are grey. */
  tones?: Record<string, StatusTone>;
  /** i18n key prefix; the label is `t(`${i18nPrefix}.${value}`)`. */
  i18nPrefix?: string;
  /** A label that overrides the catalog. */
  label?: string;
}

/**
 * A status as a coloured tag (ARCHITECTURE §4 "status shown as coloured tags"), the one status tag
 * of the application. Nothing for an empty value or a value the kind keeps silent.
 */
export function StatusTag({ value, kind, tones, i18nPrefix, label }: StatusTagProps) {
  const { t, i18n } = useTranslation();
  if (value === null || value === undefined || value === '') return null;
  const key = String(value);
  const def: StatusKind = kind ? STATUS_KINDS[kind] : { tones: tones ?? {}, i18nPrefix };
  if (def.silent?.includes(key)) return null;
  const domainLabel = def.labels?.[key];
  const text =
    label ??
    (domainLabel
      ? `${def.codePrefix ? `${key} ` : ''}${labelText(domainLabel, domainLanguage(i18n.language))}`
      : def.i18nPrefix
        ? t(`${def.i18nPrefix}.${key}`, { defaultValue: key })
        : key);
  return (
    <Tag color={def.tones[key] ?? 'default'} style={{ marginInlineEnd: 0 }} data-status={key}>
      {text}
    </Tag>
  );
}

/**
 * Select options of a status kind with domain labels, in the screen's language (values as numbers
 * for numeric kinds).
 */
export function useStatusOptions(kind: StatusKindName): { value: string | number; label: string }[] {
  const { i18n } = useTranslation();
  const language = domainLanguage(i18n.language);
  return useMemo(() => {
    const def: StatusKind = STATUS_KINDS[kind];
    return Object.entries(def.labels ?? {}).map(([value, label]) => ({
      value: def.numeric ? Number(value) : value,
      label: labelText(label, language),
    }));
  }, [kind, language]);
}

/** The wording of one status of a kind in the screen's language (the value itself when unknown). */
export function useStatusText(kind: StatusKindName): (value: string | number) => string {
  const { t, i18n } = useTranslation();
  const def: StatusKind = STATUS_KINDS[kind];
  const language = domainLanguage(i18n.language);
  return (value) => {
    const key = String(value);
    const label = def.labels?.[key];
    if (label) return labelText(label, language);
    return def.i18nPrefix ? t(`${def.i18nPrefix}.${key}`, { defaultValue: key }) : key;
  };
}
