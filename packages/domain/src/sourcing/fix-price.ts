import Decimal from 'decimal.js';
import type { ErrorCode } from '../errors/index.js';
import type { Label } from '../rules.js';

/**
 * Fix price (spec §4 "Fix price", page codes FPM001/FPM002): a proposed purchase price of a part from
 * a supplier, priced into the part's sale prices and approved in an audit package. Statuses:
 * 0 unaudited, 1 pricing, 2 waiting audit (in a package), 3 audited (the prices are in force).
 */
export const FIX_PRICE_STATUS = { unaudited: 0, pricing: 1, waitingAudit: 2, audited: 3 } as const;
export type FixPriceStatus = (typeof FIX_PRICE_STATUS)[keyof typeof FIX_PRICE_STATUS];
export const FIX_PRICE_STATUSES: readonly FixPriceStatus[] = [0, 1, 2, 3];
export const FIX_PRICE_STATUS_LABELS: Readonly<Record<FixPriceStatus, Label>> = {
  0: { zh: '未审核', en: 'Unaudited' },
  1: { zh: '定价中', en: 'Pricing' },
  2: { zh: '待审核', en: 'Waiting audit' },
  3: { zh: '已审核', en: 'Audited' },
};

/**
 * The approval (BPM) status of an audit package (spec §4 "cancel package needs BPM status waitcreate,
 * cancel or reject"): waitcreate (packaged, not yet in the approval flow), approving, approved,
 * reject, cancel (withdrawn from the flow).
 */
export const BPM_STATUSES = ['waitcreate', 'approving', 'approved', 'reject', 'cancel'] as const;
export type BpmStatus = (typeof BPM_STATUSES)[number];
export const BPM_STATUS_LABELS: Readonly<Record<BpmStatus, Label>> = {
  waitcreate: { zh: '待创建', en: 'Wait create' },
  approving: { zh: '审批中', en: 'Approving' },
  approved: { zh: '已批准', en: 'Approved' },
  reject: { zh: '已驳回', en: 'Rejected' },
  cancel: { zh: '已撤回', en: 'Cancelled' },
};

/** Price types of a fix price (set by "type import", spec §4). */
export const FIX_PRICE_TYPES = ['new', 'change', 'temporary'] as const;
export type FixPriceType = (typeof FIX_PRICE_TYPES)[number];
export const FIX_PRICE_TYPE_LABELS: Readonly<Record<FixPriceType, Label>> = {
  new: { zh: '新品定价', en: 'New part' },
  change: { zh: '调价', en: 'Price change' },
  temporary: { zh: '临时价', en: 'Temporary' },
};

export type FixPriceAction =
  | 'modify'
  | 'delete'
  | 'typeImport'
  | 'startPricing'
  | 'calculate'
  | 'package'
  | 'submitPackage'
  | 'withdrawPackage'
  | 'auditPackage'
  | 'cancelPackage';

/**
 * The fix-price state machine as data: allowed statuses, allowed BPM statuses (when the step is on a
 * package), the status it leads to (`null`: unchanged or removed) and the code refusing it (spec §4).
 * `auditPackage` leads to 3 on approval; a rejection keeps 2 with BPM status `reject`.
 */
export const FIX_PRICE_ACTIONS: Readonly<
  Record<
    FixPriceAction,
    {
      from: readonly FixPriceStatus[];
      bpm?: readonly (BpmStatus | null)[];
      to: FixPriceStatus | null;
      refused: ErrorCode;
    }
  >
> = {
  modify: { from: [0], to: null, refused: 'FIX_PRICE_NOT_MODIFIABLE' },
  delete: { from: [0], to: null, refused: 'FIX_PRICE_NOT_DELETABLE' },
  typeImport: { from: [0], to: null, refused: 'FIX_PRICE_TYPE_IMPORT_NOT_ALLOWED' },
  startPricing: { from: [0], to: 1, refused: 'FIX_PRICE_NOT_UNAUDITED' },
  calculate: { from: [1], to: null, refused: 'FIX_PRICE_NOT_PRICING' },
  package: { from: [1], to: 2, refused: 'FIX_PRICE_NOT_PRICING' },
  submitPackage: { from: [2], bpm: ['waitcreate'], to: null, refused: 'FIX_PRICE_PACKAGE_NOT_SUBMITTABLE' },
  withdrawPackage: { from: [2], bpm: ['approving'], to: null, refused: 'FIX_PRICE_PACKAGE_NOT_WITHDRAWABLE' },
  auditPackage: {
    from: [2],
    bpm: ['waitcreate', 'approving'],
    to: 3,
    refused: 'FIX_PRICE_NOT_PENDING_AUDIT',
  },
  cancelPackage: {
    from: [2],
    bpm: ['waitcreate', 'cancel', 'reject'],
    to: 1,
    refused: 'FIX_PRICE_PACKAGE_NOT_CANCELLABLE',
  },
};

/** True when `action` is allowed on a fix price in `status` with package BPM status `bpm`. */
export function fixPriceActionAllowed(
  action: FixPriceAction,
  status: FixPriceStatus,
  bpm: BpmStatus | null,
): boolean {
  const rule = FIX_PRICE_ACTIONS[action];
  return rule.from.includes(status) && (!rule.bpm || rule.bpm.includes(bpm));
}

/**
 * Markups from the CNY purchase price to the part's prices (decision record sourcing.md): ordinary,
 * rush, rush land, suggested retail and normal price.
 */
export const FIX_PRICE_MARKUPS = {
  priceOrdinary: '1.30',
  priceRush: '1.45',
  priceRushLand: '1.38',
  priceSuggestedRetail: '1.60',
  priceNormal: '1.30',
} as const;
export type PartPriceField = keyof typeof FIX_PRICE_MARKUPS;
export type PartPrices = Record<PartPriceField, string>;

/**
 * The part's prices (CNY, 2 decimals, half up) from a purchase price in its currency and the exchange
 * rate to CNY: `purchasePrice × exchangeRate × markup`. Pure.
 */
export function calculatePartPrices(purchasePrice: string, exchangeRate: string): PartPrices {
  const cny = new Decimal(purchasePrice).times(exchangeRate);
  const out = {} as PartPrices;
  for (const [field, markup] of Object.entries(FIX_PRICE_MARKUPS))
    out[field as PartPriceField] = cny.times(markup).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
  return out;
}
