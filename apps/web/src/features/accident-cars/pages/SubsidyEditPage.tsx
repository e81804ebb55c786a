import { vehicleEndpoints } from '@spm/contracts';
import { SUBSIDY_EDITABLE_STATUSES, type SubsidyStatus, subsidyLevelOf } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/api/endpoint';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { type ApprovalDecision, ApprovalDialog } from '../../../shared/ApprovalDialog';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { useRequiredRule } from '../../../shared/FormDialog';
import { applyServerErrors } from '../../../shared/form-errors';
import { useRefresh } from '../../../shared/ListPage';
import { MoneyText } from '../../../shared/MoneyText';
import { useCan } from '../../../shared/PermissionButton';
import { StatusTag } from '../../../shared/StatusTag';
import {
  accidentKeys,
  createSubsidy,
  fetchAccidentOrder,
  fetchSubsidy,
  type SubsidyDetail,
  subsidyStep,
  updateSubsidy,
} from '../api';
import { AccidentOrderSelect } from '../components/AccidentOrderSelect';
import { SettlementSelect } from '../components/SettlementSelect';
import { type KindedFile, SubsidyAttachments } from '../components/SubsidyAttachments';
import { SUBSIDY_LIST } from '../routes';

interface Values {
  settlementContractId: number;
  accidentOrderId: number;
  materialNumber: string;
  reportMonth: string;
  plateNo?: string;
  vin: string;
  ownerName?: string;
  licenceRegistrationDate?: string;
  lossDeterminationDate: string;
  lossAmount: string;
  policyAmount: string;
  deduction?: string;
  remark?: string;
}

const valuesOf = (a: SubsidyDetail): Values => ({
  settlementContractId: a.settlementContractId,
  accidentOrderId: a.accidentOrderId,
  materialNumber: a.materialNumber,
  reportMonth: a.reportMonth,
  plateNo: a.plateNo ?? undefined,
  vin: a.vin,
  ownerName: a.ownerName ?? undefined,
  licenceRegistrationDate: a.licenceRegistrationDate ?? undefined,
  lossDeterminationDate: a.lossDeterminationDate,
  lossAmount: a.lossAmount,
  policyAmount: a.policyAmount,
  deduction: a.deduction,
  remark: a.remark ?? undefined,
});

/**
 * Subsidy application input (spec §2 `/accidentCarSubsidyApplyQuery/edit`, hidden; §3 fields): the
 * dealer picks the settlement contract and the accident car order from their select dialogs, enters
 * the loss and policy figures, uploads the attachments by kind and saves or submits (return, save,
 * submit); the server calculates the subsidy. Approvers see the same page read-only with approve and
 * reject at their level; everyone sees the approval history.
 */
