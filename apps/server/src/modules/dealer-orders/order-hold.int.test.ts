import { describe, expect, it } from 'vitest';
import { orderTestData, P, submitOrder } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';

const t = useTestApp(['hq', 'dealer'], { setup: orderTestData('100000.00') });
const hq = () => clientOf(t, 'hq');
const dealer = () => clientOf(t, 'dealer');

const detail = async (id: number) => (await hq().get(`/api/v1/dealer-orders/${id}`)).body.data;
const credit = async () => (await dealer().get('/api/v1/credit')).body.data.remainingSubmittableAmount;

describe('order hold, release and manual close (spec §4 statuses 1 and 10)', () => {
  it('holds a submitted order, releases it, with both in the history', async () => {
    const { id } = await submitOrder(dealer(), [{ partCode: P.ok, qty: 2 }]);
    const v = (await detail(id)).version;
    const held = await hq().post(`/api/v1/dealer-orders/${id}/hold`, {
      version: v,
      remark: '金额不足，延期',
    });
    expect(held.statusCode, JSON.stringify(held.body)).toBe(200);
    expect(held.body.data.status).toBe(1);
    const again = await hq().post(`/api/v1/dealer-orders/${id}/hold`, { version: held.body.data.version });
    expect([again.statusCode, again.body.code]).toEqual([409, 'ORDER_NOT_HOLDABLE']);
    const released = await hq().post(`/api/v1/dealer-orders/${id}/release-hold`, {
      version: held.body.data.version,
    });
    expect(released.body.data.status).toBe(3);
    const notHeld = await hq().post(`/api/v1/dealer-orders/${id}/release-hold`, {
      version: released.body.data.version,
    });
    expect([notHeld.statusCode, notHeld.body.code]).toEqual([409, 'ORDER_NOT_HELD']);
    const history = (await detail(id)).history.map((h: { action: string }) => h.action);
    expect(history).toEqual(expect.arrayContaining(['hold', 'releaseHold']));
  });

  it('closes only with confirmation, and gives the credit back', async () => {
    const before = await credit();
    const { id } = await submitOrder(dealer(), [{ partCode: P.ok, qty: 1 }]);
    const v = (await detail(id)).version;
    const unconfirmed = await hq().post(`/api/v1/dealer-orders/${id}/close`, {
      version: v,
      confirmed: false,
    });
    expect([unconfirmed.statusCode, unconfirmed.body.code]).toEqual([422, 'ORDER_CLOSE_NOT_CONFIRMED']);
    const closed = await hq().post(`/api/v1/dealer-orders/${id}/close`, {
      version: v,
      confirmed: true,
      remark: '客户取消',
    });
    expect(closed.body.data.status).toBe(10);
    expect(await credit()).toBe(before);
    const twice = await hq().post(`/api/v1/dealer-orders/${id}/close`, {
      version: closed.body.data.version,
      confirmed: true,
    });
    expect([twice.statusCode, twice.body.code]).toEqual([409, 'ORDER_NOT_CLOSABLE']);
  });

  it('reduces a line qty but never raises it nor goes below the shipped qty', async () => {
    const { id } = await submitOrder(dealer(), [{ partCode: P.ok, qty: 5 }]);
    const order = await detail(id);
    const raised = await hq().post(`/api/v1/dealer-orders/${id}/modify-lines`, {
      version: order.version,
      lines: [{ lineNo: 1, qty: 6 }],
    });
    expect([raised.statusCode, raised.body.code]).toEqual([422, 'ORDER_QTY_RAISED']);
    const reduced = await hq().post(`/api/v1/dealer-orders/${id}/modify-lines`, {
      version: order.version,
      lines: [{ lineNo: 1, qty: 3 }],
    });
    expect(reduced.statusCode, JSON.stringify(reduced.body)).toBe(200);
    expect((await detail(id)).lines[0].qty).toBe(3);
  });

  it('is head office only', async () => {
    const { id } = await submitOrder(dealer(), [{ partCode: P.ok, qty: 1 }]);
    const res = await dealer().post(`/api/v1/dealer-orders/${id}/hold`, { version: 0 });
    expect(res.statusCode).toBe(403);
  });
});
