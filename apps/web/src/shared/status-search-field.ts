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
