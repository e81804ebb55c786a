import { describe, expect, it } from 'vitest';
import { normalOrder, placedPurchaseOrder } from '../../../test/builders';
import { okOf } from '../../../test/client';
import { testClock, useTestApp } from '../../../test/helpers';
import { PURCHASING_DEMO_PART as PART } from './purchasing.seed';
import type { PurchasingUser } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['buyer', 'supplier', 'wh', 'dealer'] as PurchasingUser[], { clock });
const ok = okOf(t);

type Line = { partCode: string; backorderQty: number; expectedDate: string | null };

/** A Normal order of `qty` demo brake pads from W01 to W01, backorders accepted. */
const orderOf = (qty: number) =>
  normalOrder([{ partCode: PART, qty }], { contact: '李明', contactPhone: '13800138000' });

/** A submitted order of `qty` demo brake pads from W01, released by the warehouse: the rest is owed. */
async function backorderedLine(qty: number) {
  const order = await ok('dealer', 'POST', '/api/v1/dealer-orders', orderOf(qty));
  await ok('dealer', 'POST', `/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
  await ok('wh', 'POST', '/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
  return async (): Promise<Line> => (await ok('dealer', 'GET', `/api/v1/dealer-orders/${order.id}`)).lines[0];
}

/** A purchase order of the part to W01, placed and confirmed by the supplier for `promisedDate`. */
async function confirmedOrder(qty: number, promisedDate: string) {
  const placed = await placedPurchaseOrder(t, PART, qty);
  return ok('supplier', 'POST', `/api/v1/supplier/purchase-orders/${placed.id}/confirm`, {
    version: placed.version,
    lines: [{ lineId: placed.lines[0].id, promisedDate }],
  });
}

describe('expected date of backordered order lines (issue 17)', () => {
  it("shows the earliest promised date of the open purchase orders for the part, to the dealer's warehouse", async () => {
    const line = await backorderedLine(20);
    expect((await line()).backorderQty).toBeGreaterThan(0);

    // a placed but unconfirmed order promises nothing yet
    await placedPurchaseOrder(t, PART, 50);
    const before = (await line()).expectedDate;

    await confirmedOrder(30, '2026-11-30');
    await confirmedOrder(40, '2026-11-24');
    expect(await line()).toMatchObject({ partCode: PART, expectedDate: '2026-11-24' });
    expect(before === null || before > '2026-11-24').toBe(true);
  });

  it('a line with nothing owed has no expected date', async () => {
    const order = await ok('dealer', 'POST', '/api/v1/dealer-orders', orderOf(10));
    const detail = await ok('dealer', 'GET', `/api/v1/dealer-orders/${order.id}`);
    expect(detail.lines[0]).toMatchObject({ backorderQty: 0, expectedDate: null });
  });
});
