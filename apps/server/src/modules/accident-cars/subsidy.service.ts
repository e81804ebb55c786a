import type { SubsidyInput, SubsidyUpdateInput } from '@spm/contracts';
import {
  businessDate,
  calculateSubsidy,
  checkSubsidyAttachmentCounts,
  checkSubsidyLoss,
  checkSubsidyMaterial,
  checkSubsidySubmitWindow,
  checkSubsidyVehicle,
  matchSubsidyStandard,
  SUBSIDY_EDITABLE_STATUSES,
  type SubsidyStatus,
  subsidyLevelOf,
  subsidyWorkflow,
  violation,
} from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { creationStamps, dailyDocumentNo } from '../../platform/documents';
import { AppError, enforce, enforceAll, raise } from '../../platform/errors';
import type { AttachmentService } from '../../platform/files/attachment.service';
import type { CommandEffects } from '../../platform/http/endpoint';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { findVehicleByVin } from '../vehicles';
import { subsidyScope } from './accident-cars.scope';
import {
  accidentCarOrders,
  settlementContracts,
  subsidyApplications,
  subsidyAttachmentKinds,
  subsidyStandards,
} from './accident-cars.tables';
import { accidentOrderScope } from './accident-orders.service';
import { settlementScope } from './settlements';
import { checkKindOfFile, SUBSIDY_OWNER } from './subsidy-attachments';

export interface SubsidyServiceDeps {
  now: () => Date;
  businessTz: string;
  workflow: WorkflowEngine;
  files: AttachmentService;
}

const money = (v: string | undefined) => (v === undefined ? '0.00' : Number(v).toFixed(2));

/**
 * Accident car subsidy commands (spec §3 "Accident subsidy application", §4 statuses 0–12, §5
 * "Subsidy", §9). Each runs in the caller's transaction and reads the application `FOR UPDATE` within
 * the caller's scope (`subsidyScope`: NOT_FOUND otherwise) with its `version` (CONCURRENT_MODIFICATION).
 */
