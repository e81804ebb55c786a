import type { BodDetail, BodInput } from '@spm/contracts';
import { errorMessage, perm, TELEPHONE_PATTERN } from '@spm/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, DatePicker, Form, Input, InputNumber, Row, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { type ApprovalDecision, ApprovalDialog } from '../../../shared/ApprovalDialog';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { ConfirmButton, DocumentTitle } from '../../../shared/DocumentEntry';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { applyServerErrors } from '../../../shared/form-errors';
import { PermissionButton } from '../../../shared/PermissionButton';
import { bodKeys, createBod, deleteBod, fetchBod, saveBod, stepBod } from '../major-claims-api';

const LIST = '/bod-order/list';
type Values = Omit<BodInput, 'forecastReceiveDate'> & { forecastReceiveDate?: Dayjs };

/** Optional text fields of the application (spec §3 "BOD order application"), with their lengths. */
const OPTIONAL: [keyof BodInput, number][] = [
  ['carNumber', 20],
  ['mscCode', 30],
  ['displacement', 20],
  ['tailWing', 20],
  ['sunroof', 20],
  ['transmission', 20],
  ['electricDriveNo', 30],
  ['engineNo', 30],
  ['purchaseOrderNo', 30],
];

/**
 * BOD order application input and detail (spec §2 `/bod-order/detail`, hidden; §3 fields): the dealer
 * enters part type, part, qty, VIN or car number, the vehicle's data, contact and telephone, forecast
 * receive date and purchase order no; saves, submits, deletes (unsubmitted or rejected) and orders an
 * approved application (BOD flag); head office approves or rejects with an opinion. The audit log shows
 * below.
 */
