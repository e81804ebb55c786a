/**
 * Interface transfers to partner systems (spec §8 "interface transfer failures with retransmit",
 * §9 "max items to supplier system: 30 for one interface, 150 for two others"). Each interface has a
 * code, a bilingual name and the most items one message may carry; a larger batch is split.
 * Decision record: docs/decisions/interface-transfers.md.
 */
export const INTERFACES = {
  invoiceToDealer: { zh: '发票信息传送经销商系统', en: 'Invoice to dealer system', maxItems: 150 },
  invoiceRequestToFinance: { zh: '开票申请传送财务系统', en: 'Invoice request to finance', maxItems: 150 },
  srmRfq: { zh: '询价单传送SRM', en: 'RFQ to SRM', maxItems: 30 },
  srmPurchaseOrder: { zh: '采购订单传送SRM', en: 'Purchase order to SRM', maxItems: 150 },
  srmFixPrice: { zh: '定价传送SRM', en: 'Fix price to SRM', maxItems: 150 },
} as const satisfies Record<string, { zh: string; en: string; maxItems: number }>;

export type InterfaceCode = keyof typeof INTERFACES;
export const INTERFACE_CODES = Object.keys(INTERFACES) as InterfaceCode[];
export const isInterfaceCode = (value: string): value is InterfaceCode => Object.hasOwn(INTERFACES, value);

/**
 * Status of one outbound message. `notConfigured`: no partner endpoint yet, waits (nothing is lost);
 * `pending`: due for a (re)try at its next attempt time; `sending`: claimed by a sender until its
 * claim lapses; `sent`: the partner answered OK; `failed`: final (retries used up, rejected by the
 * partner, or a repeated ResponseCode) until retransmitted.
 */
export const TRANSFER_STATUSES = ['notConfigured', 'pending', 'sending', 'sent', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Allowed status changes of a message, as data (ARCHITECTURE §3 "state machines are data"). */
export const TRANSFER_TRANSITIONS: Record<TransferStatus, readonly TransferStatus[]> = {
  notConfigured: ['pending'],
  pending: ['sending', 'notConfigured'],
  sending: ['sent', 'pending', 'failed'],
  sent: [],
  failed: ['pending', 'notConfigured'],
};

/** True when a message in `status` may be retransmitted by hand (only a final failure). */
export const isRetransmittable = (status: TransferStatus): boolean => status === 'failed';

/**
 * Delay before retry number `attempt` (1-based, the attempt that just failed): `baseMs · 2^(attempt-1)`,
 * capped at `capMs`. Pure, for the sender and its tests.
 */
export function retryDelayMs(attempt: number, baseMs: number, capMs = 10 * 60_000): number {
  const n = Math.max(1, Math.floor(attempt));
  return Math.min(capMs, baseMs * 2 ** Math.min(n - 1, 30));
}

/** Splits `items` into chunks of at most `cap` (cap ≥ 1); an empty batch is one empty chunk. */
export function splitItems<T>(items: readonly T[], cap: number): T[][] {
  const size = Math.max(1, Math.floor(cap));
  if (items.length === 0) return [[]];
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * The partner's answer in the spec's second envelope (§7: `Result` OK or Error, `Msg`, `ReturnObject`;
 * message types Success, Error, Exception, NoData).
 */
export interface PartnerEnvelope {
  Result: 'OK' | 'Error';
  Msg: string;
  MsgType?: 'Success' | 'Error' | 'Exception' | 'NoData';
  ReturnObject?: unknown;
}
export const PARTNER_MESSAGE_TYPES = ['Success', 'Error', 'Exception', 'NoData'] as const;
