import { useTranslation } from 'react-i18next';
import { titledColumns } from './columns';
import { titledSearchFields } from './search-fields';

/**
 * The wording of a list page kept under one i18n prefix (`'warehouseOps:'`, `'claims:bod.'`): `t` and `i18n`, its
 * columns titled from the prefix (`titledColumns`) and its search fields labelled from it
 * (`titledSearchFields`), in the screen's language.
 */
export function useListKit(prefix: string) {
  const { t, i18n } = useTranslation();
  return { t, i18n, cols: titledColumns(t, prefix), search: titledSearchFields(t, prefix) };
}
