import type { InvoiceItem, InvoiceListQuery } from '@spm/contracts';
import { type InvoiceKind, taxSplit } from '@spm/domain';
import { and, eq, gte, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import { dealerDocumentScope } from '../../platform/access/scope';
import type { DbOrTx } from '../../platform/db/client';
import { startsWithAny } from '../../platform/db/filters';
import { dealers } from '../../platform/db/platform.tables';
import { dealerOrders } from '../dealer-orders/dealer-orders.tables';
import { shipBillLines, shipBills } from '../fulfilment/fulfilment.tables';
import { invoices, negativeInvoiceBills as nb } from './invoices.tables';

/** The outbox business key of the invoice of a bill (interface `invoiceToDealer`): its bill no. */
export const invoiceBusinessKey = (billNo: string) => billNo;

/** Filters of the invoicing info query, plus an exact bill (used to answer a recorded invoice). */
export type InvoiceFilters = Partial<InvoiceListQuery> & { exactBill?: { kind: InvoiceKind; id: number } };

/** Filters common to both kinds, on the recorded invoice. */
const invoiceWhere = (q: InvoiceFilters) => [
  q.invoiceNo ? eq(invoices.invoiceNo, q.invoiceNo) : undefined,
  q.status === 'invoiced'
    ? isNotNull(invoices.id)
    : q.status === 'notInvoiced'
      ? isNull(invoices.id)
      : undefined,
];

/** The positive requests (settled ship bills) in the caller's scope, as union rows. */
function positiveRows(principal: Principal, q: InvoiceFilters): SQL {
  const where = and(
    dealerDocumentScope(principal, shipBills.dealerCode),
    q.dealerCode ? eq(shipBills.dealerCode, q.dealerCode) : undefined,
    startsWithAny(q.shipBillNo, [shipBills.shipBillNo]),
    q.shipDateFrom ? gte(shipBills.shipDate, q.shipDateFrom) : undefined,
    q.shipDateTo ? lte(shipBills.shipDate, q.shipDateTo) : undefined,
    q.exactBill ? eq(shipBills.id, q.exactBill.id) : undefined,
    ...invoiceWhere(q),
  );
  return sql`select 'positive' as kind, ${shipBills.shipBillNo} as bill_no, ${shipBills.id} as ship_bill_id,
      ${shipBills.shipBillNo} as ship_bill_no, null::int as negative_bill_id, null::varchar as claim_no,
      ${shipBills.orderId} as order_id, ${shipBills.dealerCode} as dealer_code, ${shipBills.shipDate}::text as bill_date,
      ${shipBills.amount}::text as amount,
      (select coalesce(sum(l.shipped_qty), 0)::int from ${shipBillLines} l where l.ship_bill_id = ${shipBills.id}) as qty,
      ${invoices.id} as invoice_id, ${invoices.invoiceCode} as invoice_code, ${invoices.invoiceNo} as invoice_no,
      ${invoices.invoiceDate}::text as invoice_date
    from ${shipBills} left join ${invoices} on ${invoices.shipBillId} = ${shipBills.id}
    where ${where ?? sql`true`}`;
}

/** The negative requests (claim compensations) in the caller's scope, as union rows. */
function negativeRows(principal: Principal, q: InvoiceFilters): SQL {
  const where = and(
    dealerDocumentScope(principal, nb.dealerCode),
    q.dealerCode ? eq(nb.dealerCode, q.dealerCode) : undefined,
    startsWithAny(q.shipBillNo, [nb.billNo, shipBills.shipBillNo]),
    q.shipDateFrom ? gte(nb.billDate, q.shipDateFrom) : undefined,
    q.shipDateTo ? lte(nb.billDate, q.shipDateTo) : undefined,
    q.exactBill ? eq(nb.id, q.exactBill.id) : undefined,
    ...invoiceWhere(q),
  );
  return sql`select 'negative' as kind, ${nb.billNo} as bill_no, ${nb.shipBillId} as ship_bill_id,
      ${shipBills.shipBillNo} as ship_bill_no, ${nb.id} as negative_bill_id, ${nb.claimNo} as claim_no,
      ${shipBills.orderId} as order_id, ${nb.dealerCode} as dealer_code, ${nb.billDate}::text as bill_date,
      ${nb.amount}::text as amount, ${nb.qty} as qty,
      ${invoices.id} as invoice_id, ${invoices.invoiceCode} as invoice_code, ${invoices.invoiceNo} as invoice_no,
      ${invoices.invoiceDate}::text as invoice_date
    from ${nb} left join ${shipBills} on ${shipBills.id} = ${nb.shipBillId}
      left join ${invoices} on ${invoices.negativeBillId} = ${nb.id}
    where ${where ?? sql`true`}`;
}

/** The union of the requests of the kinds the filters allow. */
function requestRows(principal: Principal, q: InvoiceFilters): SQL {
  const kind = q.exactBill?.kind ?? q.kind;
  if (kind === 'positive') return positiveRows(principal, q);
  if (kind === 'negative') return negativeRows(principal, q);
  return sql`${positiveRows(principal, q)} union all ${negativeRows(principal, q)}`;
}

type Row = {
  kind: InvoiceKind;
  bill_no: string;
  ship_bill_id: number | null;
  ship_bill_no: string | null;
  negative_bill_id: number | null;
  claim_no: string | null;
  dealer_order_no: string | null;
  dealer_code: string;
  name_zh: string;
  name_en: string;
  bill_date: string;
  amount: string;
  qty: number;
  invoice_id: number | null;
  invoice_code: string | null;
  invoice_no: string | null;
  invoice_date: string | null;
  transmission: string | null;
};

function toItem(r: Row, english: boolean): InvoiceItem {
  const amount = String(r.amount);
  const t = r.transmission;
  return {
    billNo: r.bill_no,
    shipBillId: r.ship_bill_id === null ? null : Number(r.ship_bill_id),
    shipBillNo: r.ship_bill_no,
    negativeBillId: r.negative_bill_id === null ? null : Number(r.negative_bill_id),
    claimNo: r.claim_no,
    dealerOrderNo: r.dealer_order_no,
    dealerCode: r.dealer_code,
    dealerName: String(english ? r.name_en : r.name_zh),
    kind: r.kind,
    shipDate: String(r.bill_date),
    qty: Number(r.qty),
    amountInclTax: amount,
    ...taxSplit(amount),
    status: r.invoice_id ? 'invoiced' : 'notInvoiced',
    invoiceCode: r.invoice_code,
    invoiceNo: r.invoice_no,
    invoiceDate: r.invoice_date ? String(r.invoice_date) : null,
    transmission:
      !r.invoice_id || !t ? 'none' : t === 'sent' ? 'sent' : t === 'failed' ? 'failed' : 'pending',
  };
}

/**
 * A page of the invoicing info in the caller's scope (a dealer: its own bills), positive and negative
 * requests together, newest bill date first. The date filters apply to the bill date; `shipBillNo`
 * matches a ship bill no, a negative bill no or a negative bill's original ship bill no (prefix).
 */
export async function listInvoices(
  db: DbOrTx,
  principal: Principal,
  q: InvoiceFilters & { page: number; pageSize: number },
  english: boolean,
): Promise<{ items: InvoiceItem[]; total: number }> {
  const rows = requestRows(principal, q);
  const counted = await db.execute(sql`select count(*)::int as total from (${rows}) u`);
  const total = Number((counted.rows[0] as { total: number }).total);
  const page = await db.execute(sql`select u.*, o.dealer_order_no, d.name_zh, d.name_en,
      (select m.status from interface_messages m where m.interface_code = 'invoiceToDealer'
        and m.business_key = u.bill_no order by m.id desc limit 1) as transmission
    from (${rows}) u join ${dealers} d on d.code = u.dealer_code
      left join ${dealerOrders} o on o.id = u.order_id
    order by u.bill_date desc, u.kind desc, coalesce(u.negative_bill_id, u.ship_bill_id) desc
    limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
  return { items: (page.rows as unknown as Row[]).map((r) => toItem(r, english)), total };
}

/** The bill an invoice is recorded for, in the caller's scope, with its invoice id when recorded. */
export interface InvoicedBill {
  kind: InvoiceKind;
  id: number;
  billNo: string;
  dealerCode: string;
  billDate: string;
  amount: string;
  shipBillNo: string | null;
  claimNo: string | null;
  invoiceId: number | null;
}

/** The condition "the bill `by.id` (else numbered `by.no`) of a dealer in the caller's scope". */
const billBy = (
  principal: Principal,
  by: { id?: number; no?: string },
  columns: { dealerCode: AnyPgColumn; id: AnyPgColumn; no: AnyPgColumn },
) =>
  and(
    dealerDocumentScope(principal, columns.dealerCode),
    by.id !== undefined ? eq(columns.id, by.id) : eq(columns.no, by.no ?? ''),
  );

/** Finds one bill of a kind in the caller's scope by id (else by number); undefined when none. */
type FindBill = (
  db: DbOrTx,
  principal: Principal,
  by: { id?: number; no?: string },
) => Promise<InvoicedBill | undefined>;

/** One ship bill in the caller's scope by id or number. */
export const findShipBill: FindBill = async (db, principal, by) => {
  const [row] = await db
    .select({
      id: shipBills.id,
      billNo: shipBills.shipBillNo,
      dealerCode: shipBills.dealerCode,
      billDate: shipBills.shipDate,
      amount: shipBills.amount,
      invoiceId: invoices.id,
    })
    .from(shipBills)
    .leftJoin(invoices, eq(invoices.shipBillId, shipBills.id))
    .where(
      billBy(principal, by, { dealerCode: shipBills.dealerCode, id: shipBills.id, no: shipBills.shipBillNo }),
    );
  return row && { ...row, kind: 'positive', shipBillNo: row.billNo, claimNo: null };
};

/** One negative bill in the caller's scope by id or number. */
export const findNegativeBill: FindBill = async (db, principal, by) => {
  const [row] = await db
    .select({
      id: nb.id,
      billNo: nb.billNo,
      dealerCode: nb.dealerCode,
      billDate: nb.billDate,
      amount: nb.amount,
      shipBillNo: shipBills.shipBillNo,
      claimNo: nb.claimNo,
      invoiceId: invoices.id,
    })
    .from(nb)
    .leftJoin(shipBills, eq(shipBills.id, nb.shipBillId))
    .leftJoin(invoices, eq(invoices.negativeBillId, nb.id))
    .where(billBy(principal, by, { dealerCode: nb.dealerCode, id: nb.id, no: nb.billNo }));
  return row && { ...row, kind: 'negative' };
};
