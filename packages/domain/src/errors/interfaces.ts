import { defineErrors } from './types.js';

/** Interface transfer and invoice errors (spec §8 "interface transfer failures with retransmit"). */
export const interfacesErrors = defineErrors({
  TRANSFER_NOT_RETRANSMITTABLE: {
    http: 409,
    zh: '传送记录 {id} 当前状态不能重传（只能重传传送失败的记录）',
    en: 'Transfer {id} cannot be retransmitted in its status (only failed transfers can)',
  },
  TRANSFER_UNKNOWN_INTERFACE: {
    http: 422,
    zh: '接口 {interfaceCode} 不存在',
    en: 'Interface {interfaceCode} does not exist',
  },
  TRANSFER_PARTNER_TIMEOUT: {
    http: 503,
    zh: '对方系统在 {timeoutMs} 毫秒内没有应答',
    en: 'The partner system did not answer within {timeoutMs} ms',
  },
  TRANSFER_PARTNER_HTTP: {
    http: 503,
    zh: '对方系统应答 HTTP {httpStatus}',
    en: 'The partner system answered HTTP {httpStatus}',
  },
  TRANSFER_PARTNER_UNREACHABLE: {
    http: 503,
    zh: '无法连接对方系统：{reason}',
    en: 'The partner system cannot be reached: {reason}',
  },
  TRANSFER_PARTNER_REJECTED: {
    http: 422,
    zh: '对方系统拒绝：{msg}',
    en: 'The partner system refused: {msg}',
  },
  TRANSFER_RESPONSE_CODE_REPEATED: {
    http: 409,
    zh: '对方应答的ResponseCode {responseCode} 与已有记录重复',
    en: 'The partner answered ResponseCode {responseCode}, which an earlier transfer already has',
  },
  PARTNER_SIGNATURE_INVALID: {
    http: 401,
    zh: '对方系统签名无效',
    en: 'The partner signature is not valid',
  },
});

/** Invoice and sales statistics errors (spec §3 Invoice, §5 statistics period). */
export const invoicesErrors = defineErrors({
  INVOICE_CODE_INVALID: {
    http: 422,
    zh: '发票代码 {invoiceCode} 应为10或12位数字',
    en: 'Invoice code {invoiceCode} must be 10 or 12 digits',
  },
  INVOICE_NO_INVALID: {
    http: 422,
    zh: '发票号码 {invoiceNo} 应为8位或20位数字',
    en: 'Invoice number {invoiceNo} must be 8 or 20 digits',
  },
  INVOICE_DATE_OUT_OF_RANGE: {
    http: 422,
    zh: '开票日期 {invoiceDate} 不能早于单据日期 {shipDate}，也不能晚于今天 {today}',
    en: 'Invoice date {invoiceDate} must be between the bill date {shipDate} and today {today}',
  },
  INVOICE_ALREADY_RECORDED: {
    http: 409,
    zh: '单据 {shipBillNo} 已登记发票',
    en: 'Bill {shipBillNo} already has an invoice',
  },
  INVOICE_NEGATIVE_BILL_NOT_FOUND: {
    http: 422,
    zh: '负数单据 {negativeBillNo} 不存在',
    en: 'Negative bill {negativeBillNo} does not exist',
  },
  INVOICE_ONE_BILL: {
    http: 422,
    zh: '请指定发货单或负数单据其中之一',
    en: 'Name either a ship bill or a negative bill, not both',
  },
  INVOICE_SHIP_BILL_NOT_FOUND: {
    http: 422,
    zh: '发货单 {shipBillNo} 不存在',
    en: 'Ship bill {shipBillNo} does not exist',
  },
  STATISTICS_YEAR_INVALID: { http: 422, zh: '年份应为4位数字', en: 'The year must have 4 digits' },
  STATISTICS_MONTH_INVALID: { http: 422, zh: '月份应在1到12之间', en: 'Months must be 1 to 12' },
  STATISTICS_MONTH_RANGE: {
    http: 422,
    zh: '开始月份不能晚于结束月份',
    en: 'The start month cannot be after the end month',
  },
});
