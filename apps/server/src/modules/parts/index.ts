/**
 * Public surface of the parts module (parts master, settings, Excel): routes, the part search
 * fragments other searches reuse, the Excel columns other sheets share, and pinyin initials.
 */

export { rowsWithKnownReferences } from './excel/batch-lookups';
export { partsExcelRoutes } from './excel/parts-excel.routes';
export { partCodeColumn, partsMasterSheet, warehouseCodeColumn } from './excel/parts-master.sheet';
export {
  catalogueVersionSql,
  createPartKeywordCache,
  type PartKeywordCache,
  type PartKeywordCacheLimits,
} from './parts.keyword-cache';
export { linesWithPartNames, ordinaryPrices, partNames, requireParts } from './parts.lookups';
export { type PartPriceValues, setPartPrices } from './parts.prices';
export type { PartHoldQuery } from './parts.repository';
export { type PartsDeps, partsRoutes } from './parts.routes';
export { partCodeSortKey, partKeywordCondition } from './parts.search';
export type { PartStockQuery } from './parts.service';
export { pinyinInitials } from './pinyin';
