import { defineErrors } from './types.js';

/** Warehouse operations: receiving, transfers, returns, scrap, adjustments, stocktaking (spec §5, §6, §8). */
export const warehouseOpsErrors = defineErrors({
  RECEIPT_QTY_EXCEEDS_RECEIVABLE: {
    http: 422,
    zh: '配件 {partCode} 的收货数量{receivedQty}不能大于可收数量{receivableQty}',
    en: 'The received qty {receivedQty} of part {partCode} cannot exceed the receivable qty {receivableQty}',
  },
  RECEIPT_REMARK_REQUIRED: {
    http: 422,
    zh: '配件 {partCode} 的收货数量与可收数量不一致，请填写备注',
    en: 'The received qty of part {partCode} differs from the receivable qty: a remark is required',
  },
  LABEL_SCAN_INVALID: {
    http: 422,
    zh: '标签扫描无效：{label}',
    en: 'Label scan invalid: {label}',
  },
  RECEIPT_PACKAGING_NOT_AUDITED: {
    http: 409,
    zh: '收货单 {receiptNo} 尚未完成包装审核，不能上架',
    en: 'Receipt {receiptNo} has not passed the packaging audit and cannot be put away',
  },
  LOCATION_EXISTS: {
    http: 409,
    zh: '仓库 {warehouseCode} 中已存在库位 {storageCode}',
    en: 'Storage {storageCode} already exists in warehouse {warehouseCode}',
  },
  LOCATION_CAPACITY_EXCEEDED: {
    http: 409,
    zh: '库位 {storageCode} 容量为{capacity}件，上架后将达到{qty}件',
    en: 'Storage {storageCode} holds at most {capacity} pieces; it would hold {qty}',
  },
  LOCATION_PARENT_MISSING: {
    http: 422,
    zh: '库位 {storageCode} 的上级库位 {parentCode} 不存在',
    en: 'The parent {parentCode} of storage {storageCode} does not exist',
  },
  TRANSFER_SAME_WAREHOUSE: {
    http: 422,
    zh: '调出仓库与调入仓库不能相同',
    en: 'The source and destination warehouses must differ',
  },
  TRANSFER_NOT_CREATOR: {
    http: 403,
    zh: '只有调拨申请的创建人可以修改',
    en: 'Only the creator of a transfer request may edit it',
  },
  TRANSFER_NOT_RESPONSIBLE: {
    http: 403,
    zh: '只有配件 {partCode} 的负责人或其上级可以申请调拨',
    en: 'Only the responsible person of part {partCode} or their superior may request its transfer',
  },
  STOCK_ORDER_QTY_EXCEEDS_STOCK: {
    http: 422,
    zh: '配件 {partCode} 在库位 {storageCode} 的数量{qty}不能大于库存可用数{stockQty}',
    en: 'The qty {qty} of part {partCode} in storage {storageCode} cannot exceed the available stock {stockQty}',
  },
  COUNT_PLAN_DATE_NOT_AFTER_TODAY: {
    http: 422,
    zh: '执行日期 {executionDate} 须晚于今天',
    en: 'The execution date {executionDate} must be after today',
  },
  COUNT_PLAN_EMPTY: {
    http: 422,
    zh: '所选库位或配件在仓库 {warehouseCode} 中没有库存，无法生成盘点计划',
    en: 'The chosen storages or parts hold no stock in warehouse {warehouseCode}: nothing to count',
  },
  COUNT_PLAN_NOT_COUNTED: {
    http: 409,
    zh: '盘点计划 {planNo} 仍有{missing}行未录入盘点数量',
    en: 'Count plan {planNo} still has {missing} lines without a counted qty',
  },
  COUNT_LINE_NOT_FOUND: {
    http: 422,
    zh: '盘点计划中没有库位 {storageCode} 的配件 {partCode}',
    en: 'The count plan has no part {partCode} in storage {storageCode}',
  },
  COUNT_PLAN_NOT_FOUND: {
    http: 404,
    zh: '盘点计划 {planNo} 不存在或不属于您的仓库',
    en: 'Count plan {planNo} does not exist or is not one of your warehouses',
  },
});
