import { defineErrors } from './types.js';

/**
 * Master data maintenance (spec §2 Mst001–Mst033, §5 "General" validators, §6 responsibility, §8
 * "warehouse in use cannot abolish", abnormal demand advisory).
 */
export const masterDataErrors = defineErrors({
  WAREHOUSE_CODE_EXISTS: {
    http: 409,
    zh: '仓库代码 {code} 已存在',
    en: 'Warehouse code {code} already exists',
  },
  DEALER_CODE_EXISTS: { http: 409, zh: '经销商代码 {code} 已存在', en: 'Dealer code {code} already exists' },
  SUPPLIER_CODE_EXISTS: {
    http: 409,
    zh: '供应商代码 {code} 已存在',
    en: 'Supplier code {code} already exists',
  },
  DEALER_CODE_INVALID: {
    http: 422,
    zh: '经销商代码 {code} 须为5位半角大写字母或数字',
    en: 'Dealer code {code} must be 5 half-width capitals or digits',
  },
  WAREHOUSE_IN_USE: {
    http: 409,
    zh: '仓库 {warehouseCode} 正在使用中（库存{stockQty}件，未完结单据{openDocuments}张），不能废止',
    en: 'Warehouse {warehouseCode} is in use ({stockQty} pieces in stock, {openDocuments} open documents) and cannot be abolished',
  },
  DEALER_HAS_OPEN_ORDERS: {
    http: 409,
    zh: '经销商 {dealerCode} 还有{openOrders}张未完结订单，不能关闭',
    en: 'Dealer {dealerCode} still has {openOrders} open orders and cannot be closed',
  },
  DEALER_HAS_BALANCE: {
    http: 409,
    zh: '经销商 {dealerCode} 账户还有余额或未结算金额（余额{balance}），不能关闭',
    en: 'Dealer {dealerCode} still has a balance or unsettled amount (balance {balance}) and cannot be closed',
  },
  ORDERING_WAREHOUSE_UNKNOWN: {
    http: 422,
    zh: '订货仓库 {warehouseCode} 不存在或已废止',
    en: 'Ordering warehouse {warehouseCode} does not exist or is abolished',
  },
  AREA_MANAGER_UNKNOWN: {
    http: 422,
    zh: '区域经理用户 {userId} 不存在',
    en: 'Area manager user {userId} does not exist',
  },
  PART_NOT_RESPONSIBLE: {
    http: 403,
    zh: '您不是配件 {partCode} 的担当或其上级，不能代录入订单或申请调拨',
    en: 'You are neither the responsible person of part {partCode} nor their superior, so you cannot enter orders or request transfers for it',
  },
  SUPERIOR_CYCLE: {
    http: 422,
    zh: '上级设置会形成循环（用户 {userId}）',
    en: 'This superior would make a cycle (user {userId})',
  },
  RESPONSIBLE_USER_UNKNOWN: {
    http: 422,
    zh: '用户 {userId} 不存在或不是总部用户',
    en: 'User {userId} does not exist or is not a head-office user',
  },
  PHONE_INVALID: {
    http: 422,
    zh: '{field}须为11位手机号或 XXX-XXXXXXXX 格式',
    en: 'The {field} must be an 11-digit mobile number or XXX-XXXXXXXX',
  },
  BYTE_LENGTH_EXCEEDED: {
    http: 422,
    zh: '{field}不能超过{max}个字节（汉字按2个字节计）',
    en: 'The {field} cannot exceed {max} bytes (a Chinese character counts 2)',
  },
  HALF_WIDTH_ALNUM_REQUIRED: {
    http: 422,
    zh: '{field}只能输入半角英文字母和数字',
    en: 'The {field} may hold half-width letters and digits only',
  },
  CAPITALS_REQUIRED: {
    http: 422,
    zh: '{field}只能输入半角大写字母和数字',
    en: 'The {field} may hold half-width capital letters and digits only',
  },
  POSTAL_CODE_INVALID: { http: 422, zh: '{field}须为6位数字', en: 'The {field} must be 6 digits' },
  WEEKDAY_LIST_INVALID: {
    http: 422,
    zh: '{field}须为1-7的数字，用逗号分隔且不能重复',
    en: 'The {field} must be digits 1-7, comma separated, without repeats',
  },
  YEAR_MONTH_INVALID: {
    http: 422,
    zh: '{field}须为6位年月，如201901',
    en: 'The {field} must be a 6-digit year-month such as 201901',
  },
  ORDER_NOT_HOLDABLE: {
    http: 409,
    zh: '只有已提交、未释放的非VOR订单可以暂挂（当前状态 {status}）',
    en: 'Only a submitted, unreleased non-VOR order can be held (status {status})',
  },
  ORDER_NOT_HELD: {
    http: 409,
    zh: '订单未被暂挂，不能解除（当前状态 {status}）',
    en: 'The order is not held, so it cannot be released from hold (status {status})',
  },
  ORDER_NOT_CLOSABLE: {
    http: 409,
    zh: '订单当前状态（{status}）不能关闭',
    en: 'The order cannot be closed in its current status ({status})',
  },
  ORDER_CLOSE_NOT_CONFIRMED: {
    http: 422,
    zh: '关闭订单须确认',
    en: 'Closing an order must be confirmed',
  },
  ORDER_QTY_BELOW_SHIPPED: {
    http: 422,
    zh: '配件 {partCode} 的数量{qty}不能小于已发货数量{shippedQty}',
    en: 'The qty {qty} of part {partCode} cannot be below the shipped qty {shippedQty}',
  },
  ORDER_QTY_RAISED: {
    http: 422,
    zh: '修改时配件 {partCode} 的数量{qty}不能大于原数量{originalQty}',
    en: 'On modification the qty {qty} of part {partCode} cannot be raised above {originalQty}',
  },
});
