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
    http: 422,
    zh: '仓库代码不是索赔仓库',
    en: 'Warehouse code is not the claim warehouse',
  },
  DEALER_NOT_LOCAL_DEALER: {
    http: 422,
    zh: '经销商代码不是本地经销商',
    en: 'Dealer code is not the local dealer',
  },
  WAREHOUSE_CLAIM_NOT_EDITABLE: {
    http: 409,
    zh: '库内索赔单当前状态（{status}）不能修改或删除，只有未提交的可以',
    en: 'The in-warehouse claim cannot be changed or deleted in status {status}; only unsubmitted ones can',
  },
  WAREHOUSE_CLAIM_ACTION_NOT_ALLOWED: {
    http: 409,
    zh: '库内索赔单当前状态不能执行该操作',
    en: 'This action is not allowed on the in-warehouse claim in its current status',
  },
  WAREHOUSE_CLAIM_ALREADY_COMPLETE: {
    http: 409,
    zh: '库内索赔单已完成，不能再次入库',
    en: 'The in-warehouse claim is complete and cannot be received again',
  },
  VEHICLE_NOT_IN_REGISTER: {
    http: 422,
    zh: '车架号 {vin} 不在车辆档案中',
    en: 'VIN {vin} is not in the vehicle register',
  },
  MAJOR_CLAIM_NO_EXISTS: {
    http: 409,
    zh: '重大索赔号 {majorClaimNo} 已存在',
    en: 'Major claim no {majorClaimNo} already exists',
  },
  MAJOR_CLAIM_PART_NOT_APPROVED: {
    http: 422,
    zh: '配件 {partCode} 不在重大索赔 {majorClaimNo} 的批准范围内',
    en: 'Part {partCode} is not approved on major claim {majorClaimNo}',
  },
  MAJOR_CLAIM_QTY_EXCEEDS_APPROVED: {
    http: 422,
    zh: '配件 {partCode} 的订货数量{qty}超过重大索赔剩余批准数量{remainingQty}',
    en: 'The order qty {qty} of part {partCode} exceeds the remaining approved qty {remainingQty} of the major claim',
  },
  BOD_NOT_EDITABLE: {
    http: 409,
    zh: 'BOD订单申请当前状态（{status}）不能修改或删除',
    en: 'The BOD order application cannot be changed or deleted in status {status}',
  },
  BOD_ACTION_NOT_ALLOWED: {
    http: 409,
    zh: 'BOD订单申请当前状态不能执行该操作',
    en: 'This action is not allowed on the BOD order application in its current status',
  },
  BOD_ELECTRIC_DRIVE_MISMATCH: {
    http: 422,
    zh: '新能源车辆 {vin} 的电驱编号须与车辆档案一致',
    en: 'The electric drive no of new-energy vehicle {vin} must match the vehicle register',
  },
  BOD_ALREADY_ORDERED: {
    http: 409,
    zh: 'BOD订单申请 {applyNo} 已下单',
    en: 'An order has already been placed for BOD application {applyNo}',
  },
  CLAIM_REPLACEMENT_ORDER_EXISTS: {
    http: 409,
    zh: '索赔单 {claimBillNo} 已生成更换订单 {dealerOrderNo}',
    en: 'Claim {claimBillNo} already has its replacement order {dealerOrderNo}',
  },
});
