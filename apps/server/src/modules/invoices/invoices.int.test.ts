import { Decimal } from '@spm/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testClock, useTestApp } from '../../../test/helpers';
import { expectRecordedOnce, type InvoiceRow, listInvoices, recordInvoice } from '../../../test/invoices';
import { postMultipart } from '../../../test/multipart';
import { expectError } from '../../../test/refusals';
import { exceljsXlsx, multipartFile, readXlsx } from '../../../test/xlsx';
import { SIGNATURE_HEADERS, sign } from '../../platform/outbox';

const clock = testClock(new Date('2027-01-10T02:00:00Z'));
const t = useTestApp(['finance', 'dealer', 'dealer2', 'wh'], { clock });

type Item = InvoiceRow & { shipBillId: number; shipBillNo: string };
const list = (token: string, query?: string) => listInvoices<Item>(t, token, query);
/** Imports a tax system export as finance; answers the raw response. */
const importInvoices = (file: Buffer) =>
  postMultipart(t, t.tokens.finance, '/api/v1/invoices/imports', multipartFile(file, '发票.xlsx'));

describe('invoicing info', () => {
  it('lists a dealer its own settled ship bills with tax split at 13 %; another dealer sees none of them', async () => {
    const mine = await list(t.tokens.dealer);
    expect(mine.total).toBeGreaterThan(1);
    expect(mine.items.every((i) => i.dealerCode === 'D0001' && i.status === 'notInvoiced')).toBe(true);
    for (const i of mine.items) {
      expect(new Decimal(i.amountExclTax).plus(i.taxAmount).toFixed(2)).toBe(i.amountInclTax);
      expect(i.amountExclTax).toBe(new Decimal(i.amountInclTax).dividedBy('1.13').toFixed(2));
    }
    const other = await list(t.tokens.dealer2);
    expect(other.items.some((i) => i.dealerCode === 'D0001')).toBe(false);
    expect((await t.call(t.tokens.wh, 'GET', '/api/v1/invoices')).statusCode).toBe(403);
  });

  it('finance records an invoice by form once, with each rule refused by its code; it is queued for the dealer', async () => {
    const [bill] = (await list(t.tokens.finance, '&dealerCode=D0001')).items;
    const body = {
      shipBillId: bill.shipBillId,
      invoiceCode: '3100212130',
      invoiceNo: '00012345',
      invoiceDate: bill.shipDate,
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ invoiceCode: '31002' }, 'INVOICE_CODE_INVALID'],
      [{ invoiceNo: '1234' }, 'INVOICE_NO_INVALID'],
      [{ invoiceDate: '2000-01-01' }, 'INVOICE_DATE_OUT_OF_RANGE'],
      [{ invoiceDate: '2027-01-11' }, 'INVOICE_DATE_OUT_OF_RANGE'],
    ];
    for (const [change, code] of cases) {
      const res = await t.call(t.tokens.finance, 'POST', '/api/v1/invoices', { ...body, ...change });
      expectError(res, 422, code);
    }
    expect((await t.call(t.tokens.dealer, 'POST', '/api/v1/invoices', body)).statusCode).toBe(403);
    expect(await recordInvoice(t, t.tokens.finance, body)).toMatchObject({
      status: 'invoiced',
      invoiceNo: '00012345',
      transmission: 'pending',
    });
    const again = { ...body, invoiceNo: '00012346' };
    const queued = await expectRecordedOnce(t, t.tokens.finance, again, bill.shipBillNo);
    expect(queued[0]).toMatchObject({ interfaceCode: 'invoiceToDealer', status: 'notConfigured' });
  });

  it('finance imports the tax system export; the dealer then sees the numbers, filters and exports them', async () => {
    const open = (await list(t.tokens.finance, '&dealerCode=D0001&status=notInvoiced')).items.slice(0, 2);
    const file = await exceljsXlsx([
      ['发货单号', '发票代码', '发票号码', '开票日期'],
      ...open.map((b, i) => [b.shipBillNo, '3100212130', `0002000${i}`, b.shipDate]),
    ]);
    const res = await importInvoices(file);
    expect(res.statusCode, res.body).toBe(200);
    expect(open.length).toBeGreaterThan(0);
    expect(res.json().data, res.body).toMatchObject({ inserted: open.length });
    const seen = await list(t.tokens.dealer, '&status=invoiced');
    expect(seen.items.map((i) => i.invoiceNo).sort()).toEqual([
      '00012345',
      ...open.map((_, i) => `0002000${i}`),
    ]);
    const byNo = await list(t.tokens.dealer, '&invoiceNo=00020000');
    expect(byNo.items.map((i) => i.shipBillNo)).toEqual([open[0].shipBillNo]);

    const bad = await exceljsXlsx([
      ['发货单号', '发票代码', '发票号码', '开票日期'],
      ['NOPE0001A', '3100212130', '00030000', '2026-11-01'],
    ]);
    const refused = await importInvoices(bad);
    expect(refused.json().data.errors[0].message).toContain('NOPE0001A');

    const xlsx = await t.app.inject({
      url: '/api/v1/invoices/export?status=invoiced',
      headers: t.auth(t.tokens.dealer),
    });
    expect(xlsx.statusCode).toBe(200);
    const rows = [...(await readXlsx(xlsx.rawPayload)).values()][0];
    expect(rows[0], JSON.stringify(rows)).toContain('发票号码');
    expect(rows.filter((r) => r?.some((c) => String(c).includes('已开票')))).toHaveLength(open.length + 1);
  });
});

