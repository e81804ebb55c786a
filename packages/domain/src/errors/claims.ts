import { defineErrors } from './types.js';

/** Claims and the vehicle register (spec §4 claim statuses, §5 "Receiving and claims", §8, §9). */
export const claimsErrors = defineErrors({
  VEHICLE_VIN_EXISTS: {
    http: 409,
    zh: '车架号 {vin} 已在车辆档案中',
    en: 'VIN {vin} is already in the vehicle register',
  },
  CLAIM_SHIP_BILL_NOT_RECEIVED: {
    http: 409,
    zh: '发运单 {shipBillNo} 尚未确认收货，不能索赔',
    en: 'Ship bill {shipBillNo} has not been received yet and cannot be claimed',
  },
  CLAIM_SHIP_BILL_ORDER_MISMATCH: {
    http: 422,
    zh: '发运单与经销商订单不一致',
    en: 'The ship bill and the dealer order do not match',
  },
  CLAIM_LINE_NOT_ON_SHIP_BILL: {
    http: 422,
    zh: '第 {line} 行不在该发运单上',
    en: 'Line {line} is not on this ship bill',
  },
  CLAIM_QTY_EXCEEDS_SHIPPED: {
    http: 422,
    zh: '配件 {partCode} 的索赔数量{claimQty}不能大于发运数量减已索赔数量（可索赔{claimableQty}件）',
    en: 'The claim qty {claimQty} of part {partCode} cannot exceed the shipped qty less earlier claims ({claimableQty} claimable)',
  },
  CLAIM_QTY_NOT_EQUAL_ACCOUNTS: {
    http: 422,
    zh: '配件 {partCode} 的索赔数量{claimQty}须等于索赔台账数量之和{accountQty}',
    en: 'The claim qty {claimQty} of part {partCode} must equal the sum of its claim accounts {accountQty}',
  },
  CLAIM_PHONE_INVALID: {
    http: 422,
    zh: '联系电话须为11位手机号或 XXX-XXXXXXXX 格式',
    en: 'The phone must be an 11-digit mobile number or XXX-XXXXXXXX',
  },
  CLAIM_SEND_DATE_INVALID: {
    http: 422,
    zh: '发运日期 {sendDate} 不能晚于今天',
    en: 'The send date {sendDate} cannot be after today',
  },
  CLAIM_NOT_EDITABLE: {
    http: 409,
    zh: '索赔单当前状态（{status}）不能修改或删除',
    en: 'The claim cannot be changed or deleted in its current status ({status})',
  },
  CLAIM_ACTION_NOT_ALLOWED: {
    http: 409,
    zh: '索赔单当前状态不能执行该操作',
    en: 'This action is not allowed on the claim in its current status',
  },
  CLAIM_RESUBMIT_EXPIRED: {
    http: 409,
    zh: '退回的索赔单须在退回后7个自然日内重新提交（截止 {deadline}）',
    en: 'A backed claim must be resubmitted within 7 natural days of the rejection (deadline {deadline})',
  },
  CLAIM_AMOUNT_REQUIRED: {
    http: 422,
    zh: '补偿时须填写补偿金额',
    en: 'A reparation needs the compensated amount',
  },
  WAREHOUSE_NOT_CLAIM_WAREHOUSE: {
    http: 403,
    zh: '仓库代码不是索赔仓库',
    en: 'Warehouse code is not the claim warehouse',
  },
  DEALER_NOT_LOCAL_DEALER: {
    http: 403,
    zh: '经销商代码不是本地经销商',
    en: 'Dealer code is not the local dealer',
  },
});
