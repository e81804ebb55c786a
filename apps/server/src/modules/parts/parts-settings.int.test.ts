import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { refusedOf } from '../../../test/refusals';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

const t = useTestApp(['hq']);
const refused = refusedOf(t);

const send = async (method: 'POST' | 'PUT' | 'GET', url: string, payload?: unknown, token = t.tokens.hq) =>
  t.app.inject({ method, url, payload: payload as never, headers: t.auth(token) });
const partVersion = async (code: string) => (await send('GET', `/api/v1/parts/${code}`)).json().data.version;

describe('min/max stock correction', () => {
  const url = `/api/v1/parts/${DEMO_PARTS.normal}/min-max`;

  it('refuses max below min', async () => {
    await refused('hq', 422, 'MAX_STOCK_BELOW_MIN', 'maxStock').post(url, {
      minStock: 10,
      maxStock: 5,
      version: 0,
    });
  });

  it('corrects the part level and one warehouse, each at its version', async () => {
    const part = await send('POST', url, {
      minStock: 5,
      maxStock: 50,
      version: await partVersion(DEMO_PARTS.normal),
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json().data).toMatchObject({ warehouseCode: null, minStock: 5, maxStock: 50 });
    const wh = await send('POST', url, { warehouseCode: 'W02', minStock: 1, maxStock: 9, version: 0 });
    expect(wh.json().data).toMatchObject({ warehouseCode: 'W02', minStock: 1, maxStock: 9, version: 1 });
    await refused('hq', 409, 'CONCURRENT_MODIFICATION').post(url, {
      warehouseCode: 'W02',
      minStock: 1,
      maxStock: 9,
      version: 0,
    });
    const detail = (await send('GET', `/api/v1/parts/${DEMO_PARTS.normal}`)).json().data;
    expect(detail).toMatchObject({ minStock: 5, maxStock: 50 });
    expect(detail.warehouses).toEqual([
      expect.objectContaining({ warehouseCode: 'W02', minStock: 1, maxStock: 9 }),
    ]);
  });

  it('answers 404 for a warehouse outside the caller’s scope', async () => {
    const admin = await t.login('admin');
    expect(
      (await send('POST', url, { warehouseCode: 'W99', minStock: 1, maxStock: 2, version: 0 }, admin))
        .statusCode,
    ).toBe(404);
  });
});

describe('warehouse info of a part', () => {
  const url = (wh: string, part: string = DEMO_PARTS.noStock) => `/api/v1/parts/${part}/warehouses/${wh}`;
  const row = {
    flowPartition: 'F1',
    mainStorageCode: 'A-09-01-01',
    abnormalStorageCode: null,
    childDefaultStorageCode: null,
    safetyStock: 4,
    capacity: 40,
    version: 0,
  };

  it('allows the child-part default storage only in the slow-flow main warehouse', async () => {
    const payload = { ...row, childDefaultStorageCode: 'C-01-01-01' };
    const body = await refused('hq', 422, 'CHILD_PART_STORAGE_WAREHOUSE_ONLY', 'childDefaultStorageCode').put(
      url('W02'),
      payload,
    );
    expect(body.message).toContain('W01');
    const ok = await send('PUT', url('W01'), payload);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it.each([
    ['safety stock or capacity without a main storage', { mainStorageCode: null }, 'MAIN_STORAGE_REQUIRED'],
    [
      'an abnormal part in a transit storage',
      { abnormalStorageCode: 'T-01' },
      'ABNORMAL_PART_STORAGE_TYPE_INVALID',
    ],
    ['an abnormal part in an unknown storage', { abnormalStorageCode: 'Q-01' }, 'STORAGE_NOT_FOUND'],
    ['an abnormal storage off the norm', { abnormalStorageCode: 'X-1' }, 'STORAGE_CODE_FORMAT_INVALID'],
  ])('refuses %s', async (_rule, change, code) => {
    const [field] = Object.keys(change);
    await refused('hq', 422, code, field).put(url('W02'), { ...row, ...change });
  });

  it('keeps abnormal parts in an abnormal storage', async () => {
    const ok = await send('PUT', url('W02'), { ...row, abnormalStorageCode: 'X-01' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({
      abnormalStorageCode: 'X-01',
      mainStorageCode: 'A-09-01-01',
      version: 1,
    });
  });

  it('refuses a main storage change while the part has stock in the warehouse', async () => {
    await refused('hq', 409, 'PART_STOCK_OVER_ZERO', 'mainStorageCode').put(url('W01', DEMO_PARTS.normal), {
      ...row,
      mainStorageCode: 'A-09-09-09',
    });
  });
});

describe('warehouse flow setting', () => {
  it('sets flow partitions and refuses unknown parts', async () => {
    const url = '/api/v1/parts/warehouse-flow';
    await refused('hq', 422, 'PART_NOT_FOUND', 'rows[0].partCode').put(url, {
      warehouseCode: 'W03',
      rows: [{ partCode: 'NOPE-NOPE-00-A0', flowPartition: 'F2' }],
    });
    const res = await send('PUT', url, {
      warehouseCode: 'W03',
      rows: [{ partCode: DEMO_PARTS.multiple, flowPartition: 'F3' }],
    });
    expect(res.json().data).toEqual({ saved: 1 });
    const detail = (await send('GET', `/api/v1/parts/${DEMO_PARTS.multiple}`)).json().data;
    expect(detail.warehouses).toEqual([
      expect.objectContaining({ warehouseCode: 'W03', flowPartition: 'F3' }),
    ]);
  });
});

describe('prediction setting', () => {
  const url = `/api/v1/parts/${DEMO_PARTS.normal}/prediction`;
  const twelfths = [
    '0.09',
    '0.09',
    '0.09',
    '0.09',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
    '0.08',
  ];

  it('needs 12 coefficients between 0 and 1 summing to 1', async () => {
    await refused('hq', 422, 'PREDICTION_COEFFICIENT_COUNT').put(url, {
      coefficients: twelfths.slice(1),
      version: 0,
    });
    await refused('hq', 422, 'PREDICTION_COEFFICIENT_OUT_OF_RANGE', 'coefficients[0]').put(url, {
      coefficients: ['1.1', ...twelfths.slice(1)],
      version: 0,
    });
    await refused('hq', 422, 'PREDICTION_COEFFICIENT_SUM_NOT_ONE').put(url, {
      coefficients: ['0.1', ...twelfths.slice(1)],
      version: 0,
    });
  });

  it('saves them and refuses a stale version', async () => {
    const res = await send('PUT', url, { coefficients: twelfths, version: 0 });
    expect(res.json().data).toMatchObject({ coefficients: twelfths, version: 1 });
    await refused('hq', 409, 'CONCURRENT_MODIFICATION').put(url, { coefficients: twelfths, version: 0 });
    expect((await send('GET', `/api/v1/parts/${DEMO_PARTS.normal}`)).json().data.prediction).toEqual({
      coefficients: twelfths,
      version: 1,
    });
  });
});

describe('circulation type and price range settings', () => {
  /** A PUT of the setting rows at `url` with row `index` changed by `change`, at `version`. */
  const putChanged = <R extends object>(
    url: string,
    rows: R[],
    index: number,
    change: Partial<R>,
    version: number,
  ) => ({
    method: 'PUT' as const,
    url,
    payload: { rows: rows.map((r, i) => (i === index ? { ...r, ...change } : r)), version },
  });

  it('checks and saves the circulation rows', async () => {
    const url = '/api/v1/part-settings/circulation';
    const current = (await send('GET', url)).json().data;
    expect(current.rows).toHaveLength(3);
    const rows = [
      { circulationType: 'A', endRatio: '0.6', minMonth: 1 },
      { circulationType: 'B', endRatio: '0.85', minMonth: 2 },
      { circulationType: 'C', endRatio: '1', minMonth: 4 },
    ];
    await refused('hq', 422, 'CIRCULATION_TYPES_INCOMPLETE').put(url, {
      rows: rows.slice(0, 2),
      version: current.version,
    });
    await refused('hq', 422, 'CIRCULATION_END_RATIO_INVALID', 'rows[2].endRatio').request(
      putChanged(url, rows, 2, { endRatio: '0.9' }, current.version),
    );
    await refused('hq', 422, 'CIRCULATION_FIRST_MIN_MONTH', 'rows[0].minMonth').request(
      putChanged(url, rows, 0, { minMonth: 2 }, current.version),
    );
    const saved = await send('PUT', url, { rows, version: current.version });
    expect(saved.json().data).toEqual({ rows, version: current.version + 1 });
  });

  it('checks and saves the price ranges', async () => {
    const url = '/api/v1/part-settings/price-ranges';
    const current = (await send('GET', url)).json().data;
    const rows = [
      { startValue: '0', endValue: '500', controlParameter: '1.5' },
      { startValue: '500', endValue: null, controlParameter: '12.5' },
    ];
    const refusals: [number, Partial<(typeof rows)[number]>, string, string?][] = [
      [1, { endValue: '9999' }, 'PRICE_RANGE_LAST_END_NOT_EMPTY', 'rows[1].endValue'],
      [0, { controlParameter: '123' }, 'PRICE_RANGE_CONTROL_PARAMETER_INVALID', 'rows[0].controlParameter'],
      [0, { controlParameter: '1.25' }, 'PRICE_RANGE_CONTROL_PARAMETER_INVALID'],
      [0, { endValue: '400' }, 'PRICE_RANGE_END_INVALID', 'rows[0].endValue'],
    ];
    for (const [index, change, code, field] of refusals) {
      await refused('hq', 422, code, field).request(putChanged(url, rows, index, change, current.version));
    }
    const saved = await send('PUT', url, { rows, version: current.version });
    expect(saved.statusCode, saved.body).toBe(200);
    await refused('hq', 409, 'CONCURRENT_MODIFICATION').put(url, { rows, version: current.version });
  });
});