describe('the finance system posting invoice numbers', () => {
  const SECRET = 'finance-partner-secret-0123';
  const post = (body: unknown, secret = SECRET) => {
    const raw = JSON.stringify(body);
    const timestamp = String(Math.floor(clock.now().getTime() / 1000));
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/partners/finance/invoices',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADERS.timestamp]: timestamp,
        [SIGNATURE_HEADERS.signature]: sign(secret, timestamp, raw),
      },
      payload: raw,
    });
  };

  it('authenticates the partner by signature and answers in the second envelope, item by item', async () => {
    const admin = await t.login('admin');
    await t.call(admin, 'PUT', '/api/v1/interface-transfers/endpoints/invoiceRequestToFinance', {
      url: 'http://127.0.0.1:9/finance',
      secret: SECRET,
    });
    // the earlier tests invoiced every demo ship bill: free one again
    await t.ctx.db.execute(sql`delete from invoices where invoice_no = '00020000'`);
    const open = (await list(t.tokens.finance, '&status=notInvoiced')).items[0];
    const body = {
      RequestId: 'FIN-1',
      Items: [
        {
          ShipBillNo: open.shipBillNo,
          InvoiceCode: '3100212130',
          InvoiceNo: '00040000',
          InvoiceDate: open.shipDate,
        },
        {
          ShipBillNo: 'NOPE0001A',
          InvoiceCode: '3100212130',
          InvoiceNo: '00040001',
          InvoiceDate: open.shipDate,
        },
      ],
    };
    const forged = await post(body, 'someone-elses-secret-000');
    expect([forged.statusCode, forged.json().Result]).toEqual([401, 'Error']);
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      Result: 'Error',
      MsgType: 'Error',
      ReturnObject: {
        RequestId: 'FIN-1',
        accepted: 1,
        errors: [{ ShipBillNo: 'NOPE0001A', code: 'INVOICE_SHIP_BILL_NOT_FOUND' }],
      },
    });
    const seen = await list(t.tokens.finance, '&invoiceNo=00040000');
    expect(seen.items.map((i) => i.shipBillNo)).toEqual([open.shipBillNo]);
    const malformed = await post({ RequestId: 'FIN-2', Items: [] });
    expect([malformed.statusCode, malformed.json().MsgType]).toEqual([400, 'Exception']);
  });
});
