import { errorMessage, MAX_ORDER_LINES } from '@spm/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { exceljsXlsx, multipartFile } from '../../test/xlsx';
import { parts } from '../modules/parts/parts.tables';

/**
 * The order line ceiling on the import path (docs/decisions/order-rules.md, "Line ceiling"): the rows
 * of one header become one order, appended batch by batch; 500 lines import, 501 are refused on the
 * group's first row and nothing is saved. (The JSON contract caps `lines` at 500 on its own.)
 */

const codeOf = (i: number) => `CEL01-${String(i).padStart(5, '0')}-00-A1`;
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.db.insert(parts).values(
    Array.from({ length: MAX_ORDER_LINES + 1 }, (_, i) => ({
      partCode: codeOf(i),
      nameZh: '上限测试配件',
      nameEn: 'Ceiling test part',
      pinyinInitials: 'sxcspj',
      priceOrdinary: '10.00',
    })),
  );
  token = await t.login('dealer');
});
afterAll(() => t?.close());

async function importLines(count: number, warehouse: string) {
  const file = await exceljsXlsx([
    ['Order type', 'Order warehouse', 'Receiving warehouse', 'Part code', 'Order qty'],
    ...Array.from({ length: count }, (_, i) => ['Normal', warehouse, warehouse, codeOf(i), 1]),
  ]);
  const body = multipartFile(file, 'orders.xlsx');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/dealer-orders/import',
    headers: { ...t.auth(token), ...body.headers, 'accept-language': 'en-US' },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

describe('order line ceiling on import', () => {
  it('imports an order of 500 lines and refuses one of 501 on its first row', async () => {
    expect(await importLines(MAX_ORDER_LINES, 'W01')).toMatchObject({
      status: 'succeeded',
      inserted: 1,
      failed: 0,
    });
    const refused = await importLines(MAX_ORDER_LINES + 1, 'W02');
    expect(refused).toMatchObject({ status: 'failed', inserted: 0 });
    expect(refused.errors).toContainEqual({
      row: 2,
      column: null,
      message: errorMessage('ORDER_TOO_MANY_LINES', 'en-US', {
        max: MAX_ORDER_LINES,
        count: MAX_ORDER_LINES + 1,
      }),
    });
  });
});
