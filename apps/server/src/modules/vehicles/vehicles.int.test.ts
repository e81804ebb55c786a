import { vinCheckDigit } from '@spm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { postMultipart } from '../../../test/multipart';
import { expectError } from '../../../test/refusals';
import { exceljsXlsx, multipartFile, readXlsx } from '../../../test/xlsx';

let t: TestApp;
let hq: string;
let dealer: string;

beforeAll(async () => {
  t = await createTestApp();
  hq = await t.login('hq');
  dealer = await t.login('dealer');
});
afterAll(() => t.close());

const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: t.auth(token), ...(payload ? { payload } : {}) });

const vin = (stem: string) =>
  `${stem.slice(0, 8)}${vinCheckDigit(`${stem.slice(0, 8)}0${stem.slice(9)}`)}${stem.slice(9)}`;
const NEW_VIN = vin('LFV2A21K0P3000011');

describe('vehicle register', () => {
  it('lists the demo vehicles with filters and looks one up by VIN (dealers may look up, not list)', async () => {
    const all = await call(hq, 'GET', '/api/v1/vehicles?pageSize=50');
    expect(all.statusCode).toBe(200);
    expect(all.json().data.total).toBe(12);
    const nev = await call(hq, 'GET', '/api/v1/vehicles?newEnergy=true&sort=-deliveryDate');
    const items = nev.json().data.items as { newEnergy: boolean; electricDriveNo: string | null }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((v) => v.newEnergy && v.electricDriveNo)).toBe(true);
    const found = await call(dealer, 'GET', '/api/v1/vehicles/by-vin/lsvau218xn2183294');
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toMatchObject({
      vin: 'LSVAU218XN2183294',
      modelCode: 'LAV15',
      ownerName: '张伟',
    });
    expect((await call(dealer, 'GET', `/api/v1/vehicles/by-vin/${NEW_VIN}`)).statusCode).toBe(404);
    expect((await call(dealer, 'GET', '/api/v1/vehicles')).statusCode).toBe(403);
  });

  it('registers a vehicle, refuses a bad check digit and a known VIN, edits with the version', async () => {
    const body = {
      vin: NEW_VIN,
      modelCode: 'ID4C',
      modelName: 'ID.4 CROZZ',
      newEnergy: true,
      electricDriveNo: 'EDU1',
    };
    const bad = await call(hq, 'POST', '/api/v1/vehicles', {
      ...body,
      vin: `${NEW_VIN.slice(0, 8)}Y${NEW_VIN.slice(9)}`,
    });
    expectError(bad, 422, 'VIN_CHECK_DIGIT_MISMATCH');
    const made = await call(hq, 'POST', '/api/v1/vehicles', body);
    expect(made.statusCode).toBe(200);
    const again = await call(hq, 'POST', '/api/v1/vehicles', body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'VEHICLE_VIN_EXISTS' });
    expect(again.json().message).toContain(NEW_VIN);
    const { id, version } = made.json().data;
    const { vin: _, ...rest } = body;
    const edited = await call(hq, 'PUT', `/api/v1/vehicles/${id}`, {
      ...rest,
      plateNo: '沪AD12345',
      version,
    });
    expect(edited.json().data).toMatchObject({ plateNo: '沪AD12345', version: version + 1 });
    const stale = await call(hq, 'PUT', `/api/v1/vehicles/${id}`, { ...rest, version });
    expect(stale.statusCode).toBe(409);
    expect((await call(dealer, 'POST', '/api/v1/vehicles', body)).statusCode).toBe(403);
  });

  it('imports new and known VINs from Excel and exports the register', async () => {
    const importVin = vin('LFV3A23C0P3000022');
    const file = await exceljsXlsx([
      ['车架号', '车牌号', '车型代码', '车型名称', '交车日期', '车主', '发动机号', '电驱号', '新能源'],
      [importVin, '苏E55555', 'LAV15', '朗逸', '2025-03-01', '钱多', 'DLF9', null, '否'],
      ['LSVAU218XN2183294', '沪A99999', 'LAV15', '朗逸 1.5L', '2024-01-02', '张伟', 'DLF1', null, '否'],
    ]);
    const res = await postMultipart(t, hq, '/api/v1/vehicles/import', multipartFile(file, 'vehicles.xlsx'));
    expect(res.json().data).toMatchObject({ status: 'succeeded', inserted: 1, updated: 1, failed: 0 });
    const known = await call(hq, 'GET', '/api/v1/vehicles/by-vin/LSVAU218XN2183294');
    expect(known.json().data.plateNo).toBe('沪A99999');
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/vehicles/export?keyword=${importVin}`,
      headers: t.auth(hq),
    });
    expect(exported.statusCode).toBe(200);
    const rows = [...(await readXlsx(exported.rawPayload)).values()][0];
    expect(rows[0]?.[0]).toBe('车架号');
    expect(rows[1]?.[0]).toBe(importVin);
  });
});
