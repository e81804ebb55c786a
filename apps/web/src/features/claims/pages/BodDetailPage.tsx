import type { BodDetail, BodInput } from '@spm/contracts';
import { bodWorkflow } from '@spm/domain';
import { Col, DatePicker, Form, Input, InputNumber } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { FormGrid } from '../../../shared/FormFields';
import { StepButton } from '../../../shared/StepButton';
import { useEntryDocument } from '../../../shared/use-entry-document';
import { claimPhoneRules, claimText } from '../components/ClaimContactFields';
import { ClaimEntryCard } from '../components/ClaimEntryCard';
import { useClaimApproval } from '../components/claim-approval';
import { bodKeys, createBod, deleteBod, fetchBod, saveBod, stepBod } from '../major-claims-api';

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

const CELL = { xs: 24, md: 6 };

/**
 * BOD order application input and detail (spec §2 `/bod-order/detail`, hidden; §3 fields): the dealer
 * enters part type, part, qty, VIN or car number, the vehicle's data, contact and telephone, forecast
 * receive date and purchase order no; saves, submits, deletes (unsubmitted or rejected) and orders an
 * approved application (BOD flag); head office approves or rejects with an opinion. The audit log shows
 * below.
 */
export default function BodDetailPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const entry = useEntryDocument<BodDetail>({
    detailKey: bodKeys.detail,
    fetch: fetchBod,
    listKey: bodKeys.list,
    form,
    fill: (b) =>
      form.setFieldsValue({
        ...Object.fromEntries(Object.entries(b).map(([k, v]) => [k, v ?? undefined])),
        forecastReceiveDate: b.forecastReceiveDate ? dayjs(b.forecastReceiveDate) : undefined,
      } as Values),
  });
  const { doc: bod, run } = entry;
  const status = bod?.status ?? 0;
  const editable = status === 0 || status === 3;
  const approval = useClaimApproval({
    workflow: bodWorkflow,
    state: bod?.status ?? null,
    no: bod?.applyNo,
    approveTestId: 'bod-approve',
    decide: async (decision, opinion) => {
      const b = bod as BodDetail;
      entry.show(await stepBod(b.id, decision, { version: b.version, opinion }));
      await entry.refreshList();
    },
  });

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
    <ClaimEntryCard
      page="bodOrder"
      no={bod?.applyNo}
      entry={entry}
      onSave={editable && save}
      submitSaved={
        editable && ((saved) => run(() => stepBod(saved.id, 'submit', { version: saved.version })))
      }
      actions={
        <>
          {approval.buttons}
          {bod && (
            <StepButton
              workflow={bodWorkflow}
              action="order"
              state={status}
              type="primary"
              data-testid="bod-order"
              confirm={t('claims:bod.confirmOrder')}
              onClick={() => run(() => stepBod(bod.id, 'order', { version: bod.version }))}
            >
              {t('claims:bod.order')}
            </StepButton>
          )}
        </>
      }
      onDelete={bod && editable && (() => deleteBod(bod.id, bod.version))}
      after={approval.dialog}
    >
      <Form form={form} layout="vertical" disabled={!editable} name="bod" initialValues={{ qty: 1 }}>
        <FormGrid
          col={CELL}
          fields={[
            claimText('partType', t('claims:bod.partType'), 30, 'bod-part-type'),
            claimText('partCode', t('claims:partCode'), 30, 'bod-part-code'),
            {
              name: 'qty',
              label: t('claims:bod.qty'),
              rules: [{ required: true }],
              input: <InputNumber min={1} max={99_999_999} precision={0} style={{ width: '100%' }} />,
            },
            {
              name: 'vin',
              label: t('claims:major.vin'),
              dependencies: ['carNumber'],
              rules: [{ len: 17 }, vinOrCar],
              input: <Input maxLength={17} data-testid="bod-vin" />,
            },
            ...OPTIONAL.map(([field, max]) => ({
              name: field,
              label: t(`claims:bod.${field}`),
              rules: [{ max }],
              max,
            })),
            claimText('contact', t('claims:bod.contact'), 50, 'bod-contact'),
            {
              name: 'telephone',
              label: t('claims:bod.telephone'),
              rules: claimPhoneRules(),
              input: <Input maxLength={20} data-testid="bod-telephone" />,
            },
            {
              name: 'forecastReceiveDate',
              label: t('claims:bod.forecastReceiveDate'),
              input: <DatePicker style={{ width: '100%' }} />,
            },
          ]}
        >
          {bod && (
            <>
              <Col {...CELL}>
                <Form.Item label={t('claims:dealerCode')}>
                  <Input value={bod.dealerCode} disabled />
                </Form.Item>
              </Col>
              <Col {...CELL}>
                <Form.Item label={t('claims:bod.warehouseCode')}>
                  <Input value={bod.warehouseCode} disabled />
                </Form.Item>
              </Col>
              <Col {...CELL}>
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
        </FormGrid>
      </Form>
    </ClaimEntryCard>
  );
}
