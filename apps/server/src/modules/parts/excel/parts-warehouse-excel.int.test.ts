import { deriveRushPrices } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setCredit, submitOrder } from '../../../../test/builders';
import { client } from '../../../../test/client';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { expectRefused } from '../../../../test/refusals';
import { orderState } from '../../../../test/state';
import { type HandCell, handBuiltXlsx, multipartFile } from '../../../../test/xlsx';
import { DEMO_PARTS } from '../../../db/seed/demo/parts-catalogue';
import { loadUserRecord, toPrincipal } from '../../../platform/auth/principal-loader';
import { users } from '../../../platform/db/platform.tables';
import { releaseBackordersOnArrival } from '../../fulfilment';
import { createStockImport, stockTotals } from '../../stock';
import { stockLedger } from '../../stock/stock.tables';
import { partWarehouseRow } from '../parts-settings.service';
import { downloadWorkbook, feedbackErrors, partRow, uploadFile } from './excel-test-support';

let t: TestApp;
let hq: string;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
});
afterAll(() => t.close());

/**
 * Imports a hand-built workbook of `rows` to `url` as head office (in `language` when given); answers
 * the raw response.
 */
const importRows = (url: string, rows: HandCell[][], language?: string) =>
  uploadFile(t, hq, url, handBuiltXlsx(rows), language);

const settingsOf = (partCode: string, warehouseCode: string) =>
  partWarehouseRow(t.ctx.db, partCode, warehouseCode);

