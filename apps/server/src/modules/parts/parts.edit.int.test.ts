import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helpers';
import { expectRefused } from '../../../test/refusals';
import { DEMO_PARTS } from '../../db/seed/demo/parts-catalogue';

const t = useTestApp(['hq']);

/** A valid package item of a new part. */
const ITEM = { packageCode: 'BOX01', qty: 1, processCode: 'P10', cost: '1.20' };

/** A valid new part: every tab filled in. */
const body = (over: Record<string, unknown> = {}) => ({
  partCode: 'ZZ100-A3G9-00-A0',
  nameZh: '机油滤清器总成',
  nameEn: 'Oil filter assembly',
  baseNumber: '01001',
  partType: 'Normal',
  category: 'Engine',
  supplierCode: 'S003',
  purchaseType: 'Domestic',
  circulationType: 'A',
  // after the test clock's business date (2026-11-21): an entered effective date must be
  effectiveFrom: '2026-12-01',
  effectiveTo: '2030-12-31',
  flags: { iso: true, crossDock: true },
  lengthMm: 120,
  widthMm: 90,
  heightMm: 90,
  grossWeightKg: '0.350',
  minPackageQty: 6,
  unitSalesQty: 2,
  minOrderQty: 12,
  intensiveMoq: 36,
  packageItems: [ITEM],
  priceOrdinary: '70.00',
  reductionCoefficient: '0.5',
  mainStorageCode: 'A-01-02-03',
  safetyStock: 10,
  minStock: 10,
  maxStock: 60,
  ...over,
});

const post = (payload: object) => ({ method: 'POST' as const, url: '/api/v1/parts', payload });

describe('POST /api/v1/parts', () => {
  it('adds a part, derives the rush prices and makes it findable by its pinyin initials', async () => {
    const res = await t.app.inject({
      ...post(body({ partCode: 'zz100-a3g9-00-a0' })),
      headers: t.auth(t.tokens.hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      partCode: 'ZZ100-A3G9-00-A0',
      status: 'CUR',
      priceOrdinary: '70.00',
      priceRush: '91.00',
      priceRushLand: '370.00',
      priceSuggestedRetail: '100.00',
      supplierName: expect.stringContaining('曼胡默尔'),
      flags: expect.objectContaining({ iso: true, crossDock: true, hazardous: false }),
      packageItems: [ITEM],
      version: 0,
    });
    const found = await t.app.inject({
      method: 'GET',
      url: '/api/v1/parts?keyword=jylqqzc',
      headers: t.auth(t.tokens.hq),
    });
    expect(found.json().data.items.map((p: { partCode: string }) => p.partCode)).toEqual([
      'ZZ100-A3G9-00-A0',
    ]);
  });

  it('answers a repeated add with the same Idempotency-Key once', async () => {
    const request = {
      ...post(body({ partCode: 'ZZ101-A3G9-00-A0' })),
      headers: { ...t.auth(t.tokens.hq), 'idempotency-key': 'parts-add-zz101' },
    };
    const first = await t.app.inject(request);
    const again = await t.app.inject(request);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.partCode).toBe('ZZ101-A3G9-00-A0');
  });

  it.each<[string, Record<string, unknown>, number, string, string?]>([
    ['a taken part code', { partCode: DEMO_PARTS.normal }, 409, 'PART_ALREADY_EXISTS'],
    ['a malformed part code', { partCode: 'ZZ100-A3G9-00' }, 422, 'PART_CODE_FORMAT_INVALID', 'partCode'],
    [
      'a fourth segment over 5 characters',
      { partCode: 'ZZ100-A3G9-00-ABCDEF' },
      422,
      'PART_CODE_SEGMENT_TOO_LONG',
      'partCode',
    ],
    [
      'an intensive MOQ without MOQ and MPQ',
      { minOrderQty: null },
      422,
      'INTENSIVE_MOQ_NEEDS_MOQ_AND_MPQ',
      'intensiveMoq',
    ],
    [
      'an intensive MOQ not a common multiple of both',
      { intensiveMoq: 30 },
      422,
      'INTENSIVE_MOQ_NOT_MULTIPLE',
      'intensiveMoq',
    ],
    ['max stock below min stock', { minStock: 20, maxStock: 19 }, 422, 'MAX_STOCK_BELOW_MIN', 'maxStock'],
    [
      'a negative reduction coefficient',
      { reductionCoefficient: '-0.1' },
      422,
      'REDUCTION_COEFFICIENT_NEGATIVE',
      'reductionCoefficient',
    ],
    [
      'a main storage off the norm',
      { mainStorageCode: 'A-1-02' },
      422,
      'STORAGE_CODE_FORMAT_INVALID',
      'mainStorageCode',
    ],
    [
      'a sub storage skipping a level',
      { subStorageCode: 'A--03' },
      422,
      'STORAGE_CODE_LEVEL_SKIPPED',
      'subStorageCode',
    ],
    [
      'a safety stock without a main storage',
      { mainStorageCode: null },
      422,
      'MAIN_STORAGE_REQUIRED',
      'mainStorageCode',
    ],
    [
      'a malformed package code',
      { packageItems: [{ ...ITEM, packageCode: 'box 1' }] },
      422,
      'PACKAGE_CODE_INVALID',
      'packageItems[0].packageCode',
    ],
    [
      'a package code given twice',
      { packageItems: [ITEM, ITEM] },
      422,
      'PACKAGE_CODE_DUPLICATE',
      'packageItems[1].packageCode',
    ],
    [
      'a fractional package quantity',
      { packageItems: [{ ...ITEM, qty: 1.5 }] },
      422,
      'PACKAGE_QTY_INVALID',
      'packageItems[0].qty',
    ],
    [
      'a malformed process code',
      { packageItems: [{ ...ITEM, processCode: 'p-1' }] },
      422,
      'PACKAGE_PROCESS_CODE_INVALID',
    ],
    ['an unknown base number', { baseNumber: 'NOPE1' }, 422, 'BASE_NUMBER_NOT_FOUND', 'baseNumber'],
    ['an unknown supplier', { supplierCode: 'S999' }, 422, 'SUPPLIER_NOT_FOUND', 'supplierCode'],
    [
      'effective dates out of order',
      { effectiveFrom: '2031-01-01' },
      400,
      'DATE_RANGE_INVALID',
      'effectiveTo',
    ],
    [
      'an effective date not after today',
      { effectiveFrom: '2026-11-21' },
      422,
      'PART_EFFECTIVE_DATE_NOT_AFTER_TODAY',
      'effectiveFrom',
    ],
    ['a body of the wrong shape', { minPackageQty: 0 }, 400, 'VALIDATION_FAILED', 'minPackageQty'],
  ])('refuses %s', async (_rule, over, status, code, field) => {
    await expectRefused(t, t.tokens.hq, post(body(over)), status, code, field);
  });

  it('answers every violated rule as a field error at once', async () => {
    const res = await expectRefused(
      t,
      t.tokens.hq,
      post(body({ minStock: 9, maxStock: 1, mainStorageCode: 'a', intensiveMoq: 5 })),
      422,
      'INTENSIVE_MOQ_NOT_MULTIPLE',
    );
    expect(res.errors?.map((e) => e.field)).toEqual(['intensiveMoq', 'maxStock', 'mainStorageCode']);
  });

  it('keeps warehouse staff out', async () => {
    const wh = await t.login('wh');
    expect((await t.app.inject({ ...post(body()), headers: t.auth(wh) })).statusCode).toBe(403);
  });
});

