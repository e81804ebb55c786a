import type { Me } from '@spm/contracts';
import { ALL_PERMISSIONS } from '@spm/domain';
import { describe, expect, it } from 'vitest';
import { findRoute, flattenRoutes, menuRoutes, routeChain, routeTable } from './routes';

const me = (permissions: string[]): Me =>
  ({
    userId: 'u',
    name: 'u',
    accountType: 'Dealer',
    roles: [],
    roleNames: [],
    permissions,
    warehouses: [],
    headOffice: false,
    businessTz: 'Asia/Shanghai',
    email: null,
    phone: null,
    accountStatus: 0,
  }) as Me;
const filterFor = (permissions: string[]) => ({
  can: (c?: string) => !c || permissions.includes(c),
  me: me(permissions),
});
const paths = (routes: ReturnType<typeof menuRoutes>): string[] =>
  routes.flatMap((r) => (r.children ? [r.path, ...paths(r.children)] : [r.path]));

describe('route table', () => {
  it('has unique paths, and every page a permission code that exists (or none)', () => {
    const all = flattenRoutes();
    expect(new Set(all.map((f) => f.route.path)).size).toBe(all.length);
    for (const { route } of all) {
      if (route.permission) expect(ALL_PERMISSIONS).toContain(route.permission);
    }
  });

  it('builds the menu from the permitted pages only; groups without pages disappear', () => {
    expect(paths(menuRoutes(filterFor(['dashboard:view', 'notice:view'])))).toEqual([
      '/dashboard',
      '/notice/index',
    ]);
    expect(paths(menuRoutes(filterFor(['adminUser:view'])))).toEqual([
      '/dashboard',
      '/admin',
      '/admin/users',
    ]);
    expect(paths(menuRoutes(filterFor([...ALL_PERMISSIONS])))).toContain('/admin/roles');
  });

  it('keeps hidden pages out of the menu but routable', () => {
    const menu = paths(menuRoutes(filterFor([...ALL_PERMISSIONS])));
    expect(menu).not.toContain('/profile/index');
    expect(findRoute('/profile/index')?.route.hidden).toBe(true);
  });

  it('gives the breadcrumb chain of a page', () => {
    expect(routeChain('/admin/users').map((r) => r.titleKey)).toEqual(['menu:system', 'menu:adminUsers']);
    expect(routeChain('/nope')).toEqual([]);
    expect(findRoute('/admin/users/')?.route.path).toBe('/admin/users');
  });

  it('marks the dashboard as the affix tag', () => {
    expect(routeTable.find((r) => r.path === '/dashboard')?.affix).toBe(true);
  });
});
