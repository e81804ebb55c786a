import { Alert, Form, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { DetailFields } from '../../../shared/DetailSections';
import { FormDialog } from '../../../shared/FormDialog';
import { FormFields } from '../../../shared/FormFields';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPromotion, type PlacedPromotionOrder, type Promotion, promotionKeys } from '../api';
import { useOrderPlaceFields } from './order-fields';

interface OrderValues {
  dealerCode?: string;
  orderWarehouseCode: string;
  qty: number;
}

/**
 * Orders a promotion part at the promotion price (spec §2 /promotionPartsQuery/index): qty within the
 * per-dealer limit (PROMOTION_QTY_LIMIT_EXCEEDED), within the period (PROMOTION_NOT_ACTIVE); the order is
 * submitted at once. Shows the advisory of spec §8: the rebate follows the actually shipped qty.
 */
export function PromotionOrderDialog({
  promotion,
  headOffice,
  onClose,
}: {
  promotion: Promotion | null;
  headOffice: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const placeFields = useOrderPlaceFields(headOffice);
  const [form] = Form.useForm<OrderValues>();
  const refresh = useRefresh(promotionKeys.all);
  const left = promotion && !headOffice ? Math.max(promotion.qtyLimit - promotion.orderedQty, 0) : undefined;
  return (
    <FormDialog<OrderValues, PlacedPromotionOrder>
      open={promotion !== null}
      form={form}
      title={t('promotions:order.title')}
      name="promotionOrder"
      testId="promotion-order-dialog"
      width={560}
      initialValues={{ orderWarehouseCode: 'W01', qty: 1 }}
      successMessage={(placed) =>
        t('promotions:message.ordered', { no: placed.dealerOrderNo, rebate: placed.expectedRebate })
      }
      codeFields={{ PROMOTION_QTY_LIMIT_EXCEEDED: 'qty', WAREHOUSE_NOT_FOUND: 'orderWarehouseCode' }}
      onSubmit={async (values) => {
        const placed = await orderPromotion(promotion?.id ?? 0, values);
        await refresh();
        return placed;
      }}
      onClose={onClose}
      header={
        <Alert
          type="warning"
          showIcon
          data-testid="promotion-rebate-advisory"
          title={t('promotions:order.advisory')}
          style={{ marginBottom: 12 }}
        />
      }
    >
      {promotion && (
        <DetailFields
          record={promotion}
          label={(key) => t(`promotions:field.${key}`)}
          column={2}
          style={{ marginBottom: 12 }}
          items={[
            'partCode',
            { key: 'promotionPrice', value: <MoneyText value={promotion.promotionPrice} /> },
            { key: 'rebatePerPiece', value: <MoneyText value={promotion.rebatePerPiece} /> },
            'qtyLimit',
          ]}
        />
      )}
      <FormFields
        fields={[
          ...placeFields,
          {
            name: 'qty',
            label: t('promotions:field.qty'),
            extra: left !== undefined ? t('promotions:order.left', { left }) : undefined,
            rules: [
              {
                required: true,
                message: t('common:validation.required', { field: t('promotions:field.qty') }),
              },
            ],
            input: (
              <InputNumber
                min={1}
                max={left ?? 99_999_999}
                precision={0}
                style={{ width: '100%' }}
                data-testid="promotion-qty"
              />
            ),
          },
        ]}
      />
    </FormDialog>
  );
}
