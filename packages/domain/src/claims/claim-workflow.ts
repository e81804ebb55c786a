import { perm } from '../access/index.js';
import { violation } from '../rules.js';
import { defineWorkflow } from '../workflow/index.js';
import { checkClaimResubmitWindow } from './claim-rules.js';
import { CLAIM_STATUS, CLAIM_STATUSES, type ClaimStatus } from './claim-status.js';

/** Actions of the dealer claim workflow, as written to the approval history. */
export type ClaimAction = 'submit' | 'reparation' | 'change' | 'back' | 'remodify' | 'resubmit' | 'complete';

/**
 * What the claim steps' guards read: when it was backed, the clock's time of the step and the business
 * time zone its dates are counted in.
 */
export interface ClaimStepDocument {
  backedAt: Date | null;
  now: Date;
  businessTz: string;
}

const S = CLAIM_STATUS;
const dealer = { permission: perm('dealerClaim', 'submit') };
const remodifier = { permission: perm('dealerClaim', 'edit') };
const completer = { permission: perm('dealerClaim', 'complete') };

/**
 * The dealer claim workflow (spec §4 claim statuses 0-6, §5 "Receiving and claims"), as data. The
 * dealer submits (0 → 1); the claim warehouse or head office (`dealerClaim:audit`, one level) decides:
 * reparation 1 → 2, change 1 → 3, back 1 → 4 (opinion = the reason, required). The dealer remodifies a
 * backed claim (4 → 5) and resubmits it (4 or 5 → 1) within 7 natural days of the rejection
 * (`checkClaimResubmitWindow`, CLAIM_RESUBMIT_EXPIRED). `dealerClaim:complete` closes a reparation or
 * change (→ 6). Any other step: CLAIM_ACTION_NOT_ALLOWED {action, state}.
 */
export const claimWorkflow = defineWorkflow<ClaimStatus, ClaimAction, ClaimStepDocument>({
  documentType: 'CLAIM',
  states: CLAIM_STATUSES,
  levels: [
    {
      label: { zh: '索赔仓库 / 总部', en: 'Claim warehouse / head office' },
      approver: { permission: perm('dealerClaim', 'audit') },
    },
  ],
  transitions: [
    { action: 'submit', from: S.unsubmitted, to: S.unaudited, actor: dealer },
    { action: 'reparation', from: S.unaudited, to: S.reparation },
    { action: 'change', from: S.unaudited, to: S.change },
    { action: 'back', from: S.unaudited, to: S.back, opinion: 'required' },
    { action: 'remodify', from: S.back, to: S.remodify, actor: remodifier, guard: checkClaimResubmitWindow },
    { action: 'resubmit', from: S.back, to: S.unaudited, actor: dealer, guard: checkClaimResubmitWindow },
    { action: 'resubmit', from: S.remodify, to: S.unaudited, actor: dealer, guard: checkClaimResubmitWindow },
    { action: 'complete', from: S.reparation, to: S.complete, actor: completer },
    { action: 'complete', from: S.change, to: S.complete, actor: completer },
  ],
  notAllowed: violation('CLAIM_ACTION_NOT_ALLOWED'),
});
