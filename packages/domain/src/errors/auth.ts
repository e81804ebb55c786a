import { defineErrors } from './types.js';

/** Sign-in and password errors (spec §1, §5, §8). */
export const authErrors = defineErrors({
  INVALID_CREDENTIALS: { http: 400, zh: '用户名或密码错误', en: 'Wrong user ID or password' },
  CAPTCHA_REQUIRED: { http: 400, zh: '请输入验证码', en: 'Please input the verification code' },
  CAPTCHA_INVALID: {
    http: 400,
    zh: '验证码错误或已过期',
    en: 'The verification code is wrong or has expired',
  },
  SIGN_IN_LOCKED: {
    http: 423,
    zh: '登录失败次数过多，该用户名已暂时锁定，请{minutes}分钟后再试',
    en: 'Too many failed sign-ins; this user name is locked, try again in {minutes} minutes',
  },
  ACCOUNT_LOCKED: {
    http: 423,
    zh: '用户已被锁定，请联系管理员',
    en: 'User locked out, contact administrator',
  },
  PASSWORD_EXPIRED: {
    http: 423,
    zh: '密码已过期，用户已被锁定，请联系管理员',
    en: 'Password expired: user locked out, contact administrator',
  },
  WAREHOUSE_NOT_ALLOWED: {
    http: 400,
    zh: '该用户不能登录仓库 {warehouseCode}',
    en: 'This user cannot sign in to warehouse {warehouseCode}',
  },
  OLD_PASSWORD_WRONG: { http: 422, zh: '原密码错误', en: 'The old password is wrong' },
  PASSWORD_MISMATCH: {
    http: 422,
    zh: '两次输入的密码不一致',
    en: 'The new password and its confirmation differ',
  },
  PASSWORD_LENGTH: {
    http: 422,
    zh: '密码长度须为{min}至{max}位',
    en: 'The password must have {min} to {max} characters',
  },
  PASSWORD_COMPLEXITY: {
    http: 422,
    zh: '密码须至少包含大写字母、小写字母、数字、特殊字符中的{classes}种',
    en: 'The password must contain at least {classes} of: upper case, lower case, digit, special character',
  },
  PASSWORD_REUSED: {
    http: 422,
    zh: '新密码不能与最近{history}次使用过的密码相同',
    en: 'The new password must differ from the last {history} passwords',
  },
  PASSWORD_TOO_COMMON: {
    http: 422,
    zh: '密码过于常见，请换一个',
    en: 'This password is too common; please choose another',
  },
  PASSWORD_CONTAINS_USERNAME: {
    http: 422,
    zh: '密码不能包含用户名',
    en: 'The password must not contain the user ID',
  },
  USERNAME_TAKEN: { http: 409, zh: '用户名 {username} 已存在', en: 'User ID {username} already exists' },
  DEALER_NOT_FOUND: { http: 422, zh: '经销商 {dealerCode} 不存在', en: 'Dealer {dealerCode} does not exist' },
  WAREHOUSE_NOT_FOUND: {
    http: 422,
    zh: '仓库 {warehouseCode} 不存在',
    en: 'Warehouse {warehouseCode} does not exist',
  },
  SUPPLIER_NOT_FOUND: {
    http: 422,
    zh: '供应商 {supplierCode} 不存在',
    en: 'Supplier {supplierCode} does not exist',
  },
  ROLE_NOT_FOUND: { http: 422, zh: '角色 {roleCode} 不存在', en: 'Role {roleCode} does not exist' },
  ROLE_IN_USE: {
    http: 409,
    zh: '角色正在被用户使用，不能删除',
    en: 'The role is assigned to users and cannot be deleted',
  },
  PERMISSION_UNKNOWN: {
    http: 422,
    zh: '权限代码 {permission} 不存在',
    en: 'Permission code {permission} does not exist',
  },
  SCOPE_MISMATCH: {
    http: 422,
    zh: '账户类型 {accountType} 与所属组织不匹配',
    en: 'Account type {accountType} does not fit the assigned organisation',
  },
  CANNOT_LOCK_SELF: { http: 422, zh: '不能锁定自己的账户', en: 'You cannot lock your own account' },
});
