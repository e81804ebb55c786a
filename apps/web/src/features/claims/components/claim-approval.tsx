import type { WorkflowDeclaration, WorkflowState } from '@spm/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApprovalDecision, ApprovalDialog } from '../../../shared/ApprovalDialog';
import { StepButtons } from '../../../shared/StepButton';

/**
 * Head office's approve / reject of a claim document (BOD application, major claim): `buttons`
 * approve (primary, `approveTestId`) and reject (red), each shown where `workflow` allows its step
 * from the document's `state` (nothing while there is no document), under its approver's permission;
 * `dialog` asks for the opinion (required on reject), titled with the decision and `no`, and hands
 * both to `decide`.
 */
export function useClaimApproval<S extends WorkflowState, D>({
  workflow,
  state,
  no,
  approveTestId,
  decide,
}: {
  workflow: WorkflowDeclaration<S, string, D>;
  state: WorkflowState | null;
  no: string | undefined;
  approveTestId: string;
  decide: (decision: ApprovalDecision, opinion: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<ApprovalDecision | null>(null);
  const buttons = state !== null && (
    <StepButtons
      workflow={workflow}
      state={state}
      steps={[
        {
          action: 'approve',
          label: t('common:action.approve'),
          type: 'primary',
          testId: approveTestId,
          onClick: () => setDecision('approve'),
        },
        {
          action: 'reject',
          label: t('common:action.reject'),
          danger: true,
          onClick: () => setDecision('reject'),
        },
      ]}
    />
  );
  const dialog = (
    <ApprovalDialog
      decision={decision}
      title={`${decision === 'reject' ? t('common:action.reject') : t('common:action.approve')} ${no ?? ''}`}
      successMessage={t('claims:audited')}
      onClose={() => setDecision(null)}
      onSubmit={async (opinion) => {
        await decide(decision as ApprovalDecision, opinion);
        setDecision(null);
      }}
    />
  );
  return { buttons, dialog };
}
