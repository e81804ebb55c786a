import { CLAIM_JUDGES } from '@spm/domain';
import { Form, Input, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../shared/FormDialog';

/** What an audit decides: the decision, the claim judge 1-4 and the audit note. */
export interface ClaimAuditValues<Decision extends string> {
  decision: Decision;
  judge: number;
  auditNote?: string;
}

/**
 * The audit of a claim (spec §5; dealer claim and in-warehouse claim): `decisions` as radio buttons
 * (reparation first), claim judge 1-4 and the audit note, required when the decision is
 * `noteRequiredFor` (the claim goes back). `audit` saves it (the note trimmed, none when blank) and
 * answers the claim audited, handed to `onDone`. Open while `claim` is set; its title names `no`.
 * Test ids: `<testIdPrefix>-audit-dialog`, `-audit-note`, and `decisionTestId` on the decisions.
 */
export function ClaimAuditDialog<D, Decision extends string>({
  claim,
  no,
  decisions,
  noteRequiredFor,
  audit,
  onClose,
  onDone,
  name,
  testIdPrefix,
  decisionTestId,
}: {
  claim: D | null;
  no: string | undefined;
  decisions: { value: Decision; label: string }[];
  noteRequiredFor: Decision;
  audit: (claim: D, values: ClaimAuditValues<Decision>) => Promise<D>;
  onClose: () => void;
  onDone: (claim: D) => void;
  name: string;
  testIdPrefix: string;
  decisionTestId?: string;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClaimAuditValues<Decision>>();
  const decision = Form.useWatch('decision', form);
  return (
    <FormDialog<ClaimAuditValues<Decision>, D>
      open={claim !== null}
      title={`${t('claims:audit')} ${no ?? ''}`}
      form={form}
      initialValues={{ decision: 'reparation' as Decision, judge: 1 }}
      successMessage={t('claims:audited')}
      onSubmit={async (v) => {
        const done = await audit(claim as D, {
          decision: v.decision,
          judge: v.judge,
          auditNote: v.auditNote?.trim() || undefined,
        });
        onDone(done);
        return done;
      }}
      onClose={onClose}
      name={name}
      testId={`${testIdPrefix}-audit-dialog`}
    >
      <Form.Item name="decision" label={t('claims:decision')} rules={[{ required: true }]}>
        <Radio.Group options={decisions} data-testid={decisionTestId} />
      </Form.Item>
      <Form.Item name="judge" label={t('claims:judge')} rules={[{ required: true }]}>
        <Select options={CLAIM_JUDGES.map((j) => ({ value: j, label: t(`claims:judges.${j}`) }))} />
      </Form.Item>
      <Form.Item
        name="auditNote"
        label={t('claims:auditNote')}
        rules={[{ required: decision === noteRequiredFor, whitespace: true }, { max: 500 }]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount data-testid={`${testIdPrefix}-audit-note`} />
      </Form.Item>
    </FormDialog>
  );
}
