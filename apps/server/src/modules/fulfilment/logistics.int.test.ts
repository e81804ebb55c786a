import { beforeAll, describe, expect, it } from 'vitest';
import { FP, fulfil, pickAndBox, receiveInFull, submitOrder, useFlowApp } from '../../../test/builders';
import { type Client, client } from '../../../test/client';
import { expectClientRefused } from '../../../test/refusals';
import { orderState } from '../../../test/state';

/** Releases, picks and boxes an order in full; answers the box ids (not yet shipped). */
async function boxOrder(wh: Client, orderId: number): Promise<number[]> {
  await wh.post('/api/v1/warehouse/releases', { dealerOrderIds: [orderId] });
  return pickAndBox(wh, orderId);
}

describe('ship bill container number, logistics confirmation and virtual receive', () => {
  const { t, dealer, wh } = useFlowApp([[FP.filter.partCode, 'A-01-01', 50]], {
    D0001: ['100000.00', '0.00'],
  });
  let first: { orderId: number; shipBillId: number };
  let second: { orderId: number; shipBillId: number };
  const logistics = (id: number, body: unknown) => (c: Client) =>
    c.post(`/api/v1/warehouse/ship-bills/${id}/logistics`, body);

  beforeAll(async () => {
    const order = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 4 }]);
    first = { orderId: order.id, shipBillId: (await fulfil(wh, order.id)).shipBillId };
    const order2 = await submitOrder(dealer, [{ partCode: FP.filter.partCode, qty: 2 }]);
    second = { orderId: order2.id, shipBillId: 0 };
  });

  it('hands a ship bill to the carrier only with a container number, then marks it delivered; dealers see it', async () => {
    const id = first.shipBillId;
    await expectClientRefused(t, t.tokens.wh, logistics(id, { status: 1 }), 422, 'CONTAINER_NO_REQUIRED');
    await expectClientRefused(
      t,
      t.tokens.wh,
      logistics(id, { status: 2 }),
      409,
      'LOGISTICS_STATUS_TRANSITION_INVALID',
    );
    await expectClientRefused(
      t,
      t.tokens.wh,
      logistics(id, { status: 1, containerNo: 'SH2026133101' }),
      422,
      'CONTAINER_NO_INVALID',
    );
    const handed = await wh.post(`/api/v1/warehouse/ship-bills/${id}/logistics`, {
      status: 1,
      containerNo: 'SH2026112101',
    });
    expect(handed.statusCode, JSON.stringify(handed.body)).toBe(200);
    expect(handed.body.data).toMatchObject({
      logisticsStatus: 1,
      containerNo: 'SH2026112101',
      deliveredAt: null,
    });
    expect(handed.body.data.handedToCarrierAt).not.toBeNull();
    await expectClientRefused(
      t,
      t.tokens.wh,
      logistics(id, { status: 2, containerNo: 'SH2026112109' }),
      422,
      'CONTAINER_NO_LOCKED',
    );
    expect((await wh.post(`/api/v1/warehouse/ship-bills/${id}/logistics`, { status: 2 })).statusCode).toBe(
      200,
    );
    await expectClientRefused(
      t,
      t.tokens.wh,
      logistics(id, { status: 2 }),
      409,
      'LOGISTICS_STATUS_TRANSITION_INVALID',
    );
    const seen = (await dealer.get(`/api/v1/deliveries/${id}`)).body.data;
    expect(seen).toMatchObject({ logisticsStatus: 2, containerNo: 'SH2026112101' });
    expect(seen.deliveredAt).not.toBeNull();
  });

  it('keeps logistics to the sending warehouse: 404 for another warehouse, 403 for a dealer', async () => {
    const wh2 = client(t, await t.login('wh2'));
    expect((await logistics(first.shipBillId, { status: 1 })(wh2)).statusCode).toBe(404);
    expect((await logistics(first.shipBillId, { status: 1 })(dealer)).statusCode).toBe(403);
  });

  it('refuses a malformed or already used container number when shipping', async () => {
    const boxIds = await boxOrder(wh, second.orderId);
    await expectClientRefused(
      t,
      t.tokens.wh,
      (c) => c.post('/api/v1/warehouse/ship-bills', { boxIds, containerNo: 'sh2026112102' }),
      422,
      'CONTAINER_NO_INVALID',
    );
    await expectClientRefused(
      t,
      t.tokens.wh,
      (c) => c.post('/api/v1/warehouse/ship-bills', { boxIds, containerNo: 'SH2026112101' }),
      409,
      'CONTAINER_NO_IN_USE',
    );
    const shipped = await wh.post('/api/v1/warehouse/ship-bills', { boxIds, containerNo: 'SH2026112102' });
    expect(shipped.statusCode, JSON.stringify(shipped.body)).toBe(200);
    second.shipBillId = shipped.body.data.id;
    expect((await wh.get(`/api/v1/warehouse/ship-bills/${second.shipBillId}`)).body.data.containerNo).toBe(
      'SH2026112102',
    );
  });

  it('virtually receives a shipped order, cancels it, and finishes it on the real receipt', async () => {
    const id = second.shipBillId;
    const virtual = (c: Client) => c.post(`/api/v1/deliveries/${id}/virtual-receive`, {});
    const cancel = (c: Client) => c.post(`/api/v1/deliveries/${id}/cancel-virtual-receive`, {});
    await expectClientRefused(t, t.tokens.dealer, cancel, 409, 'ORDER_NOT_VIRTUALLY_RECEIVED');
    const done = await virtual(dealer);
    expect(done.statusCode, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.orderStatus).toBe(5);
    await expectClientRefused(t, t.tokens.dealer, virtual, 409, 'ORDER_NOT_VIRTUALLY_RECEIVABLE');
    expect((await cancel(dealer)).body.data.orderStatus).toBe(8);
    expect((await virtual(dealer)).body.data.orderStatus).toBe(5);
    const lines = (await dealer.get(`/api/v1/deliveries/${id}`)).body.data.lines;
    expect((await receiveInFull(dealer, id, lines)).orderStatus).toBe(9);
    await expectClientRefused(t, t.tokens.dealer, cancel, 409, 'ORDER_NOT_VIRTUALLY_RECEIVED');
    const { history } = await orderState(t, second.orderId);
    expect(history.slice(-4).map((h) => h.action)).toEqual([
      'virtualReceive',
      'cancelVirtualReceive',
      'virtualReceive',
      'receive',
    ]);
  });

  it('keeps virtual receive to the dealer of the delivery: 404 for another dealer, 403 for warehouse staff', async () => {
    const dealer2 = client(t, await t.login('dealer2'));
    expect(
      (await dealer2.post(`/api/v1/deliveries/${first.shipBillId}/virtual-receive`, {})).statusCode,
    ).toBe(404);
    expect((await wh.post(`/api/v1/deliveries/${first.shipBillId}/virtual-receive`, {})).statusCode).toBe(
      403,
    );
  });
});
