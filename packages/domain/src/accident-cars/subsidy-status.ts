import type { Label } from '../rules.js';

/**
 * Accident car subsidy statuses (spec §4 "Accident subsidy status 0-12"): 0 unsubmitted, 1 submitted,
 * 2/3 area manager reject/pass, 4/5 parts manager reject/pass, 6/7 fix-price commissioner reject/pass,
 * 8/9 finance analysis reject/pass-wait-audit, 10 approval flow in progress, 11 audit passed, 12
 * stopped. How this module reaches each one is in docs/decisions/accident-car-subsidy.md.
 */
export const SUBSIDY_STATUS = {
  unsubmitted: 0,
  submitted: 1,
  areaRejected: 2,
  areaPassed: 3,
  partsRejected: 4,
  partsPassed: 5,
  fixPriceRejected: 6,
  fixPricePassed: 7,
  financeRejected: 8,
  financePassed: 9,
  inFlow: 10,
  auditPassed: 11,
  stopped: 12,
} as const;
export type SubsidyStatus = (typeof SUBSIDY_STATUS)[keyof typeof SUBSIDY_STATUS];
export const SUBSIDY_STATUSES: readonly SubsidyStatus[] = Object.values(SUBSIDY_STATUS);

/** Subsidy status wording (spec §4). */
export const SUBSIDY_STATUS_LABELS: Readonly<Record<SubsidyStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '已提交', en: 'Submitted' },
  2: { zh: '区域经理驳回', en: 'Area manager rejected' },
  3: { zh: '区域经理通过', en: 'Area manager passed' },
  4: { zh: '配件经理驳回', en: 'Parts manager rejected' },
  5: { zh: '配件经理通过', en: 'Parts manager passed' },
  6: { zh: '定价专员驳回', en: 'Fix-price commissioner rejected' },
  7: { zh: '定价专员通过', en: 'Fix-price commissioner passed' },
  8: { zh: '财务分析驳回', en: 'Finance analysis rejected' },
  9: { zh: '财务分析通过待审核', en: 'Finance passed, waiting audit' },
  10: { zh: '审批流程中', en: 'Approval flow in progress' },
  11: { zh: '审核通过', en: 'Audit passed' },
  12: { zh: '已终止', en: 'Stopped' },
};

/**
 * Approval flow status (spec §4 "-1 to 3"), derived from the subsidy status (our reading, see the
 * decision record): −1 not started (unsubmitted), 0 waiting for the first level, 1 in progress (a
 * level passed, the next one waits), 2 returned (a level rejected), 3 finished (audit passed or stopped).
 */
export const APPROVAL_FLOW_STATUS = {
  notStarted: -1,
  waiting: 0,
  inProgress: 1,
  returned: 2,
  finished: 3,
} as const;
export type ApprovalFlowStatus = (typeof APPROVAL_FLOW_STATUS)[keyof typeof APPROVAL_FLOW_STATUS];

export const APPROVAL_FLOW_STATUS_LABELS: Readonly<Record<ApprovalFlowStatus, Label>> = {
  [-1]: { zh: '未开始', en: 'Not started' },
  0: { zh: '待审批', en: 'Waiting' },
  1: { zh: '审批中', en: 'In progress' },
  2: { zh: '已退回', en: 'Returned' },
  3: { zh: '已结束', en: 'Finished' },
};

/** The approval flow status of a subsidy in `status` (pure). */
export function approvalFlowStatusOf(status: SubsidyStatus): ApprovalFlowStatus {
  if (status === SUBSIDY_STATUS.unsubmitted) return APPROVAL_FLOW_STATUS.notStarted;
  if (status === SUBSIDY_STATUS.submitted) return APPROVAL_FLOW_STATUS.waiting;
  if (status === SUBSIDY_STATUS.auditPassed || status === SUBSIDY_STATUS.stopped)
    return APPROVAL_FLOW_STATUS.finished;
  if (REJECTED_STATUSES.includes(status)) return APPROVAL_FLOW_STATUS.returned;
  return APPROVAL_FLOW_STATUS.inProgress;
}

/** The four approval levels, first first: the role that decides at each (spec §6). */
export const SUBSIDY_APPROVER_ROLES = ['areaManager', 'partsManager', 'fixPrice', 'finance'] as const;
export type SubsidyApproverRole = (typeof SUBSIDY_APPROVER_ROLES)[number];

/** The status in which the application waits for each level (level 1..4). */
export const SUBSIDY_WAITING_STATUS: Readonly<Record<1 | 2 | 3 | 4, SubsidyStatus>> = {
  1: SUBSIDY_STATUS.submitted,
  2: SUBSIDY_STATUS.areaPassed,
  3: SUBSIDY_STATUS.partsPassed,
  4: SUBSIDY_STATUS.fixPricePassed,
};

/** The approval level waiting in `status`, or null when no approver is waited for. */
export function subsidyLevelOf(status: SubsidyStatus): 1 | 2 | 3 | 4 | null {
  for (const [level, s] of Object.entries(SUBSIDY_WAITING_STATUS)) {
    if (s === status) return Number(level) as 1 | 2 | 3 | 4;
  }
  return null;
}

/** Statuses a head-office rejection leaves the application in (returned to the dealer). */
export const REJECTED_STATUSES: readonly SubsidyStatus[] = [2, 4, 6, 8];

/** Statuses in which the dealer may edit and (re)submit: unsubmitted or returned by a rejection. */
export const SUBSIDY_EDITABLE_STATUSES: readonly SubsidyStatus[] = [0, ...REJECTED_STATUSES];
