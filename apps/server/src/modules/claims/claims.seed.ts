import { businessDate } from '@spm/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { DemoSeedContext } from '../../db/seed/demo/context';
import { principalOfUser } from '../../platform/auth/principal-loader';
import type { Tx } from '../../platform/db/client';
import type { AttachmentService } from '../../platform/files/attachment.service';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';
import { shipBillForClaim } from '../fulfilment';
import { shipBills } from '../fulfilment/fulfilment.tables';
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
export async function seedClaims({ db, now }: DemoSeedContext): Promise<void> {
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
  const service = createClaimService({ db, files: noFiles, workflow: createWorkflowEngine({ now }), now });
  const tx = db as unknown as Tx;
  const claim = await service.create(tx, dealer, {
    shipBillNo: source.shipBillNo,
    dealerOrderNo: source.dealerOrderNo,
    sendDate: businessDate(now()),
    reason: 2,
    description: '外包装破损，配件表面划伤',
    submitter: '李明',
    phone: '13800138000',
    lines: [{ shipBillLineId: line.id, claimQty: 1, accounts: [{ reason: 2, qty: 1 }] }],
    photoIds: [],
  });
  await service.submit(tx, dealer, { id: claim.id, version: claim.version });
}
