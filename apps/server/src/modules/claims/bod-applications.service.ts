import type { BodDetail, BodInput, BodListItem, BodListQuery, Page } from '@spm/contracts';
import {
  BOD_STATUS,
  type BodAction,
  type BodStatus,
  bodWorkflow,
  checkBodEditable,
  checkBodVehicle,
  checkClaimPhone,
  violation,
} from '@spm/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope, requireFound } from '../../platform/access/scope';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { creationStamps, dailyDocumentNo } from '../../platform/documents';
import { enforceAll, raise } from '../../platform/errors';
import { historyAnswer } from '../../platform/workflow/history-answer';
import type { WorkflowEngine } from '../../platform/workflow/workflow.engine';
import { placeOrder } from '../dealer-orders';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { findVehicleByVin } from '../vehicles';
import { bodApplications } from './bod-applications.tables';
import { saveClaimStep } from './claim-lock';
import { orderWarehouse } from './major-claims.service';

interface Deps {
  db: Db;
  workflow: WorkflowEngine;
  now: () => Date;
  businessTz: string;
}

const scope = (principal: Principal): SQL => dealerDocumentScope(principal, bodApplications.dealerCode);
const TEXT_FIELDS = [
  'carNumber',
  'mscCode',
  'displacement',
  'tailWing',
  'sunroof',
  'transmission',
  'electricDriveNo',
  'engineNo',
  'forecastReceiveDate',
  'purchaseOrderNo',
] as const;

type Row = typeof bodApplications.$inferSelect & { dealerOrderNo: string | null };
function toDetail(row: Row, history: BodDetail['history']): BodDetail {
  const { createdBy: _, updatedAt: __, dealerOrderId: ___, createdAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), history };
}
const toItem = (row: Row): BodListItem => {
  const {
    mscCode,
    displacement,
    tailWing,
    sunroof,
    transmission,
    electricDriveNo,
    engineNo,
    forecastReceiveDate,
    purchaseOrderNo,
    history,
    ...item
  } = toDetail(row, []);
  return item;
};

const select = (q: DbOrTx) =>
  q
    .select({ app: bodApplications, dealerOrderNo: dealerOrders.dealerOrderNo })
    .from(bodApplications)
    .leftJoin(dealerOrders, eq(dealerOrders.id, bodApplications.dealerOrderId));

/**
 * A page of BOD applications in the caller's scope (a dealer its own, head office all), newest first;
 * the filters are exact matches. Shared by the list and its export.
 */
export async function listBodApplications(
  db: DbOrTx,
  principal: Principal,
  q: BodListQuery,
): Promise<Page<BodListItem>> {
  const condition = and(
    scope(principal),
    q.applyNo ? eq(bodApplications.applyNo, q.applyNo) : undefined,
    q.dealerCode ? eq(bodApplications.dealerCode, q.dealerCode) : undefined,
    q.partCode ? eq(bodApplications.partCode, q.partCode) : undefined,
    q.status === undefined ? undefined : eq(bodApplications.status, q.status),
  );
  return listPage(
    db.select({ total: count() }).from(bodApplications).where(condition),
    select(db).where(condition).orderBy(desc(bodApplications.createdAt), desc(bodApplications.id)).$dynamic(),
    q,
    (r) => toItem({ ...r.app, dealerOrderNo: r.dealerOrderNo }),
  );
}

/**
 * BOD order applications (spec §3 "BOD order application", §2 `/bod-order/*`, §5 new energy): the
 * dealer applies (VIN in the vehicle register, a new-energy vehicle's electric drive no matching it),
 * submits; head office approves or rejects with an opinion on the workflow engine (`bodWorkflow`, the
 * audit log); the dealer turns an approved application into one dealer order with the BOD flag
 * (dealer-orders `placeOrder`, ordinary price). Reads are limited to the caller's scope (NOT_FOUND).
 */
