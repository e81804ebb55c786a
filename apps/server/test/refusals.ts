import type { HTTPMethods, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { type Client, client } from './client';
import type { SharedTestApp, TestApp } from './helpers';

/**
 * Sends a request the server must refuse, once in zh-CN (default) and once in en-US, and checks the
 * HTTP status, the error code, that the two messages differ (both localized), and — when `field` is
 * given — that a field error names it. Answers the zh-CN body.
 */
export async function expectRefused(
  t: TestApp,
  token: string,
  request: InjectOptions,
  status: number,
  code: string,
  field?: string,
): Promise<{ code: string; message: string; errors?: { field: string; code: string; message: string }[] }> {
  const send = (language?: string) =>
    t.app.inject({
      ...request,
      headers: {
        ...(request.headers ?? {}),
        ...t.auth(token),
        ...(language ? { 'accept-language': language } : {}),
      },
    });
  const zh = await send();
  expect(zh.statusCode, zh.body).toBe(status);
  const zhBody = zh.json();
  expect(zhBody.code).toBe(code);
  const en = await send('en-US');
  expect(en.json().code).toBe(code);
  expect(en.json().message).not.toBe(zhBody.message);
  expect(zhBody.message).toMatch(/[\u4e00-\u9fff]/);
  if (field) expect(zhBody.errors?.map((e: { field: string }) => e.field)).toContain(field);
  return zhBody;
}

/**
 * Refusals as the users a `useTestApp` signs in: `refused(user, status, code, field?)` answers the
 * requests `get(url)`, `post(url, payload)`, `put(url, payload)`, `del(url)` and `request(options)`
 * (any inject options), each sent as `user` and checked by `expectRefused` (status, code, both
 * languages, the field when given); each answers the zh-CN body. E.g. `await refused('wh', 409, 'STOCK_SHORTAGE').post(url, { version })`.
 */
export const refusedOf =
  <U extends string>(t: SharedTestApp<U>) =>
  (user: U, status: number, code: string, field?: string) => {
    const request = (options: InjectOptions) =>
      expectRefused(t, t.tokens[user], options, status, code, field);
    const send = (method: HTTPMethods, url: string, payload?: object) =>
      request({ method, url, ...(payload === undefined ? {} : { payload }) });
    return {
      request,
      get: (url: string) => send('GET', url),
      post: (url: string, payload: object) => send('POST', url, payload),
      put: (url: string, payload: object) => send('PUT', url, payload),
      del: (url: string) => send('DELETE', url),
    };
  };

/** An answer of the test client (`client`): status and parsed body. */
type ClientAnswer = { statusCode: number; body?: { code?: string } };

/**
 * Expects an answer — raw (`inject`) or the test client's — to carry HTTP `status` and the error
 * `code` (the failure shows the body, after `label` when given: the case of a loop that sends several).
 */
export function expectError(
  res: LightMyRequestResponse | ClientAnswer,
  status: number,
  code: string,
  label?: string,
): void {
  const raw = 'json' in res && typeof res.json === 'function';
  const body = raw ? res.json() : res.body;
  const shown = raw ? String(res.body) : JSON.stringify(body);
  expect([res.statusCode, body?.code], label === undefined ? shown : `${label}: ${shown}`).toEqual([
    status,
    code,
  ]);
}

/**
 * Expects the answer `res` of a registered route to carry HTTP `status` and, when given, the error
 * `code`; a mismatch names the route.
 */
export function expectRouteAnswer(
  route: { method: string; url: string },
  res: LightMyRequestResponse,
  status: number,
  code?: string,
): void {
  const name = `${route.method} ${route.url}`;
  if (code === undefined) {
    expect({ route: name, status: res.statusCode }).toEqual({ route: name, status });
  } else {
    expect({ route: name, status: res.statusCode, code: res.json().code }).toEqual({
      route: name,
      status,
      code,
    });
  }
}

/** An error body as the tests read it. */
export interface ErrorAnswer {
  code?: string;
  message?: string;
  errors: { field: string; code: string; message: string }[];
}

/**
 * Runs a refused request through `client` in zh-CN and en-US and checks the coded, localized error: same HTTP status
 * and code in both, different messages, and no Chinese in the English one. Answers the en-US body.
 */
export async function expectClientRefused(
  t: TestApp,
  token: string,
  request: (c: Client) => Promise<{ statusCode: number; body: ErrorAnswer }>,
  status: number,
  code: string,
): Promise<ErrorAnswer> {
  const zh = await request(client(t, token, 'zh-CN'));
  const en = await request(client(t, token, 'en-US'));
  expect(zh.statusCode, JSON.stringify(zh.body)).toBe(status);
  expect(en.statusCode).toBe(status);
  expect(zh.body.code).toBe(code);
  expect(en.body.code).toBe(code);
  expect(en.body.message).not.toBe(zh.body.message);
  expect(en.body.message).not.toMatch(/[\u4e00-\u9fff]/);
  return en.body;
}

/**
 * Refusals through `client` as the users a `useTestApp` signs in: `refused(user, status, code, field?)`
 * answers the requests `get(url)`, `post(url, payload)`, `put(url, payload)`, `del(url)` and
 * `request(c => …)`, each sent as `user` and checked by `expectClientRefused`, and when `field` is
 * given for a field error naming it; each answers the en-US body.
 */
export const clientRefusedOf =
  <U extends string>(t: SharedTestApp<U>) =>
  (user: U, status: number, code: string, field?: string) => {
    const request = async (send: (c: Client) => Promise<{ statusCode: number; body: ErrorAnswer }>) => {
      const body = await expectClientRefused(t, t.tokens[user], send, status, code);
      if (field) expect(body.errors?.map((e) => e.field)).toContain(field);
      return body;
    };
    return {
      request,
      get: (url: string) => request((c) => c.get(url)),
      post: (url: string, payload: unknown) => request((c) => c.post(url, payload)),
      put: (url: string, payload: unknown) => request((c) => c.put(url, payload)),
      del: (url: string) => request((c) => c.del(url)),
    };
  };
