import type { TestApp } from './helpers';

/**
 * JSON calls as one signed-in user, in one language: each answers `{ statusCode, body, headers, raw }`
 * (`body` parsed when the answer is JSON, else undefined; `raw` the bytes).
 */
export function client(t: TestApp, token: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.call(token, method, url, payload, { 'accept-language': language, ...headers });
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
