import type {
  ClaimAuditInput,
  ClaimDetail,
  ClaimInput,
  ClaimListItem,
  ClaimListQuery,
  ClaimShipBill,
  Page,
} from '@spm/contracts';
import {
  businessDate,
  CLAIM_EDITABLE_STATUSES,
  CLAIM_STATUS,
  type ClaimAction,
  type ClaimStatus,
  claimResubmitDeadline,
  claimWorkflow,
  lineAmount,
  sumMoney,
} from '@spm/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { creationStamps, dailyDocumentNo } from '../../platform/documents';
import { AppError } from '../../platform/errors';
import type { AttachmentService } from '../../platform/files/attachment.service';
import type { CommandEffects } from '../../platform/http/endpoint';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { creditBalance } from '../credit';
import { shipBillForClaim } from '../fulfilment';
import { requestNegativeInvoice } from '../invoices';
import { claimFormContent } from './claim-columns';
import { checkClaimContent, claimableLines, writeClaimLines } from './claim-content';
import { type ClaimStepColumns, saveClaimStep } from './claim-lock';
import { checkClaimPhotos } from './claim-photos';
import { placeReplacementOrder, replacementOrderNo } from './claim-replacement';
import { CLAIM_OWNER, findClaim, linesOfClaim, listClaims, lockClaim, toListItem } from './claims.repository';
import { claims } from './claims.tables';

interface Deps {
  db: Db;
  files: AttachmentService;
  workflow: WorkflowEngine;
  now: () => Date;
  /** Business time zone (config BUSINESS_TZ): list date filters, resubmit deadline, replacement order dates. */
  businessTz: string;
}

/**
 * Dealer claims (spec §3 "Claim", §4 statuses 0-6, §5 "Receiving and claims", §9): a dealer claims on
 * a ship bill it received; the claim warehouse or head office audits it on the claim workflow
 * (`claimWorkflow`); reparation credits the claimed value to the dealer's balance. Commands take the
 * pipeline's transaction; every query is limited to the caller's scope (NOT_FOUND outside it).
 */
