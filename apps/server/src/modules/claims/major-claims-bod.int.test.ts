import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { clientRefusedOf, expectError } from '../../../test/refusals';
import { readXlsx } from '../../../test/xlsx';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { parts } from '../parts/parts.tables';
import { vehicles } from '../vehicles/vehicles.tables';

const t = useTestApp(['hq', 'dealer', 'dealer2'] as const);
let vin: string;
let nev: { vin: string; electricDriveNo: string };
let partCodes: string[];

const call = callerOf(t);
const clientRefused = clientRefusedOf(t);
const orderOf = async (no: string) =>
  (await t.ctx.db.select().from(dealerOrders).where(eq(dealerOrders.dealerOrderNo, no)))[0];

beforeAll(async () => {
  const [plain] = await t.ctx.db.select().from(vehicles).where(eq(vehicles.newEnergy, false)).limit(1);
  vin = plain.vin;
  const [ne] = await t.ctx.db
    .select()
    .from(vehicles)
    .where(and(eq(vehicles.newEnergy, true), isNotNull(vehicles.electricDriveNo)))
    .limit(1);
  nev = { vin: ne.vin, electricDriveNo: ne.electricDriveNo as string };
  partCodes = (
    await t.ctx.db
      .select({ c: parts.partCode })
      .from(parts)
      .where(gt(parts.priceOrdinary, '1'))
      .orderBy(asc(parts.partCode))
      .limit(2)
  ).map((p) => p.c);
});

let seq = 0;
async function registered(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const res = await call('hq', 'POST', '/api/v1/major-claims', {
    majorClaimNo: `MC2026${String(seq).padStart(4, '0')}`,
    dealerCode: 'D0001',
    vin,
    lines: [{ partCode: partCodes[0], approvedQty: 3 }],
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; version: number; majorClaimNo: string };
}

describe('major claims', () => {
  it('head office registers; refuses an existing number, an unregistered VIN and an unknown part', async () => {
    const made = await registered();
    const cases: [Record<string, unknown>, string][] = [
      [{ majorClaimNo: made.majorClaimNo }, 'MAJOR_CLAIM_NO_EXISTS'],
      [{ majorClaimNo: 'MC-X1', vin: '1HGCM82633A004352' }, 'VEHICLE_NOT_IN_REGISTER'],
      [{ majorClaimNo: 'MC-X2', lines: [{ partCode: 'NO-SUCH', approvedQty: 1 }] }, 'PART_NOT_FOUND'],
    ];
    for (const [overrides, code] of cases) {
      const res = await call('hq', 'POST', '/api/v1/major-claims', {
        dealerCode: 'D0001',
        vin,
        lines: [{ partCode: partCodes[0], approvedQty: 1 }],
        ...overrides,
      });
      expect(res.json().code, code).toBe(code);
    }
    expect((await call('dealer', 'POST', '/api/v1/major-claims', {})).statusCode).toBe(403);
  });

  it('is approved by head office; the dealer orders within the approved qty, with the major claim no', async () => {
    const made = await registered();
    const early = await call('dealer', 'POST', `/api/v1/major-claims/${made.id}/orders`, {
      lines: [{ partCode: partCodes[0], qty: 1 }],
    });
    expectError(early, 409, 'WORKFLOW_TRANSITION_NOT_ALLOWED');
    const noOpinion = await call('hq', 'POST', `/api/v1/major-claims/${made.id}/reject`, {
      version: made.version,
    });
    expectError(noOpinion, 400, 'VALIDATION_FAILED');
    const approved = await call('hq', 'POST', `/api/v1/major-claims/${made.id}/approve`, {
      version: made.version,
      opinion: '同意',
    });
    expect(approved.json().data).toMatchObject({ status: 1 });
    const ordered = await call('dealer', 'POST', `/api/v1/major-claims/${made.id}/orders`, {
      lines: [{ partCode: partCodes[0], qty: 2 }],
    });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().data.majorClaim.lines[0]).toMatchObject({ orderedQty: 2, remainingQty: 1 });
    const order = await orderOf(ordered.json().data.dealerOrderNo);
    expect(order).toMatchObject({ majorClaimNo: made.majorClaimNo, vin, bodFlag: false, status: 3 });
    const over = await clientRefused('dealer', 422, 'MAJOR_CLAIM_QTY_EXCEEDS_APPROVED').post(
      `/api/v1/major-claims/${made.id}/orders`,
      { lines: [{ partCode: partCodes[0], qty: 2 }] },
    );
    expect(over.message).toContain('remaining approved qty 1');
    const other = await call('dealer', 'POST', `/api/v1/major-claims/${made.id}/orders`, {
      lines: [{ partCode: partCodes[1], qty: 1 }],
    });
    expectError(other, 422, 'MAJOR_CLAIM_PART_NOT_APPROVED');
    expect((await call('dealer2', 'GET', `/api/v1/major-claims/${made.id}`)).statusCode).toBe(404);
    const order2 = await call('dealer2', 'POST', `/api/v1/major-claims/${made.id}/orders`, {
      lines: [{ partCode: partCodes[0], qty: 1 }],
    });
    expect(order2.statusCode).toBe(404);
    const mine = (await call('dealer', 'GET', '/api/v1/major-claims?pageSize=100')).json().data;
    expect(mine.items.every((m: { dealerCode: string }) => m.dealerCode === 'D0001')).toBe(true);
  });
});

