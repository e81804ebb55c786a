import { type ErrorCode, retryDelayMs } from '@spm/domain';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { SIGNATURE_HEADERS, sign } from './signature';

/** A message claimed for sending, with its interface's endpoint. */
interface Claimed {
  id: number;
  interface_code: string;
  business_key: string;
  payload: Record<string, unknown>;
  attempts: number;
  url: string;
  secret: string;
  timeout_ms: number;
  max_attempts: number;
}

/** How one send ended: delivered with an optional ResponseCode, or failed (retry unless `final`). */
type Outcome =
  | { ok: true; httpStatus: number; body: string; responseCode: string | null }
  | {
      ok: false;
      final: boolean;
      code: ErrorCode;
      params: Record<string, unknown>;
      httpStatus?: number;
      body?: string;
    };

const CLAIM_BATCH = 10;
const BODY_KEEP = 2000;

/** The partner's ResponseCode: top-level or in `ReturnObject` (second envelope). */
export function responseCodeOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  const ro =
    b.ReturnObject && typeof b.ReturnObject === 'object' ? (b.ReturnObject as Record<string, unknown>) : {};
  const code = b.ResponseCode ?? ro.ResponseCode;
  return typeof code === 'string' || typeof code === 'number' ? String(code).slice(0, 100) : null;
}

/** Reads an HTTP answer of the partner into an outcome (the second envelope's `Result` decides). */
export function judgeAnswer(httpStatus: number, text: string): Outcome {
  const body = text.slice(0, BODY_KEEP);
  if (httpStatus < 200 || httpStatus >= 300)
    return {
      ok: false,
      final: false,
      code: 'TRANSFER_PARTNER_HTTP',
      params: { httpStatus },
      httpStatus,
      body,
    };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {
      ok: false,
      final: true,
      code: 'TRANSFER_PARTNER_REJECTED',
      params: { msg: body.slice(0, 200) || '-' },
      httpStatus,
      body,
    };
  }
  const result = (parsed as { Result?: unknown } | null)?.Result;
  if (result !== 'OK') {
    const msg = String((parsed as { Msg?: unknown } | null)?.Msg ?? result ?? '-').slice(0, 200) || '-';
    return { ok: false, final: true, code: 'TRANSFER_PARTNER_REJECTED', params: { msg }, httpStatus, body };
  }
  return { ok: true, httpStatus, body, responseCode: responseCodeOf(parsed) };
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** What the outbox runs on, and its settings (`config.outbox`: OUTBOX_* in ms). */
export interface OutboxOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** The first retry delay; it doubles with each attempt. */
  retryBaseMs: number;
  /** How often a listening server looks for due messages. */
  pollMs: number;
  /** Extra time a claim lasts beyond the endpoint's timeout before another sender may take the message. */
  claimSlackMs: number;
}

/**
 * The outbox sender (docs/decisions/interface-transfers.md). `drain()` claims due messages
 * (`pending` whose next attempt time has come, or `sending` whose claim lapsed because its sender
 * died) with `FOR UPDATE SKIP LOCKED`, so several server processes never send one message twice at
 * once; each is POSTed as JSON with a signed header and a timeout; a network error, timeout or non-2xx
 * answer is retried after `retryBaseMs · 2^(attempt-1)` until the endpoint's `max_attempts`, then the
 * message is `failed`; a `Result: Error` answer or a repeated ResponseCode fails it at once. `start()`
 * polls every `pollMs` (a listening server); tests call `drain()`.
 */
