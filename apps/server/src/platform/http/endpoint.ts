import {
  type BodyOf,
  type DataOf,
  type EndpointDef,
  envelope,
  FILE_RESPONSE,
  type ParamsOf,
  type QueryOf,
} from '@spm/contracts';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import { principalOf } from '../access/access.plugin';
import type { Principal, RouteAccess } from '../access/principal';
import type { App } from '../context';
import type { Db, Tx } from '../db/client';
import { allowClosing } from '../db/closing';
import type { MessageKey } from '../i18n/messages';
import { ok } from './envelope';
import { withIdempotency } from './idempotency';

/** The parsed request of an endpoint: path parameters, query and body as its declaration says. */
export interface EndpointInput<E extends EndpointDef> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
}

/**
 * An answer whose envelope the handler writes itself (a status other than 200 in the envelope, such
 * as the credit-shortfall warning 501). Anything else a handler returns is the envelope's `data`.
 */
export class CustomEnvelope<T> {
  constructor(readonly body: { status: number; message: string; code?: string; data: T }) {}
}

/** What a command may ask of the pipeline besides its transaction. */
export interface CommandEffects {
  /** Work to do once the transaction has committed (e.g. deleting replaced files); never on a replay or rollback. */
  afterCommit(task: () => Promise<unknown>): void;
}

/** Route options shared by queries, commands and downloads. */
export interface EndpointOptions {
  access: RouteAccess;
  /** The message of the success envelope (default `ok`). */
  message?: MessageKey;
  /** Fastify route options the declaration does not carry (rate limits, body limits, an onSend hook). */
  route?: Pick<RouteShorthandOptions, 'bodyLimit' | 'onSend'> & { config?: Record<string, unknown> };
}

/** Options of a command: those of every route, and whether it honours `Idempotency-Key`. */
export interface CommandOptions extends EndpointOptions {
  idempotent?: boolean;
}

/**
 * The work of a read (see `read`): the parsed input, the caller (null on public routes), the request
 * and the reply; answers the envelope's `data`, or a `CustomEnvelope`.
 */
export type ReadHandler<E extends EndpointDef> = (
  input: EndpointInput<E>,
  principal: Principal,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<DataOf<E> | CustomEnvelope<DataOf<E>>>;

/** The work of a command (see `command`), done in the transaction `tx` it is given. */
export type CommandRun<E extends EndpointDef> = (
  tx: Tx,
  principal: Principal,
  input: EndpointInput<E>,
  effects: CommandEffects & { request: FastifyRequest; reply: FastifyReply },
) => Promise<DataOf<E> | CustomEnvelope<DataOf<E>>>;

/** Runs one item of a batch in a transaction of its own (see `batchCommand`). */
export type UnitOfWork = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** The work of a batch (see `batchCommand`): each item runs in a `unit` of work of its own. */
export type BatchRun<E extends EndpointDef> = (
  unit: UnitOfWork,
  principal: Principal,
  input: EndpointInput<E>,
  request: FastifyRequest,
) => Promise<DataOf<E>>;

/** What sends a file (see `download`): writes it to `reply` itself. */
export type DownloadSend<E extends EndpointDef> = (
  input: EndpointInput<E>,
  principal: Principal,
  reply: FastifyReply,
  request: FastifyRequest,
) => unknown;

const fileSchema = z.string().meta({ format: 'binary' });

/** The Fastify schema of a declaration: validation, response serialisation and the OpenAPI entry. */
function schemaOf(endpoint: EndpointDef) {
  const isFile = endpoint.response === FILE_RESPONSE;
  const response = isFile
    ? {
        200: {
          description: 'The file (Content-Disposition names it)',
          content: { 'application/octet-stream': { schema: fileSchema } },
        },
      }
    : { 200: envelope(endpoint.response as z.ZodType) };
  return {
    summary: endpoint.summary,
    tags: [...endpoint.tags],
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body && endpoint.body !== 'multipart' ? { body: endpoint.body } : {}),
    ...(endpoint.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
    response,
  };
}

function inputOf<E extends EndpointDef>(request: FastifyRequest): EndpointInput<E> {
  return {
    params: request.params as ParamsOf<E>,
    query: request.query as QueryOf<E>,
    body: request.body as BodyOf<E>,
  };
}

function register(
  app: App,
  endpoint: EndpointDef,
  options: EndpointOptions,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
) {
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    bodyLimit: options.route?.bodyLimit,
    onSend: options.route?.onSend,
    config: { ...options.route?.config, access: options.access },
    schema: schemaOf(endpoint),
    handler,
  });
}

