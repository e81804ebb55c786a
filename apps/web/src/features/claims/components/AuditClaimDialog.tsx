import type { ClaimDetail } from '@spm/contracts';
import { CLAIM_DECISIONS } from '@spm/domain';
import { useTranslation } from 'react-i18next';
import { auditClaim } from '../api';
import { ClaimAuditDialog } from './ClaimAuditDialog';

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
  return (
    <ClaimAuditDialog
      claim={claim}
      no={claim?.claimBillNo}
      decisions={CLAIM_DECISIONS.map((d) => ({ value: d, label: t(`claims:decisions.${d}`) }))}
      noteRequiredFor="back"
      audit={(c, values) => auditClaim(c.id, { version: c.version, ...values })}
      onClose={onClose}
      onDone={onDone}
      name="claimAudit"
      testIdPrefix="claim"
      decisionTestId="claim-decision"
    />
  );
}
