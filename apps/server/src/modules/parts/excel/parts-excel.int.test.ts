import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers';
import { expectError, expectRefused } from '../../../../test/refusals';
import { handBuiltXlsx, multipartFile, zip } from '../../../../test/xlsx';
import { DEMO_PARTS } from '../../../db/seed/demo/parts-catalogue';
import { downloadWorkbook, feedbackErrors, partRow, uploadFile } from './excel-test-support';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test/fixtures');
const IMPORT = '/api/v1/parts/imports/parts-master';

let t: TestApp;
let hq: string;

beforeAll(async () => {
  t = await createTestApp({ EXCEL_MAX_BYTES: String(2 * 1024 * 1024) });
  hq = await t.login('hq');
});
afterAll(() => t.close());

describe('template centre', () => {
  it('lists only the templates the user may import, in the user’s language', async () => {
    const zh = await t.app.inject({ url: '/api/v1/templates', headers: t.auth(hq) });
    expect(zh.statusCode).toBe(200);
    const items = zh.json().data as { key: string; page: string; button: string; templateName: string }[];
    expect(items.map((i) => i.key)).toEqual(
      expect.arrayContaining([
        'partsMaster',
        'partsStock',
        'partsStorage',
        'partsFlowPartition',
        'partsPricing',
        'partsMinMax',
      ]),
    );
    expect(items.find((i) => i.key === 'partsStock')).toMatchObject({
      page: '配件主数据',
      button: '库存导入',
      templateName: '库存导入模板',
    });
    const en = await t.app.inject({
      url: '/api/v1/templates',
      headers: { ...t.auth(hq), 'accept-language': 'en-US' },
    });
    expect((en.json().data as typeof items).find((i) => i.key === 'partsStock')).toMatchObject({
      page: 'Parts master',
      button: 'Stock import',
      templateName: 'Stock import template',
    });
    const wh = await t.login('wh');
    const forWh = await t.app.inject({ url: '/api/v1/templates', headers: t.auth(wh) });
    expect((forWh.json().data as typeof items).filter((i) => i.key.startsWith('parts'))).toEqual([]);
  });

  it('downloads a template made from the column definitions: header, example row and notes', async () => {
    const { sheets } = await downloadWorkbook(t, hq, '/api/v1/templates/partsMinMax/download');
    const data = sheets.get('最小最大库存修正') as unknown[][];
    expect(data[0]).toEqual(['配件编号', '仓库代码', '最小库存', '最大库存']);
    expect(data[1]).toEqual(['01001-A3G1-00-A0', 'W01', 10, 50]);
    const notes = sheets.get('填写说明') as unknown[][];
    expect(notes[0]).toEqual(['列名', '必填', '类型', '规则', '示例']);
    expect(notes[4]).toEqual(expect.arrayContaining(['最大库存', '否', '整数']));
    expect(String(notes[4][3])).toContain('不能小于最小库存');
    const en = await downloadWorkbook(t, hq, '/api/v1/templates/partsMinMax/download', 'en-US');
    expect(en.res.headers['content-disposition']).toContain(
      encodeURIComponent('Min-max stock correction template.xlsx'),
    );
    expect((en.sheets.get('Min-max stock correction') as unknown[][])[0]).toEqual([
      'Part code',
      'Warehouse code',
      'Min stock',
      'Max stock',
    ]);
  });

  it('answers 404 for an unknown template and for one the user may not import', async () => {
    await expectRefused(t, hq, { url: '/api/v1/templates/nothing/download' }, 404, 'NOT_FOUND');
    const wh = await t.login('wh');
    await expectRefused(t, wh, { url: '/api/v1/templates/partsStock/download' }, 404, 'NOT_FOUND');
  });
});

