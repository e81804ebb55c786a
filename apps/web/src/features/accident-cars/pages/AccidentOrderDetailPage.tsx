import { accidentCarEndpoints } from '@spm/contracts';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Skeleton,
  Space,
  Table,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/api/endpoint';
import { notify } from '../../../app/api/notify';
import { col } from '../../../shared/columns';
import { EditableRows } from '../../../shared/EditableRows';
import { useRequiredRule } from '../../../shared/FormDialog';
import { applyServerErrors } from '../../../shared/form-errors';
import { formatDateTime } from '../../../shared/format';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { orgOptions, useWarehouseLabel, useWarehouses } from '../../../shared/reference-data';
import { StatusTag } from '../../../shared/StatusTag';
import { type AccidentOrderDetail, accidentKeys, fetchAccidentOrder } from '../api';
import { SettlementSelect } from '../components/SettlementSelect';
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
  const query = useQuery({
    queryKey: accidentKeys.order(id ?? 0),
    queryFn: () => fetchAccidentOrder(id as number),
    enabled: id !== null,
  });
  const warehouseLabel = useWarehouseLabel();
  const back = <Button onClick={() => navigate(ORDER_LIST)}>{t('accidentCars:action.back')}</Button>;
  if (id === null)
    return <AccidentOrderEntry back={back} onSaved={(saved) => setParams({ id: String(saved) })} />;
  const o = query.data;
  const columns = [
    col.text<Line>('#', 'lineNo', { width: 45 }),
    col.code<Line>(f('partCode'), 'partCode', { width: 170 }),
    col.text<Line>(f('partName'), 'partName'),
    col.qty<Line>(f('qty'), 'qty'),
    col.qty<Line>(f('shippedQty'), 'shippedQty'),
    col.qty<Line>(f('unshippedQty'), 'unshippedQty'),
    col.money<Line>(f('price'), 'price'),
    col.money<Line>(f('amount'), 'amount'),
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
          <Descriptions size="small" bordered column={3}>
            <Descriptions.Item label={f('status')}>
              <StatusTag kind="orderStatus" value={o.status} />
            </Descriptions.Item>
            <Descriptions.Item label={f('dealer')}>
              {o.dealerCode} {o.dealerName}
            </Descriptions.Item>
            <Descriptions.Item label={f('source')}>{t(`accidentCars:source.${o.source}`)}</Descriptions.Item>
            <Descriptions.Item label={f('vin')}>{o.vin}</Descriptions.Item>
            <Descriptions.Item label={f('plateNo')}>{o.plateNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('settlementNo')}>{o.settlementNo ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={f('orderWarehouse')}>
              {warehouseLabel(o.orderWarehouseCode)}
            </Descriptions.Item>
            <Descriptions.Item label={f('receivingWarehouse')}>
              {warehouseLabel(o.receivingWarehouseCode)}
            </Descriptions.Item>
            <Descriptions.Item label={f('submittedAt')}>{formatDateTime(o.submittedAt)}</Descriptions.Item>
            <Descriptions.Item label={f('amount')}>
              <MoneyText value={o.amount} />
            </Descriptions.Item>
            <Descriptions.Item label={f('shippedAmount')}>
              <MoneyText value={o.shippedAmount} />
            </Descriptions.Item>
            <Descriptions.Item label={f('unshippedAmount')}>
              <MoneyText value={o.unshippedAmount} />
            </Descriptions.Item>
          </Descriptions>
          <Table<Line>
            size="small"
            rowKey="lineNo"
            columns={columns}
            dataSource={o.lines}
            pagination={false}
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
  const required = useRequiredRule();
  const warehouses = useWarehouses();
  const refresh = useRefresh(accidentKeys.orders());
  const [saving, setSaving] = useState(false);
  const [settlement, setSettlement] = useState<string | null>(null);
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const save = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const saved = await call(
        accidentCarEndpoints.createOrder,
        { body: { ...values, vin: values.vin.trim().toUpperCase() } },
        { idempotencyKey: true, silent: true },
      );
      notify.success(t('accidentCars:order.saved'));
      await refresh();
      onSaved(saved.id);
    } catch (error) {
      applyServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
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
        <Row gutter={16}>
          <Col span={6}>
            <Form.Item
              name="orderWarehouseCode"
              label={f('orderWarehouse')}
              rules={[required(f('orderWarehouse'))]}
            >
              <Select options={orgOptions(warehouses.data)} showSearch optionFilterProp="label" />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="vin" label={f('vin')} rules={[required(f('vin'))]}>
              <Input maxLength={17} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name="plateNo" label={f('plateNo')}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="settlementContractId" label={f('settlement')}>
              <SettlementSelect
                label={settlement}
                onPick={(s) => {
                  setSettlement(`${s.settlementNo} / ${s.vin}`);
                  form.setFieldsValue({ settlementContractId: s.id, vin: s.vin });
                }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={f('remark')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <EditableRows
          name="lines"
          newRow={{ qty: 1 }}
          addLabel={t('accidentCars:action.addLine')}
          columns={[
            { title: f('partCode'), field: 'partCode', input: <Input maxLength={30} />, width: 240 },
            {
              title: f('qty'),
              field: 'qty',
              input: <InputNumber min={1} max={99_999_999} precision={0} />,
              width: 140,
            },
          ]}
        />
      </Form>
    </Card>
  );
}
