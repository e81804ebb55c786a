import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { idempotencyKeys } from '../db/platform.tables';
import { AppError } from '../errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * `Idempotency-Key` for imports (API.md "Idempotency"), so a repeated upload — a double click, a
 * client retry — is applied once: the key is claimed for (user, key) before the import runs and holds
 * the answer afterwards; the same key with the same file replays that answer (`idempotent-replayed:
 * true`), with another file it is refused (409 IDEMPOTENCY_KEY_REUSED), while the first is still
 * running it answers 409 IDEMPOTENCY_IN_PROGRESS. A failed run releases the key. Unlike the general
 * helper the import keeps its own transaction (and stores its feedback file outside it), so the claim
 * is a row of its own rather than part of the import's transaction.
 */
export async function withImportIdempotency<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  file: Buffer,
  run: () => Promise<T>,
): Promise<T> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) return run();
  if (!KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST');
  const fileHash = createHash('sha256').update(file).digest('hex');
  const requestHash = createHash('sha256')
    .update(`POST ${request.routeOptions.url} ${fileHash}`)
    .digest('hex');
  const mine = and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));
  const claimed = await db
    .insert(idempotencyKeys)
    .values({ userId, key, requestHash, statusCode: 0, response: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  if (claimed.length === 0) {
    const [row] = await db.select().from(idempotencyKeys).where(mine);
    if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (row.statusCode === 0) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    reply.header('idempotent-replayed', 'true');
    return row.response as T;
  }
  try {
    const answer = await run();
    await db
      .update(idempotencyKeys)
      .set({ statusCode: 200, response: answer as object })
      .where(mine);
    return answer;
  } catch (error) {
    await db.delete(idempotencyKeys).where(mine);
    throw error;
  }
}
