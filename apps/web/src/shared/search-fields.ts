import { labelText } from '@spm/domain';
import type { TFunction } from 'i18next';
import { currentLanguage } from '../app/i18n';
import type { SearchField, SearchOption } from './SearchForm';
import { STATUS_KINDS, type StatusKind, type StatusKindName } from './status-tones';

/**
 * The search field choosing one status of `kind` (a select of the domain's labels in the screen's
 * language, values as strings as the URL and saved criteria hold them); query parameter `name`,
 * `status` unless given.
 */
export function statusSearchField(kind: StatusKindName, label: string, name = 'status'): SearchField {
  const def: StatusKind = STATUS_KINDS[kind];
  const language = currentLanguage();
  return {
    name,
    label,
    type: 'select',
    options: Object.entries(def.labels ?? {}).map(([value, text]) => ({
      value,
      label: labelText(text, language),
    })),
  };
}

/**
 * The search field of a date range `name`: from/to as the query parameters `<name>From` and
 * `<name>To` (`yyyy-MM-dd`), either may stay open; `span` grid columns of 24, 8 unless given.
 */
export function dateRangeField(name: string, label: string, span = 8): SearchField {
  return { name, label, type: 'dateRange', rangeNames: [`${name}From`, `${name}To`], span };
}

/**
 * The search field of a yes/no criterion (active, new energy, ...): a select of `yes` (`'true'`)
 * and `no` (`'false'`), the values as the URL and the saved criteria hold them.
 */
export const yesNoSearchField = (name: string, label: string, yes: string, no: string): SearchField => ({
  name,
  label,
  type: 'select',
  options: [
    { value: 'true', label: yes },
    { value: 'false', label: no },
  ],
});

/**
 * The search fields labelled from the i18n keys under `prefix` (`'warehouseOps:'`, `'orders:field.'`),
 * as `titledColumns` titles columns: a field is labelled `t(<prefix><labelKey>)`, its own query
 * parameter name unless `labelKey` is given. `text` bounds the typed value to `maxLength` characters
 * (the contract's limit of the criterion); `select` chooses one of `options`; `status`, `dateRange` and
 * `yesNo` are the fields above.
 */
export function titledSearchFields(t: TFunction, prefix: string) {
  const label = (key: string) => t(`${prefix}${key}`);
  return {
    text: (name: string, maxLength: number, labelKey = name): SearchField => ({
      name,
      label: label(labelKey),
      maxLength,
    }),
    select: (name: string, options: SearchOption[], labelKey = name): SearchField => ({
      name,
      label: label(labelKey),
      type: 'select',
      options,
    }),
    status: (kind: StatusKindName, name = 'status', labelKey = name): SearchField =>
      statusSearchField(kind, label(labelKey), name),
    dateRange: (name: string, span?: number, labelKey = name): SearchField =>
      dateRangeField(name, label(labelKey), span),
    yesNo: (name: string, yes: string, no: string, labelKey = name): SearchField =>
      yesNoSearchField(name, label(labelKey), yes, no),
  };
}
