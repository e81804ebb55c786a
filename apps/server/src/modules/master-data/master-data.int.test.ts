import { describe, expect, it } from 'vitest';
import { insertTestParts, P, putStock, setCredit } from '../../../test/builders';
import { okOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { postMultipart } from '../../../test/multipart';
import { exceljsXlsx, multipartFile, readXlsx } from '../../../test/xlsx';

const t = useTestApp(['admin', 'hq', 'dealer', 'wh']);
type Who = 'admin' | 'hq' | 'dealer' | 'wh';
const call = (who: Who, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.call(t.tokens[who], method, url, payload);
const ok = okOf(t);

const warehouse = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  nameZh: '南京配送中心',
  nameEn: 'Nanjing PDC',
  warehouseType: 'Branch',
  provinceZh: '江苏',
  cityZh: '南京',
  cityEn: 'Nanjing',
  region: 'east',
  address: '南京市江宁区1号',
  postalCode: '210000',
  contact: '王力',
  phone: '025-88886666',
  ...extra,
});

const dealer = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  nameZh: '苏州骏驰新能源汽车销售服务有限公司',
  nameEn: 'Suzhou Junchi NEV Sales & Service Co., Ltd.',
  dealerType: 'JointVentureA',
  network: 'NetworkA',
  region: 'east',
  provinceZh: '江苏',
  cityZh: '苏州',
  cityEn: 'Suzhou',
  areaManagerUserId: null,
  creditLimit: '50000.00',
  newEnergyAuthorised: true,
  poppEligible: false,
  defaultWarehouseCode: 'W01',
  orderingWarehouseCodes: ['W01', 'W02'],
  address: null,
  postalCode: null,
  contact: '陈静',
  phone: '13912345678',
  ...extra,
});

const upload = (url: string, file: Buffer) =>
  postMultipart(t, t.tokens.hq, url, multipartFile(file, 'dealers.xlsx'));

const codeOf = (res: { json(): { code?: string } }) => res.json().code;

describe('warehouse master', () => {
  it('creates, edits and keeps the history of a warehouse; pickers find it by pinyin initials', async () => {
    const created = await ok('hq', 'POST', '/api/v1/master/warehouses', warehouse('W90'));
    expect(created).toMatchObject({
      code: 'W90',
      active: true,
      version: 0,
      pinyinInitials: 'njpszx',
    });

    const edited = await ok('hq', 'PUT', '/api/v1/master/warehouses/W90', {
      ...warehouse('W90'),
      code: undefined,
      contact: '赵敏',
      version: 0,
    });
    expect(edited).toMatchObject({ contact: '赵敏', version: 1 });

    const stale = await call('hq', 'PUT', '/api/v1/master/warehouses/W90', {
      ...warehouse('W90'),
      code: undefined,
      version: 0,
    });
    expect(stale.statusCode).toBe(409);
    expect(codeOf(stale)).toBe('CONCURRENT_MODIFICATION');

    const history = (await call('hq', 'GET', '/api/v1/master/warehouses/W90/history')).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'update']);
    expect(history[1].changes).toEqual([{ field: 'contact', from: '王力', to: '赵敏' }]);

    const picked = (await call('dealer', 'GET', '/api/v1/org/warehouses')).json().data;
    expect(picked.find((w: { code: string }) => w.code === 'W90')).toMatchObject({ pinyin: 'njpszx' });
    const listed = (await call('hq', 'GET', '/api/v1/master/warehouses?keyword=njps')).json().data;
    expect(listed.items.map((w: { code: string }) => w.code)).toEqual(['W90']);
  });

  it('refuses a second warehouse with the same code and the §5 formats, each with its own code', async () => {
    const again = await call('hq', 'POST', '/api/v1/master/warehouses', warehouse('W90'));
    expect([again.statusCode, codeOf(again)]).toEqual([409, 'WAREHOUSE_CODE_EXISTS']);
    for (const [extra, code] of [
      [{ phone: '025-8888666' }, 'PHONE_INVALID'],
      [{ phone: '1391234567' }, 'PHONE_INVALID'],
      [{ postalCode: '21000' }, 'POSTAL_CODE_INVALID'],
      [{ code: 'w91' }, 'CAPITALS_REQUIRED'],
      [{ nameZh: '仓'.repeat(51) }, 'BYTE_LENGTH_EXCEEDED'],
    ] as const) {
      const res = await call('hq', 'POST', '/api/v1/master/warehouses', warehouse('W91', extra));
      expect([res.statusCode, codeOf(res)], JSON.stringify(extra)).toEqual([422, code]);
    }
  });

  it('refuses to abolish a warehouse in use (stock), and abolishes an unused one', async () => {
    await insertTestParts(t);
    await call('hq', 'POST', '/api/v1/master/warehouses', warehouse('W92'));
    await putStock(t, P.mpq, 'W92', 'A-01-01', 8);
    const inUse = await call('hq', 'POST', '/api/v1/master/warehouses/W92/abolish', { version: 0 });
    expect([inUse.statusCode, codeOf(inUse)]).toEqual([409, 'WAREHOUSE_IN_USE']);
    expect(inUse.json().message).toContain('库存8件');

    const unused = await ok('hq', 'POST', '/api/v1/master/warehouses/W90/abolish', {
      version: 1,
      reason: '停用',
    });
    expect(unused.active).toBe(false);
    const picked = (await call('dealer', 'GET', '/api/v1/org/warehouses')).json().data;
    expect(picked.map((w: { code: string }) => w.code)).not.toContain('W90');
  });

  it('refuses to abolish a warehouse named on open orders', async () => {
    const w01 = (await call('hq', 'GET', '/api/v1/master/warehouses/W01')).json().data;
    const res = await call('hq', 'POST', '/api/v1/master/warehouses/W01/abolish', { version: w01.version });
    expect([res.statusCode, codeOf(res)]).toEqual([409, 'WAREHOUSE_IN_USE']);
  });
});