function answer(request: FastifyRequest, result: unknown, message: MessageKey | undefined) {
  return result instanceof CustomEnvelope ? result.body : ok(request, result, message);
}

/**
 * Registers an endpoint that does its own work — reads, and uploads that hand off to a job — from its
 * declaration (ARCHITECTURE §3 "thin routes"): the declaration validates params, query and body;
 * `access` is checked by the access plugin; `handler` gets the parsed input and the caller (null on
 * public routes) and returns the envelope's `data`. State changes go through `command`.
 */
export function read<E extends EndpointDef>(
  app: App,
  endpoint: E,
  options: EndpointOptions,
  handler: ReadHandler<E>,
): void {
  register(app, endpoint, options, async (request, reply) => {
    const principal = 'public' in options.access ? (request.principal as Principal) : principalOf(request);
    return answer(request, await handler(inputOf<E>(request), principal, request, reply), options.message);
  });
}

/**
 * Registers a state-changing endpoint on the one command pipeline (ARCHITECTURE §3): it opens the
 * transaction, applies the `Idempotency-Key` when `idempotent` (a repeat answers the first answer;
 * a key reused with another body is 409 IDEMPOTENCY_KEY_REUSED), and calls `run(tx, principal,
 * input)`; whatever `run` throws rolls the transaction back and becomes the error answer. Headers
 * `run` sets on `effects.reply` (e.g. a fresh token) are not part of an idempotent replay.
 */
export function command<E extends EndpointDef>(
  app: App,
  db: Db,
  endpoint: E,
  options: CommandOptions,
  run: CommandRun<E>,
): void {
  register(app, endpoint, options, async (request, reply) => {
    const principal = principalOf(request);
    const input = inputOf<E>(request);
    const tasks: (() => Promise<unknown>)[] = [];
    const effects = { request, reply, afterCommit: (task: () => Promise<unknown>) => void tasks.push(task) };
    const execute = async (tx: Tx) => {
      tasks.length = 0;
      const result = await run(tx, principal, input, effects);
      return { statusCode: 200, body: answer(request, result, options.message) };
    };
    const afterCommit = async () => {
      for (const task of tasks.splice(0)) {
        await task().catch((err: unknown) => request.log.error({ err }, 'after-commit task failed'));
      }
    };
    if (options.idempotent) {
      return withIdempotency(db, request, reply, principal.userId, execute, afterCommit);
    }
    // one command, one transaction, nothing after the answer: its last statement may commit it
    const result = await db.transaction((tx) => {
      allowClosing(tx);
      return execute(tx);
    });
    await afterCommit();
    return reply.status(result.statusCode).send(result.body);
  });
}

/**
 * Registers a batch of independent commands (a batch release of many orders): `run` gets a unit of
 * work instead of one transaction, and each item it runs there commits on its own — one item's
 * refusal does not undo another's, no lock outlives its item, and a crash mid-batch leaves each item
 * wholly done or untouched. Not replayable by Idempotency-Key (each item checks its own state).
 */
export function batchCommand<E extends EndpointDef>(
  app: App,
  db: Db,
  endpoint: E,
  options: EndpointOptions,
  run: BatchRun<E>,
): void {
  const unit: UnitOfWork = (work) => db.transaction(work);
  register(app, endpoint, options, async (request) =>
    answer(request, await run(unit, principalOf(request), inputOf<E>(request), request), options.message),
  );
}

/**
 * Registers an endpoint answering a file (declared with `FILE_RESPONSE`): `send` writes the file to
 * the reply itself (Content-Disposition and nosniff through `platform/http/download.ts`).
 */
export function download<E extends EndpointDef>(
  app: App,
  endpoint: E,
  options: EndpointOptions,
  send: DownloadSend<E>,
): void {
  register(app, endpoint, options, async (request, reply) =>
    send(inputOf<E>(request), principalOf(request), reply, request),
  );
}
