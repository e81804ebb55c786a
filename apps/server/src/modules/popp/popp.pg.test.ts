import { describe, expect, it } from 'vitest';
import { FP, insertFlowParts } from '../../../test/builders';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { inRounds, ROUNDS } from '../../../test/rounds';

const t = useTestApp(['dealer', 'popp'], { setup: insertFlowParts });
const dealer = clientOf(t, 'dealer');
const specialist = clientOf(t, 'popp');

/** Sets D0001's 2026 quota to `taskVolume` (CNY) with the whole amount in January. */
async function setQuota(taskVolume: string) {
  const months = [taskVolume, ...Array.from({ length: 11 }, () => '0.00')];
  const res = await specialist.post('/api/v1/popp-quotas', {
    dealerCode: 'D0001',
    year: 2026,
    taskVolume,
    months,
  });
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
}

describe(`POPP quota under parallel submits on PostgreSQL (${ROUNDS} rounds)`, () => {
  it('12 parallel submits of 100.00 never draw more than the remaining quota', async () => {
    await inRounds(async () => {
      const current = (await dealer.get('/api/v1/popp-quotas/current')).body.data;
      const used = current ? Number(current.usedAmount) : 0;
      // remaining 550.00: exactly 5 POPPs of 100.00 fit
      await setQuota((used + 550).toFixed(2));
      const created = await Promise.all(
        Array.from({ length: 12 }, () =>
          dealer.post('/api/v1/popp', {
            poppType: 'regular',
            warehouseCode: 'W01',
            lines: [{ partCode: FP.filter.partCode, applyQty: 1 }],
          }),
        ),
      );
      const answers = await Promise.all(
        created.map((c) =>
          dealer.post(`/api/v1/popp/${c.body.data.id}/submit`, { version: c.body.data.version }),
        ),
      );
      const accepted = answers.filter((a) => a.statusCode === 200);
      const refused = answers.filter((a) => a.statusCode !== 200);
      expect(accepted).toHaveLength(5);
      for (const r of refused) expect(r.body.code).toBe('POPP_QUOTA_EXCEEDED');
      const quota = (await dealer.get('/api/v1/popp-quotas/current')).body.data;
      expect(quota.remainingAmount).toBe('50.00');
      expect(Number(quota.usedAmount)).toBe(used + 500);
    });
  });
});
