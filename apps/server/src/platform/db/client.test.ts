import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { DEFAULT_PGLITE_SHARED_BUFFERS_MB, openDatabase } from './client';

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spm-client-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Opens the embedded database in one folder (created by the first call) and reads its setting. */
async function sharedBuffersOf(pgliteSharedBuffersMb?: number): Promise<string> {
  const database = await openDatabase({ dataDir, pgliteSharedBuffersMb });
  try {
    const { rows } = await database.pglite!.query<{ v: string }>(
      `select current_setting('shared_buffers') as v`,
    );
    return rows[0].v;
  } finally {
    await database.close();
  }
}

describe('the embedded engine buffer cache', () => {
  it('opens with the configured size, and with the default when none is given', async () => {
    expect(await sharedBuffersOf(24)).toBe('24MB');
    expect(await sharedBuffersOf()).toBe(`${DEFAULT_PGLITE_SHARED_BUFFERS_MB}MB`);
  }, 60_000);

  it('is read from PGLITE_SHARED_BUFFERS_MB, bounded', () => {
    expect(loadConfig({}).pgliteSharedBuffersMb).toBe(DEFAULT_PGLITE_SHARED_BUFFERS_MB);
    expect(loadConfig({ PGLITE_SHARED_BUFFERS_MB: '256' }).pgliteSharedBuffersMb).toBe(256);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '0' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
    expect(() => loadConfig({ PGLITE_SHARED_BUFFERS_MB: '5000' })).toThrow(/PGLITE_SHARED_BUFFERS_MB/);
  });
});