export default function BodDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [form] = Form.useForm<Values>();
  const [bod, setBod] = useState<BodDetail | null>(null);
  const [decision, setDecision] = useState<ApprovalDecision | null>(null);
  const [busy, setBusy] = useState(false);
  const status = bod?.status ?? 0;
  const editable = status === 0 || status === 3;

  const loaded = useQuery({
    queryKey: bodKeys.detail(id ?? 0),
    queryFn: () => fetchBod(id as number),
    enabled: id !== null,
  });
  const show = (b: BodDetail) => {
    setBod(b);
    form.setFieldsValue({
      ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v ?? undefined])),
      forecastReceiveDate: b.forecastReceiveDate ? dayjs(b.forecastReceiveDate) : undefined,
    } as Values);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded application
  useEffect(() => {
    if (loaded.data) show(loaded.data);
  }, [loaded.data]);

  const run = async (work: () => Promise<BodDetail>) => {
    setBusy(true);
    try {
      const result = await work();
      await client.invalidateQueries({ queryKey: bodKeys.list });
      show(result);
      if (result.id !== id) setParams({ id: String(result.id) }, { replace: true });
      return result;
    } catch (error) {
      applyServerErrors(form, error);
      throw error;
    } finally {
      setBusy(false);
    }
  };
  const save = async () => {
    const v = await form.validateFields();
    const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
    const body: BodInput = {
      partType: v.partType.trim(),
      partCode: v.partCode.trim(),
      qty: v.qty,
      vin: text(v.vin)?.toUpperCase(),
      contact: v.contact.trim(),
      telephone: v.telephone.trim(),
      forecastReceiveDate: v.forecastReceiveDate?.format('YYYY-MM-DD'),
      ...Object.fromEntries(OPTIONAL.map(([f]) => [f, text(v[f])])),
    };
    return run(() => (bod ? saveBod(bod.id, { ...body, version: bod.version }) : createBod(body)));
  };
  const vinOrCar = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: async () => {
      if (!getFieldValue('vin') && !getFieldValue('carNumber')) throw new Error(t('claims:bod.vinOrCar'));
    },
  });

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="bod-entry">
      <Card
        title={
          <DocumentTitle
            title={t('menu:bodOrderDetail')}
            no={bod?.applyNo}
            noTestId="bod-no"
            statusKind="bodStatus"
            status={bod?.status}
          />
        }
        extra={
          <Space wrap>
            {editable && (
              <PermissionButton
                code={perm('bodOrder', bod ? 'edit' : 'add')}
                loading={busy}
                onClick={() => void save()}
                data-testid="bod-save"
              >
                {t('claims:save')}
              </PermissionButton>
            )}
            {editable && (
              <ConfirmButton
                code={perm('bodOrder', 'submit')}
                type="primary"
                loading={busy}
                data-testid="bod-submit"
                content={t('claims:bod.confirmSubmit')}
                onConfirm={async () => {
                  const saved = await save();
                  await run(() => stepBod(saved.id, 'submit', { version: saved.version }));
                }}
              >
                {t('claims:submit')}
              </ConfirmButton>
            )}
            {bod && status === 1 && (
              <>
                <PermissionButton
                  code={perm('bodOrder', 'audit')}
                  type="primary"
                  onClick={() => setDecision('approve')}
                  data-testid="bod-approve"
                >
                  {t('common:action.approve')}
                </PermissionButton>
                <PermissionButton
                  code={perm('bodOrder', 'audit')}
                  danger
                  onClick={() => setDecision('reject')}
                >
                  {t('common:action.reject')}
                </PermissionButton>
              </>
            )}
            {bod && status === 2 && (
              <ConfirmButton
                code={perm('bodOrder', 'order')}
                type="primary"
                data-testid="bod-order"
                content={t('claims:bod.confirmOrder')}
                onConfirm={() => run(() => stepBod(bod.id, 'order', { version: bod.version }))}
              >
                {t('claims:bod.order')}
              </ConfirmButton>
            )}
            {bod && editable && (
              <ConfirmButton
                code={perm('bodOrder', 'delete')}
                danger
                content={t('claims:bod.confirmDelete')}
                onConfirm={async () => {
                  await deleteBod(bod.id, bod.version);
                  await client.invalidateQueries({ queryKey: bodKeys.list });
                  navigate(LIST);
                }}
              >
                {t('claims:delete')}
              </ConfirmButton>
            )}
            <Button onClick={() => navigate(LIST)}>{t('common:action.return')}</Button>
          </Space>
        }
      >
        <Form form={form} layout="vertical" disabled={!editable} name="bod" initialValues={{ qty: 1 }}>
          <Row gutter={16}>
            {bod && (
              <>
                <Col xs={24} md={6}>
                  <Form.Item label={t('claims:dealerCode')}>
                    <Input value={bod.dealerCode} disabled />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item label={t('claims:bod.warehouseCode')}>
                    <Input value={bod.warehouseCode} disabled />
                  </Form.Item>
                </Col>
                <Col xs={24} md={6}>
                  <Form.Item label={t('claims:dealerOrderNo')}>
                    <DocumentLink
                      no={bod.dealerOrderNo}
                      to={DOCUMENT_PLACES.dealerOrder}
                      testId="bod-order-no"
                    />
                  </Form.Item>
                </Col>
                <Col xs={0} md={6} />
              </>
            )}
            <Col xs={24} md={6}>
              <Form.Item
                name="partType"
                label={t('claims:bod.partType')}
                rules={[{ required: true, whitespace: true, max: 30 }]}
              >
                <Input maxLength={30} data-testid="bod-part-type" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="partCode"
                label={t('claims:partCode')}
                rules={[{ required: true, whitespace: true, max: 30 }]}
              >
                <Input maxLength={30} data-testid="bod-part-code" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="qty" label={t('claims:bod.qty')} rules={[{ required: true }]}>
                <InputNumber min={1} max={99_999_999} precision={0} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="vin"
                label={t('claims:major.vin')}
                dependencies={['carNumber']}
                rules={[{ len: 17 }, vinOrCar]}
              >
                <Input maxLength={17} data-testid="bod-vin" />
              </Form.Item>
            </Col>
            {OPTIONAL.map(([field, max]) => (
              <Col xs={24} md={6} key={field}>
                <Form.Item name={field} label={t(`claims:bod.${field}`)} rules={[{ max }]}>
                  <Input maxLength={max} />
                </Form.Item>
              </Col>
            ))}
            <Col xs={24} md={6}>
              <Form.Item
                name="contact"
                label={t('claims:bod.contact')}
                rules={[{ required: true, whitespace: true, max: 50 }]}
              >
                <Input maxLength={50} data-testid="bod-contact" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item
                name="telephone"
                label={t('claims:bod.telephone')}
                rules={[
                  { required: true },
                  {
                    pattern: TELEPHONE_PATTERN,
                    message: errorMessage('CLAIM_PHONE_INVALID', currentLanguage()),
                  },
                ]}
              >
                <Input maxLength={20} data-testid="bod-telephone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={6}>
              <Form.Item name="forecastReceiveDate" label={t('claims:bod.forecastReceiveDate')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Card>
      {bod && (
        <Card title={t('claims:bod.auditLog')}>
          <ApprovalTimeline entries={bod.history} statusKind="bodStatus" />
        </Card>
      )}
      <ApprovalDialog
        decision={decision}
        title={`${decision === 'reject' ? t('common:action.reject') : t('common:action.approve')} ${bod?.applyNo ?? ''}`}
        successMessage={t('claims:audited')}
        onClose={() => setDecision(null)}
        onSubmit={async (opinion) => {
          const b = bod as BodDetail;
          const done = await stepBod(b.id, decision as ApprovalDecision, { version: b.version, opinion });
          setDecision(null);
          show(done);
          await client.invalidateQueries({ queryKey: bodKeys.list });
        }}
      />
    </Space>
  );
}
