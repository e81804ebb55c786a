import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectRecordedOnce, type InvoiceRow, listInvoices, recordInvoice } from '../../../test/invoices';
import { postMultipart } from '../../../test/multipart';
import { expectError } from '../../../test/refusals';
import { exceljsXlsx, multipartFile, readXlsx } from '../../../test/xlsx';
import { principalOfUser } from '../../platform/auth/principal-loader';
import { claimLines, claims } from '../claims/claims.tables';
import { shipBills } from '../fulfilment/fulfilment.tables';
import { createInvoiceService } from './invoices.service';

const clock = testClock(new Date('2026-11-21T02:00:00Z'));
const TODAY = '2026-11-21';
const t = useTestApp(['finance', 'dealer', 'dealer2', 'wh'], { clock });

type Item = InvoiceRow & {
  billNo: string;
  kind: string;
  negativeBillId: number | null;
  claimNo: string | null;
  qty: number;
};
const list = (token: string, query?: string) => listInvoices<Item>(t, token, query);

/**
 * A dealer claim of one piece of line `lineIndex` of D0001's received ship bill, priced at `price`,
 * submitted and audited as reparation by the warehouse: the compensation is credited.
 */
async function compensate(lineIndex: number, price: string) {
  const [bill] = await t.ctx.db
    .select({ shipBillNo: shipBills.shipBillNo })
    .from(shipBills)
    .where(and(eq(shipBills.dealerCode, 'D0001'), eq(shipBills.status, 1)));
  const pre = (await t.call(t.tokens.dealer, 'GET', `/api/v1/claims/ship-bills/${bill.shipBillNo}`)).json()
    .data;
  const line = pre.lines[lineIndex];
  const opened = await t.call(t.tokens.dealer, 'POST', '/api/v1/claims', {
    shipBillNo: bill.shipBillNo,
    dealerOrderNo: pre.dealerOrderNo,
    sendDate: TODAY,
    reason: 1,
    description: '到货短少一件',
    submitter: '李明',
    phone: '13800138000',
    lines: [{ shipBillLineId: line.shipBillLineId, claimQty: 1, accounts: [{ reason: 1, qty: 1 }] }],
  });
  expect(opened.statusCode, opened.body).toBe(200);
  const claim = opened.json().data as { id: number; version: number; claimBillNo: string };
  const submitted = await t.call(t.tokens.dealer, 'POST', `/api/v1/claims/${claim.id}/submit`, {
    version: claim.version,
  });
  await t.ctx.db.update(claimLines).set({ price }).where(eq(claimLines.claimId, claim.id));
  const audited = await t.call(t.tokens.wh, 'POST', `/api/v1/claims/${claim.id}/audit`, {
    version: submitted.json().data.version,
    decision: 'reparation',
    judge: 1,
    auditNote: '仓库少发，同意补偿',
  });
  expect(audited.statusCode, audited.body).toBe(200);
  const [row] = await t.ctx.db.select().from(claims).where(eq(claims.id, claim.id));
  return { claimNo: claim.claimBillNo, shipBillNo: bill.shipBillNo, compensated: row.compensatedAmount };
}

const upload = async (rows: string[][]) =>
  postMultipart(
    t,
    t.tokens.finance,
    '/api/v1/invoices/imports',
    multipartFile(await exceljsXlsx(rows), '发票.xlsx'),
  );

