import type { WarehouseClaimDetail, WarehouseClaimInput } from '@spm/contracts';
import { warehouseClaimWorkflow } from '@spm/domain';
import { Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { col } from '../../../shared/columns';
import { DetailFields } from '../../../shared/DetailSections';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { EditableRows } from '../../../shared/EditableRows';
import { partCodeColumn, qtyColumn } from '../../../shared/editable-columns';
import { formValuesOf } from '../../../shared/form-values';
import { LinesTable } from '../../../shared/LinesTable';
import { orgFilter, orgOptions, useWarehouses } from '../../../shared/reference-data';
import { StepButtons } from '../../../shared/StepButton';
import { useEntryDocument } from '../../../shared/use-entry-document';
import { ClaimContactFields, ClaimDescriptionField } from '../components/ClaimContactFields';
import { ClaimEntryCard } from '../components/ClaimEntryCard';
import { usePartColumns } from '../components/claim-columns';
import { AuditWarehouseClaimDialog, ReceiveWarehouseClaimDialog } from '../components/WarehouseClaimDialogs';
import {
  completeWarehouseClaim,
  createWarehouseClaim,
  deleteWarehouseClaim,
  fetchWarehouseClaim,
  saveWarehouseClaim,
  submitWarehouseClaim,
  warehouseClaimKeys,
} from '../warehouse-claims-api';

type Line = WarehouseClaimDetail['lines'][number];
type Values = Omit<WarehouseClaimInput, 'reason'> & { reason?: number };

/**
 * In-warehouse claim entry and detail (spec §4 "Warehouse claim (0-5)", hidden page): `?id=` opens a
 * claim, none starts one. Warehouse staff register it for a local dealer (claim warehouse, dealer,
 * reason, description, submitter and phone, parts and quantities), save, submit and delete while it is
 * unsubmitted; head office audits (unaudited, reparation or change); the warehouse receives a returned
 * part into a storage location and completes a reparation or change ("claim complete").
 */
export default function WarehouseClaimDetailPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [dialog, setDialog] = useState<'audit' | 'receive' | null>(null);
  const warehouses = useWarehouses();
  const partColumns = usePartColumns<Line>();
  const entry = useEntryDocument<WarehouseClaimDetail>({
    detailKey: warehouseClaimKeys.detail,
    fetch: fetchWarehouseClaim,
    listKey: warehouseClaimKeys.list,
    form,
    fill: (c) =>
      form.setFieldsValue({
        ...c,
        lines: c.lines.map((l) => formValuesOf(l, ['partCode', 'qty', 'remark'])),
      }),
  });
  const { doc: claim, run } = entry;
  const status = claim?.status ?? 0;
  const editable = status === 0;

  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, reason: v.reason ?? 1, lines: v.lines ?? [] } as WarehouseClaimInput;
    return run(() =>
      claim ? saveWarehouseClaim(claim.id, { ...body, version: claim.version }) : createWarehouseClaim(body),
    );
  };
  const done = (c: WarehouseClaimDetail) => {
    setDialog(null);
    entry.show(c);
    void entry.refreshList();
  };

  return (
    <ClaimEntryCard
      page="warehouseClaim"
      no={claim?.warehouseClaimNo}
      entry={entry}
      onSave={editable && save}
      submitSaved={editable && ((saved) => run(() => submitWarehouseClaim(saved.id, saved.version)))}
      actions={
        claim && (
          <StepButtons
            workflow={warehouseClaimWorkflow}
            state={status}
            steps={[
              // the audit decides reparation, change or return: offered where those steps leave from
              {
                action: 'reparation',
                label: t('claims:audit'),
                type: 'primary',
                testId: 'warehouse-claim-audit',
                onClick: () => setDialog('audit'),
              },
              {
                action: 'receive',
                label: t('claims:warehouse.receive'),
                type: 'primary',
                testId: 'warehouse-claim-receive',
                onClick: () => setDialog('receive'),
              },
              {
                action: 'complete',
                label: t('claims:complete'),
                testId: 'warehouse-claim-complete',
                confirm: t('claims:confirmComplete'),
                onClick: () => run(() => completeWarehouseClaim(claim.id, claim.version)),
              },
            ]}
          />
        )
      }
      onDelete={claim && editable && (() => deleteWarehouseClaim(claim.id, claim.version))}
      after={
        <>
          <AuditWarehouseClaimDialog
            claim={dialog === 'audit' ? claim : null}
            onClose={() => setDialog(null)}
            onDone={done}
          />
          <ReceiveWarehouseClaimDialog
            claim={dialog === 'receive' ? claim : null}
            onClose={() => setDialog(null)}
            onDone={done}
          />
        </>
      }
    >
      <Form
        form={form}
        layout="vertical"
        disabled={!editable}
        name="warehouseClaim"
        initialValues={{ reason: 1, lines: [{ qty: 1 }] }}
      >
        <Space wrap align="start" size="large">
          <Form.Item name="warehouseCode" label={t('claims:warehouseCode')} rules={[{ required: true }]}>
            <Select
              style={{ width: 220 }}
              showSearch
              filterOption={orgFilter}
              options={orgOptions(warehouses.data)}
              data-testid="warehouse-claim-warehouse"
            />
          </Form.Item>
          <Form.Item
            name="dealerCode"
            label={t('claims:warehouse.localDealer')}
            rules={[{ required: true, whitespace: true, max: 20 }]}
          >
            <Input style={{ width: 160 }} maxLength={20} data-testid="warehouse-claim-dealer" />
          </Form.Item>
          <ClaimContactFields testIdPrefix="warehouse-claim" />
        </Space>
        <ClaimDescriptionField testIdPrefix="warehouse-claim" />
        {editable && (
          <EditableRows
            name="lines"
            newRow={{ qty: 1 }}
            addLabel={t('claims:warehouse.addLine')}
            columns={[
              partCodeColumn(t('claims:partCode'), 240, { testId: 'warehouse-claim-part' }),
              qtyColumn(t('claims:claimQty'), 'qty', 140),
              { title: t('claims:warehouse.remark'), field: 'remark', input: <Input maxLength={100} /> },
            ]}
          />
        )}
      </Form>
      {claim && !editable && (
        <>
          <DetailFields
            record={claim}
            label={(key) => t(`claims:${key}`)}
            empty="-"
            style={{ marginBottom: 12 }}
            items={[
              { key: 'judge', value: claim.judge ? t(`claims:judges.${claim.judge}`) : '-' },
              'auditNote',
              'compensatedAmount',
              {
                key: 'replacementOrderNo',
                label: t('claims:warehouse.replacementOrderNo'),
                value: (
                  <DocumentLink
                    no={claim.replacementOrderNo}
                    to={DOCUMENT_PLACES.dealerOrder}
                    testId="replacement-order-no"
                  />
                ),
              },
              {
                key: 'storageCode',
                label: t('claims:warehouse.storageCode'),
                value: claim.receivedStorageCode ?? '-',
              },
            ]}
          />
          <LinesTable<Line>
            rowKey="id"
            dataSource={claim.lines}
            columns={[
              ...partColumns,
              col.qty(t('claims:claimQty'), 'qty'),
              col.money(t('claims:price'), 'price'),
              col.text(t('claims:warehouse.remark'), 'remark'),
            ]}
          />
        </>
      )}
    </ClaimEntryCard>
  );
}
