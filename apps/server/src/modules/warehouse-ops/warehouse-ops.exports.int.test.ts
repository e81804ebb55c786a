import {
  businessDateTime,
  DEFAULT_BUSINESS_TZ,
  STOCK_ORDER_STATUS_LABELS,
  TRANSFER_STATUS_LABELS,
} from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['wh']);
const wh = clientOf(t, 'wh');

/** The rows of an export's sheet (header row first). */
async function exported(url: string): Promise<unknown[][]> {
  const file = await wh.get(url);
  expect(file.statusCode, String(file.body)).toBe(200);
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

type Listed = { status: number; createdAt: string };
const listed = async (url: string) => (await wh.get(url)).body.data.items as Listed[];

describe('warehouse document exports', () => {
  it('write each transfer of the list with its status label and request time as a business date-time', async () => {
    const items = await listed('/api/v1/warehouse/transfers');
    const rows = await exported('/api/v1/warehouse/transfers/export');
    expect(rows[0]).toEqual([
      '调拨单号',
      '调出仓库',
      '调入仓库',
      '状态',
      '数量',
      '在途数',
      '申请人',
      '申请时间',
    ]);
    expect(items.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => [r[3], r[7]])).toEqual(
      items.map((i) => [
        `${i.status} ${TRANSFER_STATUS_LABELS[i.status as keyof typeof TRANSFER_STATUS_LABELS].zh}`,
        businessDateTime(new Date(i.createdAt), DEFAULT_BUSINESS_TZ),
      ]),
    );
  });

  it('write the return orders the same way, creation time as a business date-time', async () => {
    const items = await listed('/api/v1/warehouse/returns');
    const rows = await exported('/api/v1/warehouse/returns/export');
    expect(rows[0][6]).toBe('制单时间');
    expect(items.length).toBeGreaterThan(0);
    expect(rows.slice(1).map((r) => [r[2], r[6]])).toEqual(
      items.map((i) => [
        `${i.status} ${STOCK_ORDER_STATUS_LABELS[i.status as keyof typeof STOCK_ORDER_STATUS_LABELS].zh}`,
        businessDateTime(new Date(i.createdAt), DEFAULT_BUSINESS_TZ),
      ]),
    );
  });
});
