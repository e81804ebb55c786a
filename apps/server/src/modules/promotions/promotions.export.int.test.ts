import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { FILTER_PROMOTION, FP, insertFlowParts, maintenancePackage, setCredit } from '../../../test/builders';
import { client, clientOf } from '../../../test/client';
import { type TestApp, useTestApp } from '../../../test/helpers';
import { expectClientRefused } from '../../../test/refusals';
import { readXlsx } from '../../../test/xlsx';

/**
 * Three promotions of the test parts (the keyword `FUL01` leaves the demo promotions out): the filter
 * (running on the test day 2026-11-21, ordered 3 by D0001 and 2 by D0002), the pad (running) and the
 * plug (ended in October).
 */
const PROMOTIONS = [
  { ...FILTER_PROMOTION, remark: '滤清器促销' },
  {
    partCode: FP.pad.partCode,
    promotionPrice: '10.00',
    startDate: '2026-11-15',
    endDate: '2026-12-31',
    qtyLimit: 20,
    rebateType: 'perPiece',
    rebateValue: '1.50',
    remark: '刹车片促销',
  },
  {
    partCode: FP.plug.partCode,
    promotionPrice: '6.50',
    startDate: '2026-10-01',
    endDate: '2026-10-31',
    qtyLimit: 5,
    rebateType: 'perPiece',
    rebateValue: '0.50',
    remark: '已结束',
  },
];

/** Two packages (the keyword `PKG-X` leaves the demo packages out): one valid on the test day, one ended. */
const PACKAGES = [
  { ...maintenancePackage('PKG-X-001'), remark: '冬季保养' },
  {
    packageCode: 'PKG-X-002',
    name: '点火配件包',
    validFrom: '2026-10-01',
    validTo: '2026-10-31',
    remark: '秋季',
    lines: [{ partCode: FP.plug.partCode, qty: 10, price: '7.50' }],
  },
];

async function setup(t: TestApp) {
  await insertFlowParts(t);
  await setCredit(t, 'D0001', '10000.00', '0.00', '0.00');
  await setCredit(t, 'D0002', '10000.00', '0.00', '0.00');
  const hq = client(t, await t.login('hq'));
  const ids: number[] = [];
  for (const p of PROMOTIONS) {
    const created = await hq.post('/api/v1/promotions', p);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    ids.push(created.body.data.id);
  }
  for (const [user, qty] of [
    ['dealer', 3],
    ['dealer2', 2],
  ] as const) {
    const ordered = await client(t, await t.login(user)).post(`/api/v1/promotions/${ids[0]}/orders`, {
      orderWarehouseCode: 'W01',
      qty,
    });
    expect(ordered.statusCode, JSON.stringify(ordered.body)).toBe(200);
  }
  for (const p of PACKAGES) {
    const created = await hq.post('/api/v1/parts-packages', p);
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
  }
}

const t = useTestApp(['hq', 'dealer', 'dealer2', 'wh'], { setup });
type User = 'hq' | 'dealer' | 'dealer2';

