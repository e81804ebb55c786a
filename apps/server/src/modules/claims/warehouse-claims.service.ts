import type {
  Page,
  WarehouseClaimAuditInput,
  WarehouseClaimDetail,
  WarehouseClaimInput,
  WarehouseClaimListItem,
  WarehouseClaimListQuery,
} from '@spm/contracts';
import {
  businessDate,
  checkClaimPhone,
  checkClaimWarehouseIsOwn,
  checkLocalDealer,
  checkWarehouseClaimEditable,
  checkWarehouseClaimNotComplete,
  lineAmount,
  type RuleViolation,
  sumMoney,
  violation,
  WAREHOUSE_CLAIM_STATUS,
  type WarehouseClaimAction,
  type WarehouseClaimStatus,
  warehouseClaimWorkflow,
} from '@spm/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { dealers } from '../../platform/db/platform.tables';
import { creationStamps, dailyDocumentNo } from '../../platform/documents';
import { enforceAll, raise } from '../../platform/errors';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { creditBalance } from '../credit';
import { placeOrder } from '../dealer-orders';
import { requestNegativeInvoice } from '../invoices';
import { parts } from '../parts/parts.tables';
import { receiveIn, type StockArrivalListener } from '../stock';
import { claimFormContent } from './claim-columns';
import { type ClaimStepColumns, saveClaimStep } from './claim-lock';
import {
  findWarehouseClaim,
  linesOfWarehouseClaim,
  listWarehouseClaims,
  lockWarehouseClaim,
  toWarehouseClaimItem,
} from './warehouse-claims.repository';
import { warehouseClaimLines, warehouseClaims } from './warehouse-claims.tables';

interface Deps {
  db: Db;
  workflow: WorkflowEngine;
  now: () => Date;
  businessTz: string;
  /** Called when a returned part is received back into stock (the app re-releases backorders). */
  onArrival: StockArrivalListener;
}

type Locked = Awaited<ReturnType<typeof lockWarehouseClaim>>;

/** States in which an audit decision may be taken (and taken again): unaudited, reparation, change. */
const AUDIT_LEVEL_STATES: readonly number[] = [
  WAREHOUSE_CLAIM_STATUS.unaudited,
  WAREHOUSE_CLAIM_STATUS.reparation,
  WAREHOUSE_CLAIM_STATUS.change,
];

/**
 * In-warehouse claims (spec §4 "Warehouse claim (0-5)", §6): warehouse staff register a claim for a
 * local dealer of their warehouse and submit it; head office audits it (reparation, change or return,
 * and may decide again while unaudited, reparation or change); a return ends when the warehouse
 * receives the part back into stock (ledger row), a reparation or change when it is completed — the
 * compensation is then credited to the dealer, or the zero-priced replacement order placed. Commands
 * take the pipeline's transaction; reads are limited to the caller's scope (NOT_FOUND outside it).
 */
