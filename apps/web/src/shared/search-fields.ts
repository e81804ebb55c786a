import { labelText } from '@spm/domain';
import { currentLanguage } from '../app/i18n';
import type { SearchField } from './SearchForm';
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
