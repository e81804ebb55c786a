import type { InvoiceItem, InvoiceRecordRequest } from '@spm/contracts';
import { businessDate, invoiceRefusal, taxSplit } from '@spm/domain';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { enqueueOutbound } from '../../platform/outbox';
import {
  findNegativeBill,
  findShipBill,
  type InvoicedBill,
  invoiceBusinessKey,
  listInvoices,
} from './invoices.repository';
import { invoices } from './invoices.tables';

/**
 * Invoice fields as finance enters them (form or one import row): the bill named by exactly one of a
 * ship bill (id or number) or a negative bill (id or number).
 */
export interface InvoiceEntry {
  shipBillId?: number;
  shipBillNo?: string;
  negativeBillId?: number;
  negativeBillNo?: string;
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
}

/** The bill an entry names in the caller's scope. @throws AppError INVOICE_ONE_BILL | *_NOT_FOUND | NOT_FOUND */
async function billOf(tx: DbOrTx, principal: Principal, entry: InvoiceEntry): Promise<InvoicedBill> {
  const ship = entry.shipBillId !== undefined || !!entry.shipBillNo;
  const negative = entry.negativeBillId !== undefined || !!entry.negativeBillNo;
  if (ship === negative) throw new AppError('INVOICE_ONE_BILL');
  const bill = ship
    ? await findShipBill(tx, principal, { id: entry.shipBillId, no: entry.shipBillNo })
    : await findNegativeBill(tx, principal, { id: entry.negativeBillId, no: entry.negativeBillNo });
  if (bill) return bill;
  if (entry.shipBillNo) throw new AppError('INVOICE_SHIP_BILL_NOT_FOUND', { shipBillNo: entry.shipBillNo });
  if (entry.negativeBillNo)
    throw new AppError('INVOICE_NEGATIVE_BILL_NOT_FOUND', { negativeBillNo: entry.negativeBillNo });
  throw new AppError('NOT_FOUND');
}

/**
 * Invoices (spec §3 "Invoice", docs/decisions/invoices-and-sales-statistics.md). `record` checks the
 * entry (invoice code 10 or 12 digits, number 8 or 20 digits, date between the bill date and today:
 * INVOICE_CODE_INVALID, INVOICE_NO_INVALID, INVOICE_DATE_OUT_OF_RANGE), stores it once per bill — a
 * settled ship bill or a negative bill (409 INVOICE_ALREADY_RECORDED) — and, in the same transaction,
 * queues the invoice for the dealer's system (interface `invoiceToDealer`, business key the bill no),
 * so a failed transfer is retransmitted from the monitor.
 */
export function createInvoiceService({ now, businessTz }: { now: () => Date; businessTz: string }) {
  /** Records the entry's invoice; answers the bill it was recorded for. */
  async function record(
    tx: DbOrTx,
    principal: Principal,
    entry: InvoiceEntry,
    recordedBy: number | null = principal.userId,
  ): Promise<InvoicedBill> {
    const bill = await billOf(tx, principal, entry);
    if (bill.invoiceId) throw new AppError('INVOICE_ALREADY_RECORDED', { shipBillNo: bill.billNo });
    const at = now();
    const refusal = invoiceRefusal({
      ...entry,
      shipDate: String(bill.billDate),
      today: businessDate(at, businessTz),
    });
    if (refusal) throw new AppError(refusal.code, refusal.params);
    const inserted = await tx
      .insert(invoices)
      .values({
        shipBillId: bill.kind === 'positive' ? bill.id : null,
        negativeBillId: bill.kind === 'negative' ? bill.id : null,
        invoiceCode: entry.invoiceCode,
        invoiceNo: entry.invoiceNo,
        invoiceDate: entry.invoiceDate,
        recordedBy,
        recordedAt: at,
      })
      .onConflictDoNothing()
      .returning({ id: invoices.id });
    if (inserted.length === 0) throw new AppError('INVOICE_ALREADY_RECORDED', { shipBillNo: bill.billNo });
    const amount = String(bill.amount);
    await enqueueOutbound(
      tx,
      'invoiceToDealer',
      {
        businessKey: invoiceBusinessKey(bill.billNo),
        header: {
          dealerCode: bill.dealerCode,
          kind: bill.kind,
          billNo: bill.billNo,
          shipBillNo: bill.shipBillNo,
          claimNo: bill.claimNo,
          invoiceCode: entry.invoiceCode,
          invoiceNo: entry.invoiceNo,
          invoiceDate: entry.invoiceDate,
          amountInclTax: amount,
          ...taxSplit(amount),
        },
        items: [],
      },
      at,
    );
    return bill;
  }

  return {
    record,
    /** `POST /api/v1/invoices`: answers the invoicing info row of the bill. */
    async recordOne(
      tx: DbOrTx,
      principal: Principal,
      body: InvoiceRecordRequest,
      english: boolean,
    ): Promise<InvoiceItem> {
      const bill = await record(tx, principal, body);
      const exactBill = { kind: bill.kind, id: bill.id };
      const { items } = await listInvoices(tx, principal, { exactBill, page: 1, pageSize: 1 }, english);
      return items[0];
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
