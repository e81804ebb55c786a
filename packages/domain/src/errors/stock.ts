import { defineErrors } from './types.js';

/** Stock movement errors: allocation, shipping out, adjustment, storage locations (spec §5, §8). */
export const stockErrors = defineErrors({
  STOCK_QTY_INVALID: {
    http: 422,
    zh: '库存数量须为正整数',
    en: 'The stock qty must be a positive integer',
  },
  STOCK_NOT_ENOUGH: {
    http: 409,
    zh: '配件 {partCode} 在库位 {storageCode} 的可用数不足：需要{qty}件，可用{availableQty}件',
    en: 'Not enough stock of part {partCode} in storage {storageCode}: {qty} needed, {availableQty} available',
  },
  STOCK_ALLOCATION_MISMATCH: {
    http: 409,
    zh: '配件 {partCode} 在库位 {storageCode} 的已分配数不足{qty}件',
    en: 'Part {partCode} in storage {storageCode} has fewer than {qty} allocated',
  },
  STORAGE_NOT_FOUND: {
    http: 422,
    zh: '仓库 {warehouseCode} 中不存在库位 {storageCode}',
    en: 'Storage {storageCode} does not exist in warehouse {warehouseCode}',
  },
});
