import type { WarehouseClaimDetail, WarehouseClaimInput } from '@spm/contracts';
import { perm } from '@spm/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Descriptions, Form, Input, InputNumber, Select, Space, Table } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { currentLanguage } from '../../../app/i18n';
import { ApprovalTimeline } from '../../../shared/ApprovalTimeline';
import { col } from '../../../shared/columns';
import { ConfirmButton, DocumentTitle } from '../../../shared/DocumentEntry';
import { DocumentLink } from '../../../shared/DocumentLink';
import { DOCUMENT_PLACES } from '../../../shared/document-places';
import { EditableRows } from '../../../shared/EditableRows';
import { applyServerErrors } from '../../../shared/form-errors';
import { PermissionButton } from '../../../shared/PermissionButton';
import { orgFilter, orgOptions, useWarehouses } from '../../../shared/reference-data';
import { ClaimContactFields, ClaimDescriptionField } from '../components/ClaimContactFields';
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

export const WAREHOUSE_CLAIM_LIST = '/warehouseClaim/list';
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
  const navigate = useNavigate();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  const [form] = Form.useForm<Values>();
  const [claim, setClaim] = useState<WarehouseClaimDetail | null>(null);
  const [dialog, setDialog] = useState<'audit' | 'receive' | null>(null);
  const [busy, setBusy] = useState(false);
  const warehouses = useWarehouses();
  const zh = currentLanguage() === 'zh-CN';
  const status = claim?.status ?? 0;
  const editable = status === 0;

  const loaded = useQuery({
    queryKey: warehouseClaimKeys.detail(id ?? 0),
    queryFn: () => fetchWarehouseClaim(id as number),
    enabled: id !== null,
  });
  const show = (c: WarehouseClaimDetail) => {
    setClaim(c);
    form.setFieldsValue({
      ...c,
      lines: c.lines.map((l) => ({ partCode: l.partCode, qty: l.qty, remark: l.remark ?? undefined })),
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: fill the form once per loaded claim
  useEffect(() => {
    if (loaded.data) show(loaded.data);
  }, [loaded.data]);

  const run = async (work: () => Promise<WarehouseClaimDetail>) => {
    setBusy(true);
    try {
      const result = await work();
      await client.invalidateQueries({ queryKey: warehouseClaimKeys.list });
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
    const body = { ...v, reason: v.reason ?? 1, lines: v.lines ?? [] } as WarehouseClaimInput;
    return run(() =>
      claim ? saveWarehouseClaim(claim.id, { ...body, version: claim.version }) : createWarehouseClaim(body),
    );
  };
  const done = (c: WarehouseClaimDetail) => {
    setDialog(null);
    show(c);
    void client.invalidateQueries({ queryKey: warehouseClaimKeys.list });
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="warehouse-claim-entry">
      <Card
        title={
          <DocumentTitle
            title={t('menu:warehouseClaimDetail')}
            no={claim?.warehouseClaimNo}
            noTestId="warehouse-claim-no"
            statusKind="warehouseClaimStatus"
            status={claim?.status}
          />
        }
        extra={
          <Space wrap>
            {editable && (
              <PermissionButton
                code={perm('warehouseClaim', claim ? 'edit' : 'add')}
                loading={busy}
                onClick={() => void save()}
                data-testid="warehouse-claim-save"
              >
                {t('claims:save')}
              </PermissionButton>
            )}
            {editable && (
              <ConfirmButton
                code={perm('warehouseClaim', 'submit')}
                type="primary"
                loading={busy}
                data-testid="warehouse-claim-submit"
                content={t('claims:confirmSubmit')}
                onConfirm={async () => {
                  const saved = await save();
                  await run(() => submitWarehouseClaim(saved.id, saved.version));
                }}
              >
                {t('claims:submit')}
              </ConfirmButton>
            )}
            {claim && [1, 2, 3].includes(status) && (
              <PermissionButton
                code={perm('warehouseClaim', 'audit')}
                type="primary"
                onClick={() => setDialog('audit')}
                data-testid="warehouse-claim-audit"
              >
                {t('claims:audit')}
              </PermissionButton>
            )}
            {claim && status === 4 && (
              <PermissionButton
                code={perm('warehouseClaim', 'receive')}
                type="primary"
                onClick={() => setDialog('receive')}
                data-testid="warehouse-claim-receive"
              >
                {t('claims:warehouse.receive')}
              </PermissionButton>
            )}
            {claim && (status === 2 || status === 3) && (
              <ConfirmButton
                code={perm('warehouseClaim', 'complete')}
                data-testid="warehouse-claim-complete"
                content={t('claims:confirmComplete')}
                onConfirm={() => run(() => completeWarehouseClaim(claim.id, claim.version))}
              >
                {t('claims:complete')}
              </ConfirmButton>
            )}
            {claim && editable && (
              <ConfirmButton
                code={perm('warehouseClaim', 'delete')}
                danger
                content={t('claims:confirmDelete')}
                onConfirm={async () => {
                  await deleteWarehouseClaim(claim.id, claim.version);
                  await client.invalidateQueries({ queryKey: warehouseClaimKeys.list });
                  navigate(WAREHOUSE_CLAIM_LIST);
                }}
              >
                {t('claims:delete')}
              </ConfirmButton>
            )}
            <Button onClick={() => navigate(WAREHOUSE_CLAIM_LIST)}>{t('common:action.return')}</Button>
          </Space>
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
                {
                  title: t('claims:partCode'),
                  field: 'partCode',
                  input: <Input maxLength={30} data-testid="warehouse-claim-part" />,
                  width: 240,
                },
                {
                  title: t('claims:claimQty'),
                  field: 'qty',
                  input: <InputNumber min={1} max={99_999_999} precision={0} />,
                  width: 140,
                },
                { title: t('claims:warehouse.remark'), field: 'remark', input: <Input maxLength={100} /> },
              ]}
            />
          )}
        </Form>
        {claim && !editable && (
          <>
            <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
              <Descriptions.Item label={t('claims:judge')}>
                {claim.judge ? t(`claims:judges.${claim.judge}`) : '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('claims:auditNote')}>{claim.auditNote ?? '-'}</Descriptions.Item>
              <Descriptions.Item label={t('claims:compensatedAmount')}>
                {claim.compensatedAmount ?? '-'}
              </Descriptions.Item>
              <Descriptions.Item label={t('claims:warehouse.replacementOrderNo')}>
                <DocumentLink
                  no={claim.replacementOrderNo}
                  to={DOCUMENT_PLACES.dealerOrder}
                  testId="replacement-order-no"
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('claims:warehouse.storageCode')}>
                {claim.receivedStorageCode ?? '-'}
              </Descriptions.Item>
            </Descriptions>
            <Table<Line>
              size="small"
              rowKey="id"
              pagination={false}
              dataSource={claim.lines}
              columns={[
                col.code(t('claims:partCode'), 'partCode'),
                col.text(t('claims:partName'), zh ? 'nameZh' : 'nameEn'),
                col.qty(t('claims:claimQty'), 'qty'),
                col.money(t('claims:price'), 'price'),
                col.text(t('claims:warehouse.remark'), 'remark'),
              ]}
            />
          </>
        )}
      </Card>
      {claim && (
        <Card title={t('claims:history')}>
          <ApprovalTimeline entries={claim.history} statusKind="warehouseClaimStatus" />
        </Card>
      )}
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
    </Space>
  );
}
