import { describe, expect, it } from 'vitest';
import { activate, createUser } from '../../../test/accounts';
import { callerOf, okOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { RECEIPTS as R, receiveAndAudit } from '../../../test/receipts';
import { expectRefused, refusedOf } from '../../../test/refusals';
import { expectLedgerAgrees, insertWarehouseParts, onHandOf, WP } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['wh', 'wh2', 'hq', 'dealer', 'admin'] as const, { clock, setup: insertWarehouseParts });
const T = '/api/v1/warehouse/transfers';

const call = callerOf(t);
const ok = okOf(t);
const refused = refusedOf(t);
const transferBody = (lines: { partCode: string; qty: number }[] = [{ partCode: WP.mine, qty: 10 }]) => ({
  fromWarehouseCode: 'W01',
  toWarehouseCode: 'W02',
  lines,
});

/** A transfer of 10 `mine` from W01 to W02, requested, approved and shipped; answers it and its receipt. */
async function shippedTransfer() {
  const created = await ok('wh', 'POST', T, transferBody());
  const audited = await ok('wh', 'POST', `${T}/${created.id}/audit`, {
    version: created.version,
    decision: 'approve',
  });
  const shipped = await ok('wh', 'POST', `${T}/${created.id}/ship`, { version: audited.version });
  const receipt = await ok('wh2', 'GET', `${R}/${shipped.receiptId}`);
  return { transfer: shipped, receipt };
}

describe('transfers', () => {
  it('request → audit → ship (in transit) → receive short with a remark → put away; stock and ledger agree', async () => {
    const { transfer, receipt } = await shippedTransfer();
    expect(transfer.status).toBe(2);
    expect(transfer.inTransitQty).toBe(10);
    expect((await onHandOf(t, WP.mine))['W01 Y-01']).toBe(190);
    await expectLedgerAgrees(t, WP.mine);

    const lineId = receipt.lines[0].id;
    const { received, audited } = await receiveAndAudit(t, 'wh2', receipt, 'AB2026112101', [
      { lineId, receivedQty: 9, remark: '短少一箱' },
    ]);
    expect(received.status).toBe(1);
    const put = await ok('wh2', 'POST', `${R}/${receipt.id}/put-away`, {
      version: audited.version,
      lines: [{ lineId, storageCode: 'Y-01' }],
    });
    expect(put.status).toBe(2);
    expect((await onHandOf(t, WP.mine))['W02 Y-01']).toBe(9);
    const done = await ok('wh', 'GET', `${T}/${transfer.id}`);
    expect(done.status).toBe(3);
    expect(done.lines[0]).toMatchObject({ shippedQty: 10, receivedQty: 9, inTransitQty: 0 });
    expect(done.history.map((h: { action: string }) => h.action)).toEqual(['approve', 'ship', 'receive']);
    await expectLedgerAgrees(t, WP.mine);
  });

  it('only the part-responsible person or their superior may request a transfer', async () => {
    await refused('wh', 403, 'TRANSFER_NOT_RESPONSIBLE', 'lines[0].partCode').post(
      T,
      transferBody([{ partCode: WP.other, qty: 1 }]),
    );
    await ok('wh', 'POST', T, transferBody([{ partCode: WP.free, qty: 1 }]));
  });

  it('refuses a transfer to the same warehouse and one from another warehouse (404)', async () => {
    await refused('wh', 422, 'TRANSFER_SAME_WAREHOUSE').post(T, {
      ...transferBody(),
      toWarehouseCode: 'W01',
    });
    await refused('wh', 404, 'NOT_FOUND').post(T, { ...transferBody(), fromWarehouseCode: 'W03' });
  });

  it('only the creator edits a request, and only while unaudited', async () => {
    const created = await ok('wh', 'POST', T, transferBody([{ partCode: WP.free, qty: 2 }]));
    const body = { version: created.version, toWarehouseCode: 'W02', lines: [{ partCode: WP.free, qty: 3 }] };
    // another W01 warehouse user may edit transfers, but did not create this one
    const { initialPassword } = await createUser(t, t.tokens.admin, {
      username: 'wh.colleague',
      name: '刘洋',
      accountType: 'Internal',
      headOffice: false,
      warehouseCodes: ['W01'],
      roleCodes: ['warehouse'],
    });
    const other = await activate(t, 'wh.colleague', initialPassword);
    await expectRefused(
      t,
      other,
      { method: 'PUT', url: `${T}/${created.id}`, payload: body },
      403,
      'TRANSFER_NOT_CREATOR',
    );
    const edited = await ok('wh', 'PUT', `${T}/${created.id}`, body);
    expect(edited.totalQty).toBe(3);
    const audited = await ok('wh', 'POST', `${T}/${created.id}/audit`, {
      version: edited.version,
      decision: 'approve',
    });
    await refused('wh', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').put(`${T}/${created.id}`, {
      ...body,
      version: audited.version,
    });
  });

  it('a rejection needs an opinion; shipping more than the stock is a stock shortage', async () => {
    const created = await ok('wh', 'POST', T, transferBody([{ partCode: WP.free, qty: 500 }]));
    await refused('wh', 400, 'VALIDATION_FAILED', 'opinion').post(`${T}/${created.id}/audit`, {
      version: created.version,
      decision: 'reject',
    });
    const audited = await ok('wh', 'POST', `${T}/${created.id}/audit`, {
      version: created.version,
      decision: 'approve',
    });
    await refused('wh', 409, 'STOCK_SHORTAGE').post(`${T}/${created.id}/ship`, { version: audited.version });
    await expectLedgerAgrees(t, WP.free);
  });

  it('the destination sees the transfer; another warehouse and a dealer do not', async () => {
    const created = await ok('wh', 'POST', T, transferBody([{ partCode: WP.free, qty: 1 }]));
    await ok('wh2', 'GET', `${T}/${created.id}`);
    // W02 cannot audit or ship W01's request
    await refused('wh2', 404, 'NOT_FOUND').post(`${T}/${created.id}/audit`, {
      version: 0,
      decision: 'approve',
    });
    expect((await call('dealer', 'GET', `${T}/${created.id}`)).statusCode).toBe(403);
    const list = await ok('wh', 'GET', `${T}?status=0&pageSize=5`);
    expect(list.items.every((i: { status: number }) => i.status === 0)).toBe(true);
  });
});

