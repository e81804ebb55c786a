import { Alert, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPromotion, type Promotion } from '../api';
import { type OrderPlaceValues, PlaceOrderDialog, type PlaceOrderDialogProps } from './PlaceOrderDialog';

interface OrderValues extends OrderPlaceValues {
  qty: number;
}

/**
 * Orders a promotion part at the promotion price (spec §2 /promotionPartsQuery/index): qty within the
 * per-dealer limit (PROMOTION_QTY_LIMIT_EXCEEDED), within the period (PROMOTION_NOT_ACTIVE); the order is
 * submitted at once. Shows the advisory of spec §8: the rebate follows the actually shipped qty.
 */
export function PromotionOrderDialog({
  promotion,
  ...dialog
}: PlaceOrderDialogProps & { promotion: Promotion | null }) {
  const { t } = useTranslation();
  const left =
    promotion && !dialog.headOffice ? Math.max(promotion.qtyLimit - promotion.orderedQty, 0) : undefined;
  return (
    <PlaceOrderDialog<Promotion, OrderValues>
      {...dialog}
      record={promotion}
      title={t('promotions:order.title')}
      name="promotionOrder"
      testId="promotion-order-dialog"
      width={560}
      initialValues={{ qty: 1 }}
      successMessage={(placed) =>
        t('promotions:message.ordered', { no: placed.dealerOrderNo, rebate: placed.expectedRebate })
      }
      codeFields={{ PROMOTION_QTY_LIMIT_EXCEEDED: 'qty' }}
      order={(values) => orderPromotion(promotion?.id ?? 0, values)}
      header={
        <Alert
          type="warning"
          showIcon
          data-testid="promotion-rebate-advisory"
          title={t('promotions:order.advisory')}
          style={{ marginBottom: 12 }}
        />
      }
      items={(record) => [
        'partCode',
        { key: 'promotionPrice', value: <MoneyText value={record.promotionPrice} /> },
        { key: 'rebatePerPiece', value: <MoneyText value={record.rebatePerPiece} /> },
        'qtyLimit',
      ]}
      fields={[
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
  );
}
