import type { Criteria, SearchField } from './SearchForm';

/**
 * Search criteria named in a list page's URL query (`?status=3&orderType=VOR`), e.g. from a dashboard
 * card's link: only parameters of the page's own search fields (a date range's two `rangeNames`
 * included) are taken; a number field, or a select whose options are numbers, gets a number. Null
 * when the URL names none, so the saved criteria stay.
 */
export function criteriaFromUrl(fields: SearchField[], search: string): Criteria | null {
  const params = new URLSearchParams(search);
  const criteria: Criteria = {};
  for (const field of fields) {
    const names = field.type === 'dateRange' && field.rangeNames ? field.rangeNames : [field.name];
    for (const name of names) {
      const raw = params.get(name);
      if (raw === null || raw.trim() === '') continue;
      const numeric =
        field.type === 'number' ||
        (field.type === 'select' && (field.options ?? []).some((o) => typeof o.value === 'number'));
      criteria[name] = numeric && Number.isFinite(Number(raw)) ? Number(raw) : raw.trim();
    }
  }
  return Object.keys(criteria).length > 0 ? criteria : null;
}
