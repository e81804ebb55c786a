import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './FormDialog';

/** Longest opinion the server takes (contracts `vorDecisionInput`: `optionalText(500)`). */
export const APPROVAL_OPINION_MAX = 500;

export type ApprovalDecision = 'approve' | 'reject';

/**
 * Approve or reject with an opinion (ARCHITECTURE §4 "the approve / reject dialog"): the opinion is
 * required on reject (blank does not count) and at most `APPROVAL_OPINION_MAX` characters; OK reads
 * "Approve" or a red "Reject". `onSubmit` gets the trimmed opinion (undefined when empty); server
 * field errors land on the opinion. Open while `decision` is set.
 */
export function ApprovalDialog({
  decision,
  title,
  onSubmit,
  onClose,
  successMessage,
}: {
  decision: ApprovalDecision | null;
  title: string;
  onSubmit: (opinion: string | undefined) => Promise<unknown>;
  onClose: () => void;
  successMessage: string;
}) {
  const { t } = useTranslation();
  const reject = decision === 'reject';
  return (
    <FormDialog<{ opinion?: string }>
      open={decision !== null}
      title={title}
      okText={reject ? t('common:action.reject') : t('common:action.approve')}
      okDanger={reject}
      successMessage={successMessage}
      onSubmit={({ opinion }) => onSubmit(opinion?.trim() || undefined)}
      onClose={onClose}
      name="approval"
    >
      <Form.Item
        name="opinion"
        label={t('shared:approval.opinion')}
        rules={[
          { required: reject, whitespace: true, message: t('shared:approval.opinionRequired') },
          {
            max: APPROVAL_OPINION_MAX,
            message: t('shared:approval.opinionTooLong', { max: APPROVAL_OPINION_MAX }),
          },
        ]}
      >
        <Input.TextArea rows={3} maxLength={APPROVAL_OPINION_MAX} showCount data-testid="vor-opinion" />
      </Form.Item>
    </FormDialog>
  );
}
