import { Decimal } from '../money.js';
import type { Label, RuleViolation } from '../rules.js';
import { violation } from '../rules.js';

/** Natural days after the settlement's signing date within which a subsidy may be submitted (spec §9). */
export const SUBSIDY_SUBMIT_DAYS = 90;
/** Each subsidy attachment: at most 5 MB, name at most 30 characters (spec §9). */
export const SUBSIDY_ATTACHMENT_MAX_BYTES = 5 * 1024 * 1024;
export const SUBSIDY_ATTACHMENT_NAME_MAX = 30;
/** Head-office rejections after which the dealer can no longer submit (spec §4 "second rejection"). */
export const SUBSIDY_REJECT_LIMIT = 2;

/** File kinds an attachment kind accepts (checked by content). */
export type SubsidyFileType = 'xlsx' | 'jpg' | 'png' | 'pdf';
const IMAGES: readonly SubsidyFileType[] = ['jpg', 'png'];
const IMAGES_PDF: readonly SubsidyFileType[] = ['jpg', 'png', 'pdf'];

/** One attachment kind: accepted file types and how many files (min–max) a submitted application has. */
export interface SubsidyAttachmentKind {
  readonly key: string;
  readonly label: Label;
  readonly types: readonly SubsidyFileType[];
  readonly min: number;
  readonly max: number;
}

/**
 * The attachment kinds and counts of spec §5 "Subsidy". Kinds whose type the spec does not name
 * (damage photos, VIN and licence photos, certificates and lists) take images, and the documents
 * also PDF (docs/decisions/accident-car-subsidy.md).
 */
export const SUBSIDY_ATTACHMENT_KINDS = [
  {
    key: 'labourCost',
    label: { zh: '工时费明细', en: 'Labour cost detail' },
    types: ['xlsx'],
    min: 1,
    max: 1,
  },
  { key: 'scenePhoto', label: { zh: '事故现场照片', en: 'Scene photos' }, types: IMAGES, min: 2, max: 4 },
  {
    key: 'signedStatement',
    label: { zh: '客户签字维修结算单', en: 'Customer-signed repair statement' },
    types: IMAGES_PDF,
    min: 1,
    max: 1,
  },
  {
    key: 'statementExcel',
    label: { zh: '维修结算单Excel', en: 'Repair statement Excel' },
    types: ['xlsx'],
    min: 1,
    max: 1,
  },
  { key: 'damagePhoto', label: { zh: '车损照片', en: 'Damage photos' }, types: IMAGES, min: 6, max: 9 },
  { key: 'vinPhoto', label: { zh: 'VIN码照片', en: 'VIN photo' }, types: IMAGES, min: 1, max: 1 },
  { key: 'licencePhoto', label: { zh: '行驶证照片', en: 'Licence photo' }, types: IMAGES, min: 1, max: 2 },
  {
    key: 'accidentCertificate',
    label: { zh: '事故证明', en: 'Accident certificate' },
    types: IMAGES_PDF,
    min: 1,
    max: 1,
  },
  {
    key: 'insurancePolicy',
    label: { zh: '商业险保单', en: 'Commercial insurance policy' },
    types: IMAGES_PDF,
    min: 1,
    max: 1,
  },
  {
    key: 'lossAgreement',
    label: { zh: '定损协议或证明', en: 'Loss agreement or proof' },
    types: IMAGES_PDF,
    min: 1,
    max: 1,
  },
  {
    key: 'insurerClaimList',
    label: { zh: '保险公司最终理赔清单', en: 'Insurer final claim list' },
    types: IMAGES_PDF,
    min: 1,
    max: 1,
  },
  { key: 'repairInvoice', label: { zh: '维修发票', en: 'Repair invoice' }, types: IMAGES, min: 1, max: 1 },
] as const satisfies readonly SubsidyAttachmentKind[];

export type SubsidyAttachmentKindKey = (typeof SUBSIDY_ATTACHMENT_KINDS)[number]['key'];
export const SUBSIDY_ATTACHMENT_KIND_KEYS = SUBSIDY_ATTACHMENT_KINDS.map((k) => k.key) as [
  SubsidyAttachmentKindKey,
  ...SubsidyAttachmentKindKey[],
];
export const subsidyAttachmentKind = (key: string): SubsidyAttachmentKind | undefined =>
  SUBSIDY_ATTACHMENT_KINDS.find((k) => k.key === key);

