import { businessDate } from '@spm/domain';
import { and, desc, eq, like } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import type { AttachmentService } from '../../platform/files/attachment.service';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { shipBillForClaim } from '../fulfilment';
import { shipBills } from '../fulfilment/fulfilment.tables';
import { parts } from '../parts/parts.tables';
import { createBodService } from './bod-applications.service';
import { createClaimService } from './claims.service';

/** The seed attaches no photos: an attachment service that owns nothing. */
const noFiles = {
  attach: async () => {},
  listOwned: async () => new Map(),
} as unknown as AttachmentService;

/**
 * One demo claim through the claim service itself: dealer D0001 claims one piece short on the last
 * line of its received ship bill (W01) and submits it, so the claim warehouse has a claim to audit.
 */
export async function seedClaims({ db, now, businessTz }: DemoSeedContext): Promise<void> {
  const dealer = await principalOfUser(db, 'dealer', now());
  const [bill] = await db
    .select({ shipBillNo: shipBills.shipBillNo })
    .from(shipBills)
    .where(and(eq(shipBills.dealerCode, 'D0001'), eq(shipBills.status, 1)))
    .orderBy(desc(shipBills.id))
    .limit(1);
  if (!bill) return;
  const source = await shipBillForClaim(db, dealer, bill.shipBillNo);
  const line = source?.lines.at(-1);
  if (!source?.dealerOrderNo || !line) return;
  const service = createClaimService({
    db,
    files: noFiles,
    workflow: createWorkflowEngine({ now }),
    now,
    businessTz,
  });
  const tx = db as unknown as Tx;
  const claim = await service.create(tx, dealer, {
    shipBillNo: source.shipBillNo,
    dealerOrderNo: source.dealerOrderNo,
    sendDate: businessDate(now(), businessTz),
    reason: 2,
    description: '外包装破损，配件表面划伤',
    submitter: '李明',
    phone: '13800138000',
    lines: [{ shipBillLineId: line.id, claimQty: 1, accounts: [{ reason: 2, qty: 1 }] }],
    photoIds: [],
  });
  await service.submit(tx, dealer, { id: claim.id, version: claim.version });
}

/**
 * Two demo BOD order applications of dealer D0001 through the BOD service: a gearbox part for the
 * registered vehicle of the demo VOR orders, submitted and waiting for head office's audit, and a
 * second one still unsubmitted (spec §3 "BOD order application").
 */
export async function seedBodApplications({ db, now, businessTz }: DemoSeedContext): Promise<void> {
  const dealer = await principalOfUser(db, 'dealer', now());
  const [part] = await db
    .select({ partCode: parts.partCode })
    .from(parts)
    .where(like(parts.partCode, '0%'))
    .orderBy(desc(parts.partCode))
    .limit(1);
  if (!part) return;
  const service = createBodService({
    db,
    workflow: createWorkflowEngine({ now }),
    now,
    businessTz,
  });
  const tx = db as unknown as Tx;
  const common = {
    partType: '总成件',
    partCode: part.partCode,
    contact: '李明',
    telephone: '13800138000',
  };
  const submitted = await service.create(tx, dealer, {
    ...common,
    qty: 1,
    vin: 'LSVAU218XN2183294',
    transmission: 'DQ200 7速双离合',
    displacement: '1.4T',
    purchaseOrderNo: 'WX-2026-118',
  });
  await service.step(tx, dealer, submitted.id, 'submit', { version: submitted.version });
  await service.create(tx, dealer, { ...common, qty: 2, carNumber: '沪A5F321' });
}
