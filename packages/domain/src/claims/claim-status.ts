import type { Label } from '../rules.js';

/** Dealer claim statuses (spec §4 "Claim status 0-6"; GLOSSARY "claim status"). */
export const CLAIM_STATUS = {
  unsubmitted: 0,
  unaudited: 1,
  reparation: 2,
  change: 3,
  back: 4,
  remodify: 5,
  complete: 6,
} as const;
export type ClaimStatus = (typeof CLAIM_STATUS)[keyof typeof CLAIM_STATUS];
export const CLAIM_STATUSES: readonly ClaimStatus[] = [0, 1, 2, 3, 4, 5, 6];

/** Status names in both languages (list, detail, export). */
export const CLAIM_STATUS_LABELS: Readonly<Record<ClaimStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '未审核', en: 'Unaudited' },
  2: { zh: '补偿', en: 'Reparation' },
  3: { zh: '更换', en: 'Change' },
  4: { zh: '退回', en: 'Back' },
  5: { zh: '重新修改', en: 'Remodify' },
  6: { zh: '完成', en: 'Complete' },
};

/** Statuses in which the dealer may edit the claim's content (save): unsubmitted and remodify. */
export const CLAIM_EDITABLE_STATUSES: readonly ClaimStatus[] = [
  CLAIM_STATUS.unsubmitted,
  CLAIM_STATUS.remodify,
];

/** Claim reasons 1-6 (spec §9 "claim reason 1-6"). */
export const CLAIM_REASONS = [1, 2, 3, 4, 5, 6] as const;
export type ClaimReason = (typeof CLAIM_REASONS)[number];
export const CLAIM_REASON_LABELS: Readonly<Record<ClaimReason, Label>> = {
  1: { zh: '短少', en: 'Shortage' },
  2: { zh: '破损', en: 'Damage' },
  3: { zh: '错发', en: 'Wrong part' },
  4: { zh: '多发', en: 'Surplus' },
  5: { zh: '质量问题', en: 'Quality defect' },
  6: { zh: '其他', en: 'Other' },
};

/** Claim judges 1-4 (spec §9 "claim judge 1-4"): the warehouse's finding at the audit. */
export const CLAIM_JUDGES = [1, 2, 3, 4] as const;
export type ClaimJudge = (typeof CLAIM_JUDGES)[number];
export const CLAIM_JUDGE_LABELS: Readonly<Record<ClaimJudge, Label>> = {
  1: { zh: '仓库责任', en: 'Warehouse liable' },
  2: { zh: '物流责任', en: 'Carrier liable' },
  3: { zh: '供应商责任', en: 'Supplier liable' },
  4: { zh: '经销商责任', en: 'Dealer liable' },
};

/** The audit's decisions: reparation (compensate), change (replace), back (reject to the dealer). */
export const CLAIM_DECISIONS = ['reparation', 'change', 'back'] as const;
export type ClaimDecision = (typeof CLAIM_DECISIONS)[number];
