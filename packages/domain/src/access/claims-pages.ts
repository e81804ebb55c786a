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
});
