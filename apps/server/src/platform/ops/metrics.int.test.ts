import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, testClock } from '../../../test/helpers';
import { freePort } from '../../../test/server-process';
import { DEMO_PASSWORD } from '../../db/seed/demo/users.seed';

/**
 * `/metrics` (docs/operations.md "Metrics"): a listening server with METRICS_PORT set serves the
 * Prometheus text format on that port only, with the request histogram by route pattern and status
 * after some traffic, sign-in refusals and lockouts, the counts read at scrape and the process metrics.
 */

let t: TestApp;
let api: string;
let metricsUrl: string;

async function signIn(username: string, password: string) {
  const res = await fetch(`${api}/connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
  });
  return { status: res.status, body: (await res.json()) as { access_token?: string; code?: string } };
}

async function scrape() {
  const res = await fetch(metricsUrl);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The sample lines of `name` whose labels include every `labels` pair. */
function samples(text: string, name: string, labels: Record<string, string> = {}): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`)));
}

const value = (line: string | undefined) => Number(line?.split(' ').pop());

beforeAll(async () => {
  const port = await freePort();
  // a real clock: locks are compared with the database's now() at scrape
  t = await createTestApp(
    {
      METRICS_PORT: String(port),
      LOGIN_MAX_FAILED_ATTEMPTS: '2',
      LOGIN_CAPTCHA_AFTER_FAILURES: '0',
      PASSWORD_MAX_AGE_DAYS: '0',
    },
    testClock(new Date()),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  api = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
});
afterAll(() => t?.close());

describe('metrics on their own port', () => {
  it('shows the request histogram by route pattern and status after some traffic', async () => {
    expect((await fetch(`${api}/health/ready`)).status).toBe(200);
    const admin = await signIn('admin', DEMO_PASSWORD);
    expect(admin.status).toBe(200);
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${api}/api/v1/jobs/${randomUUID()}`, {
        headers: { authorization: `Bearer ${admin.body.access_token}` },
      });
      expect(res.status).toBe(404);
    }

    const text = await scrape();
    expect(text).toContain('# TYPE spm_http_request_duration_seconds histogram');
    const jobReads = { route: '/api/v1/jobs/:id', method: 'GET', status_code: '404' };
    // the pattern, never the concrete path: one series for the three different ids
    expect(samples(text, 'spm_http_request_duration_seconds_count', jobReads).map(value)).toEqual([3]);
    expect(
      samples(text, 'spm_http_request_duration_seconds_bucket', { ...jobReads, le: '+Inf' }),
    ).toHaveLength(1);
    expect(samples(text, 'spm_http_request_duration_seconds_bucket', jobReads).length).toBeGreaterThan(10);
    expect(
      samples(text, 'spm_http_request_duration_seconds_count', {
        route: '/health/ready',
        status_code: '200',
      }),
    ).toHaveLength(1);
    expect(
      samples(text, 'spm_http_request_duration_seconds_count', { route: '/connect/token', method: 'POST' }),
    ).toHaveLength(1);
    expect(text).not.toMatch(/route="\/api\/v1\/jobs\/[0-9a-f]{8}-/);
  });

  it('counts sign-in refusals and lockouts, and the names locked now', async () => {
    expect((await signIn('dealer', 'wrong-password-1')).body.code).toBe('INVALID_CREDENTIALS');
    expect((await signIn('dealer', 'wrong-password-2')).body.code).toBe('SIGN_IN_LOCKED');
    expect((await signIn('dealer', DEMO_PASSWORD)).body.code).toBe('SIGN_IN_LOCKED');

    const text = await scrape();
    expect(value(samples(text, 'spm_login_failures_total', { code: 'INVALID_CREDENTIALS' })[0])).toBe(1);
    expect(value(samples(text, 'spm_login_failures_total', { code: 'SIGN_IN_LOCKED' })[0])).toBe(2);
    expect(value(samples(text, 'spm_login_lockouts_total')[0])).toBe(1);
    expect(value(samples(text, 'spm_login_locked_names')[0])).toBe(1);
  });

  it('reads the database counts and the process metrics at scrape', async () => {
    const text = await scrape();
    expect(value(samples(text, 'spm_database_up')[0])).toBe(1);
    expect(text).toContain('# TYPE spm_interface_messages gauge');
    expect(text).toContain('# TYPE spm_background_jobs gauge');
    expect(samples(text, 'process_resident_memory_bytes')).toHaveLength(1);
    expect(samples(text, 'nodejs_eventloop_lag_seconds')).toHaveLength(1);
    if (t.database.kind === 'pg') {
      expect(value(samples(text, 'spm_db_query_duration_seconds_count')[0])).toBeGreaterThan(0);
      expect(samples(text, 'spm_db_pool_connections', { state: 'total' })).toHaveLength(1);
    }
  });

  it('is not served on the API port, and the metrics port serves nothing else', async () => {
    // with the web app built, the API port answers unknown paths with the app's page: never the metrics
    const onApi = await fetch(`${api}/metrics`);
    expect(onApi.headers.get('content-type') ?? '').not.toContain('version=0.0.4');
    expect(await onApi.text()).not.toContain('spm_http_request_duration_seconds');
    expect((await fetch(metricsUrl.replace('/metrics', '/api/v1/jobs'))).status).toBe(404);
  });
});
