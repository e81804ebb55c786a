import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parkedUploads } from './excel-uploads';

const log = { warn: () => {} } as unknown as FastifyBaseLogger;
let dataDir: string;

beforeEach(async () => {
  dataDir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'spm-parked-'));
});
afterEach(async () => {
  await fs.promises.rm(dataDir, { recursive: true, force: true });
});

describe('parked uploads (a large import waiting for its background job)', () => {
  it('keeps the bytes under a new name in DATA_DIR/excel-uploads, private to the server, until removed', async () => {
    const parked = parkedUploads(dataDir, log);
    const name = await parked.park(Buffer.from('workbook bytes'));
    const file = path.join(dataDir, 'excel-uploads', name);
    expect(name).toMatch(/^[0-9a-f-]{36}\.xlsx$/);
    // no access for other users of the machine (0640, less under a stricter umask)
    expect((await fs.promises.stat(file)).mode & 0o007).toBe(0);
    expect((await parked.read(name)).toString()).toBe('workbook bytes');
    expect(await parked.park(Buffer.from('another'))).not.toBe(name);

    await parked.remove(name);
    expect(fs.existsSync(file)).toBe(false);
    await expect(parked.remove(name)).resolves.toBeUndefined();
  });

  it('reads and removes only inside its folder, whatever path a job parameter names', async () => {
    const parked = parkedUploads(dataDir, log);
    await fs.promises.writeFile(path.join(dataDir, 'outside.xlsx'), 'not an upload');
    const name = await parked.park(Buffer.from('inside'));
    await expect(parked.read(`../outside.xlsx`)).rejects.toThrow(/ENOENT/);
    await parked.remove('../outside.xlsx');
    expect(fs.existsSync(path.join(dataDir, 'outside.xlsx'))).toBe(true);
    expect((await parked.read(`../../elsewhere/${name}`)).toString()).toBe('inside');
  });

  it('sweeps away files older than a day when the next upload is parked, and keeps newer ones', async () => {
    const parked = parkedUploads(dataDir, log);
    const old = await parked.park(Buffer.from('orphan of a lost job'));
    const recent = await parked.park(Buffer.from('waiting'));
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000);
    await fs.promises.utimes(path.join(dataDir, 'excel-uploads', old), twoDaysAgo, twoDaysAgo);

    const next = await parked.park(Buffer.from('new'));
    expect((await fs.promises.readdir(path.join(dataDir, 'excel-uploads'))).sort()).toEqual(
      [recent, next].sort(),
    );
  });
});
