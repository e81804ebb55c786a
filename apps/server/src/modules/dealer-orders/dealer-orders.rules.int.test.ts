import { vinCheckDigit } from '@spm/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P } from '../../../test/builders';
import { type client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { expectError } from '../../../test/refusals';
import { parts } from '../parts/parts.tables';

const t = useTestApp(['dealer', 'hq', 'nev-dealer'], { setup: orderTestData('100000.00') });
const dealerZh = clientOf(t, 'dealer');
const dealerEn = clientOf(t, 'dealer', 'en-US');
const hqZh = clientOf(t, 'hq');
const hqEn = clientOf(t, 'hq', 'en-US');
const nev = clientOf(t, 'nev-dealer');

/** A VIN with the right check digit in position 9. */
const withCheckDigit = (vin: string) => `${vin.slice(0, 8)}${vinCheckDigit(vin)}${vin.slice(9)}`;
const GOOD_VIN = withCheckDigit('LSVAU2180N2183294');
const BAD_VIN = GOOD_VIN.slice(0, 8) + (GOOD_VIN[8] === '1' ? '2' : '1') + GOOD_VIN.slice(9);

/**
 * Creates the order in zh-CN and en-US (as the dealer, or as head office for `asHq`) and checks both
 * refuse it with `code` on `field`, with different wording per language.
 */
async function expectRefused(body: Record<string, unknown>, code: string, field: string, asHq = false) {
  const [zh, en] = asHq ? [hqZh, hqEn] : [dealerZh, dealerEn];
  const a = await zh.post('/api/v1/dealer-orders', body);
  const b = await en.post('/api/v1/dealer-orders', body);
  expect(a.statusCode, JSON.stringify(a.body)).toBe(422);
  expect(a.body.code).toBe(code);
  expect(b.body.code).toBe(code);
  expect(a.body.errors.map((e: { field: string }) => e.field)).toContain(field);
  expect(a.body.message).not.toBe(b.body.message);
  return { zh: a.body, en: b.body };
}

/** A Normal order of one line, `qty` pieces of `partCode`, with `extra` added to the body. */
const oneLineOrder = (partCode: string, qty: number, extra: Record<string, unknown> = {}) =>
  normalOrder([{ partCode, qty }], extra);

async function expectAccepted(as: ReturnType<typeof client>, body: Record<string, unknown>) {
  const res = await as.post('/api/v1/dealer-orders', body);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

describe('qty (spec §5: positive integer, ≥ MPQ, multiple of unit sales qty)', () => {
  it('refuses a qty that is not a positive integer', async () => {
    await expectRefused(oneLineOrder(P.ok, 0), 'ORDER_QTY_INVALID', 'lines[0].qty');
    await expectRefused(oneLineOrder(P.ok, 1.5), 'ORDER_QTY_INVALID', 'lines[0].qty');
  });
  it('refuses a qty below the min package qty', async () => {
    const { en } = await expectRefused(
      oneLineOrder(P.mpq, 2),
      'ORDER_QTY_BELOW_MIN_PACKAGE_QTY',
      'lines[0].qty',
    );
    expect(en.message).toContain('4');
  });
  it('refuses a qty that is not a multiple of the unit sales qty', async () => {
    await expectRefused(oneLineOrder(P.mpq, 5), 'ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY', 'lines[0].qty');
    await expectAccepted(dealerZh, oneLineOrder(P.mpq, 6));
  });
  it('marks every broken line, not only the first', async () => {
    const { zh } = await expectRefused(
      normalOrder([
        { partCode: P.ok, qty: 1 },
        { partCode: P.mpq, qty: 5 },
        { partCode: P.ok, qty: 2 },
      ]),
      'ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY',
      'lines[1].qty',
    );
    expect(zh.errors.map((e: { field: string; code: string }) => [e.field, e.code])).toEqual([
      ['lines[1].qty', 'ORDER_QTY_NOT_MULTIPLE_OF_UNIT_SALES_QTY'],
      ['lines[2].partCode', 'ORDER_IMPORT_DUPLICATE_ROW'],
    ]);
  });
});

describe('orderability (spec §5: parts that cannot be ordered)', () => {
  it('refuses an unknown part', async () => {
    await expectRefused(oneLineOrder('NOPE1-00000-00-A1', 1), 'PART_NOT_FOUND', 'lines[0].partCode');
  });
  it('refuses a replaced part and names its successor', async () => {
    const { zh, en } = await expectRefused(oneLineOrder(P.replaced, 1), 'PART_REPLACED', 'lines[0].partCode');
    expect(zh.message).toContain(P.ok);
    expect(en.message).toContain(P.ok);
  });
  const cases: [string, string][] = [
    [P.abolished, 'PART_ABOLISHED'],
    [P.discarded, 'PART_ABOLISHED'],
    [P.notImplemented, 'PART_NOT_IMPLEMENTED'],
    [P.tool, 'PART_DEDICATED_TOOL'],
    [P.subPart, 'PART_DEDICATED_SUB_PART'],
    [P.newModel, 'PART_NEW_MODEL'],
    [P.limited, 'PART_LIMITED_SALE'],
  ];
  for (const [partCode, code] of cases) {
    it(`refuses ${code} (${partCode})`, async () => {
      await expectRefused(oneLineOrder(partCode, 1), code, 'lines[0].partCode');
    });
  }
  it('new-energy parts only for authorised dealers', async () => {
    await expectRefused(oneLineOrder(P.newEnergy, 1), 'NEW_ENERGY_PART_NOT_AUTHORISED', 'lines[0].partCode');
    await expectAccepted(nev, oneLineOrder(P.newEnergy, 1));
  });
  it('embargoed parts not on urgent orders', async () => {
    const urgent = oneLineOrder(P.embargo, 1, { orderType: 'Urgent', transportType: 'Sea' });
    await expectRefused(urgent, 'PART_EMBARGOED_ON_URGENT', 'lines[0].partCode');
    await expectAccepted(dealerZh, oneLineOrder(P.embargo, 1));
  });
  it('air-parcel-embargoed parts not on urgent air orders', async () => {
    const air = oneLineOrder(P.airEmbargo, 1, { orderType: 'Urgent', transportType: 'Air' });
    await expectRefused(air, 'PART_AIR_PARCEL_EMBARGOED', 'lines[0].partCode');
    await expectAccepted(dealerZh, { ...air, transportType: 'Sea' });
  });
  it('refuses at submit a part replaced after the draft was saved', async () => {
    const order = await expectAccepted(dealerZh, oneLineOrder(P.mpq, 4));
    await t.ctx.db.update(parts).set({ status: 'ORB', newPartCode: P.ok }).where(eq(parts.partCode, P.mpq));
    const res = await dealerEn.post(`/api/v1/dealer-orders/${order.id}/submit`, { version: order.version });
    await t.ctx.db.update(parts).set({ status: 'CUR', newPartCode: null }).where(eq(parts.partCode, P.mpq));
    expectError(res, 422, 'PART_REPLACED');
    expect((await dealerZh.get(`/api/v1/dealer-orders/${order.id}`)).body.data.status).toBe(0);
  });
});

describe('header rules (spec §5)', () => {
  it('urgent orders require a transport type; others must not have one', async () => {
    await expectRefused(
      oneLineOrder(P.ok, 1, { orderType: 'Urgent' }),
      'TRANSPORT_TYPE_REQUIRED',
      'transportType',
    );
    await expectRefused(
      oneLineOrder(P.ok, 1, { transportType: 'Air' }),
      'TRANSPORT_TYPE_NOT_ALLOWED',
      'transportType',
    );
  });
  it('prices urgent air lines at the rush price and urgent sea lines at the rush land price', async () => {
    const air = await expectAccepted(
      dealerZh,
      oneLineOrder(P.ok, 2, { orderType: 'Urgent', transportType: 'Air' }),
    );
    expect(air.lines[0].price).toBe('130.00');
    const sea = await expectAccepted(
      dealerZh,
      oneLineOrder(P.ok, 2, { orderType: 'Urgent', transportType: 'Sea' }),
    );
    expect(sea).toMatchObject({ amount: '800.00' });
    const derived = await expectAccepted(
      dealerZh,
      oneLineOrder(P.mpq, 4, { orderType: 'Urgent', transportType: 'Air' }),
    );
    expect(derived.lines[0].price).toBe('16.25');
  });
  it('approval no must be empty unless the dealer is an internal customer, who must give one starting L1-L6', async () => {
    await expectRefused(
      oneLineOrder(P.ok, 1, { approvalNo: 'L1-0001' }),
      'APPROVAL_NO_NOT_ALLOWED',
      'approvalNo',
    );
    const internal = oneLineOrder(P.ok, 1, { dealerCode: 'D0060' });
    await expectRefused(internal, 'APPROVAL_NO_REQUIRED', 'approvalNo', true);
    await expectRefused({ ...internal, approvalNo: 'L7-0001' }, 'APPROVAL_NO_INVALID', 'approvalNo', true);
    await expectAccepted(hqZh, { ...internal, approvalNo: 'L3-0001' });
  });
  it('receiving warehouse required except on DFS orders, where it must be empty', async () => {
    await expectRefused(
      oneLineOrder(P.ok, 1, { receivingWarehouseCode: '' }),
      'RECEIVING_WAREHOUSE_REQUIRED',
      'receivingWarehouseCode',
    );
    const dfs = oneLineOrder(P.ok, 1, {
      orderType: 'DFS',
      dfsPurchaseCode: 'DFS-01',
      dealerCode: 'D0059',
    });
    await expectRefused(dfs, 'RECEIVING_WAREHOUSE_NOT_ALLOWED_FOR_DFS', 'receivingWarehouseCode', true);
  });
  it('DFS: purchase code, the maker’s own dealer type and the slow-flow main warehouse', async () => {
    const dfs = oneLineOrder(P.ok, 1, {
      orderType: 'DFS',
      receivingWarehouseCode: undefined,
      dealerCode: 'D0059',
    });
    await expectRefused(dfs, 'DFS_PURCHASE_CODE_REQUIRED', 'dfsPurchaseCode', true);
    await expectRefused(
      { ...dfs, dfsPurchaseCode: 'DFS-01', dealerCode: 'D0001' },
      'DFS_DEALER_TYPE_INVALID',
      'dealerCode',
      true,
    );
    await expectRefused(
      { ...dfs, dfsPurchaseCode: 'DFS-01', orderWarehouseCode: 'W02' },
      'DFS_WAREHOUSE_INVALID',
      'orderWarehouseCode',
      true,
    );
    await expectAccepted(hqZh, { ...dfs, dfsPurchaseCode: 'DFS-01' });
  });
  it('VIN: check digit, format, and required on VOR orders', async () => {
    await expectRefused(oneLineOrder(P.ok, 1, { vin: BAD_VIN }), 'VIN_CHECK_DIGIT_MISMATCH', 'vin');
    await expectRefused(oneLineOrder(P.ok, 1, { vin: 'LSVAU2180N2I8329' }), 'VIN_FORMAT_INVALID', 'vin');
    await expectRefused(oneLineOrder(P.ok, 1, { orderType: 'VOR' }), 'VIN_REQUIRED', 'vin');
    const ok = await expectAccepted(dealerZh, oneLineOrder(P.ok, 1, { vin: GOOD_VIN.toLowerCase() }));
    expect(ok.vin).toBe(GOOD_VIN);
  });
  it('refuses an unknown or inactive warehouse', async () => {
    await expectRefused(
      oneLineOrder(P.ok, 1, { orderWarehouseCode: 'W99' }),
      'WAREHOUSE_NOT_FOUND',
      'orderWarehouseCode',
    );
  });
  it('refuses the same part twice in one order', async () => {
    const { en } = await expectRefused(
      normalOrder([
        { partCode: P.ok, qty: 1 },
        { partCode: P.ok.toLowerCase(), qty: 2 },
      ]),
      'ORDER_IMPORT_DUPLICATE_ROW',
      'lines[1].partCode',
    );
    expect(en.message).toContain('Row 2 repeats row 1');
  });
  it('refuses a malformed contact phone (schema)', async () => {
    const res = await dealerZh.post(
      '/api/v1/dealer-orders',
      oneLineOrder(P.ok, 1, { contactPhone: '12345' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.errors[0].field).toBe('contactPhone');
  });
});

describe('line quotes', () => {
  it('prices lines, shows availability and the rule a line breaks, offering the successor of a replaced part', async () => {
    const res = await dealerEn.post('/api/v1/dealer-orders/line-quotes', {
      orderType: 'Normal',
      orderWarehouseCode: 'W01',
      lines: [
        { partCode: P.ok, qty: 3 },
        { partCode: P.replaced, qty: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    const [ok, replaced] = res.body.data;
    expect(ok).toMatchObject({
      partCode: P.ok,
      nameEn: 'Oil filter',
      price: '100.00',
      amount: '300.00',
      availableQty: 50,
      problem: null,
    });
    expect(replaced.problem).toMatchObject({ code: 'PART_REPLACED', params: { newPartCode: P.ok } });
    expect(replaced.problem.message).toContain('replaced by');
  });
});
