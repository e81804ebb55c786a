import { useTranslation } from 'react-i18next';
import { useBusinessToday } from '../../../app/auth/session';
import { titledColumns } from '../../../shared/columns';
import { type FormFieldList, useRequiredField } from '../../../shared/FormFields';

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

/**
 * The operation column of a promotion or package list: one "order" action (`label`, `permission`,
 * `testId`) on the rows whose `period` (first and last day, `yyyy-MM-dd`) holds today's business date.
 */
export function useOrderColumn<T>(options: {
  label: string;
  permission: string;
  testId: string;
  period: (row: T) => [string, string];
  onOrder: (row: T) => void;
  width: number;
}) {
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
