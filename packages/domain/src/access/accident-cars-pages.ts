import { definePages } from './types.js';

/**
 * Accident car pages (spec §2 `/accidentCarOrderInquiry/*`, `/accidentCarSubsidyApplyQuery/*`, the
 * settlement contract data select). `accidentSubsidy:audit` is the approvers' (which level is the
 * workflow's role check); `accidentCarOrder:add` also converts an order.
 */
export const accidentCarsPages = definePages({
  accidentCarOrder: {
    zh: '事故车订单查询',
    en: 'Accident car orders',
    actions: ['view', 'search', 'add', 'export'],
  },
  settlementContract: {
    zh: '结算合同',
    en: 'Settlement contracts',
    actions: ['view', 'search', 'import', 'export'],
  },
  accidentSubsidy: {
    zh: '事故车补贴申请',
    en: 'Accident car subsidy',
    actions: ['view', 'search', 'add', 'edit', 'save', 'submit', 'export', 'return', 'audit'],
  },
});
