import { perm } from '../access/index.js';
import { type Label, type RuleViolation, violation } from '../rules.js';
import { defineWorkflow } from '../workflow/index.js';

/** Major claim statuses: registered by head office (0), approved (1), rejected (2). */
export const MAJOR_CLAIM_STATUS = { registered: 0, approved: 1, rejected: 2 } as const;
export type MajorClaimStatus = (typeof MAJOR_CLAIM_STATUS)[keyof typeof MAJOR_CLAIM_STATUS];
export const MAJOR_CLAIM_STATUSES: readonly MajorClaimStatus[] = [0, 1, 2];
export const MAJOR_CLAIM_STATUS_LABELS: Readonly<Record<MajorClaimStatus, Label>> = {
  0: { zh: '待审批', en: 'Registered' },
  1: { zh: '已批准', en: 'Approved' },
  2: { zh: '已驳回', en: 'Rejected' },
};

/**
 * The major claim workflow (spec §2 `/majorClaimQuery/index`, §5 "no BOD application is needed for
 * major claim orders"), as data: head office registers a major claim and its approver
 * (`majorClaim:audit`, one level) approves (0 → 1) or rejects it (0 → 2, opinion required). Only an
 * approved major claim may be ordered against. Otherwise WORKFLOW_TRANSITION_NOT_ALLOWED.
 */
export const majorClaimWorkflow = defineWorkflow<MajorClaimStatus, 'approve' | 'reject', null>({
  documentType: 'MAJOR_CLAIM',
  states: MAJOR_CLAIM_STATUSES,
  levels: [
    {
      label: { zh: '总部审批', en: 'Head-office approval' },
      approver: { permission: perm('majorClaim', 'audit') },
    },
  ],
  transitions: [
    { action: 'approve', from: 0, to: 1 },
    { action: 'reject', from: 0, to: 2 },
  ],
});

/**
 * An order line against a major claim: the part must be approved on it (MAJOR_CLAIM_PART_NOT_APPROVED)
 * and the qty at most the approved qty less what earlier orders took (MAJOR_CLAIM_QTY_EXCEEDS_APPROVED).
 */
export function checkMajorClaimLine(
  line: { partCode: string; qty: number },
  approved: { approvedQty: number; orderedQty: number } | undefined,
  majorClaimNo: string,
  field: string,
): RuleViolation | null {
  if (!approved)
    return violation('MAJOR_CLAIM_PART_NOT_APPROVED', { partCode: line.partCode, majorClaimNo }, field);
  const remainingQty = Math.max(approved.approvedQty - approved.orderedQty, 0);
  return line.qty <= remainingQty
    ? null
    : violation(
        'MAJOR_CLAIM_QTY_EXCEEDS_APPROVED',
        { partCode: line.partCode, qty: line.qty, remainingQty },
        field,
      );
}

/** BOD order application statuses: unsubmitted, submitted, approved, rejected, ordered. */
export const BOD_STATUS = { unsubmitted: 0, submitted: 1, approved: 2, rejected: 3, ordered: 4 } as const;
export type BodStatus = (typeof BOD_STATUS)[keyof typeof BOD_STATUS];
export const BOD_STATUSES: readonly BodStatus[] = [0, 1, 2, 3, 4];
export const BOD_STATUS_LABELS: Readonly<Record<BodStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '已提交', en: 'Submitted' },
  2: { zh: '审核通过', en: 'Approved' },
  3: { zh: '审核驳回', en: 'Rejected' },
  4: { zh: '已下单', en: 'Ordered' },
};

/** A BOD application may be edited or deleted while unsubmitted or rejected: BOD_NOT_EDITABLE otherwise. */
export function checkBodEditable(status: number): RuleViolation | null {
  return status === BOD_STATUS.unsubmitted || status === BOD_STATUS.rejected
    ? null
    : violation('BOD_NOT_EDITABLE', { status });
}

/**
 * The vehicle of a BOD application against the vehicle register (spec §5 "electric drive number for
 * new energy must match the original vehicle"): a VIN must be registered (VEHICLE_NOT_IN_REGISTER);
 * for a new-energy vehicle the electric drive no must equal the register's (BOD_ELECTRIC_DRIVE_MISMATCH).
 */
export function checkBodVehicle(
  input: { vin?: string | null; electricDriveNo?: string | null },
  vehicle: { newEnergy: boolean; electricDriveNo: string | null } | undefined,
): RuleViolation | null {
  if (!input.vin) return null;
  if (!vehicle) return violation('VEHICLE_NOT_IN_REGISTER', { vin: input.vin }, 'vin');
  if (!vehicle.newEnergy) return null;
  return (input.electricDriveNo ?? '') === (vehicle.electricDriveNo ?? '')
    ? null
    : violation('BOD_ELECTRIC_DRIVE_MISMATCH', { vin: input.vin }, 'electricDriveNo');
}

export type BodAction = 'submit' | 'approve' | 'reject' | 'order';
const dealer = (action: 'submit' | 'order') => ({ permission: perm('bodOrder', action) });

/**
 * The BOD order application workflow (spec §3 "BOD order application", §2 `/bod-order/*`), as data:
 * the dealer submits (0 or 3 → 1); head office (`bodOrder:audit`, one level) approves (1 → 2) or
 * rejects with an opinion (1 → 3); the dealer orders an approved application once (2 → 4, the order
 * carries the BOD flag). Anything else: BOD_ACTION_NOT_ALLOWED.
 */
export const bodWorkflow = defineWorkflow<BodStatus, BodAction, null>({
  documentType: 'BOD',
  states: BOD_STATUSES,
  levels: [
    {
      label: { zh: '总部审核', en: 'Head-office audit' },
      approver: { permission: perm('bodOrder', 'audit') },
    },
  ],
  transitions: [
    { action: 'submit', from: BOD_STATUS.unsubmitted, to: BOD_STATUS.submitted, actor: dealer('submit') },
    { action: 'submit', from: BOD_STATUS.rejected, to: BOD_STATUS.submitted, actor: dealer('submit') },
    { action: 'approve', from: BOD_STATUS.submitted, to: BOD_STATUS.approved },
    { action: 'reject', from: BOD_STATUS.submitted, to: BOD_STATUS.rejected },
    { action: 'order', from: BOD_STATUS.approved, to: BOD_STATUS.ordered, actor: dealer('order') },
  ],
  notAllowed: violation('BOD_ACTION_NOT_ALLOWED'),
});
