import { vinCheckDigit } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { createWorkflowEngine } from '../../platform/workflow/workflow.engine';

const t = useTestApp(['dealer', 'hq'], { setup: orderTestData('5000.00') });
const dealer = clientOf(t, 'dealer');
const hq = clientOf(t, 'hq');

const VIN = (() => {
  const raw = 'LSVAU2180N2183294';
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
})();

/** A VOR order submitted by the dealer, awaiting approval. */
async function awaitingApproval() {
  const created = await dealer.post(
    '/api/v1/dealer-orders',
    normalOrder([{ partCode: P.ok, qty: 1 }], { orderType: 'VOR', vin: VIN }),
  );
  const res = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ status: 1, vorApprovalStatus: 'pending' });
  return res.body.data as { id: number; version: number };
}

const approvalHistory = (id: number) =>
  createWorkflowEngine({ now: t.clock.now }).history(t.ctx.db, 'VOR', id);

describe('VOR decisions in the approval history', () => {
  it('an approval writes one level-1 row 1 → 3 with the approver, opinion and the clock’s time, as the order history', async () => {
    const order = await awaitingApproval();
    t.clock.set('2026-11-21T02:30:00Z');
    const approved = await hq.post(`/api/v1/dealer-orders/${order.id}/approve`, {
      version: order.version,
      opinion: '同意',
    });
    expect(approved.statusCode).toBe(200);
    const rows = await approvalHistory(order.id);
    expect(rows).toMatchObject([
      { level: 1, action: 'approve', fromState: '1', toState: '3', actorName: '王建国', opinion: '同意' },
    ]);
    expect(rows[0].createdAt.toISOString()).toBe('2026-11-21T02:30:00.000Z');
    const history = (await dealer.get(`/api/v1/dealer-orders/${order.id}`)).body.data.history;
    expect(history.at(-1)).toMatchObject({ action: 'approve', createdAt: '2026-11-21T02:30:00.000Z' });
    const again = await hq.post(`/api/v1/dealer-orders/${order.id}/approve`, {
      version: approved.body.data.version,
    });
    expectError(again, 409, 'VOR_APPROVAL_NOT_PENDING');
    expect(await approvalHistory(order.id)).toHaveLength(1);
  });

  it('a rejection writes a row 1 → 0 with its opinion; a refused one (no opinion, stale version) writes none', async () => {
    const order = await awaitingApproval();
    expect(
      (await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, { version: order.version })).statusCode,
    ).toBe(400);
    const stale = await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, {
      version: order.version - 1,
      opinion: '不符合',
    });
    expect(stale.statusCode).toBe(409);
    expect(await approvalHistory(order.id)).toEqual([]);
    const rejected = await hq.post(`/api/v1/dealer-orders/${order.id}/reject`, {
      version: order.version,
      opinion: '非停驶车辆，请改为紧急订单',
    });
    expect(rejected.body.data).toMatchObject({ status: 0, vorApprovalStatus: 'rejected' });
    expect(await approvalHistory(order.id)).toMatchObject([
      { level: 1, action: 'reject', fromState: '1', toState: '0', opinion: '非停驶车辆，请改为紧急订单' },
    ]);
  });
});
