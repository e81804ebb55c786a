import { dealerUpdate } from '@spm/contracts';
import { describe, expect, it } from 'vitest';
import { FP, insertFlowParts } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectClientRefused } from '../../../test/refusals';

// dealer2's dealer D0002 is of a configured type (JointVentureA) and POPP-eligible in the demo data.
const t = useTestApp(['dealer2', 'admin', 'hq', 'popp'], { setup: insertFlowParts });
const dealer2 = clientOf(t, 'dealer2');
const admin = clientOf(t, 'admin');
const hq = clientOf(t, 'hq');
const specialist = clientOf(t, 'popp');

const poppBody = (extra: Record<string, unknown> = {}) => ({
  poppType: 'regular',
  warehouseCode: 'W01',
  lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
  ...extra,
});
const poppCount = async () => (await specialist.get('/api/v1/popp?pageSize=1')).body.data.total as number;

/** Sets a dealer's POPP eligibility through the dealer master (`PUT /api/v1/master/dealers/{code}`). */
async function setPoppEligible(dealerCode: string, poppEligible: boolean) {
  const current = (await hq.get(`/api/v1/master/dealers/${dealerCode}`)).body.data;
  const body = Object.fromEntries(Object.keys(dealerUpdate.shape).map((k) => [k, current[k]]));
  const res = await hq.put(`/api/v1/master/dealers/${dealerCode}`, { ...body, poppEligible });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

describe('POPP eligibility (spec §2 dealer master, §6 dealer types)', () => {
  it('an eligible dealer of a configured type creates a POPP, and head office creates one for it', async () => {
    const own = await dealer2.post('/api/v1/popp', poppBody());
    expect(own.statusCode, JSON.stringify(own.body)).toBe(200);
    const forIt = await admin.post('/api/v1/popp', poppBody({ dealerCode: 'D0002', poppType: 'special' }));
    expect(forIt.statusCode, JSON.stringify(forIt.body)).toBe(200);
  });

  it('once the dealer master takes the eligibility away, no POPP is created for the dealer', async () => {
    const mine = (await dealer2.get('/api/v1/popp?pageSize=1')).body.data.items[0];
    await setPoppEligible('D0002', false);
    const before = await poppCount();
    // the dealer's own staff: 404, as for a dealer of a type not configured for POPP
    await expectClientRefused(
      t,
      t.tokens.dealer2,
      (c) => c.post('/api/v1/popp', poppBody()),
      404,
      'NOT_FOUND',
    );
    // head office naming the dealer: a coded refusal on the dealer field
    const refused = await expectClientRefused(
      t,
      t.tokens.admin,
      (c) => c.post('/api/v1/popp', poppBody({ dealerCode: 'D0002', poppType: 'special' })),
      422,
      'POPP_DEALER_NOT_ELIGIBLE',
    );
    expect(refused.message).toContain('Dealer D0002 is not POPP-eligible');
    expect(refused.errors[0]).toMatchObject({ field: 'dealerCode', code: 'POPP_DEALER_NOT_ELIGIBLE' });
    expect(await poppCount()).toBe(before);
    // what the dealer already entered stays readable
    expect((await dealer2.get(`/api/v1/popp/${mine.id}`)).statusCode).toBe(200);

    await setPoppEligible('D0002', true);
    expect((await dealer2.post('/api/v1/popp', poppBody())).statusCode).toBe(200);
  });
});
