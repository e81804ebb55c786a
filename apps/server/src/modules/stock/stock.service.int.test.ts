import { errorMessage } from '@spm/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import {
  adjust,
  allocate,
  deallocate,
  receiveIn,
  type StockArrivalListener,
  shipOut,
  stockTotals,
} from './stock.service';
import { stock, stockLedger } from './stock.tables';

let t: TestApp;
/** The movements' source; `at` a fixed instant unlike the database's time. */
const src = { documentType: 'test', documentNo: 'T-1', actorId: null, at: new Date('2026-03-02T01:30:00Z') };
const part = DEMO_PARTS.normal;
const arrivals: string[] = [];
const arrive: StockArrivalListener = async (_tx, partCode, warehouseCode) => {
  arrivals.push(`${partCode}@${warehouseCode}`);
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tx = <T>(fn: (x: Tx) => Promise<T>) => t.ctx.db.transaction(fn);

/** Every stock row of the database equals the sum of its ledger rows. */
async function ledgerMatchesStock() {
  const result = await t.ctx.db.execute(sql`
    select count(*)::int as n from stock s
    full join (select part_code, warehouse_code, storage_code, sum(on_hand_delta) oh, sum(allocated_delta) al
               from stock_ledger group by 1, 2, 3) l using (part_code, warehouse_code, storage_code)
    where coalesce(s.on_hand_qty, 0) <> coalesce(l.oh, 0) or coalesce(s.allocated_qty, 0) <> coalesce(l.al, 0)`);
  return (result.rows[0] as { n: number }).n;
}

async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
  const c = (error as AppError).code;
  expect(errorMessage(c, 'en-US', (error as AppError).params)).not.toBe(
    errorMessage(c, 'zh-CN', (error as AppError).params),
  );
}

