import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { executePrepared, preparedStatementName } from './prepared';

const t = useTestApp([]);

describe('prepared statements', () => {
  it('answers the rows inside a transaction, prepared on its connection under its name on PostgreSQL', async () => {
    const query = sql`select ${'D0001'}::text as code, 1 + ${2}::int as n`;
    const { rows, prepared } = await t.ctx.db.transaction(async (tx) => {
      const answered = await executePrepared(tx, query);
      const names =
        t.database.kind === 'pg'
          ? (await tx.execute<{ name: string }>(sql`select name from pg_prepared_statements`)).rows.map(
              (r) => r.name,
            )
          : null;
      return { rows: answered, prepared: names };
    });
    expect(rows).toEqual([{ code: 'D0001', n: 3 }]);
    if (prepared)
      expect(prepared).toContain(preparedStatementName('select $1::text as code, 1 + $2::int as n'));
  });
});
