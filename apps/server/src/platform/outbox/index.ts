import { createOutboxMonitor } from './monitor';
import { createOutboxSender, type OutboxOptions } from './sender';

export { enqueueOutbound, type OutboundBatch } from './enqueue';
export { SIGNATURE_HEADERS, sign, verifySignature } from './signature';

/**
 * The outbox of interface transfers (docs/decisions/interface-transfers.md): `enqueueOutbound` writes
 * messages in a business transaction; the sender delivers them (polling on a listening server,
 * `drain()` on demand); the monitor lists and retransmits.
 */
export function createOutbox(opts: OutboxOptions) {
  const sender = createOutboxSender(opts);
  return { sender, monitor: createOutboxMonitor(opts) };
}

export type Outbox = ReturnType<typeof createOutbox>;
