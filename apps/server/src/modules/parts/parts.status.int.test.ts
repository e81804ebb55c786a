import { errorCatalog } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { expectRefused } from '../../../test/refusals';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';
import { dealerOrderLines, dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { partHolds } from '../index';
import type { PartHoldQuery } from './parts.repository';
import { changePartStatus } from './parts.service';

const t = useTestApp(['hq']);

async function versionOf(partCode: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/v1/parts/${partCode}`,
    headers: t.auth(t.tokens.hq),
  });
  return res.json().data.version;
}

async function statusRequest(partCode: string, status: string, newPartCode?: string) {
  return {
    method: 'POST' as const,
    url: `/api/v1/parts/${partCode}/status`,
    payload: { status, newPartCode, version: await versionOf(partCode) },
  };
}

describe('POST /api/v1/parts/{partCode}/status', () => {
  it.each<[string, string, string, string | undefined, number, string, string?]>([
    [
      'discarding a discarded part',
      DEMO_PARTS.abolished,
      'ONR',
      undefined,
      409,
      'PART_ALREADY_DISCARDED',
      'status',
    ],
    [
      'a change the transition table does not allow',
      DEMO_PARTS.replaced,
      'OWO',
      undefined,
      409,
      'PART_STATUS_TRANSITION_INVALID',
      'status',
    ],
    [
      'a replacement without a new part code',
      DEMO_PARTS.noStock,
      'ORB',
      undefined,
      422,
      'PART_NEW_PART_CODE_REQUIRED',
      'newPartCode',
    ],
    [
      'a replacement by an unknown part',
      DEMO_PARTS.noStock,
      'ORB',
      'NOPE-NOPE-00-A0',
      422,
      'PART_NOT_FOUND',
      'newPartCode',
    ],
    [
      'a replacement by the part itself',
      DEMO_PARTS.noStock,
      'ORB',
      DEMO_PARTS.noStock.toLowerCase(),
      422,
      'PART_NEW_PART_CODE_SAME',
      'newPartCode',
    ],
    [
      'a replacement by an abolished part',
      DEMO_PARTS.noStock,
      'ORB',
      DEMO_PARTS.abolished,
      422,
      'PART_SUCCESSOR_ABOLISHED',
      'newPartCode',
    ],
    [
      'a replacement closing a cycle',
      DEMO_PARTS.chainEnd,
      'OSRB',
      DEMO_PARTS.chainStart,
      422,
      'PART_SUPERSESSION_CYCLE',
      'newPartCode',
    ],
    ['discarding a part with stock', DEMO_PARTS.normal, 'ONR', undefined, 409, 'PART_STOCK_OVER_ZERO'],
    [
      'replacing a part with stock',
      DEMO_PARTS.normal,
      'ORB',
      DEMO_PARTS.chainEnd,
      409,
      'PART_STOCK_OVER_ZERO',
    ],
  ])('refuses %s', async (_rule, partCode, status, newPartCode, httpStatus, code, field) => {
    await expectRefused(
      t,
      t.tokens.hq,
      await statusRequest(partCode, status, newPartCode),
      httpStatus,
      code,
      field,
    );
  });

  it('refuses discarding a part on open dealer orders until they are finished', async () => {
    const [order] = await t.ctx.db
      .insert(dealerOrders)
      .values({
        tempOrderNo: 'TTEST0001',
        dealerOrderNo: 'DTEST0001',
        orderType: 'Normal',
        status: 3,
        dealerCode: 'D0001',
        orderWarehouseCode: 'W01',
      })
      .returning({ id: dealerOrders.id });
    await t.ctx.db.insert(dealerOrderLines).values({
      orderId: order.id,
      lineNo: 1,
      partCode: DEMO_PARTS.noStock,
      qty: 5,
      price: '10.00',
      amount: '50.00',
      shippedQty: 2,
    });
    const body = await expectRefused(
      t,
      t.tokens.hq,
      await statusRequest(DEMO_PARTS.noStock, 'ONR'),
      409,
      'PART_OPEN_ORDERS_EXIST',
    );
    expect(body.message).toContain('3');
    await t.ctx.db.update(dealerOrders).set({ status: 9 }).where(eq(dealerOrders.id, order.id));
  });

  it('refuses a change while another module reports the part being picked', async () => {
    const held = DEMO_PARTS.notImplemented;
    const picking: PartHoldQuery = async (_db, partCode) => (partCode === held ? { picking: true } : {});
    const actor = { userId: 1, name: '系统管理员', at: new Date() };
    const request = { status: 'ONR' as const, version: await versionOf(held) };
    await expect(
      t.ctx.db.transaction((tx) => changePartStatus(tx, actor, held, request, [...partHolds, picking])),
    ).rejects.toMatchObject({ code: 'PART_BEING_PICKED' });
    expect(errorCatalog.PART_BEING_PICKED.http).toBe(409);
  });

  it('replaces a free part, records the history, and reinstates it', async () => {
    const p = DEMO_PARTS.noStock;
    const res = await t.app.inject({
      ...(await statusRequest(p, 'ORB', DEMO_PARTS.normal.toLowerCase())),
      headers: t.auth(t.tokens.hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ORB', newPartCode: DEMO_PARTS.normal });
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/v1/parts/${p}`, headers: t.auth(t.tokens.hq) })
    ).json().data;
    expect(detail.chain).toEqual([
      { partCode: p, status: 'ORB' },
      { partCode: DEMO_PARTS.normal, status: 'CUR' },
    ]);
    const back = await t.app.inject({ ...(await statusRequest(p, 'CUR')), headers: t.auth(t.tokens.hq) });
    expect(back.json().data).toMatchObject({ status: 'CUR', newPartCode: null });
    const history = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/parts/${p}/status-history`,
        headers: t.auth(t.tokens.hq),
      })
    ).json().data;
    expect(
      history.map((h: { fromStatus: string; toStatus: string }) => `${h.fromStatus}>${h.toStatus}`),
    ).toEqual(['ORB>CUR', 'CUR>ORB']);
    expect(history[1]).toMatchObject({
      newPartCode: DEMO_PARTS.normal,
      source: 'manual',
      actorName: '王建国',
    });
  });

  it('discards a free part and sets the discard flag', async () => {
    const res = await t.app.inject({
      ...(await statusRequest(DEMO_PARTS.noStock, 'ONR')),
      headers: t.auth(t.tokens.hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: 'ONR',
      flags: expect.objectContaining({ discard: true }),
    });
  });

  it('refuses a stale version and callers without the status permission', async () => {
    const stale = { ...(await statusRequest(DEMO_PARTS.obsoleteWhenOut, 'CUR')) };
    stale.payload = { ...stale.payload, version: stale.payload.version + 5 };
    await expectRefused(t, t.tokens.hq, stale, 409, 'CONCURRENT_MODIFICATION');
    const wh = await t.login('wh');
    const res = await t.app.inject({
      ...(await statusRequest(DEMO_PARTS.obsoleteWhenOut, 'CUR')),
      headers: t.auth(wh),
    });
    expect(res.statusCode).toBe(403);
  });
});
