import { describe, expect, it } from 'vitest';
import { okOf } from '../test/client';
import { testClock, useTestApp } from '../test/helpers';
import { refusedOf } from '../test/refusals';
import { insertWarehouseParts, WP } from './modules/warehouse-ops/test/support';

// 2026-11-21 02:00 UTC: 18:00 on the 20th in Los Angeles, 10:00 on the 21st in the default Shanghai
const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['hq', 'wh2'] as const, {
  clock,
  env: { BUSINESS_TZ: 'America/Los_Angeles' },
  setup: insertWarehouseParts,
});
const ok = okOf(t);
const refused = refusedOf(t);

describe('a configured BUSINESS_TZ other than the default', () => {
  it('is "today" for a count plan (after the 20th, not the 21st) and the day of its number', async () => {
    const plan = { warehouseCode: 'W02', storageCodes: ['Y-01'], partCodes: [WP.free] };
    await refused('wh2', 422, 'COUNT_PLAN_DATE_NOT_AFTER_TODAY', 'executionDate').post(
      '/api/v1/warehouse/count-plans',
      { ...plan, executionDate: '2026-11-20' },
    );
    const created = await ok('wh2', 'POST', '/api/v1/warehouse/count-plans', {
      ...plan,
      executionDate: '2026-11-21',
    });
    expect(created).toMatchObject({ executionDate: '2026-11-21', status: 0 });
    expect(created.planNo).toMatch(/^CP20261120\d{4}$/); // numbered by the business day
  });

  it('is told to the screens with the signed-in user', async () => {
    expect((await ok('hq', 'GET', '/api/v1/me')).businessTz).toBe('America/Los_Angeles');
  });

  it('words the master data history times', async () => {
    await ok('hq', 'POST', '/api/v1/master/warehouses', {
      code: 'W91',
      nameZh: '洛杉矶配送中心',
      nameEn: 'Los Angeles PDC',
      warehouseType: 'Branch',
      provinceZh: '江苏',
      cityZh: '南京',
      cityEn: 'Nanjing',
      region: 'east',
      address: '南京市江宁区2号',
      postalCode: '210000',
      contact: '王力',
      phone: '025-88886666',
    });
    const history = await ok('hq', 'GET', '/api/v1/master/warehouses/W91/history');
    expect(history).toEqual([
      expect.objectContaining({ action: 'create', changedAt: '2026-11-20 18:00:00' }),
    ]);
  });
});
