import type { WarehouseClaimDetail } from '@spm/contracts';
import { CLAIM_JUDGES, WAREHOUSE_CLAIM_DECISIONS, type WarehouseClaimDecision } from '@spm/domain';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { auditWarehouseClaim, receiveWarehouseClaim } from '../warehouse-claims-api';

interface DialogProps {
  claim: WarehouseClaimDetail | null;
  onClose: () => void;
  onDone: (claim: WarehouseClaimDetail) => void;
}

interface AuditValues {
  decision: WarehouseClaimDecision;
  judge: number;
  auditNote?: string;
}

/**
 * Head office's audit of an in-warehouse claim (spec §4: when unaudited, reparation or change):
 * decision reparation / change / return, claim judge 1-4 and the audit note, required for a return.
 * Open while `claim` is set.
 */
export function AuditWarehouseClaimDialog({ claim, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditValues>();
  const decision = Form.useWatch('decision', form);
  return (
    <FormDialog<AuditValues, WarehouseClaimDetail>
      open={claim !== null}
      title={`${t('claims:audit')} ${claim?.warehouseClaimNo ?? ''}`}
      form={form}
      initialValues={{ decision: 'reparation', judge: 1 }}
      successMessage={t('claims:audited')}
      onSubmit={async (v) => {
        const c = claim as WarehouseClaimDetail;
        const done = await auditWarehouseClaim(c.id, {
          version: c.version,
          decision: v.decision,
          judge: v.judge,
          auditNote: v.auditNote?.trim() || undefined,
        });
        onDone(done);
        return done;
      }}
      onClose={onClose}
      name="warehouseClaimAudit"
      testId="warehouse-claim-audit-dialog"
    >
      <Form.Item name="decision" label={t('claims:decision')} rules={[{ required: true }]}>
        <Radio.Group
          options={WAREHOUSE_CLAIM_DECISIONS.map((d) => ({
            value: d,
            label: t(`claims:warehouse.decisions.${d}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="judge" label={t('claims:judge')} rules={[{ required: true }]}>
        <Select options={CLAIM_JUDGES.map((j) => ({ value: j, label: t(`claims:judges.${j}`) }))} />
      </Form.Item>
      <Form.Item
        name="auditNote"
        label={t('claims:auditNote')}
        rules={[{ required: decision === 'return', whitespace: true }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="warehouse-claim-audit-note" />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * The warehouse receives the returned parts of a claim in return state back into a storage location
 * (spec §4 "receive only in return state"), which completes the claim. Open while `claim` is set.
 */
export function ReceiveWarehouseClaimDialog({ claim, onClose, onDone }: DialogProps) {
  const { t } = useTranslation();
  return (
    <FormDialog<{ storageCode: string }, WarehouseClaimDetail>
      open={claim !== null}
      title={`${t('claims:warehouse.receive')} ${claim?.warehouseClaimNo ?? ''}`}
      confirm={() => t('claims:warehouse.confirmReceive')}
      successMessage={t('claims:warehouse.received')}
      onSubmit={async (v) => {
        const c = claim as WarehouseClaimDetail;
        const done = await receiveWarehouseClaim(c.id, c.version, v.storageCode.trim());
        onDone(done);
        return done;
      }}
      onClose={onClose}
      name="warehouseClaimReceive"
      testId="warehouse-claim-receive-dialog"
    >
      <Form.Item
        name="storageCode"
        label={t('claims:warehouse.storageCode')}
        rules={[{ required: true, whitespace: true, max: 30 }]}
      >
        <Input maxLength={30} />
      </Form.Item>
    </FormDialog>
  );
}