export default function SubsidyEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ? Number(params.get('id')) : null;
  const [form] = Form.useForm<Values>();
  const required = useRequiredRule();
  const can = useCan();
  const refresh = useRefresh(accidentKeys.all);
  const [files, setFiles] = useState<KindedFile[]>([]);
  const [labels, setLabels] = useState<{ settlement: string | null; order: string | null }>({
    settlement: null,
    order: null,
  });
  const [partCodes, setPartCodes] = useState<string[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [decision, setDecision] = useState<ApprovalDecision | null>(null);
  const f = (k: string) => t(`accidentCars:field.${k}`);
  const query = useQuery({
    queryKey: accidentKeys.subsidy(id ?? 0),
    queryFn: async () => {
      const a = await fetchSubsidy(id as number);
      form.setFieldsValue(valuesOf(a));
      setFiles(a.attachments as KindedFile[]);
      setLabels({ settlement: `${a.settlementNo} / ${a.vin}`, order: a.dealerOrderNo });
      setPartCodes([a.materialNumber]);
      return a;
    },
    enabled: id !== null,
  });
  const app = query.data;
  const status = (app?.status ?? 0) as SubsidyStatus;
  const editable = can('accidentSubsidy:save') && SUBSIDY_EDITABLE_STATUSES.includes(status);
  const canDecide = !!app && can('accidentSubsidy:audit') && subsidyLevelOf(status) !== null;

  const save = async (): Promise<SubsidyDetail | null> => {
    const values = await form.validateFields();
    const body = {
      ...values,
      vin: values.vin.trim().toUpperCase(),
      attachments: files.map((x) => ({ id: x.id, kind: x.kind })),
    };
    const saved = app
      ? await updateSubsidy(app.id, { ...body, version: app.version })
      : await createSubsidy(body);
    await refresh();
    if (!app) setParams({ id: String(saved.id) });
    return saved;
  };
  const run = async (submit: boolean) => {
    setSaving(true);
    setProblems([]);
    try {
      const saved = await save();
      if (saved && submit) await subsidyStep('submit', saved.id, saved.version);
      notify.success(t(submit ? 'accidentCars:subsidy.submitted' : 'common:message.saved'));
      await refresh();
      if (submit) navigate(SUBSIDY_LIST);
    } catch (error) {
      if (isApiError(error) && error.errors.some((e) => e.field.startsWith('attachments'))) {
        setProblems(error.errors.map((e) => e.message));
        error.shown = true;
      } else if (isApiError(error) && !error.errors.length) {
        setProblems([error.message]);
        error.shown = true;
      } else if (error && typeof error === 'object' && 'errorFields' in error) {
        // the form marked its own fields
      } else applyServerErrors(form, error);
    } finally {
      setSaving(false);
    }
  };
  const pickSettlement = async (s: { id: number; settlementNo: string; vin: string }) => {
    setLabels((l) => ({ ...l, settlement: `${s.settlementNo} / ${s.vin}` }));
    form.setFieldsValue({ settlementContractId: s.id, vin: s.vin });
    const vehicle = await call(vehicleEndpoints.byVin, { params: { vin: s.vin } }, { silent: true }).catch(
      () => null,
    );
    if (vehicle)
      form.setFieldsValue({
        plateNo: vehicle.plateNo ?? undefined,
        ownerName: vehicle.ownerName ?? undefined,
        licenceRegistrationDate: vehicle.deliveryDate ?? undefined,
      });
  };
  const pickOrder = async (o: { id: number; dealerOrderNo: string }) => {
    setLabels((l) => ({ ...l, order: o.dealerOrderNo }));
    form.setFieldsValue({ accidentOrderId: o.id });
    const detail = await fetchAccidentOrder(o.id);
    const codes = detail.lines.map((l) => l.partCode);
    setPartCodes(codes);
    form.setFieldsValue({ materialNumber: codes[0] });
  };

  const text = (name: keyof Values, max: number, rules: object[] = [], placeholder?: string) => (
    <Form.Item name={name} label={f(name)} rules={rules}>
      <Input maxLength={max} disabled={!editable && !!app} placeholder={placeholder} />
    </Form.Item>
  );
  const readonlyForm = !editable && !!app;
  return (
    <Card
      data-testid="subsidy-edit"
      title={
        app ? (
          <span>
            {app.applicationNo} <StatusTag kind="subsidyStatus" value={app.status} />{' '}
            <StatusTag kind="approvalFlowStatus" value={app.approvalFlowStatus} />
          </span>
        ) : (
          t('accidentCars:subsidy.newTitle')
        )
      }
      extra={
        <Space>
          <Button onClick={() => navigate(SUBSIDY_LIST)}>{t('accidentCars:action.back')}</Button>
          {(editable || !app) && (
            <>
              <Button onClick={() => run(false)} loading={saving} data-testid="subsidy-save">
                {t('accidentCars:action.save')}
              </Button>
              {can('accidentSubsidy:submit') && (
                <Button
                  type="primary"
                  onClick={() => run(true)}
                  loading={saving}
                  data-testid="subsidy-submit"
                >
                  {t('accidentCars:action.submit')}
                </Button>
              )}
            </>
          )}
          {canDecide && (
            <>
              <Button type="primary" onClick={() => setDecision('approve')} data-testid="subsidy-approve">
                {t('common:action.approve')}
              </Button>
              <Button danger onClick={() => setDecision('reject')} data-testid="subsidy-reject">
                {t('common:action.reject')}
              </Button>
            </>
          )}
        </Space>
      }
    >
      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="subsidy-problems"
          title={t('accidentCars:subsidy.refused')}
          description={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          }
        />
      )}
      <Form<Values> form={form} name="subsidy" layout="vertical" disabled={readonlyForm}>
        <Row gutter={12}>
          <Col span={8}>
            <Form.Item
              name="settlementContractId"
              label={f('settlement')}
              rules={[{ required: true, message: t('accidentCars:select.settlementHint') }]}
            >
              <SettlementSelect label={labels.settlement} onPick={pickSettlement} disabled={readonlyForm} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item
              name="accidentOrderId"
              label={f('accidentOrder')}
              rules={[{ required: true, message: t('accidentCars:select.orderHint') }]}
            >
              <AccidentOrderSelect label={labels.order} onPick={pickOrder} disabled={readonlyForm} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item
              name="materialNumber"
              label={f('materialNumber')}
              rules={[required(f('materialNumber'))]}
            >
              <Select
                options={partCodes.map((c) => ({ value: c, label: c }))}
                data-testid="material-number"
              />
            </Form.Item>
          </Col>
          <Col span={4}>{text('reportMonth', 7, [required(f('reportMonth'))], 'yyyy-MM')}</Col>
          <Col span={6}>{text('vin', 17, [required(f('vin'))])}</Col>
          <Col span={4}>{text('plateNo', 20)}</Col>
          <Col span={4}>{text('ownerName', 100)}</Col>
          <Col span={5}>{text('licenceRegistrationDate', 10, [], 'yyyy-MM-dd')}</Col>
          <Col span={5}>
            {text('lossDeterminationDate', 10, [required(f('lossDeterminationDate'))], 'yyyy-MM-dd')}
          </Col>
          <Col span={6}>{text('lossAmount', 19, [required(f('lossAmount'))])}</Col>
          <Col span={6}>{text('policyAmount', 19, [required(f('policyAmount'))])}</Col>
          <Col span={6}>{text('deduction', 19)}</Col>
          <Col span={6}>{text('remark', 500)}</Col>
        </Row>
      </Form>
      {app && (
        <Descriptions
          size="small"
          bordered
          column={4}
          style={{ marginBottom: 12 }}
          data-testid="subsidy-figures"
        >
          <Descriptions.Item label={f('modelCode')}>
            {app.modelCode} {app.modelName}
          </Descriptions.Item>
          <Descriptions.Item label={f('preDiscountTotal')}>
            <MoneyText value={app.preDiscountTotal} />
          </Descriptions.Item>
          <Descriptions.Item label={f('fixedLossRatio')}>{app.fixedLossRatio}</Descriptions.Item>
          <Descriptions.Item label={f('subsidyStandard')}>{app.subsidyStandard}</Descriptions.Item>
          <Descriptions.Item label={f('subsidyAmount')}>
            <MoneyText value={app.subsidyAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={f('actualSupplementaryAmount')}>
            <MoneyText value={app.actualSupplementaryAmount} />
          </Descriptions.Item>
          <Descriptions.Item label={f('signingDate')}>{app.signingDate}</Descriptions.Item>
          <Descriptions.Item label={f('lastSubmitDate')}>{app.lastSubmitDate}</Descriptions.Item>
        </Descriptions>
      )}
      <Typography.Title level={5}>{t('accidentCars:attachment.title')}</Typography.Title>
      <SubsidyAttachments value={files} onChange={setFiles} readOnly={readonlyForm} />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('accidentCars:subsidy.history')}
      </Typography.Title>
      <ApprovalTimeline entries={app?.history ?? []} statusKind="subsidyStatus" />
      <ApprovalDialog
        decision={decision}
        title={t(`accidentCars:subsidy.${decision ?? 'approve'}Title`)}
        successMessage={t('common:message.saved')}
        onClose={() => setDecision(null)}
        onSubmit={async (opinion) => {
          if (!app || !decision) return;
          await subsidyStep(decision, app.id, app.version, opinion);
          await refresh();
          await query.refetch();
        }}
      />
    </Card>
  );
}
