import type { Envelope } from '@spm/contracts';
import { getToken, setToken } from '../auth/storage';
import { appConfig } from '../config';
import { currentLanguage, i18n } from '../i18n';
import { ApiError, type FieldError, OK_STATUSES, WARNING_STATUS } from './errors';
import { confirmRelogin, notify } from './notify';

/**
 * The one HTTP client of the web (spec §7, ARCHITECTURE §4): base = current origin (paths under
 * /connect/ may go to a separate token service), bearer token, `x-authorization` refresh, envelope
 * check, 401 → re-login dialog, other failures → a 10 s message, 600 s timeout.
 */

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  /** JSON body. */
  body?: unknown;
  /** `application/x-www-form-urlencoded` body. */
  form?: Record<string, string | undefined>;
  /** multipart body. */
  formData?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Do not show the error message; the caller shows it (the error is still thrown). */
  silent?: boolean;
  /** Do not open the re-login dialog on 401 (used while restoring a session). */
  silent401?: boolean;
  /** Do not show the 501 warning automatically; the caller reads `warning` from `send`. */
  ownWarning?: boolean;
  /** Send an `Idempotency-Key` header (a fresh one when `true`). */
  idempotencyKey?: string | true;
}

export interface Sent<T> extends Envelope<T> {
  /** Envelope status 501: saved, but the user must see `message`. */
  warning: boolean;
}

const tokenBase: string = import.meta.env?.VITE_TOKEN_BASE ?? '';

export function buildUrl(path: string, query?: Query): string {
  const base = path.startsWith('/connect/') ? tokenBase : '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const qs = params.toString();
  return `${base}${path}${qs ? (path.includes('?') ? '&' : '?') + qs : ''}`;
}

function newIdempotencyKey(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Headers every call carries: language, bearer token, JSON accept. */
export function commonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
    ...extra,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** Takes the refreshed token of the `x-authorization` header (with or without `Bearer `). */
export function takeRefreshedToken(value: string | null): void {
  if (!value) return;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  if (token) setToken(token);
}

function genericFailure(): string {
  return i18n.t('common:error.tryAgain');
}

function fail(error: ApiError, options: RequestOptions): never {
  if (error.httpStatus === 401 && !options.silent401) {
    confirmRelogin();
    error.shown = true;
  } else if (!options.silent && error.httpStatus !== 401) {
    notify.error(error.message);
    error.shown = true;
  }
  throw error;
}

export function errorFromBody(httpStatus: number, body: unknown): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message = typeof b.message === 'string' && b.message ? b.message : genericFailure();
  return new ApiError({
    httpStatus,
    status: typeof b.status === 'number' ? b.status : httpStatus,
    code: typeof b.code === 'string' ? b.code : undefined,
    message,
    errors: Array.isArray(b.errors) ? (b.errors as FieldError[]) : undefined,
    requestId: typeof b.requestId === 'string' ? b.requestId : undefined,
  });
}

/** Performs the fetch with timeout, language and token; returns the raw response. */
export async function rawFetch(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
  const headers = commonHeaders(options.headers);
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.form) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(options.form)) if (v !== undefined) form.append(k, v);
    body = form;
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  if (options.idempotencyKey) {
    headers['Idempotency-Key'] =
      options.idempotencyKey === true ? newIdempotencyKey() : options.idempotencyKey;
  }
  const timeout = AbortSignal.timeout(appConfig.requestTimeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body,
      signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const timedOut = timeout.aborted;
    fail(
      new ApiError({
        httpStatus: 0,
        code: timedOut ? 'TIMEOUT' : 'NETWORK',
        message: i18n.t(timedOut ? 'common:error.timeout' : 'common:error.network'),
      }),
      options,
    );
  }
  takeRefreshedToken(response.headers.get('x-authorization'));
  return response;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a call and returns the whole envelope; throws `ApiError` on any failure. */
export async function send<T>(method: string, path: string, options: RequestOptions = {}): Promise<Sent<T>> {
  const response = await rawFetch(method, path, options);
  const body = await readBody(response);
  if (!response.ok) fail(errorFromBody(response.status, body), options);
  const envelope = (
    body && typeof body === 'object' ? body : { status: 200, message: '', data: body }
  ) as Envelope<T>;
  const status = typeof envelope.status === 'number' ? envelope.status : 200;
  if (!OK_STATUSES.includes(status)) fail(errorFromBody(response.status, envelope), options);
  const warning = status === WARNING_STATUS;
  if (warning && !options.ownWarning) notify.warning(envelope.message || genericFailure());
  return { ...envelope, status, warning };
}

async function data<T>(method: string, path: string, options?: RequestOptions): Promise<T> {
  return (await send<T>(method, path, options)).data;
}

export const api = {
  send,
  get: <T>(path: string, query?: Query, options?: RequestOptions) =>
    data<T>('GET', path, { ...options, query }),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    data<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    data<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    data<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, query?: Query, options?: RequestOptions) =>
    data<T>('DELETE', path, { ...options, query }),
};