describe('receipts', () => {
  it('container or vehicle number: its form, and never reused', async () => {
    const a = await shippedTransfer();
    const lines = [{ lineId: a.receipt.lines[0].id, receivedQty: 10 }];
    await refused('wh2', 422, 'CONTAINER_NO_INVALID', 'containerNo').post(`${R}/${a.receipt.id}/receive`, {
      version: a.receipt.version,
      containerNo: 'ab2026112101',
      lines,
    });
    await refused('wh2', 422, 'CONTAINER_NO_INVALID', 'containerNo').post(`${R}/${a.receipt.id}/receive`, {
      version: a.receipt.version,
      containerNo: 'AB2026023001',
      lines,
    });
    await ok('wh2', 'POST', `${R}/${a.receipt.id}/receive`, {
      version: a.receipt.version,
      containerNo: 'CD2026112101',
      lines,
    });
    const b = await shippedTransfer();
    await refused('wh2', 409, 'CONTAINER_NO_IN_USE', 'containerNo').post(`${R}/${b.receipt.id}/receive`, {
      version: b.receipt.version,
      containerNo: 'CD2026112101',
      lines: [{ lineId: b.receipt.lines[0].id, receivedQty: 10 }],
    });
  });

  it('received ≤ receivable, and a remark when they differ', async () => {
    const { receipt } = await shippedTransfer();
    const send = (receivedQty: number, remark?: string) => ({
      method: 'POST' as const,
      url: `${R}/${receipt.id}/receive`,
      payload: {
        version: receipt.version,
        containerNo: 'EF2026112101',
        lines: [{ lineId: receipt.lines[0].id, receivedQty, remark }],
      },
    });
    await refused('wh2', 422, 'RECEIPT_QTY_EXCEEDS_RECEIVABLE', 'lines[0].receivedQty').request(send(11));
    await refused('wh2', 422, 'RECEIPT_REMARK_REQUIRED', 'lines[0].remark').request(send(8));
  });

  it('label scan: a line of the receipt, or LABEL_SCAN_INVALID', async () => {
    const { receipt } = await shippedTransfer();
    const hit = await ok('wh2', 'POST', `${R}/${receipt.id}/scan`, {
      label: `${receipt.receiptNo}/${WP.mine}`,
    });
    expect(hit).toMatchObject({ lineId: receipt.lines[0].id, receivableQty: 10 });
    await refused('wh2', 422, 'LABEL_SCAN_INVALID').post(`${R}/${receipt.id}/scan`, {
      label: 'XX-NOT-A-LABEL',
    });
  });

  it('put-away needs the packaging audit; cancel receiving only before put-away; another warehouse gets 404', async () => {
    const { receipt } = await shippedTransfer();
    const lineId = receipt.lines[0].id;
    const received = await ok('wh2', 'POST', `${R}/${receipt.id}/receive`, {
      version: receipt.version,
      containerNo: 'GH2026112101',
      lines: [{ lineId, receivedQty: 10 }],
    });
    await refused('wh2', 409, 'RECEIPT_PACKAGING_NOT_AUDITED').post(`${R}/${receipt.id}/put-away`, {
      version: received.version,
      lines: [{ lineId, storageCode: 'Y-01' }],
    });
    const cancelled = await ok('wh2', 'POST', `${R}/${receipt.id}/cancel`, { version: received.version });
    expect(cancelled).toMatchObject({ status: 0, containerNo: null });
    const again = { id: receipt.id, version: cancelled.version };
    const { audited } = await receiveAndAudit(t, 'wh2', again, 'GH2026112101', [{ lineId, receivedQty: 10 }]);
    await refused('wh2', 422, 'STORAGE_NOT_FOUND', 'lines[0].storageCode').post(
      `${R}/${receipt.id}/put-away`,
      { version: audited.version, lines: [{ lineId, storageCode: 'Z-99' }] },
    );
    const put = await ok('wh2', 'POST', `${R}/${receipt.id}/put-away`, {
      version: audited.version,
      lines: [{ lineId, storageCode: 'Y-01' }],
    });
    await refused('wh2', 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED').post(`${R}/${receipt.id}/cancel`, {
      version: put.version,
    });
    await refused('wh', 404, 'NOT_FOUND').get(`${R}/${receipt.id}`);
    await expectLedgerAgrees(t, WP.mine);
  });
});

