import type { PurchaseOrderDetail, PurchaseOrderInput } from '@spm/contracts';
import { PURCHASE_CURRENCIES } from '@spm/domain';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeNameOptions } from '../../../shared/code-name-options';
import { FormDialog } from '../../../shared/FormDialog';
import { PartQtyLinesItem, parsePartQtyLines, partQtyLinesText } from '../../../shared/PartQtyLinesItem';
import { useSuppliers, useWarehouses } from '../../../shared/reference-data';
import { createPurchaseOrder, updatePurchaseOrder } from '../api';

interface PoForm {
  supplierCode: string;
  warehouseCode: string;
  currency: PurchaseOrderInput['currency'];
  lines: string;
  remark?: string;
}

/**
 * The entry of a draft purchase order: supplier, receiving warehouse, currency, lines (`part code
 * qty` per row) and remark. `order` given: edits that draft; `'new'`: creates one. The server prices
 * the lines when the order is placed; its refusals show on the fields.
 */
export function PurchaseOrderDialog(props: {
  order: PurchaseOrderDetail | 'new' | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const suppliers = useSuppliers({ enabled: props.order !== null });
  const warehouses = useWarehouses({ enabled: props.order !== null });
  const current = props.order && props.order !== 'new' ? props.order : null;
  return (
    <FormDialog<PoForm>
      open={props.order !== null}
      title={current ? `${t('common:action.edit')} ${current.poNo}` : t('purchasing:newOrder')}
      name="po"
      testId="po-dialog"
      width={640}
      initialValues={
        current
          ? {
              supplierCode: current.supplierCode,
              warehouseCode: current.warehouseCode,
              currency: current.currency as PoForm['currency'],
              remark: current.remark ?? undefined,
              lines: partQtyLinesText(current.lines),
            }
          : { currency: 'CNY' }
      }
      onClose={props.onClose}
      onSubmit={async (v) => {
        const body = {
          supplierCode: v.supplierCode,
          warehouseCode: v.warehouseCode,
          currency: v.currency,
          remark: v.remark,
          lines: parsePartQtyLines(v.lines),
        };
        if (current) await updatePurchaseOrder(current.id, { ...body, version: current.version });
        else await createPurchaseOrder(body);
        await props.onSaved();
      }}
    >
      <Form.Item name="supplierCode" label={t('purchasing:supplier')} rules={[{ required: true }]}>
        <Select showSearch optionFilterProp="label" options={codeNameOptions(suppliers.data)} />
      </Form.Item>
      <Form.Item name="warehouseCode" label={t('purchasing:warehouse')} rules={[{ required: true }]}>
        <Select options={codeNameOptions(warehouses.data)} />
      </Form.Item>
      <Form.Item name="currency" label={t('purchasing:currency')} rules={[{ required: true }]}>
        <Select options={PURCHASE_CURRENCIES.map((c) => ({ value: c, label: c }))} />
      </Form.Item>
      <PartQtyLinesItem ns="purchasing" />
      <Form.Item name="remark" label={t('purchasing:remark')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormDialog>
  );
}
