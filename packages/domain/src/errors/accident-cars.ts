import { defineErrors } from './types.js';

/** Accident car orders, settlement contracts and subsidy applications (spec §4, §5, §9). */
export const accidentCarsErrors = defineErrors({
  ACCIDENT_PART_NOT_ALLOWED: {
    http: 422,
    zh: '配件 {partCode} 是DFS件或油品辅料（非事故前装车件），不能作为事故车订单',
    en: 'Part {partCode} is a DFS or oil auxiliary part (not a pre-accident loading part) and cannot be on an accident car order',
  },
  ACCIDENT_ORDER_EXISTS: {
    http: 409,
    zh: '订单 {dealerOrderNo} 已是事故车订单',
    en: 'Order {dealerOrderNo} is already an accident car order',
  },
  ACCIDENT_ORDER_NOT_CONVERTIBLE: {
    http: 409,
    zh: '只有已提交且未关闭的订单可以转为事故车订单（当前状态 {status}）',
    en: 'Only a submitted, open order can become an accident car order (status {status})',
  },
  ACCIDENT_VIN_NOT_REGISTERED: {
    http: 422,
    zh: '车辆档案中没有VIN码 {vin}',
    en: 'VIN {vin} is not in the vehicle register',
  },
  ACCIDENT_PLATE_MISMATCH: {
    http: 422,
    zh: '车牌号与车辆档案登记的车牌号不一致',
    en: 'The plate differs from the one in the vehicle register',
  },
  SETTLEMENT_CONTRACT_NOT_FOUND: {
    http: 422,
    zh: '结算合同 {settlementNo} 不存在',
    en: 'Settlement contract {settlementNo} does not exist',
  },
  SETTLEMENT_DEALER_NOT_OWN: {
    http: 422,
    zh: '只能导入本经销商（{own}）的结算合同，不能导入 {dealerCode}',
    en: 'Only settlement contracts of your dealer ({own}) can be imported, not {dealerCode}',
  },
  SUBSIDY_NOT_EDITABLE: {
    http: 409,
    zh: '只能修改未提交或被驳回的补贴申请（当前状态 {status}）',
    en: 'Only an unsubmitted or rejected subsidy application can be edited (status {status})',
  },
  SUBSIDY_SUBMIT_WINDOW_PASSED: {
    http: 422,
    zh: '须在结算签订日 {signingDate} 起 {days} 个自然日内提交（最晚 {lastDate}）',
    en: 'Must be submitted within {days} natural days of the signing date {signingDate} (by {lastDate})',
  },
  SUBSIDY_SUBMIT_BLOCKED: {
    http: 409,
    zh: '该申请已被总部驳回 {rejections} 次，不能再提交',
    en: 'Head office has rejected this application {rejections} times: it cannot be submitted again',
  },
  SUBSIDY_VIN_MISMATCH: {
    http: 422,
    zh: 'VIN码 {vin} 与订单或结算合同的 {expected} 不一致',
    en: 'VIN {vin} differs from the order or settlement VIN {expected}',
  },
  SUBSIDY_PLATE_MISMATCH: {
    http: 422,
    zh: '车牌号与车辆档案登记的车牌号不一致',
    en: 'The plate differs from the one in the vehicle register',
  },
  SUBSIDY_DELIVERY_DATE_MISMATCH: {
    http: 422,
    zh: '行驶证登记日期 {date} 与车辆档案的交车日期 {expected} 不一致',
    en: 'Licence registration date {date} differs from the registered delivery date {expected}',
  },
  SUBSIDY_MATERIAL_NOT_ON_ORDER: {
    http: 422,
    zh: '物料号 {materialNumber} 不在事故车订单 {dealerOrderNo} 中',
    en: 'Material number {materialNumber} is not on accident car order {dealerOrderNo}',
  },
  SUBSIDY_STANDARD_NOT_FOUND: {
    http: 422,
    zh: '车型 {modelCode} 定损金额 {lossAmount} 没有对应的补贴标准',
    en: 'No subsidy standard for car model {modelCode} and loss amount {lossAmount}',
  },
  SUBSIDY_STANDARD_MISMATCH: {
    http: 422,
    zh: '补贴标准与车型 {modelCode} 和定损金额 {lossAmount} 不符',
    en: 'The subsidy standard does not match car model {modelCode} and loss amount {lossAmount}',
  },
  SUBSIDY_LOSS_ABOVE_POLICY: {
    http: 422,
    zh: '定损金额 {lossAmount} 不能大于保单车损险金额 {policyAmount}',
    en: 'Loss amount {lossAmount} cannot exceed the vehicle-damage cover {policyAmount}',
  },
  SUBSIDY_ATTACHMENT_MISSING: {
    http: 422,
    zh: '附件「{field}」至少需要 {min} 个（现有 {count} 个）',
    en: 'Attachment "{field}" needs at least {min} (has {count})',
  },
  SUBSIDY_ATTACHMENT_TOO_MANY: {
    http: 422,
    zh: '附件「{field}」最多 {max} 个（现有 {count} 个）',
    en: 'Attachment "{field}" allows at most {max} (has {count})',
  },
  SUBSIDY_ATTACHMENT_TYPE: {
    http: 415,
    zh: '附件「{field}」只能是 {allowed} 文件',
    en: 'Attachment "{field}" must be a {allowed} file',
  },
});