export function createWarehouseClaimService({ db, workflow, now, businessTz, onArrival }: Deps) {
  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<WarehouseClaimDetail> {
    const row = requireFound(await findWarehouseClaim(q, principal, id));
    const lines = await linesOfWarehouseClaim(q, id);
    const history = await workflow.history(q, warehouseClaimWorkflow.documentType, id);
    return { ...toWarehouseClaimItem(row), lines, history: history.map(historyAnswer) };
  }

  /**
   * Checks the content: the claim warehouse is the caller's (WAREHOUSE_NOT_CLAIM_WAREHOUSE), the
   * dealer a local dealer of it (DEALER_NOT_LOCAL_DEALER), the phone well formed (CLAIM_PHONE_INVALID),
   * every part known (PART_NOT_FOUND). Answers the ordinary price per part (CNY).
   */
  async function checkContent(tx: Tx, principal: Principal, input: WarehouseClaimInput) {
    const scope = principal.scope;
    const caller = {
      headOffice: scope.kind === 'all',
      warehouseCodes: scope.kind === 'warehouses' ? scope.warehouseCodes : [],
    };
    const [dealer] = await tx
      .select({ code: dealers.code, defaultWarehouseCode: dealers.defaultWarehouseCode })
      .from(dealers)
      .where(eq(dealers.code, input.dealerCode));
    const codes = [...new Set(input.lines.map((l) => l.partCode))];
    const known = await tx
      .select({ partCode: parts.partCode, price: parts.priceOrdinary })
      .from(parts)
      .where(inArray(parts.partCode, codes));
    const prices = new Map(known.map((p) => [p.partCode, p.price]));
    const violations: (RuleViolation | null)[] = [
      checkClaimWarehouseIsOwn(input.warehouseCode, caller),
      checkLocalDealer(dealer, input.warehouseCode),
      checkClaimPhone(input.phone),
      ...input.lines.map((l, i) =>
        prices.has(l.partCode)
          ? null
          : violation('PART_NOT_FOUND', { partCode: l.partCode }, `lines[${i}].partCode`),
      ),
    ];
    enforceAll(violations);
    return prices;
  }

  async function writeLines(
    tx: Tx,
    claimId: number,
    input: WarehouseClaimInput,
    prices: Map<string, string>,
  ) {
    await tx.delete(warehouseClaimLines).where(eq(warehouseClaimLines.claimId, claimId));
    await tx.insert(warehouseClaimLines).values(
      input.lines.map((l) => ({
        claimId,
        partCode: l.partCode,
        qty: l.qty,
        price: prices.get(l.partCode) ?? '0',
        remark: l.remark ?? null,
      })),
    );
  }

  const content = (input: WarehouseClaimInput) => ({
    warehouseCode: input.warehouseCode,
    dealerCode: input.dealerCode,
    ...claimFormContent(input),
  });

  /** One workflow step on a locked claim; stores the new status (and `set`) with a new version. */
  async function step(
    tx: Tx,
    principal: Principal,
    current: Locked,
    action: WarehouseClaimAction,
    opinion: string | null | undefined,
    set: ClaimStepColumns<typeof warehouseClaims> = {},
  ) {
    const taken = await workflow.act(tx, warehouseClaimWorkflow, principal, {
      documentId: current.id,
      state: current.status as WarehouseClaimStatus,
      level: AUDIT_LEVEL_STATES.includes(current.status) ? 1 : null,
      action,
      opinion,
      document: { status: current.status },
    });
    await saveClaimStep(tx, warehouseClaims, current, taken, set);
    return taken;
  }

  return {
    /** A page of in-warehouse claims in the caller's scope. */
    list: (principal: Principal, query: WarehouseClaimListQuery): Promise<Page<WarehouseClaimListItem>> =>
      listWarehouseClaims(db, principal, query),

    /** One claim with lines and approval history. @throws AppError NOT_FOUND */
    detail: (principal: Principal, id: number) => detail(db, principal, id),

    /** Registers an unsubmitted claim (status 0), number `WC` + business date + 4 digits. @throws as `checkContent` */
    async create(tx: Tx, principal: Principal, input: WarehouseClaimInput) {
      const prices = await checkContent(tx, principal, input);
      const at = now();
      const [row] = await tx
        .insert(warehouseClaims)
        .values({
          warehouseClaimNo: await dailyDocumentNo(tx, 'warehouseClaim', 'WC', at, businessTz),
          ...content(input),
          ...creationStamps(principal, at),
        })
        .returning({ id: warehouseClaims.id });
      await writeLines(tx, row.id, input, prices);
      return detail(tx, principal, row.id);
    },

    /** Saves an unsubmitted claim. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | WAREHOUSE_CLAIM_NOT_EDITABLE | as `create` */
    async update(tx: Tx, principal: Principal, input: WarehouseClaimInput & { id: number; version: number }) {
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      enforceAll([checkWarehouseClaimEditable(current.status)]);
      const prices = await checkContent(tx, principal, input);
      await tx
        .update(warehouseClaims)
        .set({ ...content(input), updatedAt: now(), version: current.version + 1 })
        .where(eq(warehouseClaims.id, input.id));
      await writeLines(tx, input.id, input, prices);
      return detail(tx, principal, input.id);
    },

    /** Deletes an unsubmitted claim. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | WAREHOUSE_CLAIM_NOT_EDITABLE */
    async remove(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      enforceAll([checkWarehouseClaimEditable(current.status)]);
      await tx.delete(warehouseClaims).where(eq(warehouseClaims.id, input.id));
      return null;
    },

    /** 0 → 1. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED */
    async submit(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      await step(tx, principal, current, 'submit', null, (at) => ({ submittedAt: at }));
      return detail(tx, principal, input.id);
    },

    /**
     * Head office's decision on an unaudited, reparation or change claim: reparation (→ 2), change
     * (→ 3), return (→ 4, note required). Nothing is booked yet: see `complete` and `receive`.
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED | WORKFLOW_NOT_APPROVER | VALIDATION_FAILED
     */
    async audit(tx: Tx, principal: Principal, input: WarehouseClaimAuditInput & { id: number }) {
      workflow.checkOpinion(warehouseClaimWorkflow, input.decision, input.auditNote);
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      await step(tx, principal, current, input.decision, input.auditNote, {
        judge: input.judge,
        auditNote: input.auditNote ?? null,
      });
      return detail(tx, principal, input.id);
    },

    /**
     * Receives the returned parts back into stock at `storageCode` (4 → 5), one `receive` ledger row
     * per line (document type `warehouseClaim`). A completed claim: WAREHOUSE_CLAIM_ALREADY_COMPLETE;
     * any other status: WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED.
     */
    async receive(tx: Tx, principal: Principal, input: { id: number; version: number; storageCode: string }) {
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      const complete = checkWarehouseClaimNotComplete(current);
      if (complete) raise(complete);
      const taken = await step(tx, principal, current, 'receive', null, {
        receivedStorageCode: input.storageCode,
      });
      const lines = (await linesOfWarehouseClaim(tx, input.id)).sort((a, b) =>
        a.partCode.localeCompare(b.partCode),
      );
      for (const line of lines) {
        await receiveIn(
          tx,
          {
            partCode: line.partCode,
            warehouseCode: current.warehouseCode,
            storageCode: input.storageCode,
            qty: line.qty,
            documentType: 'warehouseClaim',
            documentNo: current.warehouseClaimNo,
            actorId: principal.userId,
            at: taken.at,
          },
          onArrival,
        );
      }
      return detail(tx, principal, input.id);
    },

    /**
     * Completes a reparation or change (2/3 → 5). Reparation credits Σ qty × price (CNY) to the
     * dealer's balance (balance change `claimReparation`, business no the claim no) and writes its
     * negative invoice request (no original ship bill); change places the
     * zero-priced replacement order of the claimed parts from the claim warehouse.
     */
    async complete(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockWarehouseClaim(tx, principal, input.id, input.version);
      const lines = await linesOfWarehouseClaim(tx, input.id);
      const set: Partial<typeof warehouseClaims.$inferInsert> = {};
      if (current.status === WAREHOUSE_CLAIM_STATUS.reparation)
        set.compensatedAmount = sumMoney(lines.map((l) => lineAmount(l.price, l.qty)));
      const taken = await step(tx, principal, current, 'complete', null, set);
      if (set.compensatedAmount && Number(set.compensatedAmount) > 0) {
        await creditBalance(tx, current.dealerCode, set.compensatedAmount, {
          businessType: 'claimReparation',
          businessNo: current.warehouseClaimNo,
          changeDate: businessDate(taken.at, businessTz),
          at: taken.at,
        });
        await requestNegativeInvoice(tx, {
          dealerCode: current.dealerCode,
          source: 'warehouseClaim',
          claimNo: current.warehouseClaimNo,
          shipBillId: null,
          qty: lines.reduce((sum, l) => sum + l.qty, 0),
          amount: set.compensatedAmount,
          billDate: businessDate(taken.at, businessTz),
          at: taken.at,
        });
      }
      if (current.status === WAREHOUSE_CLAIM_STATUS.change) {
        const order = await placeOrder(tx, {
          dealerCode: current.dealerCode,
          orderWarehouseCode: current.warehouseCode,
          lines: lines.map((l) => ({ partCode: l.partCode, qty: l.qty, price: '0.00' })),
          remark: `${current.warehouseClaimNo}`,
          actor: { userId: principal.userId, name: principal.name },
          at: taken.at,
          businessTz,
        });
        await tx
          .update(warehouseClaims)
          .set({ replacementOrderId: order.id })
          .where(eq(warehouseClaims.id, input.id));
      }
      return detail(tx, principal, input.id);
    },
  };
}