const bodBody = (overrides: Record<string, unknown> = {}) => ({
  partType: '车身件',
  partCode: partCodes[0],
  qty: 1,
  vin,
  mscCode: 'MSC-A1',
  displacement: '2.0T',
  tailWing: '无',
  sunroof: '全景',
  transmission: 'CVT',
  engineNo: 'EN123456',
  contact: '张伟',
  telephone: '13900139000',
  forecastReceiveDate: '2026-12-01',
  purchaseOrderNo: 'PO-001',
  ...overrides,
});

describe('BOD order applications', () => {
  it('checks the vehicle register and the new-energy electric drive no, with coded errors', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ vin: '1HGCM82633A004352' }, 'VEHICLE_NOT_IN_REGISTER'],
      [{ vin: nev.vin, electricDriveNo: 'WRONG-EDN' }, 'BOD_ELECTRIC_DRIVE_MISMATCH'],
      [{ telephone: '123' }, 'CLAIM_PHONE_INVALID'],
      [{ partCode: 'NO-SUCH' }, 'PART_NOT_FOUND'],
    ];
    for (const [overrides, code] of cases) {
      const res = await call('dealer', 'POST', '/api/v1/bod-applications', bodBody(overrides));
      expectError(res, 422, code);
    }
    const en = await call('dealer', 'POST', '/api/v1/bod-applications', bodBody({ vin: nev.vin }), 'en-US');
    expect(en.json().message).toBe(
      `The electric drive no of new-energy vehicle ${nev.vin} must match the vehicle register`,
    );
    const ok = await call('dealer', 'POST', '/api/v1/bod-applications', bodBody(nev));
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('is submitted, rejected with an opinion, resubmitted, approved and ordered once with the BOD flag', async () => {
    const made = (await call('dealer', 'POST', '/api/v1/bod-applications', bodBody())).json().data;
    expect(made.applyNo).toMatch(/^BOD\d{12}$/);
    const step = (user: 'hq' | 'dealer' | 'dealer2', action: string, version: number, opinion?: string) =>
      call(user, 'POST', `/api/v1/bod-applications/${made.id}/${action}`, {
        version,
        ...(opinion ? { opinion } : {}),
      });
    let res = await step('dealer', 'submit', made.version);
    expect(res.json().data.status).toBe(1);
    const edit = await call('dealer', 'PUT', `/api/v1/bod-applications/${made.id}`, {
      ...bodBody(),
      version: res.json().data.version,
    });
    expectError(edit, 409, 'BOD_NOT_EDITABLE');
    expect((await step('dealer', 'approve', res.json().data.version)).statusCode).toBe(403);
    expectError(await step('hq', 'reject', res.json().data.version), 400, 'VALIDATION_FAILED');
    res = await step('hq', 'reject', res.json().data.version, '车型信息不全');
    expect(res.json().data.status).toBe(3);
    res = await call('dealer', 'PUT', `/api/v1/bod-applications/${made.id}`, {
      ...bodBody({ qty: 2 }),
      version: res.json().data.version,
    });
    res = await step('dealer', 'submit', res.json().data.version);
    const early = await step('dealer', 'order', res.json().data.version);
    expectError(early, 409, 'BOD_ACTION_NOT_ALLOWED');
    res = await step('hq', 'approve', res.json().data.version, '同意');
    expect(res.json().data.status).toBe(2);
    expect((await step('dealer2', 'order', res.json().data.version)).statusCode).toBe(404);
    res = await step('dealer', 'order', res.json().data.version);
    expect(res.json().data).toMatchObject({ status: 4 });
    const order = await orderOf(res.json().data.dealerOrderNo);
    expect(order).toMatchObject({ bodFlag: true, vin, dealerCode: 'D0001' });
    const twice = await step('dealer', 'order', res.json().data.version);
    expectError(twice, 409, 'BOD_ACTION_NOT_ALLOWED');
    expect(res.json().data.history.map((h: { action: string }) => h.action)).toEqual([
      'submit',
      'reject',
      'submit',
      'approve',
      'order',
    ]);
    expect((await call('dealer2', 'GET', `/api/v1/bod-applications/${made.id}`)).statusCode).toBe(404);
  });
});

describe('major claim and BOD exports', () => {
  const sheet = async (user: keyof typeof t.tokens, url: string, language = 'zh-CN') => {
    const file = await call(user, 'GET', url, undefined, language);
    expect(file.statusCode, file.body).toBe(200);
    return [...(await readXlsx(file.rawPayload)).values()][0];
  };
  it("export the lists with their filters, in the caller's scope and language", async () => {
    const made = await registered();
    const mine = await sheet('hq', `/api/v1/major-claims/export?majorClaimNo=${made.majorClaimNo}`);
    expect(mine[0]?.[0]).toBe('重大索赔号');
    expect(mine.slice(1).map((r) => [r[0], r[1], r[2]])).toEqual([[made.majorClaimNo, '0 待审批', 'D0001']]);
    const en = await sheet('hq', `/api/v1/major-claims/export?majorClaimNo=${made.majorClaimNo}`, 'en-US');
    expect(en[0]?.[0]).toBe('Major claim no');
    expect((await sheet('dealer2', '/api/v1/major-claims/export')).slice(1)).toEqual([]);

    const bod = (await call('dealer', 'POST', '/api/v1/bod-applications', bodBody())).json().data;
    const rows = await sheet('dealer', `/api/v1/bod-applications/export?applyNo=${bod.applyNo}`);
    expect(rows[0]?.[0]).toBe('申请单号');
    expect(rows.slice(1).map((r) => [r[0], r[1], r[4]])).toEqual([[bod.applyNo, '0 未提交', partCodes[0]]]);
    expect((await sheet('dealer2', '/api/v1/bod-applications/export')).slice(1)).toEqual([]);
  });
});
