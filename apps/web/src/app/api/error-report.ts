import { CLIENT_ERROR_LIMITS, type ClientErrorReport, platformEndpoints } from '@spm/contracts';
import { getToken } from '../auth/storage';
import { call } from './endpoint';
import { isApiError } from './errors';
import { isFormValidationError } from './unhandled';

/** Client-side limits of browser error reports (docs/operations.md "Browser errors"). */
export const ERROR_REPORT_LIMITS = {
  /** A report waits this long for others to go in the same request (ms). */
  batchDelayMs: 2_000,
  /** Reports sent per minute at most; more are dropped (the server allows 20 requests a minute). */
  perMinute: 10,
  /** The same error (kind, message, first stack line) is sent once in this time; repeats are counted (ms). */
  repeatWindowMs: 10 * 60_000,
} as const;

/** What the reporter needs from its surroundings (a test passes fakes). */
export interface ReporterDeps {
  /** Sends one request; may reject, which is swallowed. */
  send(reports: ClientErrorReport[]): Promise<unknown>;
  /** Epoch ms. */
  now(): number;
  /** Schedules the flush of the batch. */
  schedule(task: () => void, delayMs: number): void;
  /** The page address (origin and path, no query). */
  pageUrl(): string;
  /** False while nobody is signed in: nothing is queued or sent. */
  signedIn(): boolean;
}

/** A browser error reporter: `report` queues, deduplicates and throttles; `flush` sends the batch now. */
export interface ErrorReporter {
  report(kind: ClientErrorReport['kind'], message: string, stack?: string): void;
  flush(): Promise<void>;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/**
 * A reporter of browser errors to `POST /api/v1/client-errors` (the spec's client error log): one
 * error (by kind, message and first stack line) is sent at most once per `repeatWindowMs`, its repeats
 * counted into the pending report; reports go in batches of at most 5 after `batchDelayMs`, and at
 * most `perMinute` reports a minute leave the browser. Texts are cut to the server's bounds. A failed
 * report is dropped silently: reporting never shows an error or reports itself.
 */
export function createErrorReporter(deps: ReporterDeps, limits = ERROR_REPORT_LIMITS): ErrorReporter {
  const lastSent = new Map<string, number>();
  const pending = new Map<string, ClientErrorReport>();
  const sentTimes: number[] = [];
  let scheduled = false;

  async function flush(): Promise<void> {
    scheduled = false;
    const now = deps.now();
    while (sentTimes.length && sentTimes[0] <= now - 60_000) sentTimes.shift();
    const room = Math.min(limits.perMinute - sentTimes.length, CLIENT_ERROR_LIMITS.reports);
    const batch = [...pending.entries()].slice(0, Math.max(room, 0));
    pending.clear();
    if (batch.length === 0 || !deps.signedIn()) return;
    for (const [key] of batch) {
      lastSent.set(key, now);
      sentTimes.push(now);
    }
    try {
      await deps.send(batch.map(([, report]) => report));
    } catch {
      // the report of an error must not become another error
    }
  }

  return {
    report(kind, message, stack) {
      if (!deps.signedIn()) return;
      const text = message.trim() || 'Error';
      const key = `${kind}|${text}|${stack?.split('\n', 2)[1] ?? ''}`;
      const queued = pending.get(key);
      if (queued) {
        queued.count = Math.min((queued.count ?? 1) + 1, 1000);
        return;
      }
      const sent = lastSent.get(key);
      if (sent !== undefined && deps.now() - sent < limits.repeatWindowMs) return;
      if (pending.size >= CLIENT_ERROR_LIMITS.reports) return;
      pending.set(key, {
        kind,
        message: cut(text, CLIENT_ERROR_LIMITS.message),
        ...(stack ? { stack: cut(stack, CLIENT_ERROR_LIMITS.stack) } : {}),
        pageUrl: cut(deps.pageUrl(), CLIENT_ERROR_LIMITS.pageUrl),
        count: 1,
      });
      if (!scheduled) {
        scheduled = true;
        deps.schedule(() => void flush(), limits.batchDelayMs);
      }
    },
    flush,
  };
}

/** Message and stack of whatever was thrown or rejected. */
function describeError(value: unknown, fallback: string): { message: string; stack?: string } {
  if (value instanceof Error) return { message: `${value.name}: ${value.message}`, stack: value.stack };
  if (value === undefined || value === null) return { message: fallback };
  try {
    return { message: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) };
  } catch {
    return { message: String(value) };
  }
}

/**
 * Sends the window's uncaught errors and unhandled rejections to the server log (docs/operations.md
 * "Browser errors"), in production builds only and while a user is signed in. Rejections with an
 * `ApiError` are answers of the server, already logged there, and are not reported.
 */
export function installErrorReporting(target: Window = window): ErrorReporter | undefined {
  if (!import.meta.env?.PROD) return undefined;
  const reporter = createErrorReporter({
    send: (reports) =>
      call(platformEndpoints.clientErrors, { body: { reports } }, { silent: true, silent401: true }),
    now: () => Date.now(),
    schedule: (task, delayMs) => void setTimeout(task, delayMs),
    pageUrl: () => `${target.location.origin}${target.location.pathname}`,
    signedIn: () => getToken() !== null,
  });
  target.addEventListener('error', (event: ErrorEvent) => {
    const { message, stack } = describeError(event.error, event.message || 'Script error');
    reporter.report('error', event.message || message, stack);
  });
  target.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (isApiError(event.reason) || isFormValidationError(event.reason)) return;
    const { message, stack } = describeError(event.reason, 'Unhandled rejection');
    reporter.report('unhandledrejection', message, stack);
  });
  return reporter;
}
