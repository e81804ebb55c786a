import type { ClaimDetail } from '@spm/contracts';
import { CLAIM_DECISIONS, CLAIM_JUDGES, type ClaimDecision } from '@spm/domain';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';
import { auditClaim } from '../api';

interface AuditValues {
  decision: ClaimDecision;
  judge: number;
  auditNote?: string;
}

/**
 * The claim warehouse's audit (spec §5): decision reparation / change / back, claim judge 1-4 and the
 * audit note, required as the reason when the claim is backed. Open while `claim` is set.
 */
export function AuditClaimDialog({
  claim,
  onClose,
  onDone,
}: {
  claim: ClaimDetail | null;
  onClose: () => void;
  onDone: (claim: ClaimDetail) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditValues>();
  const decision = Form.useWatch('decision', form);
  return (
    <FormDialog<AuditValues, ClaimDetail>
      open={claim !== null}
      title={`${t('claims:audit')} ${claim?.claimBillNo ?? ''}`}
      form={form}
      initialValues={{ decision: 'reparation', judge: 1 }}
      successMessage={t('claims:audited')}
      onSubmit={async (v) => {
        const done = await auditClaim((claim as ClaimDetail).id, {
          version: (claim as ClaimDetail).version,
          decision: v.decision,
          judge: v.judge,
          auditNote: v.auditNote?.trim() || undefined,
        });
        onDone(done);
        return done;
      }}
      onClose={onClose}
      name="claimAudit"
      testId="claim-audit-dialog"
    >
      <Form.Item name="decision" label={t('claims:decision')} rules={[{ required: true }]}>
        <Radio.Group
          options={CLAIM_DECISIONS.map((d) => ({ value: d, label: t(`claims:decisions.${d}`) }))}
          data-testid="claim-decision"
        />
      </Form.Item>
      <Form.Item name="judge" label={t('claims:judge')} rules={[{ required: true }]}>
        <Select options={CLAIM_JUDGES.map((j) => ({ value: j, label: t(`claims:judges.${j}`) }))} />
      </Form.Item>
      <Form.Item
        name="auditNote"
        label={t('claims:auditNote')}
        rules={[{ required: decision === 'back', whitespace: true }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid="claim-audit-note" />
      </Form.Item>
    </FormDialog>
  );
}
