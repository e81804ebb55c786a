import { definePages } from './types.js';

/** POPP pages (spec §2 /pOPPManagement/pOPPSingleQuery and the hidden pOPPEntry; quotas). */
export const poppPages = definePages({
  poppQuery: {
    zh: 'POPP查询',
    en: 'POPP query',
    actions: [
      'view',
      'search',
      'add',
      'edit',
      'delete',
      'submit',
      'export',
      'audit',
      'confirm',
      'receive',
      'close',
    ],
  },
  poppQuota: {
    zh: 'POPP任务额度',
    en: 'POPP quotas',
    actions: ['view', 'search', 'add', 'edit', 'import', 'export'],
  },
});
