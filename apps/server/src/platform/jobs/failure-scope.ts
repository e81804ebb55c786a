import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors';

/** What a piece of background work is, for the process guard: a job, or a generated file's stream. */
export interface FailureScope {
  kind: 'job' | 'stream';
  /** Job kind (`excel.export`) or stream name (`export:balanceChanges`). */
  name: string;
  jobId?: string;
}

const scopes = new AsyncLocalStorage<FailureScope>();

/**
 * Runs `fn` as contained work: an error it leaves behind that nobody handles (an 'error' event
 * without a listener, a promise rejection nobody awaits) is attributed to `scope` by the process
 * guard, which logs it and keeps serving instead of ending the process.
 */
export const runContained = <T>(scope: FailureScope, fn: () => T): T => scopes.run(scope, fn);

/** The contained work the current code runs for, if any. */
export const currentScope = (): FailureScope | undefined => scopes.getStore();

/**
 * The process-level guard (docs/security.md "Failure containment"), installed once by `main.ts` after
 * the app is built. An uncaught exception or unhandled rejection is logged with pino (`err`, the job
 * or stream it belongs to) and the process keeps serving when the error belongs to a job or a
 * generated-file stream (`runContained`) or is an `AppError` (a business refusal that escaped its
 * handler). Anything else is a programming error whose damage cannot be bounded: it is logged at
 * `fatal` and `exit` runs (the caller shuts down gracefully and ends with code 1, for the supervisor
 * to restart).
 */
export function installProcessGuard(log: FastifyBaseLogger, exit: (reason: string) => void): void {
  const handle = (what: 'uncaughtException' | 'unhandledRejection', error: unknown) => {
    const scope = currentScope();
    if (scope || error instanceof AppError) {
      log.error({ err: error, scope, event: what }, 'background work failed; the server keeps serving');
      return;
    }
    log.fatal({ err: error, event: what }, 'unexpected error outside any job; shutting down');
    exit(what);
  };
  process.on('uncaughtException', (error) => handle('uncaughtException', error));
  process.on('unhandledRejection', (reason) => handle('unhandledRejection', reason));
}
