import { defineErrors } from './types.js';

/** POPP errors: quotas, document guards, submit limit (spec §4, §6, §8). */
export const poppErrors = defineErrors({
  POPP_DEALER_NOT_ALLOWED: {
    http: 422,
    zh: '经销商 {dealerCode}（类型 {dealerType}）不能作为POPP经销商',
    en: 'Dealer {dealerCode} (type {dealerType}) cannot be a POPP dealer',
  },
  POPP_DEALER_NOT_ELIGIBLE: {
    http: 422,
    zh: '经销商 {dealerCode} 在经销商主数据中未设置POPP资格，不能录入POPP',
    en: 'Dealer {dealerCode} is not POPP-eligible in the dealer master and cannot enter a POPP',
  },
  POPP_QUOTA_MONTHS_SUM: {
    http: 422,
    zh: '12个月的任务额度之和（{sum}）必须等于年度任务量 {taskVolume}',
    en: 'The 12 monthly amounts ({sum}) must sum to the annual task volume {taskVolume}',
  },
  POPP_QUOTA_MISSING: {
    http: 422,
    zh: '经销商 {dealerCode} 没有 {year} 年的POPP任务额度',
    en: 'Dealer {dealerCode} has no POPP quota for {year}',
  },
  POPP_QUOTA_BELOW_USED: {
    http: 422,
    zh: '年度任务量不能低于已使用（申请）金额 {used}',
    en: 'The annual task volume cannot be below the used or applied amount {used}',
  },
  POPP_QUOTA_EXCEEDED: {
    http: 422,
    zh: 'POPP金额 {amount} 超过剩余额度 {remaining}',
    en: 'The POPP amount {amount} exceeds the remaining quota {remaining}',
  },
  POPP_SUBMIT_LIMIT_EXCEEDED: {
    http: 409,
    zh: '提交次数超过限制（{limit}次），请联系POPP专员',
    en: 'Submit count limit exceeded ({limit}): contact the POPP commissioner',
  },
  POPP_NOT_EDITABLE: {
    http: 409,
    zh: '只能修改未提交或审核完成的POPP',
    en: 'Only an unsubmitted or audit-complete POPP can be edited',
  },
  POPP_NOT_DELETABLE: {
    http: 409,
    zh: '只能删除未提交的特殊或经销商报废POPP',
    en: 'Only an unsubmitted special or dealer-scrap POPP can be deleted',
  },
  POPP_NOT_AUDITABLE: {
    http: 409,
    zh: '只能审核已提交、审核完成或驳回的常规POPP',
    en: 'Only a submitted, audit-complete or rejected regular POPP can be audited',
  },
  POPP_ORDER_NOT_RECEIVED: {
    http: 409,
    zh: 'POPP的订单 {dealerOrderNo} 尚未收货确认',
    en: "The POPP's order {dealerOrderNo} has not been received yet",
  },
  POPP_ACTUAL_QTY_ABOVE_APPLY: {
    http: 422,
    zh: '实际数量 {actualQty} 不能大于申请数量 {applyQty}',
    en: 'The actual qty {actualQty} cannot exceed the apply qty {applyQty}',
  },
});
