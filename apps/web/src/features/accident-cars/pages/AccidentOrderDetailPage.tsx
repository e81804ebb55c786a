import { accidentCarEndpoints } from '@spm/contracts';
import { Button, Card, Form, Select, Skeleton, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/api/endpoint';
import { notify } from '../../../app/api/notify';
import { col, titledColumns } from '../../../shared/columns';
import { DetailFields } from '../../../shared/DetailSections';
import { EditableRows } from '../../../shared/EditableRows';
import { partCodeColumn, qtyColumn } from '../../../shared/editable-columns';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
import { formatDateTime } from '../../../shared/format';
import { LinesTable } from '../../../shared/LinesTable';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orgOptions, useWarehouseLabel, useWarehouses } from '../../../shared/reference-data';
import { StatusTag } from '../../../shared/StatusTag';
import { useDetail } from '../../../shared/use-detail';
import { useFormSave } from '../../../shared/use-form-save';
import { type AccidentOrderDetail, accidentKeys, fetchAccidentOrder } from '../api';
import { useSettlementField } from '../components/SettlementSelect';
import { ORDER_LIST } from '../routes';

type Line = AccidentOrderDetail['lines'][number];
interface EntryValues {
  orderWarehouseCode: string;
  vin: string;
  plateNo?: string;
  settlementContractId?: number;
  remark?: string;
  lines: { partCode: string; qty: number }[];
}

/**
 * Accident car order input and detail (spec §2 `/accidentCarOrderInquiry/accidentCarOrderInquiryDetail`,
 * hidden): without `?id` the dealer enters an order like a dealer order plus the accident car data
 * (VIN checked against the register, plate, settlement contract); with `?id` the order, its shipped
 * and unshipped amounts and lines.
 */
export default function AccidentOrderDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ? Number(params.get('id')) : null;
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const cols = titledColumns(t, 'accidentCars:field.');
  const query = useDetail(id, accidentKeys.order, fetchAccidentOrder);
  const warehouseLabel = useWarehouseLabel();
  const back = <Button onClick={() => navigate(ORDER_LIST)}>{t('accidentCars:action.back')}</Button>;
  if (id === null)
    return <AccidentOrderEntry back={back} onSaved={(saved) => setParams({ id: String(saved) })} />;
  const o = query.data;
  const columns = [
    col.text<Line>('#', 'lineNo', { width: 45 }),
    cols.code<Line>('partCode', { width: 170 }),
    cols.text<Line>('partName'),
    cols.qty<Line>('qty'),
    cols.qty<Line>('shippedQty'),
    cols.qty<Line>('unshippedQty'),
    cols.money<Line>('price'),
    cols.money<Line>('amount'),
  ];
  return (
    <Card
      title={o ? `${t('accidentCars:order.detail')} ${o.dealerOrderNo}` : ''}
      extra={back}
      data-testid="accident-order-detail"
    >
      {!o ? (
        <Skeleton active />
      ) : (
        <>
          <DetailFields
            record={o}
            label={f}
            bordered
            items={[
              { key: 'status', value: <StatusTag kind="orderStatus" value={o.status} /> },
              { key: 'dealer', value: `${o.dealerCode} ${o.dealerName}` },
              { key: 'source', value: t(`accidentCars:source.${o.source}`) },
              'vin',
              'plateNo',
              'settlementNo',
              { key: 'orderWarehouse', value: warehouseLabel(o.orderWarehouseCode) },
              { key: 'receivingWarehouse', value: warehouseLabel(o.receivingWarehouseCode) },
              { key: 'submittedAt', value: formatDateTime(o.submittedAt) },
              { key: 'amount', value: <MoneyText value={o.amount} /> },
              { key: 'shippedAmount', value: <MoneyText value={o.shippedAmount} /> },
              { key: 'unshippedAmount', value: <MoneyText value={o.unshippedAmount} /> },
            ]}
          />
          <LinesTable<Line>
            rowKey="lineNo"
            columns={columns}
            dataSource={o.lines}
            style={{ marginTop: 16 }}
          />
        </>
      )}
    </Card>
  );
}

function AccidentOrderEntry({ back, onSaved }: { back: React.ReactNode; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryValues>();
  const field = useRequiredField();
  const warehouses = useWarehouses();
  const refresh = useRefresh(accidentKeys.orders());
  const { saving, saveWith } = useFormSave(form);
  const settlement = useSettlementField(form);
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const save = () =>
    saveWith(async (values) => {
      const saved = await call(
        accidentCarEndpoints.createOrder,
        { body: { ...values, vin: values.vin.trim().toUpperCase() } },
        { idempotencyKey: true, silent: true },
      );
      notify.success(t('accidentCars:order.saved'));
      await refresh();
      onSaved(saved.id);
    });
  return (
    <Card
      title={t('accidentCars:order.newTitle')}
      data-testid="accident-order-entry"
      extra={
        <Space>
          {back}
          <Button type="primary" onClick={save} loading={saving} data-testid="accident-order-submit">
            {t('accidentCars:action.submit')}
          </Button>
        </Space>
      }
    >
      <Form<EntryValues>
        form={form}
        name="accidentOrder"
        layout="vertical"
        initialValues={{ lines: [{ qty: 1 }] }}
      >
        <FormGrid
          col={{ span: 6 }}
          fields={[
            field('orderWarehouseCode', f('orderWarehouse'), undefined, {
              input: <Select options={orgOptions(warehouses.data)} showSearch optionFilterProp="label" />,
            }),
            field('vin', f('vin'), 17),
            { name: 'plateNo', label: f('plateNo'), max: 20, col: { span: 4 } },
            { ...settlement.field, col: { span: 8 } },
            { name: 'remark', label: f('remark'), max: 500, col: { span: 24 } },
          ]}
        />
        <EditableRows
          name="lines"
          newRow={{ qty: 1 }}
          addLabel={t('accidentCars:action.addLine')}
          columns={[partCodeColumn(f('partCode'), 240), qtyColumn(f('qty'), 'qty', 140)]}
        />
      </Form>
    </Card>
  );
}
