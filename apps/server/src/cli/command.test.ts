import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../platform/db/client';
import { runCommand, withDatabase } from './command';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Stops `process.exit` and stderr for one run and answers what they were called with. */
function captureExit() {
  const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  const exited = () =>
    vi.waitFor(() => {
      expect(exit).toHaveBeenCalled();
    });
  return { exit, stderr, exited };
}

describe('runCommand', () => {
  it('exits with the code main resolves to', async () => {
    const { exit, stderr, exited } = captureExit();
    runCommand('migrate', async () => 2);
    await exited();
    expect(exit).toHaveBeenCalledWith(2);
    expect(stderr).not.toHaveBeenCalled();
  });

  it('writes "<label> failed: <message>" and exits with 1 when main throws', async () => {
    const { exit, stderr, exited } = captureExit();
    runCommand('unlock-user', async () => {
      throw new Error('no database');
    });
    await exited();
    expect(stderr).toHaveBeenCalledWith('unlock-user failed: no database\n');
    expect(exit).toHaveBeenCalledWith(1);
  });

  it('describes the failure with the given describer', async () => {
    const { stderr, exited } = captureExit();
    runCommand(
      'backup',
      () => Promise.reject('refused'),
      (e) => `[${String(e)}]`,
    );
    await exited();
    expect(stderr).toHaveBeenCalledWith('backup failed: [refused]\n');
  });
});

describe('withDatabase', () => {
  const fakeOpen = () => {
    const close = vi.fn(async () => {});
    const open = vi.fn(async () => ({ close }) as unknown as Database);
    return { open, close };
  };

  it('opens the configured database with one connection, answers the work and closes it', async () => {
    const { open, close } = fakeOpen();
    const answer = await withDatabase(
      { databaseUrl: 'postgres://db/spm', dataDir: '/data', pgliteSharedBuffersMb: 24 },
      async () => 7,
      open,
    );
    expect(answer).toBe(7);
    expect(open).toHaveBeenCalledWith({
      databaseUrl: 'postgres://db/spm',
      dataDir: '/data',
      pgliteSharedBuffersMb: 24,
      poolSize: 1,
    });
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('closes the database and throws on when the work fails', async () => {
    const { open, close } = fakeOpen();
    await expect(
      withDatabase(
        { databaseUrl: undefined, dataDir: '/data', pgliteSharedBuffersMb: 16 },
        async () => {
          throw new Error('failed');
        },
        open,
      ),
    ).rejects.toThrow('failed');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
