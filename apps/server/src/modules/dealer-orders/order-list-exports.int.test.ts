import { vinCheckDigit } from '@spm/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { normalOrder, orderTestData, P } from '../../../test/builders';
import { type Client, clientOf } from '../../../test/client';
import { useTestApp } from '../../../test/helpers';
import { readXlsx } from '../../../test/xlsx';

const t = useTestApp(['dealer', 'dealer2', 'hq'], { setup: orderTestData('5000.00') });
const dealer = clientOf(t, 'dealer');
const dealer2 = clientOf(t, 'dealer2');
const hq = clientOf(t, 'hq');

const VIN = (() => {
  const raw = 'LSVAU2180N2183294';
  return `${raw.slice(0, 8)}${vinCheckDigit(raw)}${raw.slice(9)}`;
})();

/** A VOR order of `qty` pieces submitted by the dealer, awaiting approval. */
async function vorOrder(qty: number): Promise<{ id: number; dealerOrderNo: string }> {
  const created = await dealer.post(
    '/api/v1/dealer-orders',
    normalOrder([{ partCode: P.ok, qty }], { orderType: 'VOR', vin: VIN }),
  );
  const res = await dealer.post(`/api/v1/dealer-orders/${created.body.data.id}/submit`, {
    version: created.body.data.version,
  });
  expect(res.body.data, JSON.stringify(res.body)).toMatchObject({ vorApprovalStatus: 'pending' });
  return res.body.data;
}

/** The rows of the first sheet of an export downloaded by `c` (header row first). */
async function exported(c: Client, url: string): Promise<unknown[][]> {
  const file = await c.get(url);
  expect(file.statusCode, String(file.body)).toBe(200);
  return [...(await readXlsx(file.raw as unknown as Buffer)).values()][0];
}

describe('VOR approval export and sorting, submitted-unsettled sorting', () => {
  let small: { id: number; dealerOrderNo: string };
  let large: { id: number; dealerOrderNo: string };

  beforeAll(async () => {
    small = await vorOrder(1);
    large = await vorOrder(3);
  });

  it('sorts the VOR approval list by amount both ways', async () => {
    const nos = async (sort: string) =>
      ((await hq.get(`/api/v1/vor-approvals?sort=${sort}`)).body.data.items as { dealerOrderNo: string }[])
        .map((o) => o.dealerOrderNo)
        .filter((no) => no === small.dealerOrderNo || no === large.dealerOrderNo);
    expect(await nos('amount')).toEqual([small.dealerOrderNo, large.dealerOrderNo]);
    expect(await nos('-amount')).toEqual([large.dealerOrderNo, small.dealerOrderNo]);
  });

  it('exports the VOR approval list with its filters and sort for the head office only', async () => {
    const rows = await exported(hq, '/api/v1/vor-approvals/export?sort=-amount');
    const nos = rows.slice(1).map((r) => r[0]);
    expect(nos.indexOf(large.dealerOrderNo)).toBeLessThan(nos.indexOf(small.dealerOrderNo));
    const one = await exported(hq, `/api/v1/vor-approvals/export?dealerOrderNo=${small.dealerOrderNo}`);
    expect(one).toHaveLength(2);
    expect(one[1][0]).toBe(small.dealerOrderNo);
    expect(String(one[1][2])).toContain('VOR');
    expect(one[1][5]).toBe('D0001');
    expect((await dealer.get('/api/v1/vor-approvals/export')).statusCode).toBe(403);
  });

  it('sorts the submitted-unsettled lines by unsent qty, in the dealer scope', async () => {
    const qtys = async (c: Client, sort: string) =>
      (
        (await c.get(`/api/v1/dealer-orders/unsettled-lines?sort=${sort}&pageSize=500`)).body.data.items as {
          dealerOrderNo: string;
          unsentQty: number;
        }[]
      ).filter((l) => l.dealerOrderNo === small.dealerOrderNo || l.dealerOrderNo === large.dealerOrderNo);
    expect((await qtys(dealer, 'unsentQty')).map((l) => l.unsentQty)).toEqual([1, 3]);
    expect((await qtys(dealer, '-unsentQty')).map((l) => l.unsentQty)).toEqual([3, 1]);
    expect(await qtys(dealer2, '-unsentQty')).toEqual([]);
    const rows = await exported(dealer, '/api/v1/dealer-orders/unsettled-lines/export?sort=-unsentQty');
    const unsent = rows.slice(1).map((r) => Number(r[10]));
    expect(unsent).toEqual([...unsent].sort((a, b) => b - a));
  });
});

describe('order input list export', () => {
  it('exports the caller’s temporary orders with the list filters; another dealer sees none of them', async () => {
    const created = await dealer.post('/api/v1/dealer-orders', normalOrder([{ partCode: P.ok, qty: 2 }]));
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);
    const { tempOrderNo } = created.body.data as { tempOrderNo: string };
    const rows = await exported(dealer, `/api/v1/dealer-orders/drafts/export?tempOrderNo=${tempOrderNo}`);
    expect(rows).toHaveLength(2);
    expect(rows[0][1]).toBe('临时订单号');
    expect(rows[1][1]).toBe(tempOrderNo);
    expect(String(rows[1][3])).toMatch(/^0 /);
    expect(rows[1][5]).toBe('D0001');
    const other = await exported(dealer2, `/api/v1/dealer-orders/drafts/export?tempOrderNo=${tempOrderNo}`);
    expect(other).toHaveLength(1);
  });
});
