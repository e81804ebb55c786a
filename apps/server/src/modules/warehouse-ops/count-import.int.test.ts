import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { exceljsXlsx, multipartFile } from '../../../test/xlsx';
import { insertWarehouseParts, WP } from './test/support';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const t = useTestApp(['wh', 'wh2'] as const, { clock, setup: insertWarehouseParts });
const C = '/api/v1/warehouse/count-plans';
const HEADER = ['盘点计划号', '库位', '配件编号', '实盘数量'];

/** Uploads an .xlsx written by ExcelJS to the count result import as `user`. */
async function upload(user: 'wh' | 'wh2', rows: (string | number)[][], language = 'en-US') {
  const { payload, headers } = multipartFile(await exceljsXlsx([HEADER, ...rows]), 'counts.xlsx');
  const res = await t.app.inject({
    method: 'POST',
    url: `${C}/import`,
    payload,
    headers: { ...headers, ...t.auth(t.tokens[user]), 'accept-language': language },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    status: string;
    updated: number;
    failed: number;
    errors: { row: number; column: string | null; message: string }[];
  };
}

const detailOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `${C}/${id}`, headers: t.auth(t.tokens.wh2) })).json().data;

describe('count result import', () => {
  it('enters counted qty from an xlsx on a frozen plan of the caller, all rows or none', async () => {
    const created = (
      await t.app.inject({
        method: 'POST',
        url: C,
        headers: t.auth(t.tokens.wh2),
        payload: {
          warehouseCode: 'W02',
          storageCodes: ['Y-01'],
          partCodes: [WP.free],
          executionDate: '2026-11-22',
        },
      })
    ).json().data;
    const row = [created.planNo, 'y-01', WP.free, 3];

    const early = await upload('wh2', [row]);
    expect(early).toMatchObject({ status: 'failed', failed: 1 });
    expect(early.errors[0].message).toContain('not possible in the current state');

    const frozen = (
      await t.app.inject({
        method: 'POST',
        url: `${C}/${created.id}/freeze`,
        headers: t.auth(t.tokens.wh2),
        payload: { version: created.version },
      })
    ).json().data;
    expect(frozen.status).toBe(1);

    const broken = await upload('wh2', [
      row,
      [created.planNo, 'Y-02', WP.free, 1],
      ['CP209901010001', 'Y-01', WP.free, 1],
    ]);
    expect(broken).toMatchObject({ status: 'failed', failed: 2 });
    expect(broken.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 3, message: expect.stringContaining('storage Y-02') }),
        expect.objectContaining({ row: 4, message: expect.stringContaining('CP209901010001') }),
      ]),
    );
    expect((await detailOf(created.id)).lines[0].countedQty).toBeNull();

    const otherWarehouse = await upload('wh', [row], 'zh-CN');
    expect(otherWarehouse).toMatchObject({ status: 'failed', failed: 1 });
    expect(otherWarehouse.errors[0].message).toContain(`盘点计划 ${created.planNo} 不存在`);

    expect(await upload('wh2', [row])).toMatchObject({ status: 'succeeded', updated: 1, failed: 0 });
    const counted = (await detailOf(created.id)).lines[0];
    expect(counted).toMatchObject({ countedQty: 3, differenceQty: 3 - counted.bookQty });
  });
});
