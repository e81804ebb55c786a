import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { at, idColumn } from '../db/columns';

/**
 * The outbox (ARCHITECTURE §3 "interfaces to other systems"): one row per outbound message, written in
 * the business transaction by `enqueueOutbound`, sent later by the outbox sender. A batch larger than
 * its interface's cap is split into `part` 1..`parts` rows sharing `business_key`.
 * Decision record: docs/decisions/interface-transfers.md.
 */
export const interfaceMessages = pgTable(
  'interface_messages',
  {
    id: idColumn(),
    interfaceCode: varchar('interface_code', { length: 40 }).notNull(),
    /** The business document the message carries (invoice number, PO number, ...). */
    businessKey: varchar('business_key', { length: 100 }).notNull(),
    part: integer('part').notNull().default(1),
    parts: integer('parts').notNull().default(1),
    itemCount: integer('item_count').notNull(),
    /** The JSON body sent to the partner. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** `TransferStatus` of packages/domain. */
    status: varchar('status', { length: 20 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** A `sending` message whose claim lapsed belongs to a sender that died: it is claimed again. */
    claimedUntil: at('claimed_until'),
    lastErrorCode: varchar('last_error_code', { length: 60 }),
    lastErrorParams: jsonb('last_error_params').$type<Record<string, unknown>>(),
    lastHttpStatus: integer('last_http_status'),
    /** The partner's answer body (truncated to 2000 characters). */
    lastResponse: text('last_response'),
    /** The partner's ResponseCode of the accepted send; unique per interface (spec §8). */
    responseCode: varchar('response_code', { length: 100 }),
    retransmits: integer('retransmits').notNull().default(0),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
    sentAt: at('sent_at'),
  },
  (t) => [
    index('interface_messages_due_idx').on(t.status, t.nextAttemptAt),
    index('interface_messages_monitor_idx').on(t.interfaceCode, t.status, t.id),
    index('interface_messages_business_idx').on(t.interfaceCode, t.businessKey),
    uniqueIndex('interface_messages_response_code_uq')
      .on(t.interfaceCode, t.responseCode)
      .where(sql`response_code is not null`),
  ],
);

/**
 * The partner endpoint of each interface. No row: messages wait as `notConfigured`. `secret` signs
 * the outbound body (HMAC-SHA256) and authenticates the partner's inbound calls.
 */
export const interfaceEndpoints = pgTable('interface_endpoints', {
  interfaceCode: varchar('interface_code', { length: 40 }).primaryKey(),
  url: varchar('url', { length: 500 }).notNull(),
  secret: varchar('secret', { length: 200 }).notNull(),
  timeoutMs: integer('timeout_ms').notNull().default(10_000),
  maxAttempts: integer('max_attempts').notNull().default(5),
  /** Overrides the interface's default item cap when set. */
  maxItems: integer('max_items'),
  updatedAt: at('updated_at').notNull(),
});