export function createClaimService({ db, files, workflow, now, businessTz }: Deps) {
  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<ClaimDetail> {
    const row = requireFound(await findClaim(q, principal, id));
    const bill = requireFound(await shipBillForClaim(q, principal, row.shipBillNo));
    const available = new Map((await claimableLines(q, bill, id)).map((l) => [l.shipBillLineId, l]));
    const lines = await linesOfClaim(q, id);
    const photos = (await files.listOwned(q, CLAIM_OWNER, [id])).get(id) ?? [];
    const history = await workflow.history(q, claimWorkflow.documentType, id);
    const { shipBillId: _, backedAt, sendDate, description, phone, auditNote, ...item } = row;
    return {
      ...toListItem(item),
      sendDate,
      description,
      phone,
      auditNote,
      backedAt: backedAt?.toISOString() ?? null,
      resubmitDeadline:
        backedAt && row.status === CLAIM_STATUS.back ? claimResubmitDeadline(backedAt, businessTz) : null,
      lines: lines.map((l) => {
        const source = available.get(l.shipBillLineId);
        return {
          id: l.id,
          shipBillLineId: l.shipBillLineId,
          partCode: l.partCode,
          nameZh: source?.nameZh ?? '',
          nameEn: source?.nameEn ?? '',
          shippedQty: source?.shippedQty ?? 0,
          receivedQty: source?.receivedQty ?? null,
          claimableQty: source?.claimableQty ?? 0,
          price: l.price,
          claimQty: l.claimQty,
          accounts: l.accounts,
        };
      }),
      photos: photos.map((p) => ({ ...p })),
      history: history.map(historyAnswer),
      replacementOrderNo: await replacementOrderNo(q, id),
    };
  }

  const content = (input: ClaimInput) => ({
    sendDate: input.sendDate,
    ...claimFormContent(input),
  });

  /** Runs one workflow step on a locked claim and stores its new status (and `set`) with a new version. */
  async function step(
    tx: Tx,
    principal: Principal,
    current: Awaited<ReturnType<typeof lockClaim>>,
    action: ClaimAction,
    opinion: string | null | undefined,
    set: ClaimStepColumns<typeof claims> = {},
  ) {
    const status = current.status as ClaimStatus;
    const at = now();
    const taken = await workflow.act(tx, claimWorkflow, principal, {
      documentId: current.id,
      at,
      state: status,
      level: status === CLAIM_STATUS.unaudited ? 1 : null,
      action,
      opinion,
      document: { backedAt: current.backedAt, now: at, businessTz },
    });
    await saveClaimStep(tx, claims, current, taken, set);
    return taken;
  }

  return {
    /** A page of claims in the caller's scope (filters of `claimListQuery`). @throws AppError DATE_RANGE_INVALID */
    async list(principal: Principal, query: ClaimListQuery): Promise<Page<ClaimListItem>> {
      if (query.submitDateFrom && query.submitDateTo && query.submitDateFrom > query.submitDateTo)
        throw new AppError('DATE_RANGE_INVALID');
      const page = await listClaims(db, principal, query, businessTz);
      return { ...page, items: page.items.map(toListItem) };
    },

    /** One claim with lines, photos and approval history. @throws AppError NOT_FOUND */
    detail: (principal: Principal, id: number) => detail(db, principal, id),

    /** The caller's ship bill with the claimable qty per line (the "open a claim" pre-fill). @throws AppError NOT_FOUND */
    async shipBill(principal: Principal, shipBillNo: string): Promise<ClaimShipBill> {
      const bill = requireFound(await shipBillForClaim(db, principal, shipBillNo));
      const { shipBillNo: no, dealerOrderNo, warehouseCode, shipDate, received } = bill;
      return {
        shipBillNo: no,
        dealerOrderNo,
        warehouseCode,
        shipDate,
        received,
        lines: await claimableLines(db, bill),
      };
    },

    /**
     * Saves a new claim as unsubmitted (status 0): claim warehouse = the ship bill's, number `CL` +
     * business date + 4 digits; photos are the caller's uploads (`checkClaimPhotos`).
     * @throws AppError (see `checkClaimContent`) | ATTACHMENT_NOT_USABLE | UNSUPPORTED_MEDIA_TYPE | PAYLOAD_TOO_LARGE | FILE_NAME_TOO_LONG
     */
    async create(tx: Tx, principal: Principal, input: ClaimInput): Promise<ClaimDetail> {
      const at = now();
      const { bill, lines } = await checkClaimContent(tx, principal, input, businessDate(at, businessTz));
      const [row] = await tx
        .insert(claims)
        .values({
          claimBillNo: await dailyDocumentNo(tx, 'claim', 'CL', at, businessTz),
          dealerCode: bill.dealerCode,
          warehouseCode: bill.warehouseCode,
          shipBillId: bill.id,
          dealerOrderId: bill.dealerOrderId,
          ...content(input),
          ...creationStamps(principal, at),
        })
        .returning({ id: claims.id });
      await writeClaimLines(tx, row.id, input, lines);
      await files.attach(tx, input.photoIds, CLAIM_OWNER, row.id, principal.userId);
      await checkClaimPhotos(tx, files, row.id);
      return detail(tx, principal, row.id);
    },

    /**
     * Saves an unsubmitted (0) or remodified (5) claim: content, lines and the final photo list; removed
     * photos are deleted after commit. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION |
     * CLAIM_NOT_EDITABLE | the rules of `create`
     */
    async update(
      tx: Tx,
      principal: Principal,
      input: ClaimInput & { id: number; version: number },
      effects: CommandEffects,
    ): Promise<ClaimDetail> {
      const current = await lockClaim(tx, principal, input.id, input.version);
      if (!CLAIM_EDITABLE_STATUSES.includes(current.status as ClaimStatus))
        throw new AppError('CLAIM_NOT_EDITABLE', { status: current.status });
      const at = now();
      const { bill, lines } = await checkClaimContent(
        tx,
        principal,
        input,
        businessDate(at, businessTz),
        input.id,
      );
      await tx
        .update(claims)
        .set({
          ...content(input),
          shipBillId: bill.id,
          dealerOrderId: bill.dealerOrderId,
          warehouseCode: bill.warehouseCode,
          updatedAt: at,
          version: current.version + 1,
        })
        .where(eq(claims.id, input.id));
      await writeClaimLines(tx, input.id, input, lines);
      const removed = await files.replaceOwned(tx, input.photoIds, CLAIM_OWNER, input.id, principal.userId);
      await checkClaimPhotos(tx, files, input.id);
      effects.afterCommit(() => files.discardFiles(removed));
      return detail(tx, principal, input.id);
    },

    /** Deletes an unsubmitted claim with its lines and photos. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | CLAIM_NOT_EDITABLE */
    async remove(
      tx: Tx,
      principal: Principal,
      input: { id: number; version: number },
      effects: CommandEffects,
    ) {
      const current = await lockClaim(tx, principal, input.id, input.version);
      if (current.status !== CLAIM_STATUS.unsubmitted)
        throw new AppError('CLAIM_NOT_EDITABLE', { status: current.status });
      const removed = await files.replaceOwned(tx, [], CLAIM_OWNER, input.id, principal.userId);
      await tx.delete(claims).where(eq(claims.id, input.id));
      effects.afterCommit(() => files.discardFiles(removed));
      return null;
    },

    /**
     * Submits (0 → 1) or resubmits a backed or remodified claim (4/5 → 1, within 7 natural days of the
     * rejection: CLAIM_RESUBMIT_EXPIRED). @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | CLAIM_ACTION_NOT_ALLOWED
     */
    async submit(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockClaim(tx, principal, input.id, input.version);
      const action = current.status === CLAIM_STATUS.unsubmitted ? 'submit' : 'resubmit';
      await step(tx, principal, current, action, null, (at) => ({ submittedAt: at }));
      return detail(tx, principal, input.id);
    },

    /** Reopens a backed claim for changes (4 → 5) within the resubmit window. @throws as `submit` */
    async remodify(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockClaim(tx, principal, input.id, input.version);
      await step(tx, principal, current, 'remodify', null);
      return detail(tx, principal, input.id);
    },

    /**
     * The claim warehouse's (or head office's) audit of an unaudited claim: judge 1-4, note, decision.
     * Reparation (1 → 2) credits the claimed value (Σ claim qty × ship bill price, CNY) to the dealer's
     * balance with a balance change row (business type `claimReparation`, business no the claim bill
     * no) and writes its negative invoice request (`requestNegativeInvoice`); change (1 → 3) places
     * the zero-priced replacement order (`placeReplacementOrder`); back (1 → 4) needs the note as
     * reason and starts the 7-day resubmit window. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION |
     * CLAIM_ACTION_NOT_ALLOWED | WORKFLOW_NOT_APPROVER | VALIDATION_FAILED (opinion)
     */
    async audit(tx: Tx, principal: Principal, input: ClaimAuditInput & { id: number }) {
      workflow.checkOpinion(claimWorkflow, input.decision, input.auditNote);
      const current = await lockClaim(tx, principal, input.id, input.version);
      const at = now();
      const set: Partial<typeof claims.$inferInsert> = {
        judge: input.judge,
        auditNote: input.auditNote ?? null,
      };
      if (input.decision === 'back') set.backedAt = at;
      const lines = input.decision === 'reparation' ? await linesOfClaim(tx, input.id) : [];
      if (input.decision === 'reparation') {
        set.compensatedAmount = sumMoney(lines.map((l) => lineAmount(l.price, l.claimQty)));
      }
      const taken = await step(tx, principal, current, input.decision, input.auditNote, set);
      if (input.decision === 'change') {
        const lines = await linesOfClaim(tx, input.id);
        await placeReplacementOrder(tx, { ...current, lines }, principal, taken.at, businessTz);
      }
      if (input.decision === 'reparation' && set.compensatedAmount && Number(set.compensatedAmount) > 0) {
        const changeDate = businessDate(at, businessTz);
        await creditBalance(tx, current.dealerCode, set.compensatedAmount, {
          businessType: 'claimReparation',
          businessNo: current.claimBillNo,
          changeDate,
          at,
        });
        await requestNegativeInvoice(tx, {
          dealerCode: current.dealerCode,
          source: 'claim',
          claimNo: current.claimBillNo,
          shipBillId: current.shipBillId,
          qty: lines.reduce((sum, l) => sum + l.claimQty, 0),
          amount: set.compensatedAmount,
          billDate: changeDate,
          at,
        });
      }
      return detail(tx, principal, input.id);
    },

    /** Closes a reparation or change ("claim complete", 2/3 → 6). @throws as `submit` */
    async complete(tx: Tx, principal: Principal, input: { id: number; version: number }) {
      const current = await lockClaim(tx, principal, input.id, input.version);
      await step(tx, principal, current, 'complete', null);
      return detail(tx, principal, input.id);
    },
  };
}

export type ClaimService = ReturnType<typeof createClaimService>;
