import { describe, expect, it } from 'vitest';
import { type PageModule, routeEntries } from './route-entries';

const Icon = () => null;
const module: PageModule = { default: () => null };
const pages = { './pages/DemoListPage.tsx': async () => module };

describe('routeEntries', () => {
  const { page, hidden, group } = routeEntries(['demo'], pages);

  it('makes a menu page of a path, a menu title, an icon, its access and a page module by name', async () => {
    const entry = page('/demo/list', 'demoList', Icon, 'notice', 'DemoList');
    expect(entry).toMatchObject({
      path: '/demo/list',
      titleKey: 'menu:demoList',
      icon: Icon,
      permission: 'notice:view',
      ns: ['demo'],
    });
    expect(entry.hidden).toBeUndefined();
    expect(await entry.component?.preload()).toBe(module);
  });

  it('keeps a full permission code, takes a loader of its own and the options over the defaults', () => {
    const entry = page('/demo/search', 'demoSearch', Icon, 'vehicleRegister:search', async () => module, {
      ns: ['demo', 'other'],
    });
    expect(entry).toMatchObject({ permission: 'vehicleRegister:search', ns: ['demo', 'other'] });
    expect(page('/demo/open', 'open', Icon, undefined, 'DemoList').permission).toBeUndefined();
  });

  it('makes hidden pages with the menu item they highlight, and groups', () => {
    expect(hidden('/demo/detail', 'demoDetail', '/demo/list', 'notice', 'DemoList')).toMatchObject({
      hidden: true,
      activeMenu: '/demo/list',
      permission: 'notice:view',
      titleKey: 'menu:demoDetail',
    });
    const children = [page('/demo/list', 'demoList', Icon, 'notice', 'DemoList')];
    const visible = () => true;
    expect(group('/demo', 'demo', Icon, children, { visible })).toEqual({
      path: '/demo',
      titleKey: 'menu:demo',
      icon: Icon,
      visible,
      children,
    });
  });

  it('refuses a page name without a module', () => {
    expect(() => page('/demo/x', 'x', Icon, 'notice', 'Missing')).toThrow('./pages/MissingPage.tsx');
  });

  it('takes access only from the permission catalogue (the type check refuses a misspelt code)', () => {
    // @ts-expect-error 'notices' is not a page key of the catalogue
    expect(page('/demo/y', 'y', Icon, 'notices', 'DemoList').permission).toBe('notices:view');
    // @ts-expect-error the notice page has no action 'approve'
    expect(page('/demo/z', 'z', Icon, 'notice:approve', 'DemoList').permission).toBe('notice:approve');
  });
});
