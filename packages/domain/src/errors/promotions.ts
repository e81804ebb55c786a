import { defineErrors } from './types.js';

/** Promotion parts and DFS parts packages errors (spec §2, §8). */
export const promotionsErrors = defineErrors({
  PROMOTION_PRICE_INVALID: {
    http: 422,
    zh: '促销价必须大于0且低于配件销售价 {salesPrice}',
    en: 'The promotion price must be above 0 and below the sales price {salesPrice}',
  },
  PROMOTION_REBATE_INVALID: {
    http: 422,
    zh: '每件返利必须大于0且低于促销价（比例小于1）',
    en: 'The rebate per piece must be above 0 and below the promotion price (a rate below 1)',
  },
  PROMOTION_NOT_ACTIVE: {
    http: 409,
    zh: '促销只在 {startDate} 至 {endDate} 期间可订购',
    en: 'The promotion can be ordered only from {startDate} to {endDate}',
  },
  PROMOTION_QTY_LIMIT_EXCEEDED: {
    http: 422,
    zh: '超过每个经销商的促销限购数量 {limit}，还可订购 {remaining}',
    en: 'Exceeds the per-dealer promotion limit of {limit}; {remaining} left to order',
  },
  PARTS_PACKAGE_NOT_VALID: {
    http: 409,
    zh: '配件包只在 {validFrom} 至 {validTo} 有效期内可订购',
    en: 'The parts package can be ordered only from {validFrom} to {validTo}',
  },
  PARTS_PACKAGE_CODE_EXISTS: {
    http: 409,
    zh: '配件包编号 {packageCode} 已存在',
    en: 'Parts package {packageCode} already exists',
  },
  PARTS_PACKAGE_DUPLICATE_PART: {
    http: 422,
    zh: '配件 {partCode} 在配件包中重复',
    en: 'Part {partCode} appears twice in the package',
  },
});
