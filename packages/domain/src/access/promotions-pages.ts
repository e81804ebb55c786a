import { definePages } from './types.js';

/** Promotion parts and DFS parts packages (spec §2 /promotionPartsQuery/index, /partsPackageInquiry/index). */
export const promotionsPages = definePages({
  promotionParts: {
    zh: '促销配件查询',
    en: 'Promotion parts',
    actions: ['view', 'search', 'add', 'edit', 'order', 'export'],
  },
  partsPackage: {
    zh: '配件包查询',
    en: 'Parts packages',
    actions: ['view', 'search', 'add', 'edit', 'order', 'export'],
  },
});
