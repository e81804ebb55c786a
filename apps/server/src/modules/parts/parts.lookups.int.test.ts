import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import { AppError } from '../../platform/errors';
import { ordinaryPrices } from './parts.lookups';
import { parts } from './parts.tables';

const t = useTestApp([]);

describe('ordinaryPrices', () => {
  it("answers each part's ordinary price by code", async () => {
    const db = t.database.db;
    const [normal] = await db
      .select({ price: parts.priceOrdinary })
      .from(parts)
      .where(eq(parts.partCode, DEMO_PARTS.normal));
    const prices = await ordinaryPrices(db, [DEMO_PARTS.normal, DEMO_PARTS.normal]);
    expect([...prices]).toEqual([[DEMO_PARTS.normal, normal.price]]);
    expect(await ordinaryPrices(db, [])).toEqual(new Map());
  });

  it('refuses every unknown code at once, each on its line', async () => {
    const error = await ordinaryPrices(t.database.db, ['NO-SUCH-1', DEMO_PARTS.normal, 'NO-SUCH-2']).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'PART_NOT_FOUND',
      params: { partCode: 'NO-SUCH-1' },
      fieldErrors: [
        { field: 'lines[0].partCode', code: 'PART_NOT_FOUND', params: { partCode: 'NO-SUCH-1' } },
        { field: 'lines[2].partCode', code: 'PART_NOT_FOUND', params: { partCode: 'NO-SUCH-2' } },
      ],
    });
  });
});
