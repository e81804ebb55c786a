import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './helpers';

/** An access token of a demo user, through the token endpoint. */
export async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const res = await request.post('/connect/token', {
    form: { grant_type: 'password', username, password: DEMO_PASSWORD },
  });
  expect(res.ok(), `sign-in of ${username}`).toBe(true);
  return (await res.json()).access_token as string;
}

/** POST through the API as `token`; answers the envelope's `data`. */
async function post<T>(request: APIRequestContext, token: string, path: string, data: unknown): Promise<T> {
  const res = await request.post(path, { headers: { authorization: `Bearer ${token}` }, data });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/** Oil filter, a stocked W01 demo part (apps/server/src/db/seed/demo/parts-catalogue.ts). */
const OIL_FILTER = '01001-A3G1-00-A0';

/**
 * A delivery for `dealer` to confirm, made through the API: the dealer orders two oil filters from
 * W01, `wh` releases, picks, boxes and ships them. Tests that confirm a delivery make their own, so
 * they do not depend on which spec ran first. Answers the ship bill number.
 */
export async function shipAnOrderToDealer(request: APIRequestContext): Promise<string> {
  const dealer = await tokenOf(request, 'dealer');
  const wh = await tokenOf(request, 'wh');
  const order = await post<{ id: number; version: number }>(request, dealer, '/api/v1/dealer-orders', {
    orderType: 'Normal',
    orderWarehouseCode: 'W01',
    receivingWarehouseCode: 'W01',
    acceptBackorder: true,
    contact: '李明',
    contactPhone: '13800138000',
    lines: [{ partCode: OIL_FILTER, qty: 2 }],
  });
  await post(request, dealer, `/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
  await post(request, wh, '/api/v1/warehouse/releases', { dealerOrderIds: [order.id] });
  const bill = await post<{ id: number; lines: { id: number; qty: number }[] }>(
    request,
    wh,
    '/api/v1/warehouse/pick-bills',
    { dealerOrderIds: [order.id] },
  );
  await post(request, wh, `/api/v1/warehouse/pick-bills/${bill.id}/confirm`, {
    lines: bill.lines.map((l) => ({ id: l.id, pickedQty: l.qty })),
  });
  const { boxes } = await post<{ boxes: { id: number }[] }>(request, wh, '/api/v1/warehouse/ship-boxes', {
    pickBillId: bill.id,
    boxes: [{ lines: bill.lines.map((l) => ({ pickBillLineId: l.id, qty: l.qty })) }],
  });
  const ship = await post<{ shipBillNo: string }>(request, wh, '/api/v1/warehouse/ship-bills', {
    boxIds: boxes.map((b) => b.id),
    carrier: '顺丰速运',
  });
  return ship.shipBillNo;
}

/** GET through the API as `token`; answers the envelope's `data`. */
async function get<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
  return (await res.json()).data as T;
}

/** Today's business date (Asia/Shanghai), `yyyy-MM-dd`. */
const businessToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/**
 * A submitted dealer claim of `dealer` waiting for the claim warehouse's audit, made through the API:
 * a fresh delivery (shipAnOrderToDealer) received in full, then a claim of one damaged piece on its
 * first line. Answers the claim bill number.
 */
export async function submitAClaim(request: APIRequestContext): Promise<string> {
  const shipBillNo = await shipAnOrderToDealer(request);
  const dealer = await tokenOf(request, 'dealer');
  const today = businessToday();
  const { items } = await get<{ items: { id: number; lines: { id: number; shippedQty: number }[] }[] }>(
    request,
    dealer,
    `/api/v1/deliveries?shipBillNo=${shipBillNo}`,
  );
  await post(request, dealer, `/api/v1/deliveries/${items[0].id}/confirm`, {
    receiveDate: today,
    lines: items[0].lines.map((l) => ({ id: l.id, receivedQty: l.shippedQty })),
  });
  const bill = await get<{ dealerOrderNo: string; lines: { shipBillLineId: number }[] }>(
    request,
    dealer,
    `/api/v1/claims/ship-bills/${shipBillNo}`,
  );
  const claim = await post<{ id: number; version: number; claimBillNo: string }>(
    request,
    dealer,
    '/api/v1/claims',
    {
      shipBillNo,
      dealerOrderNo: bill.dealerOrderNo,
      sendDate: today,
      reason: 1,
      description: '一件外壳破损',
      submitter: '李明',
      phone: '13800138000',
      lines: [
        { shipBillLineId: bill.lines[0].shipBillLineId, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] },
      ],
    },
  );
  await post(request, dealer, `/api/v1/claims/${claim.id}/submit`, { version: claim.version });
  return claim.claimBillNo;
}
