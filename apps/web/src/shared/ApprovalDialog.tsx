import { Form, Input } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from './columns';
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

/** What `useRowApproval` needs of a list whose rows head office approves or rejects. */
export interface RowApprovalOptions<T> {
  /** Permission code of both row actions. */
  permission: string;
  /** Test ids of the row actions: `<testId>-approve`, `<testId>-reject`. */
  testId: string;
  /** Icons of the row actions, none unless given. */
  icons?: Record<ApprovalDecision, ReactNode>;
  /** The dialog's title for a decision on a row (e.g. "Approve VOR order <no>"). */
  title: (decision: ApprovalDecision, row: T) => string;
  /** Shown after a decision is saved. */
  successMessage: (decision: ApprovalDecision) => string;
  /** Saves the decision on the row with the opinion, and refreshes what shows it. */
  decide: (decision: ApprovalDecision, row: T, opinion: string | undefined) => Promise<unknown>;
}

/**
 * Approve / reject of a list's rows: `approve(row, hidden)` and `reject(row, hidden)` are the row
 * actions (reject in red), each opening `dialog`, the `ApprovalDialog` on that row and decision.
 */
export function useRowApproval<T>(options: RowApprovalOptions<T>) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<{ row: T; kind: ApprovalDecision } | null>(null);
  const action = (kind: ApprovalDecision, row: T, hidden: boolean): RowAction => ({
    key: kind,
    label: t(kind === 'approve' ? 'common:action.approve' : 'common:action.reject'),
    icon: options.icons?.[kind],
    permission: options.permission,
    danger: kind === 'reject',
    hidden,
    testId: `${options.testId}-${kind}`,
    onClick: () => setDecision({ row, kind }),
  });
  const dialog = (
    <ApprovalDialog
      decision={decision?.kind ?? null}
      title={decision ? options.title(decision.kind, decision.row) : ''}
      successMessage={options.successMessage(decision?.kind ?? 'approve')}
      onSubmit={async (opinion) => {
        if (!decision) return;
        await options.decide(decision.kind, decision.row, opinion);
      }}
      onClose={() => setDecision(null)}
    />
  );
  return {
    approve: (row: T, hidden: boolean) => action('approve', row, hidden),
    reject: (row: T, hidden: boolean) => action('reject', row, hidden),
    dialog,
  };
}