export function createSubsidyService(deps: SubsidyServiceDeps) {
  const { now, businessTz, workflow, files } = deps;

  async function lock(tx: Tx, principal: Principal, id: number, version: number) {
    const scope = await subsidyScope(tx, principal);
    const found = await lockRow(tx, subsidyApplications, and(eq(subsidyApplications.id, id), scope), version);
    return { ...found, status: found.status as SubsidyStatus };
  }

  /**
   * Checks the entered fields against the settlement, the accident order and the vehicle register and
   * calculates the figures: settlement and order in scope (NOT_FOUND), VIN / plate / delivery date
   * (`checkSubsidyVehicle`), material on the order, loss within the policy, the standard of the car
   * model and loss (SUBSIDY_STANDARD_NOT_FOUND, SUBSIDY_STANDARD_MISMATCH), then `calculateSubsidy`.
   */
  async function resolve(tx: Tx, principal: Principal, input: SubsidyInput) {
    const [settlement] = await tx
      .select()
      .from(settlementContracts)
      .where(and(eq(settlementContracts.id, input.settlementContractId), settlementScope(principal)));
    const s = requireFound(settlement);
    const [order] = await tx
      .select({
        id: accidentCarOrders.id,
        vin: accidentCarOrders.vin,
        dealerCode: accidentCarOrders.dealerCode,
        dealerOrderId: accidentCarOrders.dealerOrderId,
        dealerOrderNo: dealerOrders.dealerOrderNo,
      })
      .from(accidentCarOrders)
      .innerJoin(dealerOrders, eq(dealerOrders.id, accidentCarOrders.dealerOrderId))
      .where(and(eq(accidentCarOrders.id, input.accidentOrderId), accidentOrderScope(principal)));
    const o = requireFound(order);
    if (o.dealerCode !== s.dealerCode) throw new AppError('NOT_FOUND');
    const vehicle = await findVehicleByVin(tx, input.vin);
    const lines = await tx
      .select({ partCode: dealerOrderLines.partCode })
      .from(dealerOrderLines)
      .where(eq(dealerOrderLines.orderId, o.dealerOrderId));
    const lossAmount = money(input.lossAmount);
    const policyAmount = money(input.policyAmount);
    enforceAll([
      ...checkSubsidyVehicle({
        vin: input.vin,
        plateNo: input.plateNo ?? null,
        licenceRegistrationDate: input.licenceRegistrationDate ?? null,
        orderVin: o.vin,
        settlementVin: s.vin,
        registered: vehicle ? { plateNo: vehicle.plateNo, deliveryDate: vehicle.deliveryDate } : null,
      }),
      checkSubsidyMaterial(
        input.materialNumber.toUpperCase(),
        lines.map((l) => l.partCode),
        o.dealerOrderNo ?? '-',
      ),
      checkSubsidyLoss(lossAmount, policyAmount),
    ]);
    const modelCode = vehicle?.modelCode ?? '';
    const standards = await tx.select().from(subsidyStandards);
    const standard = matchSubsidyStandard(standards, modelCode, lossAmount);
    if (!standard) raise(violation('SUBSIDY_STANDARD_NOT_FOUND', { modelCode, lossAmount }, 'standardId'));
    if (input.standardId !== undefined && input.standardId !== standard.id)
      raise(violation('SUBSIDY_STANDARD_MISMATCH', { modelCode, lossAmount }, 'standardId'));
    const deduction = money(input.deduction);
    const figures = calculateSubsidy({
      preDiscountTotal: s.preDiscountTotal,
      lossAmount,
      policyAmount,
      deduction,
      standard,
    });
    return {
      dealerCode: s.dealerCode,
      fields: {
        settlementContractId: s.id,
        accidentOrderId: o.id,
        materialNumber: input.materialNumber.toUpperCase(),
        reportMonth: input.reportMonth,
        plateNo: input.plateNo ?? null,
        modelCode,
        modelName: vehicle?.modelName ?? '',
        vin: input.vin,
        ownerName: input.ownerName ?? vehicle?.ownerName ?? null,
        preDiscountTotal: s.preDiscountTotal,
        licenceRegistrationDate: input.licenceRegistrationDate ?? null,
        lossDeterminationDate: input.lossDeterminationDate,
        lossAmount,
        policyAmount,
        standardId: standard.id,
        subsidyStandard:
          `${modelCode} ${(Number(standard.rate) * 100).toFixed(2)}% ≤${standard.capAmount}`.slice(0, 60),
        deduction,
        remark: input.remark ?? null,
        ...figures,
      },
    };
  }

  /** Makes `refs` the application's attachments, each checked against its kind (`checkKindOfFile`). */
  async function saveAttachments(
    tx: Tx,
    principal: Principal,
    id: number,
    refs: SubsidyInput['attachments'],
    effects?: CommandEffects,
  ) {
    const removed = await files.replaceOwned(
      tx,
      refs.map((r) => r.id),
      SUBSIDY_OWNER,
      id,
      principal.userId,
    );
    if (effects) effects.afterCommit(() => files.discardFiles(removed));
    const owned = new Map(
      ((await files.listOwned(tx, SUBSIDY_OWNER, [id])).get(id) ?? []).map((f) => [f.id, f]),
    );
    enforceAll(
      refs.map((r, i) => {
        const file = owned.get(r.id);
        return file ? checkKindOfFile(file, r.kind, `attachments[${i}]`) : null;
      }),
    );
    await tx.delete(subsidyAttachmentKinds).where(eq(subsidyAttachmentKinds.applicationId, id));
    if (refs.length > 0)
      await tx
        .insert(subsidyAttachmentKinds)
        .values(refs.map((r) => ({ attachmentId: r.id, applicationId: id, kind: r.kind })));
  }

  /** Runs one workflow step and stores the answered status and level. */
  async function step(
    tx: Tx,
    principal: Principal,
    app: Awaited<ReturnType<typeof lock>>,
    action: 'submit' | 'approve' | 'reject',
    opinion: string | undefined,
    extra: Partial<typeof subsidyApplications.$inferInsert> = {},
  ) {
    const moved = await workflow.act(tx, subsidyWorkflow, principal, {
      documentId: app.id,
      state: app.status,
      level: subsidyLevelOf(app.status),
      action,
      opinion,
      document: { rejectCount: app.rejectCount },
    });
    await tx
      .update(subsidyApplications)
      .set({
        ...extra,
        status: moved.to,
        level: subsidyLevelOf(moved.to),
        updatedAt: moved.at,
        version: sql`${subsidyApplications.version} + 1`,
      })
      .where(eq(subsidyApplications.id, app.id));
    return moved;
  }

  return {
    /**
     * Saves a new application (status 0) of the settlement's dealer (`POST /api/v1/subsidy-applications`;
     * the settlement and order in the caller's scope, so a dealer only its own):
     * number `AS` + yyyyMMdd + 4 digits; the checks and figures of `resolve`; attachments checked by
     * kind. Answers the id.
     */
    async create(tx: Tx, principal: Principal, input: SubsidyInput, effects?: CommandEffects) {
      const { dealerCode, fields } = await resolve(tx, principal, input);
      const at = now();
      const [row] = await tx
        .insert(subsidyApplications)
        .values({
          ...fields,
          applicationNo: await dailyDocumentNo(tx, 'subsidy', 'AS', at, businessTz),
          dealerCode,
          ...creationStamps(principal, at),
        })
        .returning({ id: subsidyApplications.id });
      await saveAttachments(tx, principal, row.id, input.attachments, effects);
      return row.id;
    },

    /** Replaces the fields of an unsubmitted or returned application (SUBSIDY_NOT_EDITABLE 409 otherwise). */
    async update(
      tx: Tx,
      principal: Principal,
      id: number,
      input: SubsidyUpdateInput,
      effects?: CommandEffects,
    ) {
      const app = await lock(tx, principal, id, input.version);
      if (!SUBSIDY_EDITABLE_STATUSES.includes(app.status))
        raise(violation('SUBSIDY_NOT_EDITABLE', { status: app.status }));
      const { fields } = await resolve(tx, principal, input);
      await tx
        .update(subsidyApplications)
        .set({ ...fields, updatedAt: now(), version: sql`${subsidyApplications.version} + 1` })
        .where(eq(subsidyApplications.id, id));
      await saveAttachments(tx, principal, id, input.attachments, effects);
    },

    /**
     * Submits (0 → 1, or 2/4/6/8 → 1 after a rejection), in this order: the workflow step (not after
     * two head-office rejections: SUBSIDY_SUBMIT_BLOCKED 409), within 90 natural days of the
     * settlement's signing date in the business time zone (SUBSIDY_SUBMIT_WINDOW_PASSED), every
     * attachment kind within its count (SUBSIDY_ATTACHMENT_MISSING / _TOO_MANY, one field error per kind).
     */
    async submit(tx: Tx, principal: Principal, id: number, version: number) {
      const app = await lock(tx, principal, id, version);
      const at = now();
      const moved = await step(tx, principal, app, 'submit', undefined, {
        submittedAt: at,
        firstSubmittedAt: app.firstSubmittedAt ?? at,
      });
      const [settlement] = await tx
        .select({ settledAt: settlementContracts.settledAt })
        .from(settlementContracts)
        .where(eq(settlementContracts.id, app.settlementContractId));
      enforce(
        checkSubsidySubmitWindow(
          businessDate(settlement.settledAt, businessTz),
          businessDate(at, businessTz),
        ),
      );
      const kinds = await tx
        .select({ kind: subsidyAttachmentKinds.kind })
        .from(subsidyAttachmentKinds)
        .where(eq(subsidyAttachmentKinds.applicationId, id));
      enforceAll(checkSubsidyAttachmentCounts(kinds.map((k) => k.kind)));
      return moved;
    },

    /**
     * Approves or rejects at the level waiting (1 area manager … 4 finance): only that level's role
     * (WORKFLOW_NOT_APPROVER 403), an area manager only for dealers of its regions (outside: NOT_FOUND),
     * an opinion on reject (VALIDATION_FAILED, field `opinion`). A rejection returns the application to
     * the dealer and counts towards the two that block submit.
     */
    async decide(
      tx: Tx,
      principal: Principal,
      id: number,
      input: { version: number; opinion?: string },
      action: 'approve' | 'reject',
    ) {
      workflow.checkOpinion(subsidyWorkflow, action, input.opinion);
      const app = await lock(tx, principal, id, input.version);
      return step(
        tx,
        principal,
        app,
        action,
        input.opinion,
        action === 'reject' ? { rejectCount: app.rejectCount + 1 } : {},
      );
    },
  };
}

export type SubsidyService = ReturnType<typeof createSubsidyService>;
