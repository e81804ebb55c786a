// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('./notify', () => import('./notify-mock'));

const { api, send } = await import('./client');
const { confirmRelogin, notify } = await import('./notify');
const { getToken, setToken } = await import('../auth/storage');
const { ApiError } = await import('./errors');
const { initI18n } = await import('../i18n');
await initI18n('zh-CN');

function reply(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json', ...headers },
      }),
  );
}

describe('api client', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    setToken('old-token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setToken(null);
  });

  it('sends the bearer token and the language, and answers the envelope data', async () => {
    const fetchMock = reply(200, { status: 200, message: 'ok', data: { a: 1 } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/v1/x', { page: 2, keyword: '', ids: ['a', 'b'] })).resolves.toEqual({ a: 1 });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/x?page=2&ids=a&ids=b');
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer old-token');
    expect(headers['Accept-Language']).toMatch(/^(zh-CN|en-US)$/);
  });

  it('takes a refreshed token from x-authorization', async () => {
    vi.stubGlobal(
      'fetch',
      reply(200, { status: 200, message: '', data: null }, { 'x-authorization': 'Bearer new-token' }),
    );
    await api.post('/api/v1/x', { a: 1 });
    expect(getToken()).toBe('new-token');
  });

  it('accepts envelope status 1 and shows the 501 warning unless the caller owns it', async () => {
    vi.stubGlobal('fetch', reply(200, { status: 1, message: '', data: 'one' }));
    await expect(api.get('/x')).resolves.toBe('one');
    vi.stubGlobal('fetch', reply(200, { status: 501, message: '已暂存', data: 'saved' }));
    await expect(api.post('/x')).resolves.toBe('saved');
    expect(notify.warning).toHaveBeenCalledWith('已暂存');
    vi.mocked(notify.warning).mockClear();
    const sent = await send('POST', '/x', { ownWarning: true });
    expect(sent.warning).toBe(true);
    expect(notify.warning).not.toHaveBeenCalled();
  });

  it('turns another envelope status into an error with the server message', async () => {
    vi.stubGlobal('fetch', reply(200, { status: 500, message: '库存不足', data: null }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(notify.error).toHaveBeenCalledWith('库存不足');
  });

  it('shows HTTP errors with code and field errors, or stays silent when asked', async () => {
    const body = {
      status: 422,
      code: 'VALIDATION_FAILED',
      message: '输入有误',
      errors: [{ field: 'email', code: 'INVALID', message: '邮箱格式错误' }],
      requestId: 'r1',
    };
    vi.stubGlobal('fetch', reply(422, body));
    const error = await api.put('/x', {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toMatchObject({
      httpStatus: 422,
      code: 'VALIDATION_FAILED',
      requestId: 'r1',
      shown: false,
    });
    expect((error as InstanceType<typeof ApiError>).errors[0].field).toBe('email');
    expect(notify.error).not.toHaveBeenCalled();
    await api.put('/x', {}).catch(() => undefined);
    expect(notify.error).toHaveBeenCalledWith('输入有误');
  });

  it('uses a generic text when the server sends no message', async () => {
    vi.stubGlobal('fetch', reply(500, {}));
    await api.get('/x').catch(() => undefined);
    expect(notify.error).toHaveBeenCalledWith('系统繁忙，请稍后再试');
  });

  it('asks to sign in again on HTTP 401 instead of showing a message', async () => {
    vi.stubGlobal(
      'fetch',
      reply(401, { status: 401, code: 'UNAUTHORIZED', message: '登录已超时', requestId: 'r' }),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ httpStatus: 401 });
    expect(confirmRelogin).toHaveBeenCalledTimes(1);
    expect(notify.error).not.toHaveBeenCalled();
    await api.get('/x', undefined, { silent401: true }).catch(() => undefined);
    expect(confirmRelogin).toHaveBeenCalledTimes(1);
  });

  it('reports a network failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(api.get('/x')).rejects.toMatchObject({ code: 'NETWORK' });
    expect(notify.error).toHaveBeenCalledTimes(1);
  });
});
