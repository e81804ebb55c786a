import { useTranslation } from 'react-i18next';
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
