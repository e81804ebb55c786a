import { z } from 'zod';
import { optionalText, pageQuery } from './common.js';

/**
 * `GET /api/v1/stock` query (API.md "Main flow"): `keyword` (part code prefix, zh/en name or pinyin
 * initials), `warehouseCode`, paging; sort `partCode` (default), `warehouseCode`, `availableQty`.
 */
export const stockListQuery = pageQuery.extend({
  keyword: optionalText(50),
  warehouseCode: optionalText(20),
  /** Only rows with available stock. */
  availableOnly: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
export type StockListQuery = z.infer<typeof stockListQuery>;

/**
 * A stock row: one part in one warehouse, summed over its storage locations. For dealer accounts
 * `onHandQty` and `allocatedQty` are null (a dealer sees availability, not other dealers' demand).
 * `orderable` is false with `notOrderableReason` (an error code such as `PART_REPLACED`) when the caller's
 * dealer may not order the part; `backorderAllowed` is false for sell-remaining-stock statuses.
 */
export interface StockListItem {
  partCode: string;
  nameZh: string;
  nameEn: string;
  status: string;
  warehouseCode: string;
  warehouseName: string;
  onHandQty: number | null;
  allocatedQty: number | null;
  availableQty: number;
  price: string;
  minPackageQty: number;
  unitSalesQty: number;
  orderable: boolean;
  notOrderableReason: string | null;
  backorderAllowed: boolean;
  newPartCode: string | null;
}

/** A storage location row of `GET /api/v1/stock/{partCode}/locations` (warehouse staff and head office). */
export interface StockLocationItem {
  warehouseCode: string;
  storageCode: string;
  storageType: string | null;
  onHandQty: number;
  allocatedQty: number;
  availableQty: number;
  updatedAt: string;
}

/** `GET /api/v1/stock/{partCode}/locations` query. */
export const stockLocationQuery = z.object({ warehouseCode: optionalText(20) });
