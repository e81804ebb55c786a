import type { ClaimInput } from '@spm/contracts';
import {
  checkClaimAccounts,
  checkClaimPhone,
  checkClaimQtyWithinShipped,
  checkClaimSendDate,
  type RuleViolation,
  violation,
} from '@spm/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { enforceAll, raise } from '../../platform/errors';
import { type ShipBillForClaim, shipBillForClaim } from '../fulfilment';
import { claimedQtyByLine } from './claims.repository';
import { claimLines } from './claims.tables';

/** One ship bill line as a claim sees it: shipped, received and still claimable qty (pieces), price (CNY). */
export type ClaimableLine = Awaited<ReturnType<typeof claimableLines>>[number];

/**
 * The ship bill's lines with what is still claimable on each (shipped − what claims not deleted took),
 * leaving out the claim `exceptClaimId` (the one being saved). Spec §5 "claim qty cannot exceed shipped qty".
 */
export async function claimableLines(q: DbOrTx, bill: ShipBillForClaim, exceptClaimId?: number) {
  const claimed = await claimedQtyByLine(
    q,
    bill.lines.map((l) => l.id),
    exceptClaimId,
  );
  return bill.lines.map((l) => ({
    shipBillLineId: l.id,
    partCode: l.partCode,
    nameZh: l.nameZh,
    nameEn: l.nameEn,
    shippedQty: l.shippedQty,
    receivedQty: l.receivedQty,
    claimableQty: Math.max(l.shippedQty - (claimed.get(l.id) ?? 0), 0),
    price: l.price,
  }));
}

/**
 * Checks a claim's content against its ship bill (spec §5 "Receiving and claims"), locked in `tx` so
 * that claims on one ship bill are checked one at a time: the ship bill must be the caller's
 * (NOT_FOUND) and received (CLAIM_SHIP_BILL_NOT_RECEIVED), its dealer order the one given
 * (CLAIM_SHIP_BILL_ORDER_MISMATCH); phone format, send date not after `today` (business date), and per
 * line: on the ship bill (CLAIM_LINE_NOT_ON_SHIP_BILL), within shipped − other claims
 * (CLAIM_QTY_EXCEEDS_SHIPPED), equal to its accounts. Answers the ship bill and its claimable lines.
 * @throws AppError with every violation found
 */
export async function checkClaimContent(
  tx: Tx,
  principal: Principal,
  input: ClaimInput,
  today: string,
  claimId?: number,
) {
  const bill = await shipBillForClaim(tx, principal, input.shipBillNo, { lock: true });
  if (!bill) raise(violation('NOT_FOUND', undefined, 'shipBillNo'));
  if (bill.dealerOrderNo !== input.dealerOrderNo)
    raise(violation('CLAIM_SHIP_BILL_ORDER_MISMATCH', undefined, 'dealerOrderNo'));
  if (!bill.received) raise(violation('CLAIM_SHIP_BILL_NOT_RECEIVED', { shipBillNo: bill.shipBillNo }));
  const lines = new Map((await claimableLines(tx, bill, claimId)).map((l) => [l.shipBillLineId, l]));
  const taken = new Map<number, number>();
  const violations: (RuleViolation | null)[] = [
    checkClaimPhone(input.phone),
    checkClaimSendDate(input.sendDate, today),
  ];
  input.lines.forEach((line, i) => {
    const source = lines.get(line.shipBillLineId);
    if (!source) {
      violations.push(
        violation('CLAIM_LINE_NOT_ON_SHIP_BILL', { line: i + 1 }, `lines[${i}].shipBillLineId`),
      );
      return;
    }
    const earlier = source.shippedQty - source.claimableQty + (taken.get(line.shipBillLineId) ?? 0);
    taken.set(line.shipBillLineId, (taken.get(line.shipBillLineId) ?? 0) + line.claimQty);
    const { partCode, shippedQty } = source;
    violations.push(
      checkClaimQtyWithinShipped(
        { partCode, claimQty: line.claimQty, shippedQty, claimedQty: earlier },
        `lines[${i}].claimQty`,
      ),
      checkClaimAccounts({ partCode, ...line }, `lines[${i}].accounts`),
    );
  });
  enforceAll(violations);
  return { bill, lines };
}

/**
 * Replaces a claim's lines with the input's, each with its ship bill line's part and price (`lines`,
 * the checked claimable lines) and its claim accounts (qty per reason 1-6).
 */
export async function writeClaimLines(
  tx: Tx,
  claimId: number,
  input: ClaimInput,
  lines: Map<number, { partCode: string; price: string }>,
) {
  await tx.delete(claimLines).where(eq(claimLines.claimId, claimId));
  await tx.insert(claimLines).values(
    input.lines.map((l) => {
      const source = lines.get(l.shipBillLineId) as { partCode: string; price: string };
      return {
        claimId,
        shipBillLineId: l.shipBillLineId,
        partCode: source.partCode,
        claimQty: l.claimQty,
        price: source.price,
        accounts: l.accounts.map((a) => ({
          reason: a.reason,
          qty: a.qty,
          ...(a.remark ? { remark: a.remark } : {}),
        })),
      };
    }),
  );
}
