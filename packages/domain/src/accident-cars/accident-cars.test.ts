import { describe, expect, it } from 'vitest';
import { decideWorkflowStep } from '../workflow/index.js';
import { checkAccidentOrderLines } from './accident-order-rules.js';
import {
  calculateSubsidy,
  checkSubsidyAttachmentCounts,
  checkSubsidyLoss,
  checkSubsidyMaterial,
  checkSubsidyResubmittable,
  checkSubsidySubmitWindow,
  checkSubsidyVehicle,
  lastSubsidySubmitDate,
  matchSubsidyStandard,
  SUBSIDY_ATTACHMENT_KINDS,
} from './subsidy-rules.js';
import { approvalFlowStatusOf, subsidyLevelOf } from './subsidy-status.js';
import { subsidyWorkflow } from './subsidy-workflow.js';

const complete = SUBSIDY_ATTACHMENT_KINDS.flatMap((k) => Array<string>(k.min).fill(k.key));

describe('accident car order lines', () => {
  it('refuses DFS and oil auxiliary lines, each named, but not pre-accident loading parts', () => {
    const found = checkAccidentOrderLines([
      { partCode: 'A', partClass: null, preAccidentLoading: false },
      { partCode: 'OIL', partClass: 'oilAuxiliary', preAccidentLoading: false },
      { partCode: 'FLUID', partClass: 'oilAuxiliary', preAccidentLoading: true },
      { partCode: 'DFS', partClass: 'dfs', preAccidentLoading: false },
    ]);
    expect(found.map((v) => [v.code, v.params?.partCode, v.field])).toEqual([
      ['ACCIDENT_PART_NOT_ALLOWED', 'OIL', 'lines[1].partCode'],
      ['ACCIDENT_PART_NOT_ALLOWED', 'DFS', 'lines[3].partCode'],
    ]);
  });
});

describe('subsidy rules', () => {
  it('submit window: day 90 after signing is allowed, day 91 is refused', () => {
    expect(lastSubsidySubmitDate('2026-08-26')).toBe('2026-11-24');
    expect(checkSubsidySubmitWindow('2026-08-26', '2026-11-24')).toBeNull();
    expect(checkSubsidySubmitWindow('2026-08-26', '2026-11-25')?.code).toBe('SUBSIDY_SUBMIT_WINDOW_PASSED');
  });

  it('attachment counts: complete passes; each missing or surplus kind is named', () => {
    expect(checkSubsidyAttachmentCounts(complete)).toEqual([]);
    const short = complete.filter((k) => k !== 'vinPhoto' && k !== 'repairInvoice');
    expect(checkSubsidyAttachmentCounts(short).map((v) => [v.code, v.field])).toEqual([
      ['SUBSIDY_ATTACHMENT_MISSING', 'attachments.vinPhoto'],
      ['SUBSIDY_ATTACHMENT_MISSING', 'attachments.repairInvoice'],
    ]);
    const many = [...complete, 'scenePhoto', 'scenePhoto', 'scenePhoto'];
    expect(checkSubsidyAttachmentCounts(many)[0]).toMatchObject({
      code: 'SUBSIDY_ATTACHMENT_TOO_MANY',
      params: { max: 4, count: 5 },
    });
    expect(checkSubsidyAttachmentCounts([...complete.slice(1)])[0].params?.field).toBe('labourCost');
  });

  it('a second head-office rejection blocks submit', () => {
    expect(checkSubsidyResubmittable({ rejectCount: 1 })).toBeNull();
    expect(checkSubsidyResubmittable({ rejectCount: 2 })?.code).toBe('SUBSIDY_SUBMIT_BLOCKED');
  });

  it('vehicle facts must agree with the order, the settlement and the register', () => {
    const ok = {
      vin: 'V1',
      plateNo: '沪A1',
      licenceRegistrationDate: '2026-01-01',
      orderVin: 'V1',
      settlementVin: 'V1',
      registered: { plateNo: '沪A1', deliveryDate: '2026-01-01' },
    };
    expect(checkSubsidyVehicle(ok)).toEqual([]);
    expect(checkSubsidyVehicle({ ...ok, orderVin: 'V2' })[0].code).toBe('SUBSIDY_VIN_MISMATCH');
    expect(checkSubsidyVehicle({ ...ok, registered: null })[0].code).toBe('ACCIDENT_VIN_NOT_REGISTERED');
    expect(checkSubsidyVehicle({ ...ok, plateNo: '沪A2' })[0].code).toBe('SUBSIDY_PLATE_MISMATCH');
    expect(checkSubsidyVehicle({ ...ok, licenceRegistrationDate: '2026-01-02' })[0].code).toBe(
      'SUBSIDY_DELIVERY_DATE_MISMATCH',
    );
  });

  it('material must be on the order; loss within the policy', () => {
    expect(checkSubsidyMaterial('P1', ['P1', 'P2'], 'D1')).toBeNull();
    expect(checkSubsidyMaterial('P3', ['P1'], 'D1')?.code).toBe('SUBSIDY_MATERIAL_NOT_ON_ORDER');
    expect(checkSubsidyLoss('100.00', '100.00')).toBeNull();
    expect(checkSubsidyLoss('100.01', '100.00')?.code).toBe('SUBSIDY_LOSS_ABOVE_POLICY');
  });

  it('standard by model and loss band (from inclusive, to exclusive)', () => {
    const table = [
      { id: 1, modelCode: 'M', lossFrom: '0', lossTo: '20000', rate: '0.1', capAmount: '2000' },
      { id: 2, modelCode: 'M', lossFrom: '20000', lossTo: null, rate: '0.15', capAmount: '8000' },
    ];
    expect(matchSubsidyStandard(table, 'M', '19999.99')?.id).toBe(1);
    expect(matchSubsidyStandard(table, 'M', '20000.00')?.id).toBe(2);
    expect(matchSubsidyStandard(table, 'X', '100')).toBeUndefined();
  });

  it('calculates ratio, subsidy (capped) and actual supplementary amount (never below 0)', () => {
    const standard = { rate: '0.15', capAmount: '8000' };
    expect(
      calculateSubsidy({
        preDiscountTotal: '18000.00',
        lossAmount: '25000',
        policyAmount: '100000',
        deduction: '200',
        standard,
      }),
    ).toEqual({ fixedLossRatio: '0.2500', subsidyAmount: '2700.00', actualSupplementaryAmount: '2500.00' });
    expect(
      calculateSubsidy({
        preDiscountTotal: '90000',
        lossAmount: '1',
        policyAmount: '3',
        deduction: '0',
        standard,
      }).subsidyAmount,
    ).toBe('8000.00');
    expect(
      calculateSubsidy({
        preDiscountTotal: '100',
        lossAmount: '1',
        policyAmount: '0',
        deduction: '50',
        standard,
      }),
    ).toEqual({ fixedLossRatio: '0.0000', subsidyAmount: '15.00', actualSupplementaryAmount: '0.00' });
  });
});

