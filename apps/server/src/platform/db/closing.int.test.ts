import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { AppError } from '../errors';
import { allowClosing, closingStatement } from './closing';
import { refusalSql, refusing } from './refusal';

const t = useTestApp([]);

beforeAll(async () => {
  await t.ctx.db.execute(sql`create table closing_probe (id int primary key, v int not null)`);
});

const probe = async (id: number) =>
  (await t.ctx.db.execute<{ v: number }>(sql`select v from closing_probe where id = ${id}`)).rows[0]?.v;

describe('closingStatement', () => {
  it('answers the rows; on PostgreSQL the row is committed and unlocked before the work returns', async () => {
    const seenMeanwhile = await t.ctx.db.transaction(async (tx) => {
      allowClosing(tx);
      const rows = await closingStatement(tx, sql`insert into closing_probe values (1, 1) returning v`);
      expect(rows).toEqual([{ v: 1 }]);
      if (t.database.kind !== 'pg') return null;
      // another connection may change the row at once: the insert's lock is gone with its commit
      return t.ctx.db.transaction(async (other) => {
        await other.execute(sql`set local lock_timeout = '2s'`);
        const [row] = (
          await other.execute<{ v: number }>(sql`update closing_probe set v = 2 where id = 1 returning v`)
        ).rows;
        return row.v;
      });
    });
    if (t.database.kind === 'pg') expect(seenMeanwhile).toBe(2);
    expect(await probe(1)).toBe(t.database.kind === 'pg' ? 2 : 1);
  });

  it('commits nothing when the statement refuses, and answers the refusal as its error', async () => {
    const failed = await t.ctx.db
      .transaction(async (tx) => {
        allowClosing(tx);
        await tx.execute(sql`insert into closing_probe values (2, 2)`);
        await refusing(
          closingStatement(
            tx,
            sql`insert into closing_probe values (3, 3) returning ${refusalSql('ORDER_SEQUENCE_EXHAUSTED', { max: 9 })}`,
          ),
        );
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(AppError);
    expect(failed).toMatchObject({ code: 'ORDER_SEQUENCE_EXHAUSTED', params: { max: 9 } });
    expect(await probe(2)).toBeUndefined();
    expect(await probe(3)).toBeUndefined();
  });

  it('stays inside the transaction when its owner did not allow closing', async () => {
    const failed = await t.ctx.db
      .transaction(async (tx) => {
        await closingStatement(tx, sql`insert into closing_probe values (4, 4)`);
        throw new Error('the work failed after its last statement');
      })
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(await probe(4)).toBeUndefined();
  });
});
