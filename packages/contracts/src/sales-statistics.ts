import { ORDER_TYPES, SALE_PROPERTY_CODES } from '@spm/domain';
import { z } from 'zod';
import { money, optionalText, pageOf, pageQuery } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { exportEndpoints } from './excel.js';

/**
 * Sales statistics filter (spec §2 /salesStatistics/index, §5: year 4 digits, month 1-12, start not
 * after end). A dealer's `dealerCode` is always its own; head office may name one or leave it for all.
 */
export const statisticsQuery = z.object({
  year: z.coerce.number().int().min(1000).max(9999),
  startMonth: z.coerce.number().int().min(1).max(12).default(1),
  endMonth: z.coerce.number().int().min(1).max(12).default(12),
  orderType: z.enum(ORDER_TYPES).optional(),
  saleProperty: z.enum(SALE_PROPERTY_CODES as [string, ...string[]]).optional(),
  dealerCode: optionalText(20),
});
export type StatisticsQuery = z.infer<typeof statisticsQuery>;

const amounts = { shippedAmount: money, unshippedAmount: money };

/** Figures of the period: totals, per month (for the bar chart), per order type (for the share chart). */
export const statisticsAnswer = z.object({
  totals: z.object({
    ...amounts,
    /** shipped ÷ (shipped + unshipped), 4 decimals as a string ("0.8125"); "0.0000" when both are 0. */
    shippedRatio: z.string(),
    claimsCount: z.number().int(),
    refundedAmount: money,
    compensatedAmount: money,
  }),
  months: z.array(z.object({ month: z.number().int(), ...amounts })),
  orderTypes: z.array(z.object({ orderType: z.string(), ...amounts })),
});
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

export const detailQuery = statisticsQuery.extend(pageQuery.shape);
export type DetailQuery = z.infer<typeof detailQuery>;

/** Shipped-amount detail (spec §3): one ship bill line. */
export const shippedDetailItem = z.object({
  year: z.number().int(),
  monthStart: z.number().int(),
  monthEnd: z.number().int(),
  dealerCode: z.string(),
  dealerOrderNo: z.string().nullable(),
  orderType: z.string(),
  saleProperty: z.string(),
  discountRate: z.string().nullable(),
  partCode: z.string(),
  shippedQty: z.number().int(),
  price: money,
  shippedAmount: money,
  shipBillNo: z.string(),
  shipDate: z.string(),
  orderWarehouseCode: z.string(),
});
export type ShippedDetailItem = z.infer<typeof shippedDetailItem>;

/** Unshipped-amount detail: one order line with pieces still owed. */
export const unshippedDetailItem = z.object({
  dealerCode: z.string(),
  dealerOrderNo: z.string().nullable(),
  orderType: z.string(),
  saleProperty: z.string(),
  partCode: z.string(),
  qty: z.number().int(),
  shippedQty: z.number().int(),
  unsentQty: z.number().int(),
  price: money,
  unshippedAmount: money,
  submitDate: z.string(),
  orderWarehouseCode: z.string(),
});
export type UnshippedDetailItem = z.infer<typeof unshippedDetailItem>;

const tags = ['sales-statistics'];

/** Sales statistics (spec §2, §3 shipped-amount detail). 422 STATISTICS_MONTH_RANGE when start > end. */
export const salesStatisticsEndpoints = {
  figures: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sales-statistics',
    summary: 'Shipped and unshipped amounts, claims and compensation of a period',
    tags,
    query: statisticsQuery,
    response: statisticsAnswer,
  }),
  shipped: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sales-statistics/shipped-detail',
    summary: 'Shipped-amount detail',
    tags,
    query: detailQuery,
    response: pageOf(shippedDetailItem),
  }),
  unshipped: defineEndpoint({
    method: 'GET',
    path: '/api/v1/sales-statistics/unshipped-detail',
    summary: 'Unshipped-amount detail',
    tags,
    query: detailQuery,
    response: pageOf(unshippedDetailItem),
  }),
  exportShipped: exportEndpoints({
    path: '/api/v1/sales-statistics/shipped-detail/export',
    query: statisticsQuery,
    summary: 'Export the shipped-amount detail',
    tags,
  }),
  exportUnshipped: exportEndpoints({
    path: '/api/v1/sales-statistics/unshipped-detail/export',
    query: statisticsQuery,
    summary: 'Export the unshipped-amount detail',
    tags,
  }),
};