/** The rows of an export's sheet (header row first), downloaded by `user` in `language`. */
async function exported(user: User, path: string, language: 'zh-CN' | 'en-US' = 'zh-CN') {
  const file = await clientOf(t, user, language).get(path);
  expect(file.statusCode, String(file.body)).toBe(200);
  expect(file.headers['content-type']).toContain('spreadsheetml');
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

/** The number formats of a row of an export's first sheet (1-based row), downloaded by head office. */
async function numberFormats(path: string, row: number) {
  const file = await clientOf(t, 'hq').get(path);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.raw as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.worksheets[0].getRow(row).eachCell((cell) => cells.push(cell.numFmt ?? ''));
  return cells;
}

/** The items of a list as `user` sees them. */
async function listed(user: User, path: string) {
  const answer = await clientOf(t, user).get(path);
  expect(answer.statusCode).toBe(200);
  return answer.body.data.items as Record<string, unknown>[];
}

describe('promotion parts export', () => {
  it('head office: every promotion of the keyword, newest end date first, Chinese headers, CNY amounts', async () => {
    const rows = await exported('hq', '/api/v1/promotions/export?keyword=FUL01');
    expect(rows[0]).toEqual([
      '配件编号',
      '中文名称',
      '英文名称',
      '销售价',
      '促销价',
      '开始日期',
      '结束日期',
      '每经销商限购数量',
      '已订购数量',
      '返利规则',
      '返利值',
      '每件返利',
      '备注',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        FP.pad.partCode,
        '前刹车片',
        'Front brake pad',
        12.5,
        10,
        '2026-11-15',
        '2026-12-31',
        20,
        0,
        'perPiece 按件固定金额',
        '1.5',
        1.5,
        '刹车片促销',
      ],
      // head office sees what every dealer ordered: 3 + 2
      [
        FP.filter.partCode,
        '机油滤清器',
        'Oil filter',
        100,
        80,
        '2026-11-01',
        '2026-11-30',
        12,
        5,
        'percent 按促销价比例',
        '0.05',
        4,
        '滤清器促销',
      ],
      [
        FP.plug.partCode,
        '火花塞',
        'Spark plug',
        8,
        6.5,
        '2026-10-01',
        '2026-10-31',
        5,
        0,
        'perPiece 按件固定金额',
        '0.5',
        0.5,
        '已结束',
      ],
    ]);
    // sales price, promotion price and rebate per piece are shown with two decimals
    const formats = await numberFormats('/api/v1/promotions/export?keyword=FUL01', 2);
    expect([formats[3], formats[4], formats[11]]).toEqual(['#,##0.00', '#,##0.00', '#,##0.00']);
  });

  it('a dealer: the rows of its list with its own ordered qty, English headers, active-on filter', async () => {
    const query = '?keyword=FUL01&activeOn=2026-11-21';
    const rows = await exported('dealer', `/api/v1/promotions/export${query}`, 'en-US');
    expect(rows[0]).toEqual([
      'Part code',
      'Chinese name',
      'English name',
      'Sales price',
      'Promotion price',
      'Start date',
      'End date',
      'Limit per dealer',
      'Ordered qty',
      'Rebate rule',
      'Rebate value',
      'Rebate per piece',
      'Remark',
    ]);
    const list = await listed('dealer', `/api/v1/promotions${query}`);
    expect(rows.slice(1).map((r) => [r[0], r[8]])).toEqual(list.map((p) => [p.partCode, p.orderedQty]));
    expect(rows.slice(1).map((r) => [r[0], r[8], r[9]])).toEqual([
      [FP.pad.partCode, 0, 'perPiece Fixed amount per piece'],
      [FP.filter.partCode, 3, 'percent Rate of the promotion price'],
    ]);
    const other = await exported('dealer2', `/api/v1/promotions/export${query}`);
    expect(other.slice(1).map((r) => [r[0], r[8]])).toEqual([
      [FP.pad.partCode, 0],
      [FP.filter.partCode, 2],
    ]);
  });

  it('sorts the list and the export by the sort parameter', async () => {
    const ascending = await exported('dealer', '/api/v1/promotions/export?keyword=FUL01&sort=promotionPrice');
    expect(ascending.slice(1).map((r) => r[4])).toEqual([6.5, 10, 80]);
    const list = await listed('dealer', '/api/v1/promotions?keyword=FUL01&sort=-startDate');
    expect(list.map((p) => p.startDate)).toEqual(['2026-11-15', '2026-11-01', '2026-10-01']);
    const byCode = await listed('hq', '/api/v1/promotions?keyword=FUL01&sort=-partCode');
    expect(byCode.map((p) => p.partCode)).toEqual([FP.plug.partCode, FP.pad.partCode, FP.filter.partCode]);
    // the builder's parts share their pinyin initials: the Chinese names decide among them
    const byNameZh = await listed('hq', '/api/v1/promotions?keyword=FUL01&sort=partNameZh');
    expect(byNameZh.map((p) => p.partNameZh)).toEqual(['前刹车片', '机油滤清器', '火花塞']);
    const byNameEn = await listed('hq', '/api/v1/promotions?keyword=FUL01&sort=-partNameEn');
    expect(byNameEn.map((p) => p.partNameEn)).toEqual(['Spark plug', 'Oil filter', 'Front brake pad']);
  });

  it('needs promotionParts:export, and refuses what the list refuses', async () => {
    await expectClientRefused(t, t.tokens.wh, (c) => c.get('/api/v1/promotions/export'), 403, 'FORBIDDEN');
    const tooLong = await clientOf(t, 'hq').get(`/api/v1/promotions/export?keyword=${'x'.repeat(51)}`);
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('parts package export', () => {
  it('head office: every package of the keyword with its parts, Chinese headers, CNY package price', async () => {
    const rows = await exported('hq', '/api/v1/parts-packages/export?keyword=PKG-X');
    expect(rows[0]).toEqual([
      '配件包编号',
      '配件包名称',
      '有效期起',
      '有效期止',
      '配件包价格',
      '配件种数',
      '配件及数量',
      '备注',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'PKG-X-001',
        '保养配件包',
        '2026-11-01',
        '2026-12-31',
        225,
        2,
        `${FP.filter.partCode} × 2 @ 90.00; ${FP.pad.partCode} × 4 @ 11.25`,
        '冬季保养',
      ],
      [
        'PKG-X-002',
        '点火配件包',
        '2026-10-01',
        '2026-10-31',
        75,
        1,
        `${FP.plug.partCode} × 10 @ 7.50`,
        '秋季',
      ],
    ]);
    expect((await numberFormats('/api/v1/parts-packages/export?keyword=PKG-X', 2))[4]).toBe('#,##0.00');
  });

  it('a dealer: the rows of its list, English headers, valid-on filter and sort', async () => {
    const valid = await exported(
      'dealer',
      '/api/v1/parts-packages/export?keyword=PKG-X&validOn=2026-11-21',
      'en-US',
    );
    expect(valid[0]).toEqual([
      'Package code',
      'Package name',
      'Valid from',
      'Valid to',
      'Package price',
      'Parts',
      'Parts and quantities',
      'Remark',
    ]);
    const list = await listed('dealer', '/api/v1/parts-packages?keyword=PKG-X&validOn=2026-11-21');
    expect(valid.slice(1).map((r) => r[0])).toEqual(list.map((p) => p.packageCode));
    expect(valid.slice(1).map((r) => r[0])).toEqual(['PKG-X-001']);
    const cheapest = await exported(
      'dealer',
      '/api/v1/parts-packages/export?keyword=PKG-X&sort=packagePrice',
    );
    expect(cheapest.slice(1).map((r) => r[4])).toEqual([75, 225]);
    const byCode = await listed('dealer', '/api/v1/parts-packages?keyword=PKG-X&sort=-packageCode');
    expect(byCode.map((p) => p.packageCode)).toEqual(['PKG-X-002', 'PKG-X-001']);
  });

  it('needs partsPackage:export', async () => {
    await expectClientRefused(
      t,
      t.tokens.wh,
      (c) => c.get('/api/v1/parts-packages/export'),
      403,
      'FORBIDDEN',
    );
  });
});
