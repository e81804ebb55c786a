import { perm } from '@spm/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusinessToday, useSession } from '../../../app/auth/session';
import { titledColumns } from '../../../shared/columns';
import { type FormFieldList, useRequiredField } from '../../../shared/FormFields';
import type { ListSource } from '../../../shared/list-source';
import type { SearchField } from '../../../shared/SearchForm';
import type { PlaceOrderDialogProps } from './PlaceOrderDialog';

/**
 * The first fields of a promotion or package order: the dealer it is for (head office only; a dealer
 * orders for itself) and the order warehouse, both required, up to 20 characters.
 */
export function useOrderPlaceFields(headOffice: boolean): FormFieldList {
  const { t } = useTranslation();
  const field = useRequiredField();
  return [
    headOffice && field('dealerCode', t('promotions:field.dealerCode'), 20),
    field('orderWarehouseCode', t('promotions:field.orderWarehouseCode'), 20),
  ];
}

/** The "order" action of a promotion or package list: its wording, permission, test id and column width. */
export interface OrderColumnOptions<T> {
  label: string;
  permission: string;
  testId: string;
  /** First and last day (`yyyy-MM-dd`) a row can be ordered. */
  period: (row: T) => [string, string];
  width: number;
}

/**
 * The operation column of a promotion or package list: one "order" action (`label`, `permission`,
 * `testId`) on the rows whose `period` (first and last day, `yyyy-MM-dd`) holds today's business date.
 */
function useOrderColumn<T>(options: OrderColumnOptions<T> & { onOrder: (row: T) => void }) {
  const { t } = useTranslation();
  const cols = titledColumns(t, 'promotions:field.');
  const today = useBusinessToday();
  return cols.actions<T>(
    (row) => {
      const [from, to] = options.period(row);
      return [
        {
          key: 'order',
          label: options.label,
          permission: options.permission,
          hidden: today < from || today > to,
          testId: options.testId,
          onClick: () => options.onOrder(row),
        },
      ];
    },
    { width: options.width },
  );
}

/**
 * A promotion or package list of `source` a dealer orders from: its search fields (`keyword`, labelled
 * `keywordLabel`, and the day `validOn` the rows are valid on, labelled `promotions:field.<validOn>`),
 * its order column (`useOrderColumn`, permission `<page>:order` of the source's page) and the row
 * being ordered, `ordering`, until the order dialog closes. `list` goes to `ListPage` (the source and
 * the search fields), `orderDialog` to the order dialog (`PlaceOrderDialogProps`: head office orders
 * for a dealer, closing ends the ordering).
 */
export function useOrderableList<T extends object>(
  options: Omit<OrderColumnOptions<T>, 'permission'> & {
    source: ListSource<T, 'promotionParts' | 'partsPackage'>;
    keywordLabel: string;
    validOn: 'validOn' | 'activeOn';
  },
) {
  const { t } = useTranslation();
  const { me } = useSession();
  const [ordering, setOrdering] = useState<T | null>(null);
  const { keywordLabel, validOn } = options;
  const validOnLabel = t(`promotions:field.${validOn}`);
  const searchFields: SearchField[] = useMemo(
    () => [
      { name: 'keyword', label: keywordLabel, maxLength: 50 },
      { name: validOn, label: validOnLabel, type: 'date' },
    ],
    [keywordLabel, validOn, validOnLabel],
  );
  const permission = perm(options.source.page, 'order');
  const orderColumn = useOrderColumn<T>({ ...options, permission, onOrder: setOrdering });
  const orderDialog: PlaceOrderDialogProps = { headOffice: !me.dealerCode, onClose: () => setOrdering(null) };
  const list = { source: options.source, searchFields };
  return { orderColumn, ordering, list, orderDialog };
}
