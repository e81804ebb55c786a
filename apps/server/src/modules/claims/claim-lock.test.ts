import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { lockAtVersion, saveClaimStep } from './claim-lock';
import { majorClaims } from './major-claims.tables';

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

describe('saveClaimStep', () => {
  it("writes the step's status and time, the step's own columns and the next version on the locked row", async () => {
    const statements: { sql: string; params: unknown[] }[] = [];
    const db = drizzle(async (sql, params) => {
      statements.push({ sql, params });
      return { rows: [] };
    });
    const at = new Date('2026-11-21T02:00:00Z');
    await saveClaimStep(
      db as unknown as Tx,
      majorClaims,
      { id: 7, version: 2 },
      { to: 3, at },
      { remark: 'agreed' },
    );
    expect(statements).toEqual([
      {
        sql: 'update "major_claims" set "status" = $1, "remark" = $2, "updated_at" = $3, "version" = $4 where "major_claims"."id" = $5',
        params: [3, 'agreed', at.toISOString(), 3, 7],
      },
    ]);
  });
});
