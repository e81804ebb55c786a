import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../../../shared/DetailSections';
import { FormDialog } from '../../../shared/FormDialog';
import { FormFields, useRequiredField } from '../../../shared/FormFields';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPackage, type PartsPackage, type PlacedPromotionOrder, promotionKeys } from '../api';
import { useOrderPlaceFields } from './order-fields';

interface OrderValues {
  dealerCode?: string;
  orderWarehouseCode: string;
  dfsPurchaseCode: string;
}

/**
 * Orders a parts package as a DFS order (spec §2 /partsPackageInquiry/index): the DFS rules apply
 * (purchase code required, the maker's own dealer type, the slow-flow main warehouse), and the package
 * must be valid today (PARTS_PACKAGE_NOT_VALID). The order is submitted at once at the package prices.
 */
export function PackageOrderDialog({
  pkg,
  headOffice,
  onClose,
}: {
  pkg: PartsPackage | null;
  headOffice: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const field = useRequiredField();
  const placeFields = useOrderPlaceFields(headOffice);
  const [form] = Form.useForm<OrderValues>();
  const refresh = useRefresh(promotionKeys.all);
  return (
    <FormDialog<OrderValues, PlacedPromotionOrder>
      open={pkg !== null}
      form={form}
      title={t('promotions:order.packageTitle')}
      name="packageOrder"
      testId="package-order-dialog"
      width={520}
      initialValues={{ orderWarehouseCode: 'W01' }}
      successMessage={(placed) => t('promotions:message.packageOrdered', { no: placed.dealerOrderNo })}
      codeFields={{
        DFS_PURCHASE_CODE_REQUIRED: 'dfsPurchaseCode',
        DFS_DEALER_TYPE_INVALID: 'dealerCode',
        DFS_WAREHOUSE_INVALID: 'orderWarehouseCode',
        WAREHOUSE_NOT_FOUND: 'orderWarehouseCode',
      }}
      onSubmit={async (values) => {
        const placed = await orderPackage(pkg?.id ?? 0, values);
        await refresh();
        return placed;
      }}
      onClose={onClose}
    >
      {pkg && (
        <DetailFields
          record={pkg}
          label={(key) => t(`promotions:field.${key}`)}
          column={2}
          style={{ marginBottom: 12 }}
          items={['packageCode', { key: 'packagePrice', value: <MoneyText value={pkg.packagePrice} /> }]}
        />
      )}
      <FormFields
        fields={[...placeFields, field('dfsPurchaseCode', t('promotions:field.dfsPurchaseCode'), 30)]}
      />
    </FormDialog>
  );
}