describe('dealer master', () => {
  it('creates a dealer with its credit limit, new-energy authorisation and ordering warehouses', async () => {
    expect(await ok('hq', 'POST', '/api/v1/master/dealers', dealer('D0901'))).toMatchObject({
      code: 'D0901',
      creditLimit: '50000.00',
      newEnergyAuthorised: true,
      orderingWarehouseCodes: ['W01', 'W02'],
      active: true,
    });
    const credit = await call('hq', 'GET', '/api/v1/credit?dealerCode=D0901');
    expect(credit.json().data.remainingSubmittableAmount).toBe('50000.00');
    const picked = await call('hq', 'GET', '/api/v1/org/dealers?keyword=szjc');
    expect(picked.json().data.items.map((d: { code: string }) => d.code)).toContain('D0901');
  });

  it('offers head-office users as area managers and keeps the one chosen', async () => {
    const AREA_MANAGERS = '/api/v1/master/area-managers';
    const list: { userId: number; username: string }[] = await ok('hq', 'GET', AREA_MANAGERS);
    expect(list.map((u) => u.username)).toContain('hq');
    expect(list.map((u) => u.username)).not.toContain('dealer');
    const hq = list.find((u) => u.username === 'hq') as { userId: number };
    const body = dealer('D0905', { areaManagerUserId: hq.userId });
    const created = await ok('hq', 'POST', '/api/v1/master/dealers', body);
    expect(created).toMatchObject({
      areaManagerUserId: hq.userId,
      areaManagerName: expect.any(String),
    });
    const refused = await call('dealer', 'GET', AREA_MANAGERS);
    expect(refused.statusCode).toBe(403);
  });

  it('refuses an unknown ordering warehouse and a taken code', async () => {
    const unknown = await call(
      'hq',
      'POST',
      '/api/v1/master/dealers',
      dealer('D0902', { orderingWarehouseCodes: ['W99'] }),
    );
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([422, 'ORDERING_WAREHOUSE_UNKNOWN']);
    const long = await call('hq', 'POST', '/api/v1/master/dealers', dealer('D09021'));
    expect([long.statusCode, codeOf(long)]).toEqual([422, 'DEALER_CODE_INVALID']);
    const taken = await call('hq', 'POST', '/api/v1/master/dealers', dealer('D0001'));
    expect([taken.statusCode, codeOf(taken)]).toEqual([409, 'DEALER_CODE_EXISTS']);
  });

  it('cannot close a dealer with open orders, nor one with a balance; closes one with neither', async () => {
    const d1 = (await call('hq', 'GET', '/api/v1/master/dealers/D0001')).json().data;
    const open = await call('hq', 'POST', '/api/v1/master/dealers/D0001/abolish', { version: d1.version });
    expect([open.statusCode, codeOf(open)]).toEqual([409, 'DEALER_HAS_OPEN_ORDERS']);

    await setCredit(t, 'D0901', '50000.00', '120.00');
    const balance = await call('hq', 'POST', '/api/v1/master/dealers/D0901/abolish', { version: 0 });
    expect([balance.statusCode, codeOf(balance)]).toEqual([409, 'DEALER_HAS_BALANCE']);

    await setCredit(t, 'D0901', '50000.00', '0.00');
    const closed = await ok('hq', 'POST', '/api/v1/master/dealers/D0901/abolish', { version: 0 });
    expect(closed.active).toBe(false);
    const history = (await call('hq', 'GET', '/api/v1/master/dealers/D0901/history')).json().data;
    expect(history.map((h: { action: string }) => h.action)).toEqual(['create', 'abolish']);
  });
});

