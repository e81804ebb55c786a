import { INTERFACES, type InterfaceCode, splitItems } from '@spm/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { interfaceEndpoints, interfaceMessages } from './outbox.tables';

/** What a module hands to the outbox: the document key, a header repeated in every part, the items. */
export interface OutboundBatch<T = unknown> {
  businessKey: string;
  header?: Record<string, unknown>;
  items: readonly T[];
}

/**
 * Writes the outbound messages of one business document in the caller's transaction `tx` (so the
 * message exists exactly when the business change commits). The items are split at the interface's
 * cap (the endpoint's `max_items` when set, else the interface default: 30 or 150, spec §9); each
 * part's payload is `{ interface, businessKey, part, parts, header, items }`. With no endpoint
 * configured the rows wait as `notConfigured`. Answers the new message ids, part 1 first.
 */
export async function enqueueOutbound<T>(
  tx: DbOrTx,
  interfaceCode: InterfaceCode,
  batch: OutboundBatch<T>,
  now: Date,
): Promise<number[]> {
  const [endpoint] = await tx
    .select({ maxItems: interfaceEndpoints.maxItems })
    .from(interfaceEndpoints)
    .where(eq(interfaceEndpoints.interfaceCode, interfaceCode));
  const cap = endpoint?.maxItems ?? INTERFACES[interfaceCode].maxItems;
  const chunks = splitItems(batch.items, cap);
  const rows = chunks.map((items, i) => ({
    interfaceCode,
    businessKey: batch.businessKey,
    part: i + 1,
    parts: chunks.length,
    itemCount: items.length,
    payload: {
      interface: interfaceCode,
      businessKey: batch.businessKey,
      part: i + 1,
      parts: chunks.length,
      header: batch.header ?? {},
      items,
    },
    status: endpoint ? 'pending' : 'notConfigured',
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  const inserted = await tx.insert(interfaceMessages).values(rows).returning({ id: interfaceMessages.id });
  return inserted.map((r) => r.id);
}
