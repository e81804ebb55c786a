import { defineErrors } from './types.js';

/** Parts master maintenance errors beyond the part rules: existence, references, base numbers (spec §2, §5). */
export const partsMasterErrors = defineErrors({
  PART_ALREADY_EXISTS: {
    http: 409,
    zh: '配件编号 {partCode} 已存在',
    en: 'Part code {partCode} already exists',
  },
  PART_EFFECTIVE_DATE_NOT_AFTER_TODAY: {
    http: 422,
    zh: '生效日期 {effectiveFrom} 必须晚于系统日期 {today}',
    en: 'The effective date {effectiveFrom} must be after the system date {today}',
  },
  PART_NEW_STATUS_INVALID: {
    http: 422,
    zh: '新配件的状态只能是正常（CUR）或未实施（ATP），不能为 {status}',
    en: 'A new part can only have the status CUR or ATP, not {status}',
  },
  PART_SUPERSESSION_CYCLE: {
    http: 422,
    zh: '新件号 {newPartCode} 的替换链回到了配件 {partCode}，不能循环替换',
    en: 'The supersession chain of new part code {newPartCode} leads back to part {partCode}',
  },
  PART_SUCCESSOR_ABOLISHED: {
    http: 422,
    zh: '新件号 {newPartCode} 已废止，不能作为替换件',
    en: 'New part code {newPartCode} is abolished and cannot be the successor',
  },
  BASE_NUMBER_NOT_FOUND: {
    http: 422,
    zh: '基本号 {baseNumber} 不存在',
    en: 'Base number {baseNumber} does not exist',
  },
  BASE_NUMBER_ALREADY_EXISTS: {
    http: 409,
    zh: '基本号 {baseNumber} 已存在',
    en: 'Base number {baseNumber} already exists',
  },
  BASE_NUMBER_FORMAT_INVALID: {
    http: 422,
    zh: '基本号须为1至{max}位大写字母或数字',
    en: 'The base number must be 1 to {max} capital letters or digits',
  },
  BASE_NUMBER_IN_USE: {
    http: 409,
    zh: '基本号 {baseNumber} 已被{count}个配件使用，不能删除',
    en: 'Base number {baseNumber} is used by {count} parts and cannot be deleted',
  },
});
