import { expect } from 'vitest';
import type { SharedTestApp, TestApp } from './helpers';

/**
 * JSON calls as one signed-in user, in one language: each answers `{ statusCode, body, headers, raw }`
 * (`body` parsed when the answer is JSON, else undefined; `raw` the bytes). `token` may be read at
 * each call (a function), for clients made before the user signs in.
 */
export function client(t: TestApp, token: string | (() => string), language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.call(typeof token === 'string' ? token : token(), method, url, payload, {
      'accept-language': language,
      ...headers,
    });
    const isJson = String(res.headers['content-type'] ?? '').includes('json');
    return {
      statusCode: res.statusCode,
      body: isJson ? res.json() : undefined,
      headers: res.headers,
      raw: res.rawPayload,
    };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    del: (url: string) => call('DELETE', url),
  };
}

export type Client = ReturnType<typeof client>;

/** A client of one of the users a `useTestApp` signs in; usable once its `beforeAll` has run. */
export const clientOf = <U extends string>(t: SharedTestApp<U>, user: U, language?: 'zh-CN' | 'en-US') =>
  client(t, () => t.tokens[user], language);

/**
 * Raw requests as the users a `useTestApp` signs in: the answer sends one request as `user` in
 * `language` (zh-CN unless given), a JSON `payload` when given, and answers the raw response.
 */
export const callerOf =
  <U extends string>(t: SharedTestApp<U>) =>
  (user: U, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, language = 'zh-CN') =>
    t.call(t.tokens[user], method, url, payload, { 'accept-language': language });

/**
 * Requests as the users a `useTestApp` signs in that must succeed: the answer sends one request as
 * `user` (see `callerOf`), expects HTTP 200 and answers the body's `data`.
 */
export const okOf = <U extends string>(t: SharedTestApp<U>) => {
  const call = callerOf(t);
  return async (user: U, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const res = await call(user, method, url, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
};
