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

/** Dealer order status 0-11 (spec §4). */
const orderStatus: StatusKind = {
  tones: {
    0: 'default',
    1: 'gold',
    2: 'orange',
    3: 'blue',
    4: 'cyan',
    5: 'purple',
    6: 'geekblue',
    7: 'geekblue',
    8: 'green',
    9: 'success',
    10: 'default',
    11: 'default',
  },
  labels: ORDER_STATUS_LABELS,
  numeric: true,
};

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
  logisticsStatus: {
    tones: { 0: 'default', 1: 'processing', 2: 'success' },
    labels: LOGISTICS_STATUS_LABELS,
    numeric: true,
  },
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
  claimStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'green', 3: 'cyan', 4: 'red', 5: 'orange', 6: 'success' },
    labels: CLAIM_STATUS_LABELS,
    numeric: true,
  },
  poppStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'geekblue', 5: 'success', 6: 'red' },
    labels: POPP_STATUS_LABELS,
    numeric: true,
  },
  poppType: {
    tones: { regular: 'blue', special: 'purple', dealerScrap: 'orange' },
    labels: POPP_TYPE_LABELS,
  },
  subsidyStatus: {
    tones: {
      0: 'default',
      1: 'gold',
      2: 'red',
      3: 'blue',
      4: 'red',
      5: 'blue',
      6: 'red',
      7: 'blue',
      8: 'red',
      9: 'cyan',
      10: 'geekblue',
      11: 'success',
      12: 'default',
    },
    labels: SUBSIDY_STATUS_LABELS,
    numeric: true,
  },
  approvalFlowStatus: {
    tones: { '-1': 'default', 0: 'gold', 1: 'blue', 2: 'red', 3: 'success' },
    labels: APPROVAL_FLOW_STATUS_LABELS,
    numeric: true,
  },
  userState: {
    tones: { locked: 'error', active: 'success', mustChange: 'warning' },
    i18nPrefix: 'admin:user.state',
  },
  transferStatus: {
    tones: { 0: 'gold', 1: 'blue', 2: 'cyan', 3: 'success', 4: 'red' },
    labels: TRANSFER_STATUS_LABELS,
    numeric: true,
  },
  receiptStatus: {
    tones: { 0: 'gold', 1: 'blue', 2: 'success' },
    labels: RECEIPT_STATUS_LABELS,
    numeric: true,
  },
  stockOrderStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'success' },
    labels: STOCK_ORDER_STATUS_LABELS,
    numeric: true,
  },
  adjustmentStatus: {
    tones: { 0: 'gold', 1: 'success', 2: 'red' },
    labels: ADJUSTMENT_STATUS_LABELS,
    numeric: true,
  },
  countPlanStatus: {
    tones: { 0: 'default', 1: 'processing', 2: 'success' },
    labels: COUNT_PLAN_STATUS_LABELS,
    numeric: true,
  },
  warehouseClaimStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'green', 3: 'cyan', 4: 'orange', 5: 'success' },
    labels: WAREHOUSE_CLAIM_STATUS_LABELS,
    numeric: true,
  },
  majorClaimStatus: {
    tones: { 0: 'gold', 1: 'success', 2: 'red' },
    labels: MAJOR_CLAIM_STATUS_LABELS,
    numeric: true,
  },
  bodStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'green', 3: 'red', 4: 'success' },
    labels: BOD_STATUS_LABELS,
    numeric: true,
  },
  rfqStatus: {
    tones: { 0: 'gold', 1: 'red', 2: 'blue', 3: 'success', 4: 'default' },
    labels: RFQ_STATUS_LABELS,
    numeric: true,
  },
  fixPriceStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'processing', 3: 'success' },
    labels: FIX_PRICE_STATUS_LABELS,
    numeric: true,
  },
  poStatus: {
    tones: { 0: 'default', 1: 'gold', 2: 'blue', 3: 'cyan', 4: 'success', 5: 'red' },
    labels: PO_STATUS_LABELS,
    numeric: true,
  },
  asnStatus: {
    tones: { 0: 'processing', 1: 'success' },
    labels: ASN_STATUS_LABELS,
    numeric: true,
  },
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