export function createOutboxSender(opts: OutboxOptions) {
  const { db, now, log } = opts;
  let timer: NodeJS.Timeout | null = null;
  let draining: Promise<number> | null = null;

  /** Moves waiting messages between `notConfigured` and `pending` as endpoints come and go. */
  async function reconcileConfigured(): Promise<void> {
    const at = now().toISOString();
    await db.execute(sql`update interface_messages set status = 'pending', next_attempt_at = ${at}::timestamptz, updated_at = ${at}::timestamptz
      where status = 'notConfigured' and interface_code in (select interface_code from interface_endpoints)`);
    await db.execute(sql`update interface_messages set status = 'notConfigured', updated_at = ${at}::timestamptz
      where status = 'pending' and interface_code not in (select interface_code from interface_endpoints)`);
  }

  async function claim(): Promise<Claimed[]> {
    const at = now();
    const iso = at.toISOString();
    const result = await db.execute(sql`
      update interface_messages m
         set status = 'sending', attempts = m.attempts + 1, updated_at = ${iso}::timestamptz,
             claimed_until = ${iso}::timestamptz + ((e.timeout_ms + ${opts.claimSlackMs}) * interval '1 millisecond')
        from interface_endpoints e
       where e.interface_code = m.interface_code
         and m.id in (
           select id from interface_messages
            where (status = 'pending' and next_attempt_at <= ${iso}::timestamptz)
               or (status = 'sending' and claimed_until < ${iso}::timestamptz)
            order by next_attempt_at, id
            limit ${CLAIM_BATCH}
            for update skip locked)
      returning m.id, m.interface_code, m.business_key, m.payload, m.attempts,
                e.url, e.secret, e.timeout_ms, e.max_attempts`);
    return (result.rows as unknown as Claimed[]).sort((a, b) => a.id - b.id);
  }

  async function post(m: Claimed): Promise<Outcome> {
    const body = JSON.stringify(m.payload);
    const timestamp = String(Math.floor(now().getTime() / 1000));
    try {
      const res = await fetch(m.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json; charset=utf-8',
          [SIGNATURE_HEADERS.timestamp]: timestamp,
          [SIGNATURE_HEADERS.signature]: sign(m.secret, timestamp, body),
          [SIGNATURE_HEADERS.messageId]: String(m.id),
          [SIGNATURE_HEADERS.interfaceCode]: m.interface_code,
        },
        body,
        signal: AbortSignal.timeout(m.timeout_ms),
      });
      return judgeAnswer(res.status, await res.text());
    } catch (error) {
      const e = error as { name?: string; message?: string; cause?: { code?: string; message?: string } };
      if (e.name === 'TimeoutError' || e.name === 'AbortError')
        return {
          ok: false,
          final: false,
          code: 'TRANSFER_PARTNER_TIMEOUT',
          params: { timeoutMs: m.timeout_ms },
        };
      const reason = (e.cause?.code ?? e.cause?.message ?? e.message ?? 'unknown').slice(0, 200) || 'unknown';
      return { ok: false, final: false, code: 'TRANSFER_PARTNER_UNREACHABLE', params: { reason } };
    }
  }

  async function record(m: Claimed, outcome: Outcome): Promise<void> {
    const iso = now().toISOString();
    const mine = sql`id = ${m.id} and status = 'sending' and attempts = ${m.attempts}`;
    if (outcome.ok) {
      const repeated =
        outcome.responseCode !== null &&
        (
          await db.execute(
            sql`select 1 from interface_messages where interface_code = ${m.interface_code} and response_code = ${outcome.responseCode} and id <> ${m.id} limit 1`,
          )
        ).rows.length > 0;
      if (!repeated) {
        try {
          await db.execute(sql`update interface_messages
            set status = 'sent', sent_at = ${iso}::timestamptz, updated_at = ${iso}::timestamptz, claimed_until = null,
                response_code = ${outcome.responseCode}, last_http_status = ${outcome.httpStatus},
                last_response = ${outcome.body}, last_error_code = null, last_error_params = null
            where ${mine}`);
          return;
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
      }
      outcome = {
        ok: false,
        final: true,
        code: 'TRANSFER_RESPONSE_CODE_REPEATED',
        params: { responseCode: outcome.responseCode },
        httpStatus: outcome.httpStatus,
        body: outcome.body,
      };
    }
    const final = outcome.final || m.attempts >= m.max_attempts;
    const next = new Date(now().getTime() + retryDelayMs(m.attempts, opts.retryBaseMs)).toISOString();
    await db.execute(sql`update interface_messages
      set status = ${final ? 'failed' : 'pending'}, next_attempt_at = ${final ? iso : next}::timestamptz,
          updated_at = ${iso}::timestamptz, claimed_until = null,
          last_error_code = ${outcome.code}, last_error_params = ${JSON.stringify(outcome.params)}::jsonb,
          last_http_status = ${outcome.httpStatus ?? null}, last_response = ${outcome.body ?? null}
      where ${mine}`);
    if (final)
      log.warn(
        { messageId: m.id, interface: m.interface_code, code: outcome.code },
        'interface transfer failed',
      );
  }

  async function drainOnce(): Promise<number> {
    await reconcileConfigured();
    let handled = 0;
    for (;;) {
      const batch = await claim();
      if (batch.length === 0) return handled;
      // one interface's messages in id order (the partner sees them as written); interfaces side by side
      const byInterface = new Map<string, Claimed[]>();
      for (const m of batch)
        byInterface.set(m.interface_code, [...(byInterface.get(m.interface_code) ?? []), m]);
      await Promise.all(
        [...byInterface.values()].map(async (messages) => {
          for (const m of messages) await record(m, await post(m));
        }),
      );
      handled += batch.length;
    }
  }

  /**
   * Sends every message due now (one round at a time; a call during a round waits for it and then
   * runs its own). Answers how many sends were attempted.
   */
  async function drain(): Promise<number> {
    while (draining) await draining.catch(() => 0);
    draining = drainOnce();
    try {
      return await draining;
    } finally {
      draining = null;
    }
  }

  return {
    drain,
    /** Polls every `pollMs` until `stop()`. */
    start(): void {
      if (timer) return;
      const tick = () => {
        drain()
          .catch((error: unknown) => log.error({ err: error }, 'outbox round failed'))
          .finally(() => {
            if (timer) timer = setTimeout(tick, opts.pollMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    /** Stops polling and waits for the round in flight. */
    async stop(): Promise<void> {
      if (timer) clearTimeout(timer);
      timer = null;
      if (draining) await draining.catch(() => 0);
    },
  };
}

export type OutboxSender = ReturnType<typeof createOutboxSender>;
