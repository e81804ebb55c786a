import { Descriptions, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPackage, type PartsPackage, type PlacedPromotionOrder, promotionKeys } from '../api';

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
  const required = useRequiredRule();
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
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('promotions:field.packageCode')}>{pkg.packageCode}</Descriptions.Item>
          <Descriptions.Item label={t('promotions:field.packagePrice')}>
            <MoneyText value={pkg.packagePrice} />
          </Descriptions.Item>
        </Descriptions>
      )}
      {headOffice && (
        <Form.Item
          name="dealerCode"
          label={t('promotions:field.dealerCode')}
          rules={[required(t('promotions:field.dealerCode'))]}
        >
          <Input maxLength={20} />
        </Form.Item>
      )}
      <Form.Item
        name="orderWarehouseCode"
        label={t('promotions:field.orderWarehouseCode')}
        rules={[required(t('promotions:field.orderWarehouseCode'))]}
      >
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item
        name="dfsPurchaseCode"
        label={t('promotions:field.dfsPurchaseCode')}
        rules={[required(t('promotions:field.dfsPurchaseCode'))]}
      >
        <Input maxLength={30} />
      </Form.Item>
    </FormDialog>
  );
}