describe('locations', () => {
  it('adds locations by the storage norm under an existing parent, with capacity; moves stock within it', async () => {
    const L = '/api/v1/warehouse/locations';
    await ok('wh', 'POST', L, { warehouseCode: 'W01', storageCode: 'QZ', storageType: 'main' });
    await ok('wh', 'POST', L, {
      warehouseCode: 'W01',
      storageCode: 'QZ-01',
      storageType: 'main',
      capacity: 5,
    });
    await refused('wh', 409, 'LOCATION_EXISTS').post(L, {
      warehouseCode: 'W01',
      storageCode: 'QZ-01',
      storageType: 'main',
    });
    await refused('wh', 422, 'LOCATION_PARENT_MISSING').post(L, {
      warehouseCode: 'W01',
      storageCode: 'M-01',
      storageType: 'main',
    });
    await refused('wh', 404, 'NOT_FOUND').post(L, {
      warehouseCode: 'W02',
      storageCode: 'QZ',
      storageType: 'main',
    });
    const move = { warehouseCode: 'W01', partCode: WP.free, fromStorageCode: 'Y-01', toStorageCode: 'QZ-01' };
    await refused('wh', 409, 'LOCATION_CAPACITY_EXCEEDED').post(`${L}/moves`, { ...move, qty: 6 });
    await ok('wh', 'POST', `${L}/moves`, { ...move, qty: 5 });
    expect((await onHandOf(t, WP.free))['W01 QZ-01']).toBe(5);
    const list = await ok('wh', 'GET', `${L}?storageCode=QZ`);
    expect(list.items.map((i: { storageCode: string }) => i.storageCode)).toEqual(['QZ', 'QZ-01']);
    expect(list.items[1]).toMatchObject({ capacity: 5, heldQty: 5, parentCode: 'QZ' });
    await expectLedgerAgrees(t, WP.free);
  });
});