describe('parts master import', () => {
  it('inserts and updates with the form’s rules; headers in English are accepted', async () => {
    const file = handBuiltXlsx([
      [
        'Part code',
        'Chinese name',
        'English name',
        'Ordinary price',
        'Min package qty',
        'Unit sales qty',
        'Hazardous',
        'Main storage',
      ],
      ['ab100-test-00-a1', '测试导入件', 'Imported test part', '88.8', 2, 2, '是', null],
      [DEMO_PARTS.noStock, '节温器（导入）', null, null, null, null, null, 'B-02-03'],
    ]);
    const before = await partRow(t, DEMO_PARTS.noStock);
    const res = await uploadFile(t, hq, IMPORT, file, 'en-US');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 200,
      data: { status: 'succeeded', total: 2, inserted: 1, updated: 1, failed: 0, jobId: null },
    });
    expect(res.json().message).toBe('Imported: 1 inserted, 1 updated');
    const created = await partRow(t, 'AB100-TEST-00-A1');
    expect(created).toMatchObject({
      nameZh: '测试导入件',
      status: 'CUR',
      priceOrdinary: '88.80',
      minPackageQty: 2,
      hazardous: true,
    });
    const updated = await partRow(t, DEMO_PARTS.noStock);
    expect(updated).toMatchObject({
      nameZh: '节温器（导入）',
      nameEn: before.nameEn,
      priceOrdinary: before.priceOrdinary,
      mainStorageCode: 'B-02-03',
    });
    expect(updated.version).toBe(before.version + 1);
  });

  it('changes nothing when any row breaks a rule and lists every failed row in a feedback file, in the user’s language', async () => {
    const rows = [
      ['配件编号', '中文名称', '英文名称', '状态', '新件号', '最小库存', '最大库存', '普通价格'],
      [DEMO_PARTS.normal, '好的修改', null, null, null, null, null, null],
      [DEMO_PARTS.noStock, null, null, 'ONR', null, null, null, null],
      [DEMO_PARTS.obsoleteWhenOut, null, null, 'ORB', DEMO_PARTS.normal, null, null, null],
      [DEMO_PARTS.multiple, null, null, null, null, 10, 5, null],
      ['bad code', '坏编号', 'Bad', null, null, null, null, '1'],
      ['ZZ999-NEW-00-A1', null, null, null, null, null, null, '1'],
      ['ZZ998-NEW-00-A1', '新件', 'New', 'ONR', null, null, null, '1'],
      [DEMO_PARTS.normal, '重复', null, null, null, null, null, null],
    ];
    const watched = [DEMO_PARTS.normal, DEMO_PARTS.noStock, DEMO_PARTS.obsoleteWhenOut, DEMO_PARTS.multiple];
    const before = await Promise.all(watched.map((c) => partRow(t, c)));
    const file = handBuiltXlsx(rows);
    for (const language of ['zh-CN', 'en-US']) {
      const res = await uploadFile(t, hq, IMPORT, file, language);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ status: 'failed', total: 8, inserted: 0, updated: 0, failed: 7 });
      expect(await Promise.all(watched.map((c) => partRow(t, c)))).toEqual(before);
      expect(await partRow(t, 'ZZ999-NEW-00-A1')).toBeUndefined();
      const errors = await feedbackErrors(t, hq, data.feedbackFileId);
      expect([...errors.keys()]).toEqual([3, 4, 5, 6, 7, 8, 9]);
      if (language === 'en-US') {
        expect(res.json().message).toContain('7 rows have errors and nothing was saved');
        expect(errors.get(3)).toContain(
          'Import cannot change a non-abolished part to the abolished status ONR',
        );
        expect(errors.get(4)).toContain(
          'Import cannot change a non-replaced part to the replaced status ORB',
        );
        expect(errors.get(5)).toContain('The max stock (5) cannot be below the min stock (10)');
        expect(errors.get(6)).toContain('Part code BAD CODE is malformed');
        expect(errors.get(7)).toContain('Please input Chinese name');
        expect(errors.get(8)).toContain('A new part can only have the status CUR or ATP');
        expect(errors.get(9)).toContain('Repeats row 2');
      } else {
        expect(errors.get(3)).toContain('导入不能将非废止配件变更为废止状态 ONR');
        expect(errors.get(5)).toContain('最大库存（5）不能小于最小库存（10）');
        expect(errors.get(7)).toContain('请输入中文名称');
      }
    }
  });

  it('imports a file saved by a spreadsheet program (LibreOffice)', async () => {
    const file = fs.readFileSync(path.join(fixtures, 'parts-master-libreoffice.xlsx'));
    const res = await uploadFile(t, hq, IMPORT, file, 'zh-CN', 'parts-master-libreoffice.xlsx');
    expect(res.json().data).toMatchObject({ status: 'succeeded', total: 2, inserted: 1, updated: 1 });
    expect(await partRow(t, 'LO001-TEST-00-A1')).toMatchObject({
      nameEn: 'Test filter',
      priceOrdinary: '12.50',
      effectiveFrom: '2026-12-01',
      minStock: 5,
      maxStock: 20,
      hazardous: false,
    });
    expect((await partRow(t, DEMO_PARTS.normal)).nameZh).toBe('机油滤清器（办公软件）');
  });
});

