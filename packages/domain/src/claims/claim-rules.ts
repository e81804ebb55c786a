import { type RuleViolation, violation } from '../rules.js';
import { businessDate } from '../time.js';
import { TELEPHONE_PATTERN } from '../validators.js';

/** Days a backed claim may still be resubmitted (spec §9 "rejected claim resubmission: 7 natural days"). */
export const CLAIM_RESUBMIT_DAYS = 7;

/** Claim photos (spec §9): jpg, jpeg or png by content, 4 MB each, file name ≤ 50 characters. */
export const CLAIM_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
export const CLAIM_PHOTO_NAME_MAX = 50;
export const CLAIM_PHOTO_MAX_COUNT = 20;

/**
 * Checks the submitter's phone (spec §5: an 11-digit mobile or a telephone exactly `XXX-XXXXXXXX`,
 * the shared `TELEPHONE_PATTERN`). CLAIM_PHONE_INVALID, field `phone`.
 */
export function checkClaimPhone(phone: string): RuleViolation | null {
  return TELEPHONE_PATTERN.test(phone) ? null : violation('CLAIM_PHONE_INVALID', { phone }, 'phone');
}

/**
 * Claim qty against the ship bill line (spec §5 "claim qty cannot exceed shipped qty"): `claimQty`
 * (pieces) may be at most `shippedQty` less `claimedQty` (the qty of the line's other live claims).
 * CLAIM_QTY_EXCEEDS_SHIPPED {partCode, claimQty, claimableQty}, field `lines[i].claimQty`.
 */
export function checkClaimQtyWithinShipped(
  line: { partCode: string; claimQty: number; shippedQty: number; claimedQty: number },
  field: string,
): RuleViolation | null {
  const claimableQty = Math.max(line.shippedQty - line.claimedQty, 0);
  return line.claimQty <= claimableQty
    ? null
    : violation(
        'CLAIM_QTY_EXCEEDS_SHIPPED',
        { partCode: line.partCode, claimQty: line.claimQty, claimableQty },
        field,
      );
}

/**
 * A line's claim qty must equal the sum of its claim accounts (spec §5 "must equal the claim account").
 * CLAIM_QTY_NOT_EQUAL_ACCOUNTS {partCode, claimQty, accountQty}, field `lines[i].accounts`.
 */
export function checkClaimAccounts(
  line: { partCode: string; claimQty: number; accounts: readonly { qty: number }[] },
  field: string,
): RuleViolation | null {
  const accountQty = line.accounts.reduce((sum, a) => sum + a.qty, 0);
  return accountQty === line.claimQty
    ? null
    : violation(
        'CLAIM_QTY_NOT_EQUAL_ACCOUNTS',
        { partCode: line.partCode, claimQty: line.claimQty, accountQty },
        field,
      );
}

/** The send date may not lie after today (business dates `yyyy-MM-dd`). CLAIM_SEND_DATE_INVALID. */
export function checkClaimSendDate(sendDate: string, today: string): RuleViolation | null {
  return sendDate <= today ? null : violation('CLAIM_SEND_DATE_INVALID', { sendDate }, 'sendDate');
}

/** Adds whole days to a business date `yyyy-MM-dd`. */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The last business date (`yyyy-MM-dd` in the business time zone `tz`) on which a claim backed at
 * `backedAt` may be resubmitted.
 */
export const claimResubmitDeadline = (backedAt: Date, tz: string): string =>
  addDays(businessDate(backedAt, tz), CLAIM_RESUBMIT_DAYS);

/**
 * A backed claim may be resubmitted within 7 natural days of the rejection, counted in business dates
 * of the business time zone `businessTz`: backed on day D, the resubmit is allowed through D + 7.
 * CLAIM_RESUBMIT_EXPIRED {deadline} otherwise.
 */
export function checkClaimResubmitWindow(claim: {
  backedAt: Date | null;
  now: Date;
  businessTz: string;
}): RuleViolation | null {
  if (!claim.backedAt) return null;
  const deadline = claimResubmitDeadline(claim.backedAt, claim.businessTz);
  return businessDate(claim.now, claim.businessTz) <= deadline
    ? null
    : violation('CLAIM_RESUBMIT_EXPIRED', { deadline });
}