export function createBodService({ db, workflow, now, businessTz }: Deps) {
  async function detail(q: DbOrTx, principal: Principal, id: number): Promise<BodDetail> {
    const [row] = await select(q).where(and(eq(bodApplications.id, id), scope(principal)));
    const found = requireFound(row);
    const history = await workflow.history(q, bodWorkflow.documentType, id);
    return toDetail({ ...found.app, dealerOrderNo: found.dealerOrderNo }, history.map(historyAnswer));
  }

  /** VIN and electric drive against the register, telephone format, part known. */
  async function check(tx: DbOrTx, input: BodInput) {
    const vehicle = input.vin ? await findVehicleByVin(tx, input.vin) : undefined;
    const [part] = await tx
      .select({ c: parts.partCode })
      .from(parts)
      .where(eq(parts.partCode, input.partCode));
    enforceAll([
      checkBodVehicle(input, vehicle),
      checkClaimPhone(input.telephone)
        ? violation('CLAIM_PHONE_INVALID', { phone: input.telephone }, 'telephone')
        : null,
      part ? null : violation('PART_NOT_FOUND', { partCode: input.partCode }, 'partCode'),
    ]);
  }

  const content = (input: BodInput) => ({
    partType: input.partType,
    partCode: input.partCode,
    qty: input.qty,
    vin: input.vin ?? null,
    contact: input.contact,
    telephone: input.telephone,
    ...Object.fromEntries(TEXT_FIELDS.map((f) => [f, input[f] ?? null])),
  });

  async function lock(tx: Tx, principal: Principal, id: number, version: number) {
    return lockRow(tx, bodApplications, and(eq(bodApplications.id, id), scope(principal)), version);
  }

  return {
    /** A page of applications in the caller's scope, newest first. */
    list: (principal: Principal, q: BodListQuery) => listBodApplications(db, principal, q),

    /** One application with its audit log. @throws AppError NOT_FOUND */
    detail: (principal: Principal, id: number) => detail(db, principal, id),

    /**
     * Saves the caller's (a dealer's) new application, status 0, number `BOD` + business date + 4
     * digits. @throws AppError VEHICLE_NOT_IN_REGISTER | BOD_ELECTRIC_DRIVE_MISMATCH | CLAIM_PHONE_INVALID | PART_NOT_FOUND | REQUIRED (the caller is no dealer)
     */
    async create(tx: Tx, principal: Principal, input: BodInput) {
      if (!principal.dealerCode) raise(violation('REQUIRED', { field: 'dealerCode' }, 'dealerCode'));
      await check(tx, input);
      const at = now();
      const [row] = await tx
        .insert(bodApplications)
        .values({
          applyNo: await dailyDocumentNo(tx, 'bod', 'BOD', at, businessTz),
          dealerCode: principal.dealerCode,
          warehouseCode: await orderWarehouse(tx, principal.dealerCode),
          ...content(input),
          ...creationStamps(principal, at),
        } as typeof bodApplications.$inferInsert)
        .returning({ id: bodApplications.id });
      return detail(tx, principal, row.id);
    },

    /** Saves an unsubmitted or rejected application. @throws AppError BOD_NOT_EDITABLE | as `create` */
    async update(tx: Tx, principal: Principal, id: number, input: BodInput & { version: number }) {
      const current = await lock(tx, principal, id, input.version);
      enforceAll([checkBodEditable(current.status)]);
      await check(tx, input);
      await tx
        .update(bodApplications)
        .set({ ...content(input), updatedAt: now(), version: current.version + 1 })
        .where(eq(bodApplications.id, id));
      return detail(tx, principal, id);
    },

    /** Deletes an unsubmitted or rejected application. @throws AppError BOD_NOT_EDITABLE */
    async remove(tx: Tx, principal: Principal, id: number, version: number) {
      const current = await lock(tx, principal, id, version);
      enforceAll([checkBodEditable(current.status)]);
      await tx.delete(bodApplications).where(eq(bodApplications.id, id));
      return null;
    },

    /**
     * One workflow step: submit (0/3 → 1; the vehicle is checked again), approve (1 → 2), reject
     * (1 → 3, opinion required), order (2 → 4: one dealer order with the BOD flag, the part and qty at
     * the ordinary price, the VIN and car number). @throws AppError BOD_ACTION_NOT_ALLOWED |
     * WORKFLOW_NOT_APPROVER | VALIDATION_FAILED | VEHICLE_NOT_IN_REGISTER | BOD_ELECTRIC_DRIVE_MISMATCH
     */
    async step(
      tx: Tx,
      principal: Principal,
      id: number,
      action: BodAction,
      input: { version: number; opinion?: string },
    ) {
      workflow.checkOpinion(bodWorkflow, action, input.opinion);
      const current = await lock(tx, principal, id, input.version);
      if (action === 'submit') {
        const vehicle = current.vin ? await findVehicleByVin(tx, current.vin) : undefined;
        enforceAll([checkBodVehicle(current, vehicle)]);
      }
      const taken = await workflow.act(tx, bodWorkflow, principal, {
        documentId: id,
        state: current.status as BodStatus,
        level: current.status === BOD_STATUS.submitted ? 1 : null,
        action,
        opinion: input.opinion,
        document: null,
      });
      const set: Partial<typeof bodApplications.$inferInsert> = {};
      if (action === 'order') {
        const [part] = await tx
          .select({ price: parts.priceOrdinary })
          .from(parts)
          .where(eq(parts.partCode, current.partCode));
        const placed = await placeOrder(tx, {
          dealerCode: current.dealerCode,
          orderWarehouseCode: current.warehouseCode,
          lines: [{ partCode: current.partCode, qty: current.qty, price: part?.price ?? '0.00' }],
          remark: current.applyNo,
          actor: { userId: principal.userId, name: principal.name },
          at: taken.at,
          businessTz,
          marks: { bodFlag: true, vin: current.vin, carNumber: current.carNumber },
        });
        set.dealerOrderId = placed.id;
      }
      await saveClaimStep(tx, bodApplications, current, taken, set);
      return detail(tx, principal, id);
    },
  };
}