describe('upload checks before parsing', () => {
  const xml = (s: string) => Buffer.from(s, 'utf8');

  it('refuses a zip bomb with 413 before parsing it', async () => {
    const bomb = zip([
      { name: '[Content_Types].xml', data: xml('<Types/>') },
      { name: 'xl/workbook.xml', data: xml('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: Buffer.alloc(16 * 1024 * 1024, 0x20) },
    ]);
    await expectRefused(
      t,
      hq,
      { method: 'POST', url: IMPORT, ...multipartFile(bomb, 'bomb.xlsx') },
      413,
      'EXCEL_COMPRESSION_SUSPICIOUS',
    );
  });

  it('refuses other content behind an .xlsx name with 415', async () => {
    const csv = multipartFile(Buffer.from('配件编号,中文名称\nA,B\n'), 'parts.xlsx');
    await expectRefused(t, hq, { method: 'POST', url: IMPORT, ...csv }, 415, 'EXCEL_FILE_INVALID');
    const docx = multipartFile(
      zip([
        { name: '[Content_Types].xml', data: xml('<Types/>') },
        { name: 'word/document.xml', data: xml('<w/>') },
      ]),
      'parts.xlsx',
    );
    await expectRefused(t, hq, { method: 'POST', url: IMPORT, ...docx }, 415, 'EXCEL_FILE_INVALID');
  });

  it('refuses a file over the size limit with 413', async () => {
    const big = multipartFile(Buffer.alloc(2 * 1024 * 1024 + 10, 1), 'big.xlsx');
    await expectRefused(t, hq, { method: 'POST', url: IMPORT, ...big }, 413, 'EXCEL_FILE_TOO_LARGE');
  });

  it('needs the button permission', async () => {
    const wh = await t.login('wh');
    const res = await uploadFile(t, wh, IMPORT, handBuiltXlsx([['配件编号'], ['X']]));
    expectError(res, 403, 'FORBIDDEN');
  });
});

describe('parts master export', () => {
  it('streams the parts of the list filters with headers in the user’s language, and imports back unchanged', async () => {
    const { sheets } = await downloadWorkbook(t, hq, '/api/v1/parts/export?keyword=01003-A3G1');
    const rows = sheets.get('配件主数据') as unknown[][];
    expect(rows[0].slice(0, 4)).toEqual(['配件编号', '中文名称', '英文名称', '状态']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([
      DEMO_PARTS.chainStart,
      DEMO_PARTS.chainMiddle,
      DEMO_PARTS.chainEnd,
    ]);
    const en = await downloadWorkbook(t, hq, '/api/v1/parts/export?keyword=01003-A3G1', 'en-US');
    expect((en.sheets.get('Parts master') as unknown[][])[0].slice(0, 2)).toEqual([
      'Part code',
      'Chinese name',
    ]);

    const before = await partRow(t, DEMO_PARTS.chainEnd);
    const again = await uploadFile(t, hq, IMPORT, en.res.rawPayload, 'en-US');
    expect(again.json().data, again.body).toMatchObject({
      status: 'succeeded',
      total: 3,
      inserted: 0,
      updated: 0,
    });
    expect(await partRow(t, DEMO_PARTS.chainEnd)).toEqual(before);
  });

  it('runs as a background job whose result is a file of the user', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/parts/export/jobs',
      headers: t.auth(hq),
      payload: { keyword: '01003-A3G1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const jobId = res.json().data.jobId as string;
    let job = { status: 'queued', result: null as null | { fileId: number; rows: number } };
    for (let i = 0; i < 100 && (job.status === 'queued' || job.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      job = (await t.app.inject({ url: `/api/v1/jobs/${jobId}`, headers: t.auth(hq) })).json().data;
    }
    expect(job).toMatchObject({ status: 'succeeded', progress: 100, result: { rows: 3 } });
    const { sheets } = await downloadWorkbook(t, hq, `/api/v1/attachments/${job.result?.fileId}/download`);
    expect((sheets.get('配件主数据') as unknown[][]).length).toBe(4);
    const admin = await t.login('admin');
    expect((await t.app.inject({ url: `/api/v1/jobs/${jobId}`, headers: t.auth(admin) })).statusCode).toBe(
      404,
    );
  });

  it('needs the export permission', async () => {
    const dealer = await t.login('dealer');
    expect((await t.app.inject({ url: '/api/v1/parts/export', headers: t.auth(dealer) })).statusCode).toBe(
      403,
    );
  });
});
