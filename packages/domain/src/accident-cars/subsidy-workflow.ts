import { perm } from '../access/index.js';
import { defineWorkflow } from '../workflow/index.js';
import { checkSubsidyResubmittable } from './subsidy-rules.js';
import { REJECTED_STATUSES, SUBSIDY_STATUS, SUBSIDY_STATUSES, type SubsidyStatus } from './subsidy-status.js';

/** The subsidy actions that are workflow steps. */
export type SubsidyAction = 'submit' | 'approve' | 'reject';

/** What the subsidy steps' guards read of an application. */
export interface SubsidyDocument {
  /** Head-office rejections so far in this application. */
  rejectCount: number;
}

/** Level n: approve from its waiting status to its pass status, reject to its reject status. */
const level = (from: SubsidyStatus, pass: SubsidyStatus, reject: SubsidyStatus) =>
  [
    { action: 'approve' as const, from, to: pass },
    { action: 'reject' as const, from, to: reject },
  ] as const;

/**
 * The four-level accident car subsidy workflow (spec §4, §6; GLOSSARY), as data:
 * - submit 0 → 1 by the dealer (`accidentSubsidy:submit`), and again from a returned application
 *   (2/4/6/8 → 1) unless head office has rejected it twice (`checkSubsidyResubmittable`);
 * - level 1 area manager: 1 → 3 pass / 2 reject; level 2 parts manager: 3 → 5 / 4; level 3 fix-price
 *   commissioner: 5 → 7 / 6; level 4 finance analysis: 7 → 11 audit passed / 8 reject.
 * The level waiting in each status is `subsidyLevelOf`; a rejection needs an opinion.
 */
export const subsidyWorkflow = defineWorkflow<SubsidyStatus, SubsidyAction, SubsidyDocument>({
  documentType: 'ACCIDENT_SUBSIDY',
  states: SUBSIDY_STATUSES,
  levels: [
    { label: { zh: '区域经理', en: 'Area manager' }, approver: { role: 'areaManager' } },
    { label: { zh: '配件经理', en: 'Parts manager' }, approver: { role: 'partsManager' } },
    { label: { zh: '定价专员', en: 'Fix-price commissioner' }, approver: { role: 'fixPrice' } },
    { label: { zh: '财务分析', en: 'Finance analysis' }, approver: { role: 'finance' } },
  ],
  transitions: [
    {
      action: 'submit',
      from: SUBSIDY_STATUS.unsubmitted,
      to: SUBSIDY_STATUS.submitted,
      actor: { permission: perm('accidentSubsidy', 'submit') },
    },
    ...REJECTED_STATUSES.map((from) => ({
      action: 'submit' as const,
      from,
      to: SUBSIDY_STATUS.submitted,
      actor: { permission: perm('accidentSubsidy', 'submit') },
      guard: checkSubsidyResubmittable,
    })),
    ...level(SUBSIDY_STATUS.submitted, SUBSIDY_STATUS.areaPassed, SUBSIDY_STATUS.areaRejected),
    ...level(SUBSIDY_STATUS.areaPassed, SUBSIDY_STATUS.partsPassed, SUBSIDY_STATUS.partsRejected),
    ...level(SUBSIDY_STATUS.partsPassed, SUBSIDY_STATUS.fixPricePassed, SUBSIDY_STATUS.fixPriceRejected),
    ...level(SUBSIDY_STATUS.fixPricePassed, SUBSIDY_STATUS.auditPassed, SUBSIDY_STATUS.financeRejected),
  ],
});