/**
 * Attachment counts per kind on submit (spec §5): every kind below its minimum is
 * SUBSIDY_ATTACHMENT_MISSING {field, min, count}, every kind above its maximum
 * SUBSIDY_ATTACHMENT_TOO_MANY {field, max, count}, each on field `attachments.<kind>`; `field` is the
 * kind's key, which messages show by its label. Empty when all kinds are within their counts.
 */
export function checkSubsidyAttachmentCounts(kinds: readonly string[]): RuleViolation[] {
  const counts = new Map<string, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  const found: RuleViolation[] = [];
  for (const kind of SUBSIDY_ATTACHMENT_KINDS) {
    const count = counts.get(kind.key) ?? 0;
    const name = kind.key;
    if (count < kind.min)
      found.push(
        violation(
          'SUBSIDY_ATTACHMENT_MISSING',
          { field: name, min: kind.min, count },
          `attachments.${kind.key}`,
        ),
      );
    else if (count > kind.max)
      found.push(
        violation(
          'SUBSIDY_ATTACHMENT_TOO_MANY',
          { field: name, max: kind.max, count },
          `attachments.${kind.key}`,
        ),
      );
  }
  return found;
}

/** Natural days from business date `from` to business date `to` (both `yyyy-MM-dd`; pure, no zone). */
export function daysBetween(from: string, to: string): number {
  const ms = Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

/** The last business date a subsidy may be submitted for a settlement signed on `signingDate`. */
export function lastSubsidySubmitDate(signingDate: string): string {
  const d = new Date(`${signingDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + SUBSIDY_SUBMIT_DAYS);
  return d.toISOString().slice(0, 10);
}

/**
 * Submit within 90 natural days of the settlement's signing date (spec §9): `today` (business date)
 * at most `lastSubsidySubmitDate(signingDate)`. SUBSIDY_SUBMIT_WINDOW_PASSED {signingDate, lastDate, days}.
 */
export function checkSubsidySubmitWindow(signingDate: string, today: string): RuleViolation | null {
  const lastDate = lastSubsidySubmitDate(signingDate);
  return today <= lastDate
    ? null
    : violation('SUBSIDY_SUBMIT_WINDOW_PASSED', { signingDate, lastDate, days: SUBSIDY_SUBMIT_DAYS });
}

/**
 * A second head-office rejection in the same application blocks submit (spec §4):
 * SUBSIDY_SUBMIT_BLOCKED {rejections} once `rejectCount` reaches `SUBSIDY_REJECT_LIMIT`.
 */
export function checkSubsidyResubmittable(doc: { rejectCount: number }): RuleViolation | null {
  return doc.rejectCount < SUBSIDY_REJECT_LIMIT
    ? null
    : violation('SUBSIDY_SUBMIT_BLOCKED', { rejections: doc.rejectCount });
}

/** The vehicle as the application states it and as the register and the order know it. */
export interface SubsidyVehicleFacts {
  vin: string;
  plateNo: string | null;
  licenceRegistrationDate: string | null;
  orderVin: string;
  settlementVin: string;
  registered: { plateNo: string | null; deliveryDate: string | null } | null;
}

/**
 * VIN, plate and delivery date consistent (spec §5): the VIN is the order's and the settlement's and is
 * in the vehicle register (SUBSIDY_VIN_MISMATCH {vin, expected} / ACCIDENT_VIN_NOT_REGISTERED {vin}),
 * the plate is the register's (SUBSIDY_PLATE_MISMATCH), the licence registration date its delivery
 * date (SUBSIDY_DELIVERY_DATE_MISMATCH), where the register holds one.
 */
export function checkSubsidyVehicle(f: SubsidyVehicleFacts): RuleViolation[] {
  const found: RuleViolation[] = [];
  if (f.vin !== f.orderVin)
    found.push(violation('SUBSIDY_VIN_MISMATCH', { vin: f.vin, expected: f.orderVin }, 'vin'));
  else if (f.vin !== f.settlementVin)
    found.push(violation('SUBSIDY_VIN_MISMATCH', { vin: f.vin, expected: f.settlementVin }, 'vin'));
  if (!f.registered) {
    found.push(violation('ACCIDENT_VIN_NOT_REGISTERED', { vin: f.vin }, 'vin'));
    return found;
  }
  const { plateNo, deliveryDate } = f.registered;
  if (plateNo && f.plateNo !== plateNo)
    found.push(
      violation('SUBSIDY_PLATE_MISMATCH', { plateNo: f.plateNo ?? '-', expected: plateNo }, 'plateNo'),
    );
  if (deliveryDate && f.licenceRegistrationDate !== deliveryDate)
    found.push(
      violation(
        'SUBSIDY_DELIVERY_DATE_MISMATCH',
        { date: f.licenceRegistrationDate ?? '-', expected: deliveryDate },
        'licenceRegistrationDate',
      ),
    );
  return found;
}

/** Product codes consistent (spec §5): the material number is a part on the accident order. */
export function checkSubsidyMaterial(
  materialNumber: string,
  orderPartCodes: readonly string[],
  dealerOrderNo: string,
): RuleViolation | null {
  return orderPartCodes.includes(materialNumber)
    ? null
    : violation('SUBSIDY_MATERIAL_NOT_ON_ORDER', { materialNumber, dealerOrderNo }, 'materialNumber');
}

/**
 * The loss determined cannot exceed the vehicle-damage cover of the policy (spec §5 "loss amount
 * equals the assessment and policy amount is the vehicle-damage cover"): SUBSIDY_LOSS_ABOVE_POLICY.
 */
export function checkSubsidyLoss(lossAmount: string, policyAmount: string): RuleViolation | null {
  return new Decimal(lossAmount).lte(policyAmount)
    ? null
    : violation('SUBSIDY_LOSS_ABOVE_POLICY', { lossAmount, policyAmount }, 'lossAmount');
}

/** One row of the head-office subsidy standard table: a car model and a loss band. */
export interface SubsidyStandard {
  id: number;
  modelCode: string;
  /** Loss band, CNY: from (inclusive) to (exclusive; null = no upper bound). */
  lossFrom: string;
  lossTo: string | null;
  /** Subsidy rate applied to the pre-discount parts total, 0–1 (4 decimals). */
  rate: string;
  /** The most one application receives, CNY. */
  capAmount: string;
}

/** The standard of `modelCode` whose loss band holds `lossAmount`, or undefined. */
export function matchSubsidyStandard<T extends SubsidyStandard>(
  standards: readonly T[],
  modelCode: string,
  lossAmount: string,
): T | undefined {
  const loss = new Decimal(lossAmount);
  return standards.find(
    (s) => s.modelCode === modelCode && loss.gte(s.lossFrom) && (s.lossTo === null || loss.lt(s.lossTo)),
  );
}

/** The figures the calculation answers (CNY with 2 decimals; ratio with 4). */
export interface SubsidyFigures {
  fixedLossRatio: string;
  subsidyAmount: string;
  actualSupplementaryAmount: string;
}

/**
 * The accident car subsidy calculation (docs/decisions/accident-car-subsidy.md), pure:
 * - fixed loss ratio = loss amount ÷ policy amount, 4 decimals half-up (0 when the policy is 0);
 * - subsidy amount = min(pre-discount total × standard rate, standard cap), 2 decimals half-up;
 * - actual supplementary amount = max(subsidy amount − deduction, 0).
 */
export function calculateSubsidy(input: {
  preDiscountTotal: string;
  lossAmount: string;
  policyAmount: string;
  deduction: string;
  standard: Pick<SubsidyStandard, 'rate' | 'capAmount'>;
}): SubsidyFigures {
  const policy = new Decimal(input.policyAmount);
  const ratio = policy.isZero() ? new Decimal(0) : new Decimal(input.lossAmount).div(policy);
  const raw = new Decimal(input.preDiscountTotal).times(input.standard.rate);
  const subsidy = Decimal.min(raw, input.standard.capAmount).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const actual = Decimal.max(subsidy.minus(input.deduction), 0);
  return {
    fixedLossRatio: ratio.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4),
    subsidyAmount: subsidy.toFixed(2),
    actualSupplementaryAmount: actual.toFixed(2),
  };
}