describe('stock import', () => {
  const url = '/api/v1/parts/imports/stock';
  const part = DEMO_PARTS.normal;

  it('books signed changes through the stock service, with ledger rows, and the arrival serves backorders', async () => {
    const before = await stockTotals(t.ctx.db, part, 'W01');
    // one order takes what W01 has, a second one waits for 2 pieces as a backorder
    await setCredit(t, 'D0001', '1000000.00', '1000000.00');
    const dealer = client(t, await t.login('dealer'));
    const first =
      before.availableQty > 0
        ? [await submitOrder(dealer, [{ partCode: part, qty: before.availableQty }])]
        : [];
    const waiting = await submitOrder(dealer, [{ partCode: part, qty: 2 }]);
    const released = await client(t, await t.login('wh')).post('/api/v1/warehouse/releases', {
      dealerOrderIds: [...first.map((o) => o.id), waiting.id],
    });
    expect(released.statusCode, JSON.stringify(released.body)).toBe(200);
    expect((await orderState(t, waiting.id)).status).toBe(2);

    const file = handBuiltXlsx([
      ['仓库代码', '配件编号', '库位', '调整数量'],
      ['w01', part, 'c-09-01', 5],
      ['W01', part, 'C-09-02', '3'],
    ]);
    const res = await uploadFile(t, hq, url, file);
    expect(res.json().data, res.body).toMatchObject({ status: 'succeeded', inserted: 2, updated: 0 });
    expect((await stockTotals(t.ctx.db, part, 'W01')).onHandQty).toBe(before.onHandQty + 8);
    const ledger = await t.ctx.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.documentType, 'stockImport'));
    expect(ledger.map((l) => [l.storageCode, l.onHandDelta, l.movementType])).toEqual([
      ['C-09-01', 5, 'import'],
      ['C-09-02', 3, 'import'],
    ]);
    // the app's stock-arrival listener released the waiting order with the imported pieces
    expect((await orderState(t, waiting.id)).status).toBe(4);
    expect((await stockTotals(t.ctx.db, part, 'W01')).allocatedQty).toBe(
      before.allocatedQty + before.availableQty + 2,
    );

    const again = await importRows(url, [
      ['仓库代码', '配件编号', '库位', '调整数量'],
      ['W01', part, 'C-09-01', -2],
    ]);
    expect(again.json().data).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1 });
    expect((await stockTotals(t.ctx.db, part, 'W01')).onHandQty).toBe(before.onHandQty + 6);
  });

  it('refuses the whole file when a row breaks a rule', async () => {
    const before = await stockTotals(t.ctx.db, part, 'W01');
    const file = handBuiltXlsx([
      ['Warehouse code', 'Part code', 'Storage', 'Adjust qty'],
      ['W01', part, 'C-09-01', 1],
      ['W01', part, 'C-09-02', -100],
      ['W99', part, 'C-09-01', 1],
      ['W01', 'NO000-PART-00-A1', 'C-09-01', 1],
      ['W01', part, 'C-09-03', 0],
      ['W01', part, 'C-00-01', 1],
    ]);
    const res = await uploadFile(t, hq, url, file, 'en-US');
    expect(res.json().data).toMatchObject({ status: 'failed', failed: 5 });
    expect(await stockTotals(t.ctx.db, part, 'W01')).toEqual(before);
    const errors = await feedbackErrors(t, hq, res.json().data.feedbackFileId);
    expect(errors.get(3)).toContain('Not enough stock of part');
    expect(errors.get(4)).toContain('Warehouse W99 does not exist');
    expect(errors.get(5)).toContain('Part NO000-PART-00-A1 does not exist');
    expect(errors.get(6)).toContain('The stock qty must be a positive integer');
    expect(errors.get(7)).toContain('Storage code C-00-01');
  });

  it('applies a repeated upload with the same Idempotency-Key once', async () => {
    const before = await stockTotals(t.ctx.db, part, 'W01');
    const send = (qty: number) => {
      const body = multipartFile(
        handBuiltXlsx([
          ['仓库代码', '配件编号', '库位', '调整数量'],
          ['W01', part, 'C-09-05', qty],
        ]),
        's.xlsx',
      );
      return {
        method: 'POST' as const,
        url,
        payload: body.payload,
        headers: { ...body.headers, 'idempotency-key': 'stock-import-0001' },
      };
    };
    const withAuth = (r: ReturnType<typeof send>) => ({ ...r, headers: { ...r.headers, ...t.auth(hq) } });
    const first = await t.app.inject(withAuth(send(4)));
    expect(first.json().data).toMatchObject({ status: 'succeeded', inserted: 1 });
    const again = await t.app.inject(withAuth(send(4)));
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await stockTotals(t.ctx.db, part, 'W01')).onHandQty).toBe(before.onHandQty + 4);
    await expectRefused(t, hq, send(5), 409, 'IDEMPOTENCY_KEY_REUSED');
  });

  it('treats a warehouse outside the user’s scope as missing', async () => {
    const [u] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'wh'));
    const record = await loadUserRecord(t.ctx.db, { id: u.id });
    const principal = toPrincipal(record as NonNullable<typeof record>, {
      sid: 't',
      exp: Math.floor(Date.now() / 1000) + 600,
    });
    const file = handBuiltXlsx([
      ['仓库代码', '配件编号', '库位', '调整数量'],
      ['W02', part, 'C-09-01', 1],
    ]);
    const answer = await t.ctx.excel.importUpload(
      createStockImport(releaseBackordersOnArrival),
      { buffer: file, fileName: 's.xlsx' },
      principal,
      'zh-CN',
    );
    expect(answer.errors).toEqual([{ row: 2, column: '仓库代码', message: '仓库 W02 不存在' }]);
  });
});

