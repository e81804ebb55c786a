import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client';
import { allowClosing, closingStatement } from '../db/closing';
import { idempotencyKeys } from '../db/platform.tables';
import { AppError } from '../errors';

const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Runs a state-changing command at most once per (user, `Idempotency-Key`) (API.md "Idempotency").
 * The key row is inserted in the command's own transaction: a concurrent request with the same key
 * waits on the unique key until the first commits, then replays the stored answer; if the first
 * failed, it runs normally. A key reused with a different request body is refused (409).
 * Without the header the command simply runs, and its last statement may commit its transaction
 * (`allowClosing`). With it, the answer is recorded by the statement the transaction commits with
 * (`closingStatement`), so the command's own last statement runs plain. `run` gets the transaction to
 * do its work in and answers `{ statusCode, body }`; `afterCommit` (if given) runs once that
 * transaction has committed, before the answer is sent, and never on a replay.
 */
export async function withIdempotency(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  run: (tx: Tx) => Promise<{ statusCode: number; body: unknown }>,
  afterCommit: () => Promise<void> = async () => {},
): Promise<unknown> {
  const header = request.headers['idempotency-key'];
  const key = typeof header === 'string' ? header.trim() : '';
  if (!key) {
    const result = await db.transaction((tx) => {
      allowClosing(tx);
      return run(tx);
    });
    await afterCommit();
    return reply.status(result.statusCode).send(result.body);
  }
  if (!KEY_PATTERN.test(key)) throw new AppError('BAD_REQUEST');
  const requestHash = createHash('sha256')
    .update(
      `${request.method} ${request.routeOptions.url} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.body ?? null)}`,
    )
    .digest('hex');
  const stored = async () => {
    const rows = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
    return rows[0];
  };
  const replay = (row: NonNullable<Awaited<ReturnType<typeof stored>>>) => {
    if (row.requestHash !== requestHash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    reply.header('idempotent-replayed', 'true');
    return reply.status(row.statusCode).send(row.response);
  };
  const existing = await stored();
  if (existing) return replay(existing);
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId, key, requestHash, statusCode: 0, response: {} })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return { replayed: true as const };
    const result = await run(tx);
    // the answer is recorded by the statement the transaction commits with
    allowClosing(tx);
    await closingStatement(
      tx,
      tx
        .update(idempotencyKeys)
        .set({ statusCode: result.statusCode, response: result.body as object })
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key))),
    );
    return { replayed: false as const, result };
  });
  if (!outcome.replayed) {
    await afterCommit();
    return reply.status(outcome.result.statusCode).send(outcome.result.body);
  }
  const row = await stored();
  if (!row) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
  return replay(row);
}
