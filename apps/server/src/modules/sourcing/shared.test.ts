import { describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/access/principal';
import type { Tx } from '../../platform/db/client';
import { writeCreated } from './shared';
import { sourcingHistory } from './sourcing.tables';

describe('writeCreated', () => {
  it('appends a create row from no status to 0, by the principal at the given time', async () => {
    const written: { table: unknown; values: unknown }[] = [];
    const tx = {
      insert: (table: unknown) => ({
        values: async (values: unknown) => {
          written.push({ table, values });
        },
      }),
    } as unknown as Tx;
    const at = new Date('2026-11-21T02:00:00Z');
    await writeCreated(tx, 'RFQ', 12, { userId: 5, name: '采购员' } as Principal, at);
    expect(written).toEqual([
      {
        table: sourcingHistory,
        values: {
          documentType: 'RFQ',
          documentId: 12,
          action: 'create',
          fromStatus: null,
          toStatus: 0,
          actorId: 5,
          actorName: '采购员',
          opinion: null,
          createdAt: at,
        },
      },
    ]);
  });
});
