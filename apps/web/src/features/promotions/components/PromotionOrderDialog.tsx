import { Alert, Descriptions, Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog, useRequiredRule } from '../../../shared/FormDialog';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orderPromotion, type PlacedPromotionOrder, type Promotion, promotionKeys } from '../api';

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
  const required = useRequiredRule();
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
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={t('promotions:field.partCode')}>{promotion.partCode}</Descriptions.Item>
          <Descriptions.Item label={t('promotions:field.promotionPrice')}>
            <MoneyText value={promotion.promotionPrice} />
          </Descriptions.Item>
          <Descriptions.Item label={t('promotions:field.rebatePerPiece')}>
            <MoneyText value={promotion.rebatePerPiece} />
          </Descriptions.Item>
          <Descriptions.Item label={t('promotions:field.qtyLimit')}>{promotion.qtyLimit}</Descriptions.Item>
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
        name="qty"
        label={t('promotions:field.qty')}
        extra={left !== undefined ? t('promotions:order.left', { left }) : undefined}
        rules={[
          { required: true, message: t('common:validation.required', { field: t('promotions:field.qty') }) },
        ]}
      >
        <InputNumber
          min={1}
          max={left ?? 99_999_999}
          precision={0}
          style={{ width: '100%' }}
          data-testid="promotion-qty"
        />
      </Form.Item>
    </FormDialog>
  );
}
