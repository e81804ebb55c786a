import { Decimal, excludingTax, toMoney } from '../money.js';

/**
 * Invoices (spec §3 "Invoice": code, number, status, date, qty, amount including tax, positive bill
 * fields; §9 tax 1.13, 2 decimals). Each settled ship bill is a positive invoice request for its
 * amount including tax; finance records the tax system's invoice code, number and date.
 * Decision record: docs/decisions/invoices.md.
 */
export const INVOICE_STATUSES = ['notInvoiced', 'invoiced'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, { zh: string; en: string }> = {
  notInvoiced: { zh: '未开票', en: 'Not invoiced' },
  invoiced: { zh: '已开票', en: 'Invoiced' },
};

/** Positive bill (a settled shipment) or negative bill (a claim compensation). */
export const INVOICE_KINDS = ['positive', 'negative'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
export const INVOICE_KIND_LABELS: Record<InvoiceKind, { zh: string; en: string }> = {
  positive: { zh: '正票', en: 'Positive' },
  negative: { zh: '负票', en: 'Negative' },
};

/** Transmission of a recorded invoice to the dealer's system (spec §3 "invoice transmission success or not"). */
export const INVOICE_TRANSMISSIONS = ['none', 'pending', 'sent', 'failed'] as const;
export type InvoiceTransmission = (typeof INVOICE_TRANSMISSIONS)[number];

/**
 * Sale property of an order line (spec §9 "sale property values exist"; the values are not shown):
 * the order's sale property, defaulting from its order type.
 */
export const SALE_PROPERTIES = {
  regular: { zh: '常规销售', en: 'Regular sale' },
  urgent: { zh: '紧急销售', en: 'Urgent sale' },
  vor: { zh: 'VOR销售', en: 'VOR sale' },
  dfs: { zh: 'DFS销售', en: 'DFS sale' },
  promotion: { zh: '促销', en: 'Promotion' },
  claim: { zh: '索赔', en: 'Claim' },
} as const;
export type SaleProperty = keyof typeof SALE_PROPERTIES;
export const SALE_PROPERTY_CODES = Object.keys(SALE_PROPERTIES) as SaleProperty[];

/** The sale property an order without one has, from its order type. */
export function salePropertyOf(orderType: string, saleProperty: string | null | undefined): SaleProperty {
  if (saleProperty && Object.hasOwn(SALE_PROPERTIES, saleProperty)) return saleProperty as SaleProperty;
  return orderType === 'Urgent'
    ? 'urgent'
    : orderType === 'VOR'
      ? 'vor'
      : orderType === 'DFS'
        ? 'dfs'
        : 'regular';
}

/**
 * Splits an amount including tax into the amount excluding tax (÷ 1.13, 2 decimals) and the tax (the
 * difference, so the two always add up exactly). Works alike for negative bills.
 */
export function taxSplit(amountInclTax: Decimal.Value): { amountExclTax: string; taxAmount: string } {
  const incl = new Decimal(amountInclTax);
  const amountExclTax = excludingTax(incl);
  return { amountExclTax, taxAmount: toMoney(incl.minus(amountExclTax)) };
}

/** Invoice code: 10 or 12 digits (VAT invoice); number: 8 digits, or 20 for a fully digital invoice. */
export const INVOICE_CODE_PATTERN = /^(\d{10}|\d{12})$/;
export const INVOICE_NO_PATTERN = /^(\d{8}|\d{20})$/;

/** Why an invoice's code, number or date is refused, or null when it is acceptable. */
export function invoiceRefusal(input: {
  invoiceCode: string;
  invoiceNo: string;
  invoiceDate: string;
  shipDate: string;
  today: string;
}): {
  code: 'INVOICE_CODE_INVALID' | 'INVOICE_NO_INVALID' | 'INVOICE_DATE_OUT_OF_RANGE';
  params: Record<string, string>;
} | null {
  if (!INVOICE_CODE_PATTERN.test(input.invoiceCode))
    return { code: 'INVOICE_CODE_INVALID', params: { invoiceCode: input.invoiceCode || '-' } };
  if (!INVOICE_NO_PATTERN.test(input.invoiceNo))
    return { code: 'INVOICE_NO_INVALID', params: { invoiceNo: input.invoiceNo || '-' } };
  if (input.invoiceDate < input.shipDate || input.invoiceDate > input.today)
    return {
      code: 'INVOICE_DATE_OUT_OF_RANGE',
      params: { invoiceDate: input.invoiceDate, shipDate: input.shipDate, today: input.today },
    };
  return null;
}

/**
 * Sales statistics filter (spec §5: year 4 digits, month 1-12, start not after end), or the code why
 * not.
 */
export function statisticsPeriodRefusal(p: { year: number; startMonth: number; endMonth: number }) {
  if (!Number.isInteger(p.year) || p.year < 1000 || p.year > 9999) return 'STATISTICS_YEAR_INVALID' as const;
  for (const m of [p.startMonth, p.endMonth])
    if (!Number.isInteger(m) || m < 1 || m > 12) return 'STATISTICS_MONTH_INVALID' as const;
  if (p.startMonth > p.endMonth) return 'STATISTICS_MONTH_RANGE' as const;
  return null;
}