describe('subsidy workflow', () => {
  const actor = (roles: string[], permissions: string[] = []) => ({
    userId: 1,
    name: 'x',
    roles,
    permissions: new Set(permissions),
  });
  it('each level only by its role, in turn, to audit passed', () => {
    const roles = ['areaManager', 'partsManager', 'fixPrice', 'finance'];
    let state = 1 as Parameters<typeof subsidyLevelOf>[0];
    for (const [i, role] of roles.entries()) {
      const level = subsidyLevelOf(state);
      expect(level).toBe(i + 1);
      const wrong = decideWorkflowStep(subsidyWorkflow, {
        state,
        level,
        action: 'approve',
        actor: actor([roles[(i + 1) % 4]]),
        document: { rejectCount: 0 },
      });
      expect(wrong.ok ? null : wrong.violation.code).toBe('WORKFLOW_NOT_APPROVER');
      const step = decideWorkflowStep(subsidyWorkflow, {
        state,
        level,
        action: 'approve',
        actor: actor([role]),
        document: { rejectCount: 0 },
      });
      if (!step.ok) throw new Error(step.violation.code);
      state = step.value.to;
    }
    expect(state).toBe(11);
    expect(approvalFlowStatusOf(11)).toBe(3);
  });

  it('resubmit after one rejection, not after two', () => {
    const dealer = actor(['dealer'], ['accidentSubsidy:submit']);
    const once = decideWorkflowStep(subsidyWorkflow, {
      state: 4,
      level: null,
      action: 'submit',
      actor: dealer,
      document: { rejectCount: 1 },
    });
    expect(once.ok).toBe(true);
    const twice = decideWorkflowStep(subsidyWorkflow, {
      state: 2,
      level: null,
      action: 'submit',
      actor: dealer,
      document: { rejectCount: 2 },
    });
    expect(twice.ok ? null : twice.violation.code).toBe('SUBSIDY_SUBMIT_BLOCKED');
  });
});
