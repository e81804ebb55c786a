import { describe, expect, it } from 'vitest';
import { callerOf, okOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { refusedOf } from '../../../test/refusals';
import { warehouseOpsHeldOf } from './part-holds';
import { expectLedgerAgrees, insertWarehouseParts, onHandOf, WP } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['wh', 'wh2'] as const, { clock, setup: insertWarehouseParts });

const call = callerOf(t);
const ok = okOf(t);
const refused = refusedOf(t);

describe.each([
  ['return orders', '/api/v1/warehouse/returns', 'return', WP.mine],
  ['scrap orders', '/api/v1/warehouse/scrap-orders', 'scrap', WP.other],
])('%s', (_name, path, kind, partCode) => {
  const body = (qty: number) => ({
    warehouseCode: 'W01',
    reason: '质量问题',
    lines: [{ partCode, storageCode: 'Y-01', qty }],
  });

  it('unsubmitted → submitted → executed: stock leaves with ledger rows; edit in either, print and execute only when submitted', async () => {
    const before = (await onHandOf(t, partCode))['W01 Y-01'];
    const created = await ok('wh', 'POST', path, body(3));
    expect(created).toMatchObject({ status: 0, kind, totalQty: 3 });
    await refused('wh', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').post(`${path}/${created.id}/execute`, {
      version: created.version,
    });
    await refused('wh', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').get(`${path}/${created.id}/print?copies=1`);
    const submitted = await ok('wh', 'POST', `${path}/${created.id}/submit`, { version: created.version });
    const edited = await ok('wh', 'PUT', `${path}/${created.id}`, {
      ...body(4),
      warehouseCode: undefined,
      version: submitted.version,
    });
    expect(edited).toMatchObject({ status: 1, totalQty: 4 });
    const pdf = await call('wh', 'GET', `${path}/${created.id}/print?copies=2`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    await refused('wh', 422, 'PRINT_COPIES_OUT_OF_RANGE').get(`${path}/${created.id}/print?copies=5001`);
    const executed = await ok('wh', 'POST', `${path}/${created.id}/execute`, { version: edited.version });
    expect(executed.status).toBe(2);
    expect((await onHandOf(t, partCode))['W01 Y-01']).toBe(before - 4);
    await expectLedgerAgrees(t, partCode);
    await refused('wh', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').put(`${path}/${created.id}`, {
      ...body(1),
      warehouseCode: undefined,
      version: executed.version,
    });
  });

  it('qty not above stock, reason required, at least one part; another warehouse gets 404', async () => {
    await refused('wh', 422, 'STOCK_ORDER_QTY_EXCEEDS_STOCK', 'lines[0].qty').post(path, body(100_000));
    await refused('wh', 400, 'VALIDATION_FAILED', 'reason').post(path, { ...body(1), reason: ' ' });
    await refused('wh', 400, 'VALIDATION_FAILED', 'lines').post(path, { ...body(1), lines: [] });
    await refused('wh', 404, 'NOT_FOUND').post(path, { ...body(1), warehouseCode: 'W02' });
    const created = await ok('wh', 'POST', path, body(1));
    await refused('wh2', 404, 'NOT_FOUND').get(`${path}/${created.id}`);
    await refused('wh2', 404, 'NOT_FOUND').post(`${path}/${created.id}/submit`, { version: 0 });
    const list = await ok('wh2', 'GET', path);
    expect(list.items.find((i: { id: number }) => i.id === created.id)).toBeUndefined();
  });
});

describe('stock difference adjustments', () => {
  it('change nothing until audited; approval applies the deltas with ledger rows; a rejection needs an opinion', async () => {
    const A = '/api/v1/warehouse/adjustments';
    const before = (await onHandOf(t, WP.free))['W02 Y-01'];
    const created = await ok('wh2', 'POST', A, {
      warehouseCode: 'W02',
      adjustType: 'claim',
      reason: '索赔差异',
      lines: [{ partCode: WP.free, storageCode: 'Y-01', qtyDelta: -2 }],
    });
    expect((await onHandOf(t, WP.free))['W02 Y-01']).toBe(before);
    await refused('wh2', 400, 'VALIDATION_FAILED', 'opinion').post(`${A}/${created.id}/audit`, {
      version: created.version,
      decision: 'reject',
    });
    await refused('wh', 404, 'NOT_FOUND').post(`${A}/${created.id}/audit`, {
      version: created.version,
      decision: 'approve',
    });
    const audited = await ok('wh2', 'POST', `${A}/${created.id}/audit`, {
      version: created.version,
      decision: 'approve',
    });
    expect(audited.status).toBe(1);
    expect((await onHandOf(t, WP.free))['W02 Y-01']).toBe(before - 2);
    await expectLedgerAgrees(t, WP.free);
    await refused('wh2', 422, 'STORAGE_NOT_FOUND', 'lines[0].storageCode').post(A, {
      warehouseCode: 'W02',
      adjustType: 'adjust',
      reason: '盘盈',
      lines: [{ partCode: WP.free, storageCode: 'Y-01-77', qtyDelta: 5 }],
    });
    const tooMuch = await ok('wh2', 'POST', A, {
      warehouseCode: 'W02',
      adjustType: 'adjust',
      reason: '盘亏',
      lines: [{ partCode: WP.free, storageCode: 'Y-01', qtyDelta: -1000 }],
    });
    await refused('wh2', 409, 'STOCK_NOT_ENOUGH').post(`${A}/${tooMuch.id}/audit`, {
      version: tooMuch.version,
      decision: 'approve',
    });
  });
});

