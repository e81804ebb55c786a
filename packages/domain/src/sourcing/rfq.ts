import type { ErrorCode } from '../errors/index.js';
import type { Label } from '../rules.js';

/**
 * RFQ (request for quotation, spec §4 "RFQ", page codes RFQ001/RFQ002): head office asks one or more
 * suppliers to quote parts. Statuses: 0 waiting confirm, 1 rejected (editable, the suppliers quote
 * again), 2 confirmed, 3 sent to the sourcing system (SRM), 4 stopped.
 */
export const RFQ_STATUS = { waitingConfirm: 0, rejected: 1, confirmed: 2, sentToSrm: 3, stopped: 4 } as const;
export type RfqStatus = (typeof RFQ_STATUS)[keyof typeof RFQ_STATUS];
export const RFQ_STATUSES: readonly RfqStatus[] = [0, 1, 2, 3, 4];
export const RFQ_STATUS_LABELS: Readonly<Record<RfqStatus, Label>> = {
  0: { zh: '待确认', en: 'Waiting confirm' },
  1: { zh: '已驳回', en: 'Rejected' },
  2: { zh: '已确认', en: 'Confirmed' },
  3: { zh: '已传送SRM', en: 'Sent to SRM' },
  4: { zh: '已终止', en: 'Stopped' },
};

/** What may be done to an RFQ. `quote` is the supplier's; the others are head office's. */
export type RfqAction = 'edit' | 'quote' | 'confirm' | 'reject' | 'delete' | 'stop' | 'transfer';

/**
 * The RFQ state machine as data: for each action, the statuses it is allowed from, the status it
 * leads to (`null`: unchanged for `edit`/`quote` on a waiting RFQ, removed for `delete`), and the
 * error code refusing it elsewhere (spec §4 "confirm, delete, stop and transfer are refused when invalid").
 */
export const RFQ_ACTIONS: Readonly<
  Record<RfqAction, { from: readonly RfqStatus[]; to: RfqStatus | null; refused: ErrorCode }>
> = {
  edit: { from: [0, 1], to: 0, refused: 'RFQ_NOT_EDITABLE' },
  quote: { from: [0, 1], to: null, refused: 'RFQ_NOT_QUOTABLE' },
  confirm: { from: [0], to: 2, refused: 'RFQ_NOT_CONFIRMABLE' },
  reject: { from: [0], to: 1, refused: 'RFQ_NOT_REJECTABLE' },
  delete: { from: [0, 1], to: null, refused: 'RFQ_NOT_DELETABLE' },
  stop: { from: [2, 3], to: 4, refused: 'RFQ_NOT_STOPPABLE' },
  transfer: { from: [2], to: 3, refused: 'RFQ_NOT_TRANSFERABLE' },
};

/** True when `action` is allowed on an RFQ in `status` (the web enables its buttons from this). */
export const rfqActionAllowed = (action: RfqAction, status: RfqStatus): boolean =>
  RFQ_ACTIONS[action].from.includes(status);

/** Most lines and suppliers one RFQ takes. */
export const RFQ_MAX_LINES = 500;
export const RFQ_MAX_SUPPLIERS = 20;
