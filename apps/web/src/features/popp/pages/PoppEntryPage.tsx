import { POPP_STATUS, type POPP_TYPES } from '@spm/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '../../../app/api/notify';
import { EditableRows } from '../../../shared/EditableRows';
import { partCodeColumn, qtyColumn } from '../../../shared/editable-columns';
import { FormGrid, useRequiredField } from '../../../shared/FormFields';
import { formValuesOf } from '../../../shared/form-values';
import { useRefresh } from '../../../shared/ListPage';
import { orgOptions, useWarehouses } from '../../../shared/reference-data';
import { useStatusOptions } from '../../../shared/StatusTag';
import { useFormSave } from '../../../shared/use-form-save';
import {
  createPopp,
  fetchCurrentQuota,
  fetchPopp,
  type PoppDetail,
  poppKeys,
  runStep,
  updatePopp,
} from '../api';
import { QuotaFigures } from '../components/QuotaFigures';

interface EntryValues {
  poppType: (typeof POPP_TYPES)[number];
  warehouseCode: string;
  submitter?: string;
  submitterTel?: string;
  remark?: string;
  lines: { partCode: string; applyQty: number; actualQty?: number; discountRate?: string; remark?: string }[];
}

const QUERY_PATH = '/pOPPManagement/pOPPSingleQuery';

const valuesOf = (p: PoppDetail): EntryValues => ({
  ...formValuesOf(p, ['poppType', 'warehouseCode', 'submitter', 'submitterTel', 'remark']),
  lines: p.lines.map((l) => formValuesOf(l, ['partCode', 'applyQty', 'actualQty', 'discountRate', 'remark'])),
});

/**
 * POPP entry (spec §2 /pOPPManagement/pOPPEntry, hidden): the dealer enters a POPP (type, warehouse,
 * submitter and tel, parts with apply qty and discount rate) with its quota figures in view — yearly,
 * used or applied, remaining and this POPP's amount — then saves, or saves and submits (once). An
 * audit-complete POPP opens with its actual quantities editable.
 */
export default function PoppEntryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ? Number(params.get('id')) : null;
  const [form] = Form.useForm<EntryValues>();
  const field = useRequiredField();
  const warehouses = useWarehouses();
  const types = useStatusOptions('poppType');
  const refresh = useRefresh(poppKeys.all);
  const { saving, saveWith } = useFormSave(form);
  // a new POPP is the dealer's: its quota of this year; a saved one shows the quota of its own year
  const current = useQuery({ queryKey: poppKeys.quota(), queryFn: fetchCurrentQuota, enabled: id === null });
  const existing = useQuery({
    queryKey: poppKeys.detail(id ?? 0),
    queryFn: async () => {
      const popp = await fetchPopp(id as number);
      form.setFieldsValue(valuesOf(popp));
      return popp;
    },
    enabled: id !== null,
  });
  const popp = existing.data;
  const audited = popp?.status === POPP_STATUS.auditComplete;

  const save = (submit: boolean) =>
    saveWith(async (values) => {
      const lines = values.lines.map((l) => ({
        ...l,
        discountRate: l.discountRate || undefined,
        actualQty: audited ? l.actualQty : undefined,
      }));
      const { poppType, ...header } = values;
      const saved = popp
        ? await updatePopp(popp.id, { ...header, lines, version: popp.version })
        : await createPopp({ ...header, poppType, lines });
      if (submit) await runStep('submit', saved.id, saved.version);
      notify.success(t(submit ? 'popp:message.submitted' : 'common:message.saved'));
      await refresh();
      if (submit) navigate(QUERY_PATH);
      else setParams({ id: String(saved.id) });
    });

  return (
    <Card
      title={popp ? t('popp:entry.editTitle', { no: popp.poppNo }) : t('popp:entry.newTitle')}
      data-testid="popp-entry"
      extra={
        <Space>
          <Button onClick={() => navigate(QUERY_PATH)}>{t('popp:entry.back')}</Button>
          <Button onClick={() => save(false)} loading={saving} data-testid="popp-save">
            {t('popp:entry.save')}
          </Button>
          {(!popp || popp.status === POPP_STATUS.unsubmitted) && (
            <Button type="primary" onClick={() => save(true)} loading={saving} data-testid="popp-save-submit">
              {t('popp:entry.saveAndSubmit')}
            </Button>
          )}
        </Space>
      }
    >
      <Form<EntryValues>
        form={form}
        name="popp"
        layout="vertical"
        initialValues={{ poppType: 'regular', lines: [{ applyQty: 1 }] }}
      >
        <FormGrid
          col={{ span: 6 }}
          fields={[
            {
              name: 'poppType',
              label: t('popp:field.poppType'),
              rules: [{ required: true }],
              input: <Select options={types} disabled={!!popp} />,
            },
            field('warehouseCode', t('popp:field.warehouse'), undefined, {
              input: <Select options={orgOptions(warehouses.data)} showSearch optionFilterProp="label" />,
            }),
            { name: 'submitter', label: t('popp:field.submitter'), max: 50 },
            { name: 'submitterTel', label: t('popp:field.submitterTel'), max: 20 },
            { name: 'remark', label: t('popp:field.remark'), max: 500, col: { span: 24 } },
          ]}
        />
        <EditableRows
          name="lines"
          newRow={{ applyQty: 1 }}
          addLabel={t('popp:action.addLine')}
          columns={[
            partCodeColumn(t('popp:field.partCode'), 220, { disabled: audited }),
            qtyColumn(t('popp:field.applyQty'), 'applyQty', 120, { disabled: audited }),
            ...(audited ? [qtyColumn(t('popp:field.actualQty'), 'actualQty', 120, { min: 0 })] : []),
            {
              title: t('popp:field.discountRate'),
              field: 'discountRate',
              input: <Input maxLength={6} placeholder="0.1" />,
              width: 110,
            },
            { title: t('popp:field.remark'), field: 'remark', input: <Input maxLength={200} /> },
          ]}
        />
      </Form>
      {(popp || current.isSuccess) && (
        <QuotaFigures
          year={popp?.quotaYear ?? current.data?.year ?? 0}
          quota={popp ? popp.quota : current.data}
          amount={popp?.amount ?? '0.00'}
        />
      )}
    </Card>
  );
}
