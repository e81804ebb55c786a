import { defineErrors } from './types.js';

/** Approval workflow errors (ARCHITECTURE §3 "Approval workflow"). */
export const workflowErrors = defineErrors({
  WORKFLOW_TRANSITION_NOT_ALLOWED: {
    http: 409,
    zh: '单据当前状态（{state}）不能执行该审批操作（{action}）',
    en: 'The approval action {action} is not possible in the current state ({state})',
  },
  WORKFLOW_NOT_APPROVER: {
    http: 403,
    zh: '您不是该审批环节的审批人，不能执行该操作',
    en: 'You are not the approver of this approval step',
  },
});
