import { drizzle } from 'drizzle-orm/pg-proxy';
import { describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client';
import { saveClaimStep } from './claim-lock';
import { claims } from './claims.tables';
import { majorClaims } from './major-claims.tables';

/** A transaction that records the statements it is given and answers no rows. */
function recordingTx() {
  const statements: { sql: string; params: unknown[] }[] = [];
  const db = drizzle(async (sql, params) => {
    statements.push({ sql, params });
    return { rows: [] };
  });
  return { tx: db as unknown as Tx, statements };
}

const at = new Date('2026-11-21T02:00:00Z');

describe('saveClaimStep', () => {
  it("writes the step's status and time, the step's own columns and the next version on the locked row", async () => {
    const { tx, statements } = recordingTx();
    await saveClaimStep(tx, majorClaims, { id: 7, version: 2 }, { to: 3, at }, { remark: 'agreed' });
    expect(statements).toEqual([
      {
        sql: 'update "major_claims" set "status" = $1, "remark" = $2, "updated_at" = $3, "version" = $4 where "major_claims"."id" = $5',
        params: [3, 'agreed', at.toISOString(), 3, 7],
      },
    ]);
  });

  it("gives a column that records the step's time the step's own time", async () => {
    const { tx, statements } = recordingTx();
    await saveClaimStep(tx, claims, { id: 9, version: 0 }, { to: 1, at }, (stepAt) => ({
      submittedAt: stepAt,
    }));
    expect(statements).toEqual([
      {
        sql: 'update "claims" set "status" = $1, "submitted_at" = $2, "updated_at" = $3, "version" = $4 where "claims"."id" = $5',
        params: [1, at.toISOString(), at.toISOString(), 1, 9],
      },
    ]);
  });
});
