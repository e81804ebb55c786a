import { dealerOrderEndpoints } from '@spm/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { call } from '../../../app/api/endpoint';
import { ApiError } from '../../../app/api/errors';
import { FormDialog } from '../../../shared/FormDialog';
import { FormFields, useRequiredField } from '../../../shared/FormFields';
import { type AccidentOrderDetail, convertToAccident } from '../api';
import { useSettlementField } from './SettlementSelect';

interface Values {
  dealerOrderNo: string;
  vin: string;
  plateNo?: string;
  settlementContractId?: number;
}

/** The dealer order being converted, when the dialog is opened from its row. */
export interface ConvertTarget {
  id: number;
  dealerOrderNo: string;
}

/**
 * "Convert to accident car order" (spec §2 order status query): the dealer names a submitted order by
 * its order no (or opens the dialog from the order's row, `order`), gives the accident car's VIN and
 * plate and may link a settlement contract; the server refuses DFS / oil auxiliary lines one by one.
 * `onDone` gets the accident car order made.
 */
export function ConvertDialog({
  open,
  order,
  onClose,
  onDone,
}: {
  open: boolean;
  order?: ConvertTarget | null;
  onClose: () => void;
  onDone: (result: AccidentOrderDetail) => void;
}) {
  const { t } = useTranslation();
  const field = useRequiredField();
  const [form] = Form.useForm<Values>();
  const settlement = useSettlementField(form);

  /** The id of the order named in the form (a lookup in the caller's orders), or the row's. */
  const orderIdOf = async (dealerOrderNo: string) => {
    if (order) return order.id;
    const found = await call(dealerOrderEndpoints.list, {
      query: { dealerOrderNo: dealerOrderNo.trim(), page: 1, pageSize: 1 },
    });
    const hit = found.items[0];
    if (!hit)
      throw new ApiError({
        httpStatus: 404,
        code: 'NOT_FOUND',
        message: t('accidentCars:convert.notFound'),
        errors: [{ field: 'dealerOrderNo', code: 'NOT_FOUND', message: t('accidentCars:convert.notFound') }],
      });
    return hit.id;
  };

  return (
    <FormDialog<Values>
      open={open}
      title={t('accidentCars:convert.title')}
      form={form}
      name="convert"
      testId="convert-dialog"
      initialValues={order ? { dealerOrderNo: order.dealerOrderNo } : undefined}
      okText={t('accidentCars:convert.ok')}
      successMessage={t('accidentCars:convert.done')}
      onClose={() => {
        settlement.reset();
        onClose();
      }}
      onSubmit={async ({ dealerOrderNo, ...body }) => {
        const id = await orderIdOf(dealerOrderNo);
        const result = await convertToAccident(id, { ...body, vin: body.vin.trim().toUpperCase() });
        onDone(result);
        return result;
      }}
    >
      <FormFields
        fields={[
          field('dealerOrderNo', t('accidentCars:field.dealerOrderNo'), 20, { disabled: Boolean(order) }),
          field('vin', t('accidentCars:field.vin'), 17),
          { name: 'plateNo', label: t('accidentCars:field.plateNo'), max: 20 },
          settlement.field,
        ]}
      />
    </FormDialog>
  );
}
