import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { placedPurchaseOrder } from '../../../test/builders';
import { callerOf, okOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { RECEIPTS as R, receiveAndAudit } from '../../../test/receipts';
import { refusedOf } from '../../../test/refusals';
import { users as userTable } from '../../platform/db/platform.tables';
import { expectLedgerAgrees, onHandOf } from '../warehouse-ops/test/support';
import { PURCHASING_DEMO_PART as PART } from './purchasing.seed';
import { purchaseOrders } from './purchasing.tables';
import type { PurchasingUser } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['buyer', 'supplier', 'supplier-admin', 'wh', 'hq', 'admin'] as PurchasingUser[], {
  clock,
});
const call = callerOf(t);
const ok = okOf(t);
const refused = refusedOf(t);
const PO = '/api/v1/purchase-orders';
const SPO = '/api/v1/supplier/purchase-orders';
const ASN = '/api/v1/supplier/shipping-notices';

describe('supplier portal: confirm, ship, receive', () => {
  it('confirm needs a promised date per line, not in the past, and a placed order', async () => {
    const po = await placedPurchaseOrder(t, PART, 120);
    const lineId = po.lines[0].id;
    const confirm = (promisedDate: string | null, version = po.version) => ({
      method: 'POST' as const,
      url: `${SPO}/${po.id}/confirm`,
      payload: { version, lines: [{ lineId, promisedDate }] },
    });
    await refused('supplier', 422, 'PO_PROMISED_DATE_REQUIRED', 'lines[0].promisedDate').request(
      confirm(null),
    );
    await refused('supplier', 422, 'PO_PROMISED_DATE_PAST', 'lines[0].promisedDate').request(
      confirm('2026-11-20'),
    );
    await refused('supplier', 409, 'PO_STATUS_INVALID').post(ASN, {
      poId: po.id,
      lines: [{ poLineId: lineId, qty: 10 }],
    });
    const confirmed = await ok('supplier', 'POST', `${SPO}/${po.id}/confirm`, confirm('2026-12-05').payload);
    expect(confirmed).toMatchObject({ status: 2 });
    expect(confirmed.lines[0].promisedDate).toBe('2026-12-05');
    await refused('supplier', 409, 'PO_STATUS_INVALID').request(confirm('2026-12-05', confirmed.version));
  });

  it('ships with box labels that W01 scans at receipt; put-away books stock, ledger and the PO received qty', async () => {
    const po = await placedPurchaseOrder(t, PART, 120);
    const poLineId = po.lines[0].id;
    await ok('supplier', 'POST', `${SPO}/${po.id}/confirm`, {
      version: po.version,
      lines: [{ lineId: poLineId, promisedDate: '2026-12-01' }],
    });
    const asn = (qty: number, boxes?: number[]) => ({
      method: 'POST' as const,
      url: ASN,
      payload: { poId: po.id, lines: [{ poLineId, qty, ...(boxes ? { boxes } : {}) }] },
    });
    await refused('supplier', 422, 'ASN_QTY_EXCEEDS_OPEN', 'lines[0].qty').request(asn(121));
    await refused('supplier', 422, 'ASN_BOX_QTY_MISMATCH', 'lines[0].boxes').request(asn(100, [60, 30]));
    await refused('supplier', 422, 'ASN_EMPTY', 'lines').request(asn(0));
    const notice = await ok('supplier', 'POST', ASN, asn(100, [60, 40]).payload);
    expect(notice.boxes.map((b: { label: string; qty: number }) => [b.label, b.qty])).toEqual([
      [`${notice.receiptNo}/${PART}/1`, 60],
      [`${notice.receiptNo}/${PART}/2`, 40],
    ]);
    await refused('supplier', 422, 'ASN_QTY_EXCEEDS_OPEN', 'lines[0].qty').request(asn(21));

    const receipts = await ok('wh', 'GET', `${R}?receiptNo=${notice.receiptNo}`);
    const receipt = await ok('wh', 'GET', `${R}/${receipts.items[0].id}`);
    expect(receipt).toMatchObject({ sourceType: 'asn', sourceNo: notice.asnNo, warehouseCode: 'W01' });
    const bySource = await ok('wh', 'GET', `${R}?sourceNo=${notice.asnNo}`);
    expect(bySource.items.map((i: { id: number }) => i.id)).toEqual([receipt.id]);
    const scanned = await ok('wh', 'POST', `${R}/${receipt.id}/scan`, { label: notice.boxes[1].label });
    expect(scanned).toMatchObject({ partCode: PART, receivableQty: 100 });
    const lineId = scanned.lineId;
    const { audited } = await receiveAndAudit(t, 'wh', receipt, 'SU2026112101', [
      { lineId, receivedQty: 100 },
    ]);
    await ok('wh', 'POST', `${R}/${receipt.id}/put-away`, {
      version: audited.version,
      lines: [{ lineId, storageCode: 'Y-01' }],
    });

    expect((await onHandOf(t, PART))['W01 Y-01']).toBe(106);
    await expectLedgerAgrees(t, PART);
    const after = await ok('buyer', 'GET', `${PO}/${po.id}`);
    expect(after).toMatchObject({ status: 3, receivedQty: 100, openQty: 20 });
    const [changed] = await t.ctx.db
      .select({ updatedAt: purchaseOrders.updatedAt })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.id, po.id));
    expect(changed.updatedAt).toEqual(clock.now()); // the put-away's time, from the clock
    expect(after.asns[0]).toMatchObject({ asnNo: notice.asnNo, status: 1 });
    const { items } = await ok('buyer', 'GET', `${PO}/proposal?warehouseCode=W01`);
    expect(items.some((i: { partCode: string }) => i.partCode === PART)).toBe(false);
  });

  it('another supplier’s shipping notice and purchase order answer 404', async () => {
    const po = await ok('buyer', 'POST', PO, {
      supplierCode: 'S002',
      warehouseCode: 'W01',
      currency: 'CNY',
      lines: [{ partCode: PART, qty: 5 }],
    });
    const res = await call('supplier', 'POST', ASN, {
      poId: po.id,
      lines: [{ poLineId: po.lines[0].id, qty: 5 }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('supplier users', () => {
  const U = '/api/v1/supplier/users';

  it('SupplierAdmin adds users of its own supplier with supplier roles only', async () => {
    await refused('supplier-admin', 422, 'SUPPLIER_ROLE_NOT_ALLOWED', 'roles').post(U, {
      username: 'sup-new',
      name: '新用户',
      roleCodes: ['hq'],
    });
    const created = await ok('supplier-admin', 'POST', U, {
      username: 'sup-new',
      name: '新用户',
      roleCodes: ['supplier'],
    });
    expect(created).toMatchObject({ supplierCode: 'S001', accountType: 'Supplier', roleCodes: ['supplier'] });
    expect(created.initialPassword).toBeTruthy();
    const updated = await ok('supplier-admin', 'PUT', `${U}/${created.id}`, {
      version: created.version,
      name: '新管理员',
      roleCodes: ['supplierAdmin'],
    });
    expect(updated).toMatchObject({ name: '新管理员', accountType: 'SupplierAdmin' });
    const list = await ok('supplier-admin', 'GET', `${U}?pageSize=100`);
    expect(list.items.every((u: { supplierCode: string }) => u.supplierCode === 'S001')).toBe(true);
    const [buyer] = await t.ctx.db.select().from(userTable).where(eq(userTable.username, 'buyer'));
    expect(
      (
        await call('supplier-admin', 'PUT', `${U}/${buyer.id}`, {
          version: buyer.version,
          name: 'x',
          roleCodes: ['supplier'],
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('supplier', 'GET', U)).statusCode).toBe(403);
  });
});
