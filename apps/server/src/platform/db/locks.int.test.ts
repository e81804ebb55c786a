import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { AppError } from '../errors';
import { lockRow } from './locks';

const probes = pgTable('lock_probe', {
  id: integer('id').primaryKey(),
  dealerCode: varchar('dealer_code', { length: 20 }).notNull(),
  version: integer('version').notNull(),
});

const t = useTestApp([]);

beforeAll(async () => {
  await t.ctx.db.execute(
    sql`create table lock_probe (id int primary key, dealer_code varchar(20) not null, version int not null)`,
  );
  await t.ctx.db.insert(probes).values([
    { id: 1, dealerCode: 'D001', version: 3 },
    { id: 2, dealerCode: 'D002', version: 1 },
  ]);
});

const refusal = (work: Promise<unknown>) =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe('lockRow', () => {
  it('answers the matching row with all its columns', async () => {
    const row = await t.ctx.db.transaction((tx) => lockRow(tx, probes, eq(probes.id, 1)));
    expect(row).toEqual({ id: 1, dealerCode: 'D001', version: 3 });
  });

  it('refuses NOT_FOUND for an unknown key and for a row outside the scope condition', async () => {
    for (const where of [eq(probes.id, 9), sql`${probes.id} = 2 and ${probes.dealerCode} = 'D001'`]) {
      const error = await refusal(t.ctx.db.transaction((tx) => lockRow(tx, probes, where)));
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('checks the version when one is given: the current passes, an older is CONCURRENT_MODIFICATION', async () => {
    const current = await t.ctx.db.transaction((tx) => lockRow(tx, probes, eq(probes.id, 1), 3));
    expect(current.version).toBe(3);
    const stale = await refusal(t.ctx.db.transaction((tx) => lockRow(tx, probes, eq(probes.id, 1), 2)));
    expect(stale).toMatchObject({ code: 'CONCURRENT_MODIFICATION' });
    const unchecked = await t.ctx.db.transaction((tx) => lockRow(tx, probes, eq(probes.id, 1), undefined));
    expect(unchecked.id).toBe(1);
  });

  it('holds the row until the transaction ends (PostgreSQL: another writer waits and times out)', async () => {
    if (t.database.kind !== 'pg') return;
    const blocked = await t.ctx.db.transaction(async (tx) => {
      await lockRow(tx, probes, eq(probes.id, 2));
      return refusal(
        t.ctx.db.transaction(async (other) => {
          await other.execute(sql`set local lock_timeout = '200ms'`);
          await other.update(probes).set({ version: 2 }).where(eq(probes.id, 2));
        }),
      );
    });
    const { code, cause } = blocked as { code?: string; cause?: { code?: string } };
    expect(cause?.code ?? code).toBe('55P03'); // lock_not_available
  });
});
