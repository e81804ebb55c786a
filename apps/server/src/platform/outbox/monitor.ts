import type { EndpointConfig, EndpointConfigRequest, TransferDetail, TransferItem } from '@spm/contracts';
import {
  errorMessage,
  INTERFACE_CODES,
  INTERFACES,
  type InterfaceCode,
  isErrorCode,
  isRetransmittable,
  type Language,
  TRANSFER_STATUSES,
  type TransferStatus,
} from '@spm/domain';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { listPage } from '../db/paging';
import { AppError } from '../errors';
import { interfaceEndpoints, interfaceMessages } from './outbox.tables';

type Row = typeof interfaceMessages.$inferSelect;

function toItem(row: Row, language: Language): TransferItem {
  const code = row.lastErrorCode;
  return {
    id: row.id,
    interfaceCode: row.interfaceCode,
    businessKey: row.businessKey,
    part: row.part,
    parts: row.parts,
    itemCount: row.itemCount,
    status: row.status as TransferStatus,
    attempts: row.attempts,
    retransmits: row.retransmits,
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    lastError: code
      ? {
          code,
          message: errorMessage(isErrorCode(code) ? code : 'INTERNAL', language, row.lastErrorParams ?? {}),
        }
      : null,
    lastHttpStatus: row.lastHttpStatus,
    responseCode: row.responseCode,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
  };
}

/**
 * The interface transfer monitor (spec §8): messages per interface and status, one message with its
 * payload and last answer, retransmission of final failures, and the partner endpoint settings.
 * Head-office only (not data-scoped: the messages belong to no dealer).
 */
export function createOutboxMonitor({ db, now }: { db: Db; now: () => Date }) {
  async function find(tx: DbOrTx, id: number): Promise<Row> {
    const [row] = await tx.select().from(interfaceMessages).where(eq(interfaceMessages.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** Sets a failed message due again (attempts restart); `notConfigured` when its endpoint is gone. */
  async function retransmitOne(tx: DbOrTx, id: number): Promise<Row> {
    const row = await find(tx, id);
    if (!isRetransmittable(row.status as TransferStatus))
      throw new AppError('TRANSFER_NOT_RETRANSMITTABLE', { id });
    const [endpoint] = await tx
      .select({ code: interfaceEndpoints.interfaceCode })
      .from(interfaceEndpoints)
      .where(eq(interfaceEndpoints.interfaceCode, row.interfaceCode));
    const [updated] = await tx
      .update(interfaceMessages)
      .set({
        status: endpoint ? 'pending' : 'notConfigured',
        attempts: 0,
        retransmits: row.retransmits + 1,
        nextAttemptAt: now(),
        updatedAt: now(),
      })
      .where(and(eq(interfaceMessages.id, id), eq(interfaceMessages.status, 'failed')))
      .returning();
    if (!updated) throw new AppError('CONCURRENT_MODIFICATION');
    return updated;
  }

  return {
    /** Newest first, filtered by interface, status and business key. */
    async list(
      query: {
        interfaceCode?: string;
        status?: string;
        businessKey?: string;
        page: number;
        pageSize: number;
      },
      language: Language,
    ) {
      const where = and(
        query.interfaceCode ? eq(interfaceMessages.interfaceCode, query.interfaceCode) : undefined,
        query.status ? eq(interfaceMessages.status, query.status) : undefined,
        query.businessKey ? eq(interfaceMessages.businessKey, query.businessKey) : undefined,
      ) as SQL | undefined;
      return listPage(
        db.select({ total: count() }).from(interfaceMessages).where(where),
        db.select().from(interfaceMessages).where(where).orderBy(desc(interfaceMessages.id)).$dynamic(),
        query,
        (r) => toItem(r, language),
      );
    },

    /** Every interface with `configured` and its counts per status (zeros included). */
    async summary() {
      const rows = await db
        .select({ code: interfaceMessages.interfaceCode, status: interfaceMessages.status, n: count() })
        .from(interfaceMessages)
        .groupBy(interfaceMessages.interfaceCode, interfaceMessages.status);
      const configured = new Set(
        (await db.select({ code: interfaceEndpoints.interfaceCode }).from(interfaceEndpoints)).map(
          (r) => r.code,
        ),
      );
      return INTERFACE_CODES.map((code) => ({
        interfaceCode: code,
        configured: configured.has(code),
        counts: Object.fromEntries(
          TRANSFER_STATUSES.map((s) => [s, rows.find((r) => r.code === code && r.status === s)?.n ?? 0]),
        ) as Record<TransferStatus, number>,
      }));
    },

    /** @throws AppError NOT_FOUND */
    async detail(id: number, language: Language): Promise<TransferDetail> {
      const row = await find(db, id);
      return { ...toItem(row, language), payload: row.payload, lastResponse: row.lastResponse };
    },

    /** @throws AppError NOT_FOUND, TRANSFER_NOT_RETRANSMITTABLE (not failed) */
    async retransmit(tx: DbOrTx, id: number, language: Language): Promise<TransferItem> {
      return toItem(await retransmitOne(tx, id), language);
    },

    /** Each id on its own: a refused one does not stop the others. */
    async retransmitMany(tx: DbOrTx, ids: readonly number[]) {
      const results: { id: number; ok: boolean; code?: string; status?: TransferStatus }[] = [];
      for (const id of [...new Set(ids)]) {
        try {
          const row = await retransmitOne(tx, id);
          results.push({ id, ok: true, status: row.status as TransferStatus });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          results.push({ id, ok: false, code: error.code });
        }
      }
      return results;
    },

    /** Configured endpoints; `maxItems` is the effective cap. The secret is never answered. */
    async endpoints(): Promise<EndpointConfig[]> {
      const rows = await db.select().from(interfaceEndpoints).orderBy(interfaceEndpoints.interfaceCode);
      return rows.map((r) => ({
        interfaceCode: r.interfaceCode,
        url: r.url,
        timeoutMs: r.timeoutMs,
        maxAttempts: r.maxAttempts,
        maxItems: r.maxItems ?? INTERFACES[r.interfaceCode as InterfaceCode]?.maxItems ?? 0,
        updatedAt: r.updatedAt.toISOString(),
      }));
    },

    /** Creates or replaces the endpoint of an interface; its waiting messages become due. */
    async configure(
      tx: DbOrTx,
      interfaceCode: InterfaceCode,
      body: EndpointConfigRequest,
    ): Promise<EndpointConfig> {
      const values = {
        url: body.url,
        secret: body.secret,
        timeoutMs: body.timeoutMs,
        maxAttempts: body.maxAttempts,
        maxItems: body.maxItems ?? null,
        updatedAt: now(),
      };
      await tx
        .insert(interfaceEndpoints)
        .values({ interfaceCode, ...values })
        .onConflictDoUpdate({ target: interfaceEndpoints.interfaceCode, set: values });
      await tx
        .update(interfaceMessages)
        .set({ status: 'pending', nextAttemptAt: now(), updatedAt: now() })
        .where(
          and(
            eq(interfaceMessages.interfaceCode, interfaceCode),
            eq(interfaceMessages.status, 'notConfigured'),
          ),
        );
      return {
        interfaceCode,
        url: body.url,
        timeoutMs: body.timeoutMs,
        maxAttempts: body.maxAttempts,
        maxItems: body.maxItems ?? INTERFACES[interfaceCode].maxItems,
        updatedAt: now().toISOString(),
      };
    },
  };
}

export type OutboxMonitor = ReturnType<typeof createOutboxMonitor>;
