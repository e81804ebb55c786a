import { useTranslation } from 'react-i18next';
import { useRequiredField } from '../../../shared/FormFields';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPackage, type PartsPackage } from '../api';
import { type OrderPlaceValues, PlaceOrderDialog, type PlaceOrderDialogProps } from './PlaceOrderDialog';

interface OrderValues extends OrderPlaceValues {
  dfsPurchaseCode: string;
}

/**
 * Orders a parts package as a DFS order (spec §2 /partsPackageInquiry/index): the DFS rules apply
 * (purchase code required, the maker's own dealer type, the slow-flow main warehouse), and the package
 * must be valid today (PARTS_PACKAGE_NOT_VALID). The order is submitted at once at the package prices.
 */
export function PackageOrderDialog({ pkg, ...dialog }: PlaceOrderDialogProps & { pkg: PartsPackage | null }) {
  const { t } = useTranslation();
  const field = useRequiredField();
  return (
    <PlaceOrderDialog<PartsPackage, OrderValues>
      {...dialog}
      record={pkg}
      title={t('promotions:order.packageTitle')}
      name="packageOrder"
      testId="package-order-dialog"
      width={520}
      successMessage={(placed) => t('promotions:message.packageOrdered', { no: placed.dealerOrderNo })}
      codeFields={{
        DFS_PURCHASE_CODE_REQUIRED: 'dfsPurchaseCode',
        DFS_DEALER_TYPE_INVALID: 'dealerCode',
        DFS_WAREHOUSE_INVALID: 'orderWarehouseCode',
      }}
      order={(values) => orderPackage(pkg?.id ?? 0, values)}
      items={(record) => [
        'packageCode',
        { key: 'packagePrice', value: <MoneyText value={record.packagePrice} /> },
      ]}
      fields={[field('dfsPurchaseCode', t('promotions:field.dfsPurchaseCode'), 30)]}
    />
  );
}