describe('supplier master and access', () => {
  it('creates and abolishes a supplier', async () => {
    const res = await call('hq', 'POST', '/api/v1/master/suppliers', {
      code: 'S090',
      nameZh: '采埃孚（上海）有限公司',
      nameEn: 'ZF (Shanghai) Co., Ltd.',
      currency: 'EUR',
      contact: null,
      phone: '021-66668888',
      email: null,
      address: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ currency: 'EUR', pinyinInitials: 'caf' + 'shyxgs' });
    const gone = await call('hq', 'POST', '/api/v1/master/suppliers/S090/abolish', { version: 0 });
    expect(gone.json().data.active).toBe(false);
  });

  it('is head office only: a dealer and warehouse staff are refused', async () => {
    for (const who of ['dealer', 'wh'] as const) {
      const res = await call(who, 'GET', '/api/v1/master/dealers');
      expect([res.statusCode, codeOf(res)]).toEqual([403, 'FORBIDDEN']);
      const post = await call(who, 'POST', '/api/v1/master/warehouses', warehouse('W93'));
      expect(post.statusCode).toBe(403);
    }
  });

  it('exports the dealers and imports new and changed ones through the same rules', async () => {
    const file = await call('hq', 'GET', '/api/v1/master/dealers/export?keyword=D000');
    expect(file.statusCode).toBe(200);
    const rows = [...(await readXlsx(file.rawPayload)).values()][0];
    expect(rows.length).toBe(1 + 9);

    const header = rows[0] as string[];
    const good = dealer('D0903');
    const row = (d: Record<string, unknown>) =>
      header.map((h) => {
        const key: Record<string, string> = {
          经销商代码: 'code',
          中文名称: 'nameZh',
          英文名称: 'nameEn',
          经销商类型: 'dealerType',
          网络: 'network',
          省份: 'provinceZh',
          城市: 'cityZh',
          '城市（英文）': 'cityEn',
          销售区域: 'region',
          信用额度: 'creditLimit',
          新能源授权: 'newEnergyAuthorised',
          POPP资格: 'poppEligible',
          默认收货仓库: 'defaultWarehouseCode',
          电话: 'phone',
        };
        if (h === '订货仓库') return (d.orderingWarehouseCodes as string[]).join(',');
        const v = key[h] ? d[key[h]] : null;
        return typeof v === 'boolean' ? (v ? 'Y' : 'N') : (v as string | null);
      });
    const bad = await exceljsXlsx([header, row({ ...good, phone: '12345' })]);
    const refused = await upload('/api/v1/master/dealers/import', bad);
    expect(refused.json().data, refused.body).toMatchObject({ status: 'failed', failed: 1 });

    const ok = await exceljsXlsx([header, row(good)]);
    const imported = await upload('/api/v1/master/dealers/import', ok);
    expect(imported.json().data, imported.body).toMatchObject({ status: 'succeeded', inserted: 1 });
    const d = (await call('hq', 'GET', '/api/v1/master/dealers/D0903')).json().data;
    expect(d).toMatchObject({
      creditLimit: '50000.00',
      newEnergyAuthorised: true,
      orderingWarehouseCodes: ['W01', 'W02'],
    });
  });
});
