import { okOf } from './client';
import type { SharedTestApp } from './helpers';

/** The warehouse receipts of the API (transfers, shipping notices). */
export const RECEIPTS = '/api/v1/warehouse/receipts';

/**
 * Receives `lines` of a receipt (at its `version`) under `containerNo` and passes its packaging audit,
 * both as `user` and both expected to succeed; answers the two answers' `data`.
 */
export async function receiveAndAudit<U extends string>(
  t: SharedTestApp<U>,
  user: U,
  receipt: { id: number; version: number },
  containerNo: string,
  lines: { lineId: number; receivedQty: number; remark?: string }[],
) {
  const ok = okOf(t);
  const url = `${RECEIPTS}/${receipt.id}`;
  const received = await ok(user, 'POST', `${url}/receive`, { version: receipt.version, containerNo, lines });
  const audited = await ok(user, 'POST', `${url}/packaging-audit`, {
    version: received.version,
    passed: true,
  });
  return { received, audited };
}
