import { perm } from '../access/index.js';
import { type Label, type RuleViolation, violation } from '../rules.js';
import { defineWorkflow } from '../workflow/index.js';

/**
 * In-warehouse claim statuses (spec §4 "Warehouse claim (0-5)"): unsubmitted, unaudited, reparation
 * or compensation, change or replacement, return, complete.
 */
export const WAREHOUSE_CLAIM_STATUS = {
  unsubmitted: 0,
  unaudited: 1,
  reparation: 2,
  change: 3,
  return: 4,
  complete: 5,
} as const;
export type WarehouseClaimStatus = (typeof WAREHOUSE_CLAIM_STATUS)[keyof typeof WAREHOUSE_CLAIM_STATUS];
export const WAREHOUSE_CLAIM_STATUSES: readonly WarehouseClaimStatus[] = [0, 1, 2, 3, 4, 5];

/** Status names in both languages (list, detail, export). */
export const WAREHOUSE_CLAIM_STATUS_LABELS: Readonly<Record<WarehouseClaimStatus, Label>> = {
  0: { zh: '未提交', en: 'Unsubmitted' },
  1: { zh: '未审核', en: 'Unaudited' },
  2: { zh: '补偿', en: 'Reparation' },
  3: { zh: '更换', en: 'Change' },
  4: { zh: '退货', en: 'Return' },
  5: { zh: '完成', en: 'Complete' },
};

/** The audit's decisions on an in-warehouse claim: compensate, replace, or take the part back. */
export const WAREHOUSE_CLAIM_DECISIONS = ['reparation', 'change', 'return'] as const;
export type WarehouseClaimDecision = (typeof WAREHOUSE_CLAIM_DECISIONS)[number];

/** Actions of the in-warehouse claim workflow, as written to the approval history. */
export type WarehouseClaimAction = 'submit' | WarehouseClaimDecision | 'receive' | 'complete';

/** Edit or delete only when unsubmitted (spec §4). WAREHOUSE_CLAIM_NOT_EDITABLE {status} otherwise. */
export function checkWarehouseClaimEditable(status: number): RuleViolation | null {
  return status === WAREHOUSE_CLAIM_STATUS.unsubmitted
    ? null
    : violation('WAREHOUSE_CLAIM_NOT_EDITABLE', { status });
}

/**
 * The claim warehouse must be one the caller works in (spec §6 "the claim warehouse and dealer must
 * match the logged-in ones"): WAREHOUSE_NOT_CLAIM_WAREHOUSE, field `warehouseCode`. Head office
 * (`headOffice`) may register a claim for any warehouse.
 */
export function checkClaimWarehouseIsOwn(
  warehouseCode: string,
  caller: { headOffice: boolean; warehouseCodes: readonly string[] },
): RuleViolation | null {
  return caller.headOffice || caller.warehouseCodes.includes(warehouseCode)
    ? null
    : violation('WAREHOUSE_NOT_CLAIM_WAREHOUSE', { warehouseCode }, 'warehouseCode');
}

/**
 * The dealer of an in-warehouse claim must be a local dealer of the claim warehouse (its default
 * receiving warehouse is that warehouse): DEALER_NOT_LOCAL_DEALER, field `dealerCode`.
 */
export function checkLocalDealer(
  dealer: { code: string; defaultWarehouseCode: string | null } | undefined,
  warehouseCode: string,
): RuleViolation | null {
  return dealer && dealer.defaultWarehouseCode === warehouseCode
    ? null
    : violation('DEALER_NOT_LOCAL_DEALER', { dealerCode: dealer?.code ?? '-' }, 'dealerCode');
}

/** What the receive step's guard reads. */
export interface WarehouseClaimDocument {
  status: number;
}

/**
 * A completed claim cannot be received again (spec §4): WAREHOUSE_CLAIM_ALREADY_COMPLETE. Checked
 * before the workflow so that the repeat of a receive gets its own code.
 */
export function checkWarehouseClaimNotComplete(claim: WarehouseClaimDocument): RuleViolation | null {
  return claim.status === WAREHOUSE_CLAIM_STATUS.complete
    ? violation('WAREHOUSE_CLAIM_ALREADY_COMPLETE')
    : null;
}

const S = WAREHOUSE_CLAIM_STATUS;
const by = (action: 'submit' | 'receive' | 'complete') => ({ permission: perm('warehouseClaim', action) });
const AUDITABLE = [S.unaudited, S.reparation, S.change] as const;

/**
 * The in-warehouse claim workflow (spec §4 "Warehouse claim (0-5)"), as data. Warehouse staff submit
 * (0 → 1); the audit (`warehouseClaim:audit`, one level) decides reparation (→ 2), change (→ 3) or
 * return (→ 4, opinion required) and may decide again while the claim is unaudited, reparation or
 * change; the warehouse receives the returned part (4 → 5); a reparation or change is completed
 * (2/3 → 5). Anything else: WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED.
 */
export const warehouseClaimWorkflow = defineWorkflow<
  WarehouseClaimStatus,
  WarehouseClaimAction,
  WarehouseClaimDocument
>({
  documentType: 'WAREHOUSE_CLAIM',
  states: WAREHOUSE_CLAIM_STATUSES,
  levels: [
    {
      label: { zh: '总部索赔审核', en: 'Head-office claim audit' },
      approver: { permission: perm('warehouseClaim', 'audit') },
    },
  ],
  transitions: [
    { action: 'submit', from: S.unsubmitted, to: S.unaudited, actor: by('submit') },
    ...AUDITABLE.flatMap((from) => [
      { action: 'reparation' as const, from, to: S.reparation },
      { action: 'change' as const, from, to: S.change },
      { action: 'return' as const, from, to: S.return, opinion: 'required' as const },
    ]),
    { action: 'receive', from: S.return, to: S.complete, actor: by('receive') },
    { action: 'complete', from: S.reparation, to: S.complete, actor: by('complete') },
    { action: 'complete', from: S.change, to: S.complete, actor: by('complete') },
  ],
  notAllowed: violation('WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED'),
});
