import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { activate, createUser } from '../../../test/accounts';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectRefused } from '../../../test/refusals';
import { insertWarehouseParts, WP } from './test/support';
import { transfers } from './warehouse-ops.tables';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['admin', 'wh'] as const, { clock, setup: insertWarehouseParts });
const T = '/api/v1/warehouse/transfers';

/** Two head-office users who may request transfers: `owner` (responsible for `WP.mine`) and `other`. */
const who = { owner: { id: 0, token: '' }, other: { id: 0, token: '' } };

const body = (lines: { partCode: string; qty: number }[]) => ({
  fromWarehouseCode: 'W01',
  toWarehouseCode: 'W02',
  lines,
});
const request = (token: string, lines: { partCode: string; qty: number }[]) =>
  t.call(token, 'POST', T, body(lines));
const setResponsible = async (partCode: string, responsibleUserId: number) => {
  const res = await t.call(t.tokens.admin, 'PUT', `/api/v1/master/part-responsibles/${partCode}`, {
    responsibleUserId,
  });
  expect(res.statusCode, res.body).toBe(200);
};
const transferCount = async () => (await t.ctx.db.select({ n: count() }).from(transfers))[0].n;

beforeAll(async () => {
  for (const [key, username] of [
    ['owner', 'hq.planner'],
    ['other', 'hq.colleague'],
  ] as const) {
    // head-office users with every permission (the demo's head-office role does not request transfers)
    const { id, initialPassword } = await createUser(t, t.tokens.admin, { username, roleCodes: ['admin'] });
    who[key] = { id, token: await activate(t, username, initialPassword) };
  }
  await setResponsible(WP.mine, who.owner.id);
  const admin = (await t.call(t.tokens.admin, 'GET', '/api/v1/master/user-superiors'))
    .json()
    .data.find((u: { username: string }) => u.username === 'admin').userId as number;
  const superior = await t.call(t.tokens.admin, 'PUT', `/api/v1/master/user-superiors/${who.owner.id}`, {
    superiorUserId: admin,
  });
  expect(superior.statusCode, superior.body).toBe(200);
});

describe('transfer requests by head office follow master data part responsibility (spec §6)', () => {
  it('the part’s responsible user may request it', async () => {
    const res = await request(who.owner.token, [{ partCode: WP.mine, qty: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('the responsible user’s superior may request it', async () => {
    const res = await request(t.tokens.admin, [{ partCode: WP.mine, qty: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('another head-office user is refused on the line, and nothing is saved', async () => {
    const before = await transferCount();
    const refused = await expectRefused(
      t,
      who.other.token,
      {
        method: 'POST',
        url: T,
        payload: body([
          { partCode: WP.free, qty: 1 },
          { partCode: WP.mine, qty: 1 },
        ]),
      },
      403,
      'PART_NOT_RESPONSIBLE',
      'lines[1].partCode',
    );
    expect(refused.errors).toEqual([
      expect.objectContaining({ field: 'lines[1].partCode', code: 'PART_NOT_RESPONSIBLE' }),
    ]);
    expect(refused.message).toContain(WP.mine);
    expect(await transferCount()).toBe(before);
  });

  it('a part without a responsible user is open to any head-office user', async () => {
    const res = await request(who.other.token, [{ partCode: WP.free, qty: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('an edit is checked too: the creator is refused once the part has another responsible user', async () => {
    const created = (await request(who.other.token, [{ partCode: WP.other, qty: 1 }])).json().data;
    await setResponsible(WP.other, who.owner.id);
    await expectRefused(
      t,
      who.other.token,
      {
        method: 'PUT',
        url: `${T}/${created.id}`,
        payload: {
          version: created.version,
          toWarehouseCode: 'W02',
          lines: [{ partCode: WP.other, qty: 2 }],
        },
      },
      403,
      'PART_NOT_RESPONSIBLE',
      'lines[0].partCode',
    );
    const unchanged = (await t.call(who.other.token, 'GET', `${T}/${created.id}`)).json().data;
    expect(unchanged.totalQty).toBe(1);
  });

  it('warehouse staff keep the parts master’s responsible-person rule (not master data’s table)', async () => {
    // WP.mine's master-data responsible user is `owner`, but its responsiblePerson is 刘洋 = `wh`
    const res = await request(t.tokens.wh, [{ partCode: WP.mine, qty: 1 }]);
    expect(res.statusCode, res.body).toBe(200);
  });
});
