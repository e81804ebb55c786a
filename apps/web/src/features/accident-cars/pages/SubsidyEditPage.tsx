import { vehicleEndpoints } from '@spm/contracts';
import { SUBSIDY_EDITABLE_STATUSES, type SubsidyStatus, subsidyLevelOf } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { call } from '../../../app/api/endpoint';
import { isApiError } from '../../../app/api/errors';
import { notify } from '../../../app/api/notify';
import { type ApprovalDecision, ApprovalDialog } from '../../../shared/ApprovalDialog';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { DetailFields } from '../../../shared/DetailSections';
import { useRequiredRule } from '../../../shared/FormDialog';
import { type FormField, FormGrid } from '../../../shared/FormFields';
import { applyServerErrors } from '../../../shared/form-errors';
import { formValuesOf } from '../../../shared/form-values';
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

const valuesOf = (a: SubsidyDetail): Values =>
  formValuesOf(a, [
    'settlementContractId',
    'accidentOrderId',
    'materialNumber',
    'reportMonth',
    'plateNo',
    'vin',
    'ownerName',
    'licenceRegistrationDate',
    'lossDeterminationDate',
    'lossAmount',
    'policyAmount',
    'deduction',
    'remark',
  ]);

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
  const requiredRule = useRequiredRule();
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

  const readonlyForm = !editable && !!app;
  /** A one-line text of `max` characters in a cell of `span`. */
  const text = (
    name: keyof Values,
    span: number,
    max: number,
    required = false,
    placeholder?: string,
  ): FormField => ({
    name,
    label: f(name),
    rules: required ? [requiredRule(f(name))] : [],
    input: <Input maxLength={max} disabled={readonlyForm} placeholder={placeholder} />,
    col: { span },
  });
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
        <FormGrid
          col={{ span: 8 }}
          gutter={12}
          fields={[
            {
              name: 'settlementContractId',
              label: f('settlement'),
              rules: [{ required: true, message: t('accidentCars:select.settlementHint') }],
              input: (
                <SettlementSelect label={labels.settlement} onPick={pickSettlement} disabled={readonlyForm} />
              ),
            },
            {
              name: 'accidentOrderId',
              label: f('accidentOrder'),
              rules: [{ required: true, message: t('accidentCars:select.orderHint') }],
              input: <AccidentOrderSelect label={labels.order} onPick={pickOrder} disabled={readonlyForm} />,
            },
            {
              name: 'materialNumber',
              label: f('materialNumber'),
              rules: [requiredRule(f('materialNumber'))],
              input: (
                <Select
                  options={partCodes.map((c) => ({ value: c, label: c }))}
                  data-testid="material-number"
                />
              ),
              col: { span: 4 },
            },
            text('reportMonth', 4, 7, true, 'yyyy-MM'),
            text('vin', 6, 17, true),
            text('plateNo', 4, 20),
            text('ownerName', 4, 100),
            text('licenceRegistrationDate', 5, 10, false, 'yyyy-MM-dd'),
            text('lossDeterminationDate', 5, 10, true, 'yyyy-MM-dd'),
            text('lossAmount', 6, 19, true),
            text('policyAmount', 6, 19, true),
            text('deduction', 6, 19),
            text('remark', 6, 500),
          ]}
        />
      </Form>
      {app && (
        <DetailFields
          record={app}
          label={f}
          column={4}
          bordered
          style={{ marginBottom: 12 }}
          testId="subsidy-figures"
          items={[
            { key: 'modelCode', value: `${app.modelCode} ${app.modelName}` },
            { key: 'preDiscountTotal', value: <MoneyText value={app.preDiscountTotal} /> },
            'fixedLossRatio',
            'subsidyStandard',
            { key: 'subsidyAmount', value: <MoneyText value={app.subsidyAmount} /> },
            { key: 'actualSupplementaryAmount', value: <MoneyText value={app.actualSupplementaryAmount} /> },
            'signingDate',
            'lastSubmitDate',
          ]}
        />
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