describe('negative invoice requests of claim compensations', () => {
  let negative: Item;

  it('a compensation of 113.00 makes a negative bill of −100.00 + −13.00 naming the claim and the ship bill', async () => {
    const { claimNo, shipBillNo, compensated } = await compensate(0, '113.00');
    expect(compensated).toBe('113.00');
    const found = await list(t.tokens.finance, '&kind=negative');
    expect(found.items).toHaveLength(1);
    negative = found.items[0];
    expect(negative).toMatchObject({
      kind: 'negative',
      claimNo,
      shipBillNo,
      dealerCode: 'D0001',
      shipDate: TODAY,
      qty: -1,
      amountInclTax: '-113.00',
      amountExclTax: '-100.00',
      taxAmount: '-13.00',
      status: 'notInvoiced',
      transmission: 'none',
    });
    expect(negative.billNo).toMatch(/^NB20261121\d{4}$/);
    const all = await list(t.tokens.dealer);
    expect(new Set(all.items.map((i) => i.kind))).toEqual(new Set(['positive', 'negative']));
    const bySource = await list(t.tokens.dealer, `&shipBillNo=${shipBillNo}&kind=negative`);
    expect(bySource.items.map((i) => i.billNo)).toEqual([negative.billNo]);
  });

  it('another dealer sees none of it and cannot record it', async () => {
    const other = await list(t.tokens.dealer2);
    expect(other.items.some((i) => i.dealerCode === 'D0001')).toBe(false);
    expect((await list(t.tokens.dealer2, `&shipBillNo=${negative.billNo}`)).total).toBe(0);
    const res = await t.call(t.tokens.dealer2, 'POST', '/api/v1/invoices', {
      negativeBillId: negative.negativeBillId,
      invoiceCode: '3100212130',
      invoiceNo: '00050000',
      invoiceDate: TODAY,
    });
    expect(res.statusCode).toBe(403);
    // a caller scoped to another dealer finds no such bill: 404 NOT_FOUND
    const service = createInvoiceService({ now: clock.now, businessTz: 'Asia/Shanghai' });
    const principal = await principalOfUser(t.ctx.db, 'dealer2', clock.now());
    const entry = {
      negativeBillId: negative.negativeBillId as number,
      invoiceCode: '3100212130',
      invoiceNo: '00050000',
      invoiceDate: TODAY,
    };
    await expect(t.ctx.db.transaction((tx) => service.record(tx, principal, entry))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const byNo = { ...entry, negativeBillId: undefined, negativeBillNo: negative.billNo };
    await expect(t.ctx.db.transaction((tx) => service.record(tx, principal, byNo))).rejects.toMatchObject({
      code: 'INVOICE_NEGATIVE_BILL_NOT_FOUND',
    });
  });

  it('finance records its invoice once; each broken rule is refused with its localized error', async () => {
    const body = {
      negativeBillId: negative.negativeBillId,
      invoiceCode: '3100212130',
      invoiceNo: '00050000',
      invoiceDate: TODAY,
    };
    const cases: [Record<string, unknown>, number, string][] = [
      [{ invoiceCode: '31002' }, 422, 'INVOICE_CODE_INVALID'],
      [{ invoiceNo: '1234' }, 422, 'INVOICE_NO_INVALID'],
      [{ invoiceDate: '2026-11-20' }, 422, 'INVOICE_DATE_OUT_OF_RANGE'],
      [{ invoiceDate: '2026-11-22' }, 422, 'INVOICE_DATE_OUT_OF_RANGE'],
      [{ shipBillId: 1 }, 422, 'INVOICE_ONE_BILL'],
      [{ negativeBillId: undefined }, 422, 'INVOICE_ONE_BILL'],
      [{ negativeBillId: 999_999 }, 404, 'NOT_FOUND'],
    ];
    for (const [change, status, code] of cases) {
      const res = await t.call(t.tokens.finance, 'POST', '/api/v1/invoices', { ...body, ...change });
      expectError(res, status, code, JSON.stringify(change));
    }
    const zh = await t.call(t.tokens.finance, 'POST', '/api/v1/invoices', { ...body, invoiceCode: '31002' });
    expect(zh.json().message).toBe('发票代码 31002 应为10或12位数字');
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invoices',
      headers: { ...t.auth(t.tokens.finance), 'accept-language': 'en-US' },
      payload: { ...body, invoiceDate: '2026-11-20' },
    });
    expect(en.json().message).toBe(
      `Invoice date 2026-11-20 must be between the bill date ${TODAY} and today ${TODAY}`,
    );

    expect(await recordInvoice(t, t.tokens.finance, body)).toMatchObject({
      billNo: negative.billNo,
      kind: 'negative',
      amountInclTax: '-113.00',
      status: 'invoiced',
      invoiceNo: '00050000',
      transmission: 'pending',
    });
    const again = { ...body, invoiceNo: '00050001' };
    const queued = await expectRecordedOnce(t, t.tokens.finance, again, negative.billNo);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ interfaceCode: 'invoiceToDealer', status: 'notConfigured' });
    const seen = await list(t.tokens.dealer, '&invoiceNo=00050000');
    expect(seen.items.map((i) => [i.billNo, i.kind, i.status])).toEqual([
      [negative.billNo, 'negative', 'invoiced'],
    ]);
  });

  it('finance imports a negative bill’s invoice by its number; the export lists both kinds', async () => {
    await compensate(1, '56.50');
    const [open] = (await list(t.tokens.finance, '&kind=negative&status=notInvoiced')).items;
    expect(open).toMatchObject({ amountInclTax: '-56.50', amountExclTax: '-50.00', taxAmount: '-6.50' });
    const header = ['发货单号', '发票代码', '发票号码', '开票日期', '负数单号'];
    const refused = await upload([header, ['', '3100212130', '00060000', TODAY, '']]);
    expect(refused.json().data.errors[0].message, refused.body).toContain('负数单据');
    const missing = await upload([header, ['', '3100212130', '00060000', TODAY, 'NB202611219999']]);
    expect(missing.json().data.errors[0].message).toContain('NB202611219999');
    const res = await upload([header, ['', '3100212130', '00060000', TODAY, open.billNo]]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data, res.body).toMatchObject({ inserted: 1 });
    const done = await list(t.tokens.dealer, '&kind=negative&status=invoiced');
    expect(done.items.map((i) => i.invoiceNo).sort()).toEqual(['00050000', '00060000']);

    const xlsx = await t.app.inject({ url: '/api/v1/invoices/export', headers: t.auth(t.tokens.dealer) });
    expect(xlsx.statusCode).toBe(200);
    const rows = [...(await readXlsx(xlsx.rawPayload)).values()][0];
    expect(rows[0], JSON.stringify(rows[0])).toContain('票据类型');
    const negatives = rows.filter((r) => r?.some((c) => String(c).endsWith('负票')));
    expect(negatives).toHaveLength(2);
    expect(negatives.some((r) => r.some((c) => String(c) === open.billNo))).toBe(true);
    expect(rows.some((r) => r?.some((c) => String(c).endsWith('正票')))).toBe(true);
  });
});
