import { definePages } from './types.js';

/**
 * Claims pages (spec §2 `/claimInquiry/claimInquiryList`, `/claimInquiry/claimEntryDetail`,
 * `/majorClaimQuery/index`, `/bod-order/*`) and the vehicle register they check VINs against.
 * `dealerClaim:audit` and `:complete` are the claim warehouse's (or head office's) decisions.
 */
export const claimsPages = definePages({
  dealerClaim: {
    zh: '索赔查询',
    en: 'Claims',
    actions: [
      'view',
      'search',
      'add',
      'edit',
      'delete',
      'save',
      'submit',
      'print',
      'export',
      'audit',
      'complete',
    ],
  },
  vehicleRegister: {
    zh: '车辆档案',
    en: 'Vehicle register',
    actions: ['view', 'search', 'add', 'edit', 'import', 'export'],
  },
  warehouseClaim: {
    zh: '库内索赔',
    en: 'In-warehouse claims',
    actions: [
      'view',
      'search',
      'add',
      'edit',
      'delete',
      'submit',
      'print',
      'export',
      'audit',
      'receive',
      'complete',
    ],
  },
  majorClaim: {
    zh: '重大索赔查询',
    en: 'Major claims',
    actions: ['view', 'search', 'add', 'import', 'export', 'audit', 'order'],
  },
  bodOrder: {
    zh: 'BOD订单申请',
    en: 'BOD order applications',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'submit', 'export', 'audit', 'order'],
  },
});
