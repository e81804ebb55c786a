import { defineErrors } from './types.js';

/** Errors of the platform: validation, auth, access, files, concurrency (spec §8). */
export const platformErrors = defineErrors({
  VALIDATION_FAILED: {
    http: 400,
    zh: '输入有误，请检查标红的字段',
    en: 'Some fields are not valid; please check them',
  },
  REQUIRED: { http: 400, zh: '请输入{field}', en: 'Please input {field}' },
  BAD_REQUEST: { http: 400, zh: '请求格式不正确', en: 'The request is malformed' },
  UNAUTHORIZED: { http: 401, zh: '登录已超时，请重新登录', en: 'Session expired, please log in again' },
  PASSWORD_CHANGE_REQUIRED: {
    http: 403,
    zh: '初始密码必须修改后才能使用系统',
    en: 'The initial password must be changed before using the system',
  },
  FORBIDDEN: { http: 403, zh: '没有权限访问', en: 'No permission to access' },
  NOT_FOUND: { http: 404, zh: '数据不存在或已被删除', en: 'The data does not exist or has been deleted' },
  ROUTE_NOT_FOUND: { http: 404, zh: '请求的地址不存在', en: 'The requested address does not exist' },
  CONCURRENT_MODIFICATION: {
    http: 409,
    zh: '数据已被其他用户更新或删除，请重新确认',
    en: 'The data was updated or deleted by another user; please check again',
  },
  IDEMPOTENCY_KEY_REUSED: {
    http: 409,
    zh: '该请求标识已用于另一不同请求',
    en: 'This Idempotency-Key was already used for a different request',
  },
  IDEMPOTENCY_IN_PROGRESS: {
    http: 409,
    zh: '相同的请求正在处理中，请稍后',
    en: 'The same request is still being processed; please wait',
  },
  PAYLOAD_TOO_LARGE: {
    http: 413,
    zh: '文件或请求过大（上限 {limit}）',
    en: 'The file or request is too large (limit {limit})',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    http: 415,
    zh: '不支持的文件类型，允许：{allowed}',
    en: 'Unsupported file type; allowed: {allowed}',
  },
  FILE_NAME_TOO_LONG: {
    http: 422,
    zh: '文件名不能超过{max}个字符',
    en: 'The file name may have at most {max} characters',
  },
  RATE_LIMITED: {
    http: 429,
    zh: '请求过于频繁，请稍后再试',
    en: 'Too many requests; please try again later',
  },
  INTERNAL: { http: 500, zh: '系统繁忙，请稍后再试', en: 'Something went wrong; please try again later' },
  SERVICE_UNAVAILABLE: { http: 503, zh: '服务暂不可用', en: 'The service is temporarily unavailable' },
  NO_DATA: { http: 404, zh: '没有匹配的数据', en: 'No data matched' },
  SEARCH_CONDITION_REQUIRED: { http: 400, zh: '请输入查询条件', en: 'Search conditions are required' },
  DATE_RANGE_INVALID: {
    http: 400,
    zh: '开始日期不能晚于结束日期',
    en: 'The start date cannot be after the end date',
  },
  VALUE_OUT_OF_RANGE: {
    http: 422,
    zh: '数量或金额超出上限（数量不超过{maxQty}件，金额不超过{maxAmount}元）',
    en: 'A quantity or amount is beyond the limit (qty at most {maxQty} pieces, amount at most CNY {maxAmount})',
  },
  PRINT_COPIES_OUT_OF_RANGE: {
    http: 422,
    zh: '打印份数须为1至{max}',
    en: 'Print copies must be between 1 and {max}',
  },
});
