import {
  ADJUSTMENT_STATUS_LABELS,
  APPROVAL_FLOW_STATUS_LABELS,
  ASN_STATUS_LABELS,
  BOD_STATUS_LABELS,
  BPM_STATUS_LABELS,
  CLAIM_STATUS_LABELS,
  COUNT_PLAN_STATUS_LABELS,
  FIX_PRICE_STATUS_LABELS,
  type Label,
  LOGISTICS_STATUS_LABELS,
  MAJOR_CLAIM_STATUS_LABELS,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PART_STATUSES,
  type PartStatus,
  PO_STATUS_LABELS,
  POPP_STATUS_LABELS,
  POPP_TYPE_LABELS,
  RECEIPT_STATUS_LABELS,
  RFQ_STATUS_LABELS,
  STOCK_ORDER_STATUS_LABELS,
  SUBSIDY_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
  VOR_APPROVAL_STATUS_LABELS,
  WAREHOUSE_CLAIM_STATUS_LABELS,
} from '@spm/domain';

/** Colours of status tags (antd preset colours); each status kind maps its values to one of these. */
export type StatusTone =
  | 'default'
  | 'processing'
  | 'success'
  | 'warning'
  | 'error'
  | 'gold'
  | 'orange'
  | 'blue'
  | 'geekblue'
  | 'green'
  | 'red'
  | 'purple'
  | 'cyan';

/**
 * One kind of status: tone per value and where its wording comes from — the domain's zh/en labels
 * (`labels`, optionally prefixed with the code as part statuses are), or an i18n key prefix.
 * Values in `silent` show no tag (e.g. VOR approval `none`).
 */
export interface StatusKind {
  tones: Readonly<Record<string, StatusTone>>;
  labels?: Readonly<Record<string, Label>>;
  codePrefix?: boolean;
  i18nPrefix?: string;
  silent?: readonly string[];
  /** The values are numbers (order status 0-11). */
  numeric?: boolean;
}

/**
 * A kind of status numbered 0, 1, 2, …: `tones[n]` is the tone of status `n`, the wording the
 * domain's `labels`.
 */
function numericStatus(labels: Readonly<Record<string, Label>>, tones: readonly StatusTone[]): StatusKind {
  return { tones: Object.fromEntries(tones.map((tone, n) => [n, tone])), labels, numeric: true };
}

/** Dealer order status 0-11 (spec §4). */
const orderStatus = numericStatus(ORDER_STATUS_LABELS, [
  'default',
  'gold',
  'orange',
  'blue',
  'cyan',
  'purple',
  'geekblue',
  'geekblue',
  'green',
  'success',
  'default',
  'default',
]);

/** Part status (spec §4 wording: normal green, to be abolished gold, replaced purple, abolished red). */
const partStatus: StatusKind = {
  tones: {
    CUR: 'success',
    ATP: 'cyan',
    OWO: 'gold',
    OSRB: 'gold',
    ORB: 'purple',
    ONR: 'error',
  } satisfies Record<PartStatus, StatusTone>,
  labels: PART_STATUSES,
  codePrefix: true,
};

/**
 * The status kinds of the application, one table per domain (ARCHITECTURE §4 "StatusTag, tones from
 * the domain"). `StatusTag kind="…"` and `col.status(…, kind)` read them.
 */
export const STATUS_KINDS = {
  orderStatus,
  logisticsStatus: numericStatus(LOGISTICS_STATUS_LABELS, ['default', 'processing', 'success']),
  orderType: {
    tones: { VOR: 'red', Urgent: 'orange', Normal: 'blue', DFS: 'purple' },
    labels: ORDER_TYPE_LABELS,
  },
  vorApproval: {
    tones: { pending: 'gold', approved: 'green', rejected: 'red' },
    labels: VOR_APPROVAL_STATUS_LABELS,
    silent: ['none'],
  },
  partStatus,
  claimStatus: numericStatus(CLAIM_STATUS_LABELS, [
    'default',
    'gold',
    'green',
    'cyan',
    'red',
    'orange',
    'success',
  ]),
  poppStatus: numericStatus(POPP_STATUS_LABELS, [
    'default',
    'gold',
    'blue',
    'cyan',
    'geekblue',
    'success',
    'red',
  ]),
  poppType: {
    tones: { regular: 'blue', special: 'purple', dealerScrap: 'orange' },
    labels: POPP_TYPE_LABELS,
  },
  subsidyStatus: numericStatus(SUBSIDY_STATUS_LABELS, [
    'default',
    'gold',
    'red',
    'blue',
    'red',
    'blue',
    'red',
    'blue',
    'red',
    'cyan',
    'geekblue',
    'success',
    'default',
  ]),
  approvalFlowStatus: {
    tones: { '-1': 'default', 0: 'gold', 1: 'blue', 2: 'red', 3: 'success' },
    labels: APPROVAL_FLOW_STATUS_LABELS,
    numeric: true,
  },
  userState: {
    tones: { locked: 'error', active: 'success', mustChange: 'warning' },
    i18nPrefix: 'admin:user.state',
  },
  transferStatus: numericStatus(TRANSFER_STATUS_LABELS, ['gold', 'blue', 'cyan', 'success', 'red']),
  receiptStatus: numericStatus(RECEIPT_STATUS_LABELS, ['gold', 'blue', 'success']),
  stockOrderStatus: numericStatus(STOCK_ORDER_STATUS_LABELS, ['default', 'gold', 'success']),
  adjustmentStatus: numericStatus(ADJUSTMENT_STATUS_LABELS, ['gold', 'success', 'red']),
  countPlanStatus: numericStatus(COUNT_PLAN_STATUS_LABELS, ['default', 'processing', 'success']),
  warehouseClaimStatus: numericStatus(WAREHOUSE_CLAIM_STATUS_LABELS, [
    'default',
    'gold',
    'green',
    'cyan',
    'orange',
    'success',
  ]),
  majorClaimStatus: numericStatus(MAJOR_CLAIM_STATUS_LABELS, ['gold', 'success', 'red']),
  bodStatus: numericStatus(BOD_STATUS_LABELS, ['default', 'gold', 'green', 'red', 'success']),
  rfqStatus: numericStatus(RFQ_STATUS_LABELS, ['gold', 'red', 'blue', 'success', 'default']),
  fixPriceStatus: numericStatus(FIX_PRICE_STATUS_LABELS, ['default', 'gold', 'processing', 'success']),
  poStatus: numericStatus(PO_STATUS_LABELS, ['default', 'gold', 'blue', 'cyan', 'success', 'red']),
  asnStatus: numericStatus(ASN_STATUS_LABELS, ['processing', 'success']),
  bpmStatus: {
    tones: {
      waitcreate: 'default',
      approving: 'processing',
      approved: 'success',
      reject: 'red',
      cancel: 'orange',
    },
    labels: BPM_STATUS_LABELS,
  },
} satisfies Record<string, StatusKind>;

export type StatusKindName = keyof typeof STATUS_KINDS;