describe('stock service', () => {
  it('allocates across locations in storage-code order, up to what is available', async () => {
    const result = await tx((x) => allocate(x, { partCode: part, warehouseCode: 'W01', qty: 70, ...src }));
    expect(result.allocatedQty).toBe(70);
    expect(result.locations).toEqual([
      { storageCode: expect.stringMatching(/^A-/), qty: 60 },
      { storageCode: 'Y-01-01-01', qty: 10 },
    ]);
    const rest = await tx((x) => allocate(x, { partCode: part, warehouseCode: 'W01', qty: 50, ...src }));
    expect(rest.allocatedQty).toBe(30);
    expect(await stockTotals(t.ctx.db, part, 'W01')).toEqual({
      onHandQty: 100,
      allocatedQty: 100,
      availableQty: 0,
    });
    const none = await tx((x) => allocate(x, { partCode: part, warehouseCode: 'W01', qty: 1, ...src }));
    expect(none).toEqual({ allocatedQty: 0, locations: [] });
    expect(await ledgerMatchesStock()).toBe(0);
  });

  it("stamps the ledger rows and the stock rows with the movement's time, not the database's", async () => {
    const ledger = await t.ctx.db
      .select({ at: stockLedger.createdAt })
      .from(stockLedger)
      .where(eq(stockLedger.documentNo, src.documentNo));
    expect(ledger.length).toBeGreaterThan(0);
    expect(ledger.map((r) => r.at.toISOString())).toEqual(ledger.map(() => src.at.toISOString()));
    const [row] = await t.ctx.db
      .select({ at: stock.updatedAt })
      .from(stock)
      .where(
        and(eq(stock.partCode, part), eq(stock.warehouseCode, 'W01'), eq(stock.storageCode, 'Y-01-01-01')),
      );
    expect(row.at.toISOString()).toBe(src.at.toISOString());
  });

  it('releases allocations by location or from the highest location down', async () => {
    const released = await tx((x) =>
      deallocate(x, { partCode: part, warehouseCode: 'W01', qty: 45, ...src }),
    );
    expect(released).toEqual([
      { storageCode: 'Y-01-01-01', qty: 40 },
      { storageCode: expect.stringMatching(/^A-/), qty: 5 },
    ]);
    await expectCode(
      tx((x) =>
        deallocate(x, { partCode: part, warehouseCode: 'W01', storageCode: 'Y-01-01-01', qty: 1, ...src }),
      ),
      'STOCK_ALLOCATION_MISMATCH',
    );
    await expectCode(
      tx((x) => deallocate(x, { partCode: part, warehouseCode: 'W01', qty: 56, ...src })),
      'STOCK_ALLOCATION_MISMATCH',
    );
    expect((await stockTotals(t.ctx.db, part, 'W01')).allocatedQty).toBe(55);
  });

  it('ships allocated pieces out and refuses shipping more than allocated', async () => {
    const [main] = await t.ctx.db
      .select()
      .from(stock)
      .where(
        and(eq(stock.partCode, part), eq(stock.warehouseCode, 'W01'), sql`${stock.storageCode} like 'A-%'`),
      );
    await tx((x) =>
      shipOut(x, { partCode: part, warehouseCode: 'W01', storageCode: main.storageCode, qty: 50, ...src }),
    );
    expect(await stockTotals(t.ctx.db, part, 'W01')).toEqual({
      onHandQty: 50,
      allocatedQty: 5,
      availableQty: 45,
    });
    await expectCode(
      tx((x) =>
        shipOut(x, { partCode: part, warehouseCode: 'W01', storageCode: main.storageCode, qty: 6, ...src }),
      ),
      'STOCK_ALLOCATION_MISMATCH',
    );
    await expectCode(
      tx((x) =>
        shipOut(x, { partCode: part, warehouseCode: 'W01', storageCode: main.storageCode, qty: 0, ...src }),
      ),
      'STOCK_QTY_INVALID',
    );
    expect(await ledgerMatchesStock()).toBe(0);
  });

  it('receives into new locations, adjusts, and tells the arrival listeners', async () => {
    arrivals.length = 0;
    const at = (storageCode: string) => ({
      partCode: DEMO_PARTS.noStock,
      warehouseCode: 'W02',
      storageCode,
      ...src,
    });
    await tx((x) => receiveIn(x, { ...at('B-01-01-01'), qty: 12 }, arrive));
    await tx((x) => adjust(x, { ...at('B-01-01-01'), onHandDelta: -2 }, arrive));
    await tx((x) => adjust(x, { ...at('B-01-01-02'), onHandDelta: 3 }, arrive));
    expect(arrivals).toEqual([`${DEMO_PARTS.noStock}@W02`, `${DEMO_PARTS.noStock}@W02`]);
    expect(await stockTotals(t.ctx.db, DEMO_PARTS.noStock, 'W02')).toEqual({
      onHandQty: 13,
      allocatedQty: 0,
      availableQty: 13,
    });
    expect(await ledgerMatchesStock()).toBe(0);
  });

  it('refuses an adjustment below the allocated qty and leaves no trace of it', async () => {
    const wh = 'W03';
    await tx((x) => allocate(x, { partCode: DEMO_PARTS.lowStock, warehouseCode: 'W01', qty: 4, ...src }));
    const [row] = await t.ctx.db
      .select()
      .from(stock)
      .where(and(eq(stock.partCode, DEMO_PARTS.lowStock), eq(stock.warehouseCode, 'W01')));
    await expectCode(
      tx((x) =>
        adjust(
          x,
          {
            partCode: DEMO_PARTS.lowStock,
            warehouseCode: 'W01',
            storageCode: row.storageCode,
            onHandDelta: -2,
            ...src,
          },
          arrive,
        ),
      ),
      'STOCK_NOT_ENOUGH',
    );
    await expectCode(
      tx((x) =>
        adjust(
          x,
          {
            partCode: DEMO_PARTS.lowStock,
            warehouseCode: wh,
            storageCode: 'Q-09-09-09',
            onHandDelta: -1,
            ...src,
          },
          arrive,
        ),
      ),
      'STOCK_NOT_ENOUGH',
    );
    expect(await stockTotals(t.ctx.db, DEMO_PARTS.lowStock, 'W01')).toEqual({
      onHandQty: 5,
      allocatedQty: 4,
      availableQty: 1,
    });
    expect(await ledgerMatchesStock()).toBe(0);
  });
});
