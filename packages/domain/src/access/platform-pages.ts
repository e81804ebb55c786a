import { definePages } from './types.js';

/** Pages of the platform: dashboard, notices, administration. */
export const platformPages = definePages({
  dashboard: { zh: '首页', en: 'Dashboard', actions: ['view'] },
  notice: {
    zh: '通知公告',
    en: 'Notice centre',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'export'],
  },
  adminUser: { zh: '用户管理', en: 'Users', actions: ['view', 'search', 'add', 'edit', 'export'] },
  adminRole: {
    zh: '角色管理',
    en: 'Roles',
    actions: ['view', 'search', 'add', 'edit', 'delete', 'export'],
  },
});