describe('PUT /api/v1/parts/{partCode}', () => {
  const put = (code: string, payload: object) => ({
    method: 'PUT' as const,
    url: `/api/v1/parts/${code}`,
    payload,
  });
  /** The body of a change: a new part's fields without the part code. */
  const fieldsOf = (over: Record<string, unknown> = {}) => {
    const { partCode: _p, ...fields } = body(over);
    return fields;
  };

  it('saves every tab at the current version and refuses a stale one', async () => {
    const fields = fieldsOf({ nameZh: '机油滤清器总成（改）' });
    const res = await t.app.inject({
      ...put('ZZ100-A3G9-00-A0', { ...fields, version: 0 }),
      headers: t.auth(t.tokens.hq),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nameZh: '机油滤清器总成（改）', version: 1 });
    await expectRefused(
      t,
      t.tokens.hq,
      put('ZZ100-A3G9-00-A0', { ...fields, version: 0 }),
      409,
      'CONCURRENT_MODIFICATION',
    );
  });

  it('refuses a changed effective date not after today, and keeps a stored one that has passed', async () => {
    const read = async (token: string) =>
      (
        await t.app.inject({ method: 'GET', url: '/api/v1/parts/ZZ100-A3G9-00-A0', headers: t.auth(token) })
      ).json().data;
    const fields = fieldsOf({ nameZh: '机油滤清器总成（改）' });
    const version = (await read(t.tokens.hq)).version;
    await expectRefused(
      t,
      t.tokens.hq,
      put('ZZ100-A3G9-00-A0', { ...fields, effectiveFrom: '2026-11-20', version }),
      422,
      'PART_EFFECTIVE_DATE_NOT_AFTER_TODAY',
      'effectiveFrom',
    );
    // ten days on, the part's own effective date (2026-12-01) has passed: saving it unchanged is fine
    t.clock.set('2026-12-10T02:00:00Z');
    try {
      const hq = await t.login('hq');
      const res = await t.app.inject({
        ...put('ZZ100-A3G9-00-A0', { ...fields, nameEn: 'Oil filter kit', version }),
        headers: t.auth(hq),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ nameEn: 'Oil filter kit', effectiveFrom: '2026-12-01' });
    } finally {
      t.clock.set('2026-11-21T02:00:00Z');
    }
  });

  it('refuses a storage change while the part has stock', async () => {
    const current = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/parts/${DEMO_PARTS.normal}`,
        headers: t.auth(t.tokens.hq),
      })
    ).json().data;
    const fields = fieldsOf({
      nameZh: current.nameZh,
      nameEn: current.nameEn,
      mainStorageCode: 'B-09-01-01',
    });
    await expectRefused(
      t,
      t.tokens.hq,
      put(DEMO_PARTS.normal, { ...fields, version: current.version }),
      409,
      'PART_STOCK_OVER_ZERO',
      'mainStorageCode',
    );
  });

  it('answers 404 for an unknown part', async () => {
    await expectRefused(
      t,
      t.tokens.hq,
      put('NOPE-NOPE-00-A0', { ...fieldsOf(), version: 0 }),
      404,
      'NOT_FOUND',
    );
  });
});
