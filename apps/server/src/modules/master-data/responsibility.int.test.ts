import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P } from '../../../test/builders';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { users as dbUsers } from '../../platform/db/platform.tables';

const t = useTestApp(['admin', 'hq', 'dealer'], { setup: orderTestData('100000.00') });
type Who = 'admin' | 'hq' | 'dealer';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(t.tokens[who], method, url, payload);

const users = async () =>
  (await call('admin', 'GET', '/api/v1/master/user-superiors')).json().data as {
    userId: number;
    username: string;
    superiorUserId: number | null;
  }[];
const idOf = async (username: string) =>
  (await users()).find((u) => u.username === username)?.userId as number;
const setResponsible = (userId: number | null) =>
  call('admin', 'PUT', `/api/v1/master/part-responsibles/${P.ok}`, { responsibleUserId: userId });
const agentOrder = (who: Who) =>
  call(
    who,
    'POST',
    '/api/v1/dealer-orders',
    normalOrder([{ partCode: P.ok, qty: 1 }], { dealerCode: 'D0001' }),
  );

describe('part responsibility (spec §6)', () => {
  it('lets the part’s responsible person enter an order on a dealer’s behalf', async () => {
    const set = await setResponsible(await idOf('hq'));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ partCode: P.ok, responsibleName: expect.any(String) });
    const res = await agentOrder('hq');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.agentEntered).toBe(true);
  });

  it('lets the responsible person’s superior enter it too', async () => {
    const hq = (await users()).find((u) => u.username === 'hq');
    expect(hq?.superiorUserId).toBe(await idOf('admin'));
    const res = await agentOrder('admin');
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses anyone else with PART_NOT_RESPONSIBLE on the line', async () => {
    await setResponsible(await idOf('admin'));
    const res = await agentOrder('hq');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'PART_NOT_RESPONSIBLE',
      errors: [{ field: 'lines[0].partCode', code: 'PART_NOT_RESPONSIBLE' }],
    });
  });

  it('does not restrict the dealer’s own entry', async () => {
    const res = await call(
      'dealer',
      'POST',
      '/api/v1/dealer-orders',
      normalOrder([{ partCode: P.ok, qty: 1 }]),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses a superior cycle and a responsible person outside head office', async () => {
    const admin = await idOf('admin');
    const hq = await idOf('hq');
    const cycle = await call('admin', 'PUT', `/api/v1/master/user-superiors/${admin}`, {
      superiorUserId: hq,
    });
    expectError(cycle, 422, 'SUPERIOR_CYCLE');
    const [me] = await t.ctx.db
      .select({ id: dbUsers.id })
      .from(dbUsers)
      .where(eq(dbUsers.username, 'dealer'));
    const outside = await setResponsible(me.id);
    expectError(outside, 422, 'RESPONSIBLE_USER_UNKNOWN');
  });
});
