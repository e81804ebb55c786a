import type { SearchField } from './SearchForm';

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