describe('storage, flow partition and min/max imports', () => {
  it('storage import applies the warehouse-info rules; an empty cell keeps the stored value', async () => {
    const url = '/api/v1/parts/imports/storage';
    const header = ['仓库代码', '配件编号', '主库位', '安全库存'];
    const first = await importRows(url, [header, ['W02', DEMO_PARTS.noStock, 'D-01-01', 10]]);
    expect(first.json().data, first.body).toMatchObject({ status: 'succeeded', inserted: 1, updated: 0 });
    const second = await importRows(url, [header, ['W02', DEMO_PARTS.noStock, null, 12]]);
    expect(second.json().data).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1 });
    expect(await settingsOf(DEMO_PARTS.noStock, 'W02')).toMatchObject({
      mainStorageCode: 'D-01-01',
      safetyStock: 12,
    });

    const bad = await importRows(
      url,
      [header, ['W01', DEMO_PARTS.normal, 'Q-01-01', null], ['W02', DEMO_PARTS.noStock, 'A-00-01', null]],
      'en-US',
    );
    const errors = await feedbackErrors(t, hq, bad.json().data.feedbackFileId);
    expect(errors.get(2)).toContain('Part stock over zero');
    expect(errors.get(3)).toContain('skips level 2');
    expect(await settingsOf(DEMO_PARTS.noStock, 'W02')).toMatchObject({ mainStorageCode: 'D-01-01' });
  });

  it('flow-partition import sets and clears the flow partition per warehouse', async () => {
    const url = '/api/v1/parts/imports/flow-partition';
    const res = await importRows(url, [
      ['Warehouse code', 'Part code', 'Flow partition'],
      ['W03', DEMO_PARTS.lowStock, 'F1'],
    ]);
    expect(res.json().data).toMatchObject({ status: 'succeeded', inserted: 1 });
    expect((await settingsOf(DEMO_PARTS.lowStock, 'W03')).flowPartition).toBe('F1');
    const cleared = await importRows(url, [
      ['Warehouse code', 'Part code', 'Flow partition'],
      ['W03', DEMO_PARTS.lowStock, null],
    ]);
    expect(cleared.json().data).toMatchObject({ status: 'succeeded', updated: 1 });
    expect((await settingsOf(DEMO_PARTS.lowStock, 'W03')).flowPartition).toBeNull();
  });

  it('min/max correction import sets part-level and warehouse values and refuses max below min', async () => {
    const url = '/api/v1/parts/imports/min-max';
    const header = ['配件编号', '仓库代码', '最小库存', '最大库存'];
    const res = await importRows(url, [
      header,
      [DEMO_PARTS.multiple, null, 10, 50],
      [DEMO_PARTS.multiple, 'W01', 5, 20],
    ]);
    expect(res.json().data, res.body).toMatchObject({ status: 'succeeded', inserted: 1, updated: 1 });
    expect(await partRow(t, DEMO_PARTS.multiple)).toMatchObject({ minStock: 10, maxStock: 50 });
    expect(await settingsOf(DEMO_PARTS.multiple, 'W01')).toMatchObject({ minStock: 5, maxStock: 20 });

    const bad = await importRows(
      url,
      [header, [DEMO_PARTS.multiple, null, 1, 2], [DEMO_PARTS.multiple, 'W01', 30, 20]],
      'en-US',
    );
    expect(bad.json().data).toMatchObject({ status: 'failed', failed: 1 });
    expect(bad.json().data.errors).toEqual([
      { row: 3, column: 'Max stock', message: 'The max stock (20) cannot be below the min stock (30)' },
    ]);
    expect(await partRow(t, DEMO_PARTS.multiple)).toMatchObject({ minStock: 10, maxStock: 50 });
  });
});

describe('pricing attributes', () => {
  it('exports the price info and imports it back; an empty derived price is derived from the ordinary price', async () => {
    const { sheets } = await downloadWorkbook(
      t,
      hq,
      `/api/v1/parts/pricing-attributes/export?keyword=${DEMO_PARTS.lowStock}`,
      'en-US',
    );
    const rows = sheets.get('Part pricing attributes') as unknown[][];
    expect(rows[0]).toEqual([
      'Part code',
      'Chinese name',
      'English name',
      'Ordinary price',
      'Rush price',
      'Rush land price',
      'Suggested retail price',
      'Normal price',
      'Reduction coefficient',
    ]);
    expect(rows[1][0]).toBe(DEMO_PARTS.lowStock);

    const res = await importRows('/api/v1/parts/imports/pricing-attributes', [
      rows[0] as string[],
      [DEMO_PARTS.lowStock, null, null, '100', null, null, null, '120.00', '0.5'],
    ]);
    expect(res.json().data, res.body).toMatchObject({ status: 'succeeded', inserted: 0, updated: 1 });
    const derived = deriveRushPrices('100.00');
    expect(await partRow(t, DEMO_PARTS.lowStock)).toMatchObject({
      priceOrdinary: '100.00',
      priceRush: derived.rushPrice,
      priceRushLand: derived.rushLandPrice,
      priceNormal: '120.00',
      reductionCoefficient: '0.5000',
    });

    const unknown = await importRows('/api/v1/parts/imports/pricing-attributes', [
      ['配件编号', '普通价格'],
      ['NO000-PART-00-A1', 1],
    ]);
    expect(unknown.json().data.errors[0]).toMatchObject({ row: 2, message: '配件 NO000-PART-00-A1 不存在' });
    const wh = await t.login('wh');
    expect(
      (await t.app.inject({ url: '/api/v1/parts/pricing-attributes/export', headers: t.auth(wh) }))
        .statusCode,
    ).toBe(403);
  });
});
