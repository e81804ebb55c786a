import { z } from 'zod';
import { money, optionalText, pageQuery } from '../common.js';

/** `GET /api/v1/settlement-contracts`. */
export const settlementListQuery = pageQuery.extend({
  contractNo: optionalText(30),
  settlementNo: optionalText(30),
  vin: optionalText(17),
  dealerCode: optionalText(20),
});
export type SettlementListQuery = z.infer<typeof settlementListQuery>;

/** A settlement contract (spec §3): totals CNY; `signingDate` the business date of the settlement time. */
export const settlementListItem = z.object({
  id: z.number().int(),
  contractNo: z.string(),
  settlementNo: z.string(),
  dealerCode: z.string(),
  dealerName: z.string(),
  shopCode: z.string().nullable(),
  shopName: z.string().nullable(),
  vin: z.string(),
  settledAt: z.string(),
  signingDate: z.string(),
  labourAmount: money,
  partsAmount: money,
  preDiscountTotal: money,
  totalAmount: money,
});
export type SettlementListItem = z.infer<typeof settlementListItem>;

/** A settlement contract line: man-hour (`labour`) or spare part (`part`); qty hours or pieces. */
export const settlementLine = z.object({
  lineType: z.enum(['labour', 'part']),
  itemCode: z.string(),
  itemName: z.string(),
  qty: z.string(),
  unitPrice: money,
  discountRate: z.string(),
  cost: money,
});
export const settlementDetail = settlementListItem.extend({ lines: z.array(settlementLine) });
export type SettlementDetail = z.infer<typeof settlementDetail>;
