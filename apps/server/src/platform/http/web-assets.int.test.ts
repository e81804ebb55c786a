import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';

/** The built web app: compressed copies sent as they are, hashed assets cached for good, the page revalidated. */
let t: TestApp;
const script = 'console.log("spm");'.repeat(200);

beforeAll(async () => {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-CoV70qj_.js'), script);
  fs.writeFileSync(path.join(dist, 'assets', 'index-CoV70qj_.js.gz'), gzipSync(script));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('web assets', () => {
  it('sends the gzip copy of a hashed asset to a client that accepts it, cached as immutable', async () => {
    const res = await t.app.inject({
      url: '/assets/index-CoV70qj_.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(script.length / 5);
  });

  it('sends the plain file to a client without gzip', async () => {
    const res = await t.app.inject({
      url: '/assets/index-CoV70qj_.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(script);
  });

  it('serves the page for a client-side route and lets it revalidate', async () => {
    const res = await t.app.inject({ url: '/dealer-orders/entry' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('id="root"');
  });
});
