/** The JSON envelope of every API answer (API.md "Conventions"). */
export interface Envelope<T = unknown> {
  status: number;
  code?: string;
  message: string;
  data: T;
}

/** An HTTP answer: status code, parsed envelope (or null when the body is not one) and raw bytes. */
export interface ApiAnswer<T = unknown> {
  httpStatus: number;
  body: Envelope<T> | null;
  raw: Buffer;
}

/** A signed-in API client of one demo user against `baseUrl`. */
export interface ApiClient {
  baseUrl: string;
  username: string;
  headers: Record<string, string>;
  get<T = unknown>(pathAndQuery: string): Promise<ApiAnswer<T>>;
  post<T = unknown>(path: string, body: unknown, headers?: Record<string, string>): Promise<ApiAnswer<T>>;
  send<T = unknown>(path: string, init: RequestInit): Promise<ApiAnswer<T>>;
}

/** The demo password (README "Quick start"). */
export const DEMO_PASSWORD = 'Demo@2026';

/**
 * Signs in through `POST /connect/token` (password grant) and answers a client that sends the bearer
 * token and `Accept-Language: zh-CN` with every request. Throws when sign-in fails.
 */
export async function signIn(
  baseUrl: string,
  username: string,
  password = DEMO_PASSWORD,
): Promise<ApiClient> {
  const res = await fetch(`${baseUrl}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  const json = (await res.json()) as { access_token?: string; error_description?: string };
  if (!res.ok || !json.access_token)
    throw new Error(`sign-in of ${username} failed: ${res.status} ${json.error_description ?? ''}`);
  const headers = { authorization: `Bearer ${json.access_token}`, 'accept-language': 'zh-CN' };
  const send = async <T>(path: string, init: RequestInit): Promise<ApiAnswer<T>> => {
    const r = await fetch(`${baseUrl}${path}`, {
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string>) },
    });
    const raw = Buffer.from(await r.arrayBuffer());
    let body: Envelope<T> | null = null;
    if ((r.headers.get('content-type') ?? '').includes('json')) {
      try {
        body = JSON.parse(raw.toString('utf8')) as Envelope<T>;
      } catch {
        body = null;
      }
    }
    return { httpStatus: r.status, body, raw };
  };
  return {
    baseUrl,
    username,
    headers,
    send,
    get: (p) => send(p, { method: 'GET' }),
    post: (p, body, extra = {}) =>
      send(p, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...extra },
        body: JSON.stringify(body),
      }),
  };
}

/** The envelope's data of a successful answer (HTTP 2xx, envelope status 200); throws otherwise. */
export function dataOf<T>(answer: ApiAnswer<T>, what: string): T {
  if (answer.httpStatus >= 300 || !answer.body || answer.body.status !== 200) {
    throw new Error(`${what}: HTTP ${answer.httpStatus} ${answer.raw.toString('utf8').slice(0, 300)}`);
  }
  return answer.body.data;
}
