import {
  CLAIM_STATUS_LABELS,
  type Label,
  ORDER_STATUS_LABELS,
  ORDER_TYPE_LABELS,
  PART_STATUSES,
  type PartStatus,
  POPP_STATUS_LABELS,
  POPP_TYPE_LABELS,
  VOR_APPROVAL_STATUS_LABELS,
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
  userState: {
    tones: { locked: 'error', active: 'success', mustChange: 'warning' },
    i18nPrefix: 'admin:user.state',
  },
} satisfies Record<string, StatusKind>;

export type StatusKindName = keyof typeof STATUS_KINDS;
