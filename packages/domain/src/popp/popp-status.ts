import { type Label, type RuleViolation, violation } from '../rules.js';

/**
 * POPP statuses (spec §4 "POPP status 0-6"): 0 unsubmit, 1 submit, 2 audit complete, 3 can ship,
 * 4 received, 5 closed, 6 reject. A POPP part carries the same numbers as its own status (spec §4
 * "POPP parts status 0-6"): a part follows its POPP.
 */
export const POPP_STATUS = {
  unsubmitted: 0,
  submitted: 1,
  auditComplete: 2,
  canShip: 3,
  received: 4,
  closed: 5,
  rejected: 6,
} as const;
export type PoppStatus = (typeof POPP_STATUS)[keyof typeof POPP_STATUS];
export const POPP_STATUSES: readonly PoppStatus[] = Object.values(POPP_STATUS);

/** POPP part statuses: the same seven numbers as the POPP's (spec §4). */
export type PoppPartStatus = PoppStatus;

/** The status of every part of a POPP in status `status` (a part follows its POPP). */
export const partStatusOf = (status: PoppStatus): PoppPartStatus => status;

/** POPP types (spec §3 "POPP type"): regular, special, dealer scrap. */
export const POPP_TYPES = ['regular', 'special', 'dealerScrap'] as const;
export type PoppType = (typeof POPP_TYPES)[number];

/** How many times one POPP may be submitted (spec §9 "POPP submit count 1"). */
export const POPP_SUBMIT_LIMIT = 1;

/**
 * The statuses in which each document action is allowed, as data (spec §4). The audit, submit,
 * confirm, receive and close steps are the workflow's (`poppWorkflow`); these are
 * the edit and delete guards, which are not workflow steps.
 */
export const POPP_ACTION_STATES = {
  /** "Edit only when unsubmitted or audit complete." */
  edit: [POPP_STATUS.unsubmitted, POPP_STATUS.auditComplete],
  /** "Delete only unsubmitted special or dealer-scrap POPP." */
  delete: [POPP_STATUS.unsubmitted],
} as const satisfies Record<string, readonly PoppStatus[]>;

/** POPP types that may be deleted (spec §4). */
export const POPP_DELETABLE_TYPES: readonly PoppType[] = ['special', 'dealerScrap'];

/** POPP types the specialist audits (spec §4 "audit only for … regular POPP"). */
export const POPP_AUDITED_TYPES: readonly PoppType[] = ['regular'];

/** What the edit, delete and audit checks read of a POPP: a stored row or a list row (status as a number). */
interface PoppState {
  status: number;
  poppType: PoppType;
}

/** Edit only when unsubmitted (0) or audit complete (2): POPP_NOT_EDITABLE. */
export function checkPoppEditable(popp: PoppState): RuleViolation | null {
  return (POPP_ACTION_STATES.edit as readonly number[]).includes(popp.status)
    ? null
    : violation('POPP_NOT_EDITABLE', { status: popp.status }, 'status');
}

/** Delete only an unsubmitted special or dealer-scrap POPP: POPP_NOT_DELETABLE. */
export function checkPoppDeletable(popp: PoppState): RuleViolation | null {
  return (POPP_ACTION_STATES.delete as readonly number[]).includes(popp.status) &&
    POPP_DELETABLE_TYPES.includes(popp.poppType)
    ? null
    : violation('POPP_NOT_DELETABLE', { status: popp.status }, 'status');
}

/** Audit only a regular POPP (the workflow's guard on approve and reject): POPP_NOT_AUDITABLE. */
export function checkPoppAuditable(popp: PoppState): RuleViolation | null {
  return POPP_AUDITED_TYPES.includes(popp.poppType)
    ? null
    : violation('POPP_NOT_AUDITABLE', { status: popp.status }, 'status');
}

/** At most `POPP_SUBMIT_LIMIT` submissions: POPP_SUBMIT_LIMIT_EXCEEDED ("contact the POPP commissioner"). */
export function checkPoppSubmitCount(submitCount: number): RuleViolation | null {
  return submitCount < POPP_SUBMIT_LIMIT
    ? null
    : violation('POPP_SUBMIT_LIMIT_EXCEEDED', { limit: POPP_SUBMIT_LIMIT });
}

/** POPP status wording (spec §4). */
export const POPP_STATUS_LABELS: Readonly<Record<PoppStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '已提交', en: 'Submitted' },
  2: { zh: '审核完成', en: 'Audit complete' },
  3: { zh: '可发货', en: 'Can ship' },
  4: { zh: '收货完成', en: 'Received' },
  5: { zh: '已关闭', en: 'Closed' },
  6: { zh: '已驳回', en: 'Rejected' },
};

/** POPP type wording (spec §3). */
export const POPP_TYPE_LABELS: Readonly<Record<PoppType, Label>> = {
  regular: { zh: '常规', en: 'Regular' },
  special: { zh: '特殊', en: 'Special' },
  dealerScrap: { zh: '经销商报废', en: 'Dealer scrap' },
};
