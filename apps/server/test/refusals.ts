import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { type Client, client } from './client';
import type { TestApp } from './helpers';

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
