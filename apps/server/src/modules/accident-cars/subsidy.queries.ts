import type { SubsidyDetail, SubsidyListItem, SubsidyListQuery } from '@spm/contracts';
import {
  approvalFlowStatusOf,
  businessDate,
  type Language,
  lastSubsidySubmitDate,
  nameIn,
  type SubsidyStatus,
  subsidyWorkflow,
  toMoney,
} from '@spm/domain';
import { and, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { listPage } from '../../platform/db/paging';
import { dealers } from '../../platform/db/platform.tables';
import type { AttachmentService } from '../../platform/files/attachment.service';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { subsidyScope } from './accident-cars.scope';
import {
  accidentCarOrders,
  subsidyApplications as sa,
  settlementContracts,
  subsidyAttachmentKinds,
} from './accident-cars.tables';
import { SUBSIDY_OWNER } from './subsidy-attachments';

const columns = {
  id: sa.id,
  applicationNo: sa.applicationNo,
  status: sa.status,
  level: sa.level,
  rejectCount: sa.rejectCount,
  dealerCode: sa.dealerCode,
  dealerNameZh: dealers.nameZh,
  dealerNameEn: dealers.nameEn,
  settlementNo: settlementContracts.settlementNo,
  settledAt: settlementContracts.settledAt,
  dealerOrderNo: dealerOrders.dealerOrderNo,
  materialNumber: sa.materialNumber,
  reportMonth: sa.reportMonth,
  firstSubmittedAt: sa.firstSubmittedAt,
  submittedAt: sa.submittedAt,
  plateNo: sa.plateNo,
  modelCode: sa.modelCode,
  modelName: sa.modelName,
  vin: sa.vin,
  ownerName: sa.ownerName,
  preDiscountTotal: sa.preDiscountTotal,
  licenceRegistrationDate: sa.licenceRegistrationDate,
  lossDeterminationDate: sa.lossDeterminationDate,
  lossAmount: sa.lossAmount,
  policyAmount: sa.policyAmount,
  fixedLossRatio: sa.fixedLossRatio,
  subsidyStandard: sa.subsidyStandard,
  subsidyAmount: sa.subsidyAmount,
  deduction: sa.deduction,
  actualSupplementaryAmount: sa.actualSupplementaryAmount,
  remark: sa.remark,
  version: sa.version,
  settlementContractId: sa.settlementContractId,
  accidentOrderId: sa.accidentOrderId,
  standardId: sa.standardId,
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * Subsidy application reads (spec §2 `/accidentCarSubsidyApplyQuery/*`): the list (filters, paging,
 * "pending for me") and the detail with attachments by kind and the approval history. Every read is
 * limited to `subsidyScope` (dealer: own; area manager: its regions' dealers); outside it NOT_FOUND.
 */
export function createSubsidyQueries(deps: {
  businessTz: string;
  workflow: WorkflowEngine;
  files: AttachmentService;
}) {
  const { businessTz, workflow, files } = deps;
  const select = (db: DbOrTx, where: SQL | undefined) =>
    db
      .select(columns)
      .from(sa)
      .innerJoin(dealers, eq(dealers.code, sa.dealerCode))
      .innerJoin(settlementContracts, eq(settlementContracts.id, sa.settlementContractId))
      .innerJoin(accidentCarOrders, eq(accidentCarOrders.id, sa.accidentOrderId))
      .innerJoin(dealerOrders, eq(dealerOrders.id, accidentCarOrders.dealerOrderId))
      .where(where);
  type Row = Awaited<ReturnType<typeof select>>[number];

  const toItem = (r: Row, language: Language): SubsidyListItem => ({
    id: r.id,
    applicationNo: r.applicationNo,
    status: r.status,
    approvalFlowStatus: approvalFlowStatusOf(r.status as SubsidyStatus),
    level: r.level,
    rejectCount: r.rejectCount,
    dealerCode: r.dealerCode,
    dealerName: nameIn(r, language, 'dealerName'),
    settlementNo: r.settlementNo,
    dealerOrderNo: r.dealerOrderNo ?? '',
    materialNumber: r.materialNumber,
    reportMonth: r.reportMonth,
    firstSubmittedAt: iso(r.firstSubmittedAt),
    submittedAt: iso(r.submittedAt),
    plateNo: r.plateNo,
    modelCode: r.modelCode,
    modelName: r.modelName,
    vin: r.vin,
    ownerName: r.ownerName,
    preDiscountTotal: toMoney(r.preDiscountTotal),
    licenceRegistrationDate: r.licenceRegistrationDate,
    lossDeterminationDate: r.lossDeterminationDate,
    lossAmount: toMoney(r.lossAmount),
    policyAmount: toMoney(r.policyAmount),
    fixedLossRatio: r.fixedLossRatio,
    subsidyStandard: r.subsidyStandard,
    subsidyAmount: toMoney(r.subsidyAmount),
    deduction: toMoney(r.deduction),
    actualSupplementaryAmount: toMoney(r.actualSupplementaryAmount),
    remark: r.remark,
    version: r.version,
  });

  return {
    /**
     * Applications in scope, newest first; `pendingForMe` keeps those waiting for the caller's level
     * (the workflow's "pending for me"; nothing for a caller who approves no level).
     */
    async list(db: DbOrTx, principal: Principal, q: SubsidyListQuery, language: Language) {
      const where = and(
        await subsidyScope(db, principal),
        q.pendingForMe
          ? workflow.pendingFor(subsidyWorkflow, principal, { state: sa.status, level: sa.level })
          : undefined,
        q.applicationNo ? eq(sa.applicationNo, q.applicationNo) : undefined,
        q.settlementNo ? eq(settlementContracts.settlementNo, q.settlementNo) : undefined,
        q.dealerOrderNo ? eq(dealerOrders.dealerOrderNo, q.dealerOrderNo) : undefined,
        q.vin ? eq(sa.vin, q.vin.toUpperCase()) : undefined,
        q.plateNo ? eq(sa.plateNo, q.plateNo) : undefined,
        q.dealerCode ? eq(sa.dealerCode, q.dealerCode) : undefined,
        q.status !== undefined ? eq(sa.status, q.status) : undefined,
      );
      return listPage(
        db
          .select({ total: count() })
          .from(sa)
          .innerJoin(settlementContracts, eq(settlementContracts.id, sa.settlementContractId))
          .innerJoin(accidentCarOrders, eq(accidentCarOrders.id, sa.accidentOrderId))
          .innerJoin(dealerOrders, eq(dealerOrders.id, accidentCarOrders.dealerOrderId))
          .where(where),
        select(db, where).orderBy(desc(sa.createdAt), desc(sa.id)).$dynamic(),
        q,
        (r) => toItem(r, language),
      );
    },

    /** One application with attachments (with kinds), signing and last submit dates, approval history. */
    async detail(db: DbOrTx, principal: Principal, id: number, language: Language): Promise<SubsidyDetail> {
      const [row] = await select(db, and(eq(sa.id, id), await subsidyScope(db, principal)));
      const head = requireFound(row);
      const owned = (await files.listOwned(db, SUBSIDY_OWNER, [id])).get(id) ?? [];
      const kinds =
        owned.length === 0
          ? []
          : await db
              .select({
                attachmentId: subsidyAttachmentKinds.attachmentId,
                kind: subsidyAttachmentKinds.kind,
              })
              .from(subsidyAttachmentKinds)
              .where(
                inArray(
                  subsidyAttachmentKinds.attachmentId,
                  owned.map((f) => f.id),
                ),
              );
      const kindOf = new Map(kinds.map((k) => [k.attachmentId, k.kind]));
      const history = await workflow.history(db, subsidyWorkflow.documentType, id);
      const signingDate = businessDate(head.settledAt, businessTz);
      return {
        ...toItem(head, language),
        settlementContractId: head.settlementContractId,
        accidentOrderId: head.accidentOrderId,
        standardId: head.standardId,
        signingDate,
        lastSubmitDate: lastSubsidySubmitDate(signingDate),
        attachments: owned.map((f) => ({ ...f, kind: kindOf.get(f.id) ?? '' })),
        history: history.map(historyAnswer),
      };
    },
  };
}

export type SubsidyQueries = ReturnType<typeof createSubsidyQueries>;