describe('count plans', () => {
  const C = '/api/v1/warehouse/count-plans';
  it('execution date after today; freeze blocks the parts; differences become an adjustment that changes stock when audited', async () => {
    const plan = { warehouseCode: 'W02', storageCodes: ['Y-01'], partCodes: [WP.free] };
    await refused('wh2', 422, 'COUNT_PLAN_DATE_NOT_AFTER_TODAY', 'executionDate').post(C, {
      ...plan,
      executionDate: '2026-11-21',
    });
    await refused('wh2', 422, 'COUNT_PLAN_EMPTY').post(C, {
      ...plan,
      partCodes: [WP.mine],
      executionDate: '2026-11-22',
    });
    const created = await ok('wh2', 'POST', C, { ...plan, executionDate: '2026-11-22' });
    expect(created.lines).toHaveLength(1);
    expect(await warehouseOpsHeldOf(t.ctx.db, WP.free, 'W02')).toMatchObject({
      inInventoryPlan: true,
      counting: false,
    });
    await refused('wh2', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').post(`${C}/${created.id}/counts`, {
      lines: [{ storageCode: 'Y-01', partCode: WP.free, countedQty: 1 }],
    });
    const frozen = await ok('wh2', 'POST', `${C}/${created.id}/freeze`, { version: created.version });
    const book = frozen.lines[0].bookQty as number;
    expect(book).toBe((await onHandOf(t, WP.free))['W02 Y-01']);
    expect(await warehouseOpsHeldOf(t.ctx.db, WP.free, null)).toMatchObject({
      inInventoryPlan: true,
      counting: true,
    });
    await refused('wh2', 409, 'COUNT_PLAN_NOT_COUNTED').post(`${C}/${created.id}/close`, {
      version: frozen.version,
    });
    await refused('wh2', 422, 'COUNT_LINE_NOT_FOUND').post(`${C}/${created.id}/counts`, {
      lines: [{ storageCode: 'Y-01', partCode: WP.mine, countedQty: 1 }],
    });
    const counted = await ok('wh2', 'POST', `${C}/${created.id}/counts`, {
      lines: [{ storageCode: 'Y-01', partCode: WP.free, countedQty: book - 1 }],
    });
    expect(counted.lines[0].differenceQty).toBe(-1);
    const sheet = await call('wh2', 'GET', `${C}/${created.id}/print?copies=1`);
    expect(sheet.headers['content-type']).toContain('application/pdf');
    const closed = await ok('wh2', 'POST', `${C}/${created.id}/close`, { version: counted.version });
    expect(closed.status).toBe(2);
    expect(await warehouseOpsHeldOf(t.ctx.db, WP.free, 'W02')).toMatchObject({ inInventoryPlan: false });
    const adjustment = await ok('wh2', 'GET', `/api/v1/warehouse/adjustments/${closed.adjustmentId}`);
    expect(adjustment).toMatchObject({
      status: 0,
      adjustType: 'adjust',
      lines: [{ partCode: WP.free, qtyDelta: -1 }],
    });
    expect((await onHandOf(t, WP.free))['W02 Y-01']).toBe(book);
    await ok('wh2', 'POST', `/api/v1/warehouse/adjustments/${adjustment.id}/audit`, {
      version: adjustment.version,
      decision: 'approve',
    });
    expect((await onHandOf(t, WP.free))['W02 Y-01']).toBe(book - 1);
    await expectLedgerAgrees(t, WP.free);
    await refused('wh', 404, 'NOT_FOUND').get(`${C}/${created.id}`);
  });

  it('the list counts the lines of each plan and those counted', async () => {
    const created = await ok('wh2', 'POST', C, {
      warehouseCode: 'W02',
      storageCodes: [],
      partCodes: [],
      executionDate: '2026-11-22',
    });
    expect(created.lines.length).toBeGreaterThan(2);
    const frozen = await ok('wh2', 'POST', `${C}/${created.id}/freeze`, { version: created.version });
    const [first] = frozen.lines;
    await ok('wh2', 'POST', `${C}/${created.id}/counts`, {
      lines: [{ storageCode: first.storageCode, partCode: first.partCode, countedQty: first.bookQty }],
    });
    const { items } = await ok('wh2', 'GET', `${C}?page=1&pageSize=20`);
    expect(items.find((p: { id: number }) => p.id === created.id)).toMatchObject({
      lineCount: created.lines.length,
      countedCount: 1,
    });
    expect(await ok('wh2', 'GET', `${C}/${created.id}`)).toMatchObject({
      lineCount: created.lines.length,
      countedCount: 1,
    });
  });
});
