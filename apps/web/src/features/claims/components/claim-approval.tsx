import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApprovalDecision, ApprovalDialog } from '../../../shared/ApprovalDialog';
import { PermissionButton } from '../../../shared/PermissionButton';

/**
 * Head office's approve / reject of a claim document (BOD application, major claim): `buttons`
 * approve (primary, `approveTestId`) and reject (red), both behind `code`; `dialog` asks for the
 * opinion (required on reject), titled with the decision and `no`, and hands both to `decide`.
 */
export function useClaimApproval({
  code,
  no,
  approveTestId,
  decide,
}: {
  code: string;
  no: string | undefined;
  approveTestId: string;
  decide: (decision: ApprovalDecision, opinion: string | undefined) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [decision, setDecision] = useState<ApprovalDecision | null>(null);
  const buttons = (
    <>
      <PermissionButton
        code={code}
        type="primary"
        onClick={() => setDecision('approve')}
        data-testid={approveTestId}
      >
        {t('common:action.approve')}
      </PermissionButton>
      <PermissionButton code={code} danger onClick={() => setDecision('reject')}>
        {t('common:action.reject')}
      </PermissionButton>
    </>
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
