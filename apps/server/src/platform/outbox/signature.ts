import { createHmac, timingSafeEqual } from 'node:crypto';

/** Header names of a signed partner call (both directions). */
export const SIGNATURE_HEADERS = {
  timestamp: 'x-spm-timestamp',
  signature: 'x-spm-signature',
  messageId: 'x-spm-message-id',
  interfaceCode: 'x-spm-interface',
} as const;

/** `sha256=<hex HMAC-SHA256 of "<timestamp>.<body>" with the shared secret>`. */
export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * True when `signature` is the one `sign` makes for this body and the timestamp (epoch seconds) is
 * within `toleranceSeconds` of `nowMs` (a replayed old call is refused).
 */
export function verifySignature(opts: {
  secret: string;
  timestamp: string | undefined;
  signature: string | undefined;
  body: string;
  nowMs: number;
  toleranceSeconds?: number;
}): boolean {
  const { secret, timestamp, signature, body, nowMs } = opts;
  if (!timestamp || !signature || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > (opts.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
