import { defineErrors } from './types.js';

/** Purchasing: PO price, purchase orders, shipping notices, supplier users (issue 17; spec §1, §6, §8). */
export const purchasingErrors = defineErrors({
  PO_PRICE_VALIDITY_INVALID: {
    http: 422,
    zh: '有效期止 {validTo} 不能早于有效期起 {validFrom}',
    en: 'Valid to {validTo} cannot be before valid from {validFrom}',
  },
  PO_PRICE_OVERLAP: {
    http: 409,
    zh: '配件 {partCode} 的{currency}采购价有效期与已有价格（{validFrom} 至 {validTo}）重叠',
    en: 'The {currency} PO price validity of part {partCode} overlaps an existing price ({validFrom} to {validTo})',
  },
  PO_PRICE_MISSING: {
    http: 422,
    zh: '配件 {partCode} 在 {date} 没有供应商 {supplierCode} 的有效{currency}采购价，不能下达采购订单',
    en: 'Part {partCode} has no valid {currency} PO price of supplier {supplierCode} on {date}: the purchase order cannot be placed',
  },
  PO_STATUS_INVALID: {
    http: 409,
    zh: '采购订单 {poNo} 当前状态不允许此操作',
    en: 'Purchase order {poNo} does not allow this action in its current status',
  },
  PO_DUPLICATE_PART: {
    http: 422,
    zh: '配件 {partCode} 在采购订单中重复',
    en: 'Part {partCode} appears more than once on the purchase order',
  },
  PO_PROMISED_DATE_REQUIRED: {
    http: 422,
    zh: '请填写承诺交货日期',
    en: 'A promised delivery date is required',
  },
  PO_PROMISED_DATE_PAST: {
    http: 422,
    zh: '承诺交货日期 {promisedDate} 不能早于今天',
    en: 'The promised delivery date {promisedDate} cannot be before today',
  },
  ASN_QTY_EXCEEDS_OPEN: {
    http: 422,
    zh: '配件 {partCode} 的发货数量{qty}不能大于未发货数量{openQty}',
    en: 'The shipped qty {qty} of part {partCode} cannot exceed the open qty {openQty}',
  },
  ASN_BOX_QTY_MISMATCH: {
    http: 422,
    zh: '配件 {partCode} 各箱数量之和须等于发货数量',
    en: 'The box quantities of part {partCode} must add up to its shipped qty',
  },
  ASN_EMPTY: {
    http: 422,
    zh: '发货通知单至少需要一行发货数量大于零',
    en: 'A shipping notice needs at least one line with a qty above zero',
  },
  SUPPLIER_ACCOUNT_REQUIRED: {
    http: 422,
    zh: '只有供应商账号在此维护本公司用户；总部用户请在用户管理中维护',
    en: "Only a supplier account manages its company's users here; head office uses User management",
  },
  SUPPLIER_ROLE_NOT_ALLOWED: {
    http: 422,
    zh: '供应商管理员不能授予角色 {role}',
    en: 'A supplier administrator cannot grant the role {role}',
  },
  PART_PURCHASE_ORDERS_OPEN: {
    http: 409,
    zh: '采购订单不为空（{openPurchaseQty}件未收货），不能废止、替换或变更库位',
    en: 'Purchase order not empty ({openPurchaseQty} pcs not received) cannot abolish, replace or change storage',
  },
});
