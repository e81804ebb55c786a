import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { lockAtVersion } from './claim-lock';

const tx = {} as Tx;
const principal = {} as Principal;
const lock = lockAtVersion(async (_tx, _principal, id: number) =>
  id === 1 ? { id, version: 3 } : undefined,
);

describe('lockAtVersion', () => {
  it('answers the locked row when the version is the one seen', async () => {
    expect(await lock(tx, principal, 1, 3)).toEqual({ id: 1, version: 3 });
  });

  it('refuses a missing or out-of-scope row with NOT_FOUND', async () => {
    await expect(lock(tx, principal, 2, 3)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses another version with CONCURRENT_MODIFICATION', async () => {
    await expect(lock(tx, principal, 1, 2)).rejects.toMatchObject({ code: 'CONCURRENT_MODIFICATION' });
  });
});
