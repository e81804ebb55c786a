import type { PageKey, PermissionCode } from '@spm/domain';
import type { ComponentType } from 'react';
import { lazyPage } from './lazy-page';
import type { AppRoute } from './routes';

/** What `import()` of a page module answers. */
export type PageModule = { default: ComponentType };
/** Loads a page module (its own chunk). */
export type PageLoad = () => Promise<PageModule>;

/** What an entry holds beyond its path, title, access and page: `ns`, `visible`, the icon of a hidden page. */
export type EntryOptions = Omit<AppRoute, 'path' | 'titleKey' | 'permission' | 'component' | 'children'>;

/** What opens a page: a page key of the catalogue (its `<page>:view`) or a permission code; a misspelt one does not compile. */
export type PageAccess = PageKey | PermissionCode;

/** The permission code of `access`: a page key stands for its `<page>:view`, a code for itself. */
const permissionOf = (access: PageAccess | undefined) =>
  access === undefined || access.includes(':') ? access : `${access}:view`;

/**
 * The route-table entries of one feature, each written as one call.
 *
 * - Its pages are `pages` (`import.meta.glob('./pages/*Page.tsx')`), named by file without the `Page`
 *   ending (`'ClaimList'` is `./pages/ClaimListPage.tsx`), or a loader of its own for a page elsewhere.
 *   A name without a module throws when the table is built, so every test reading the table fails on it.
 * - Its pages load the i18n namespaces `ns` unless an entry names its own.
 * - Titles are keys of the `menu` namespace (`'claimInquiry'` is `menu:claimInquiry`).
 * - `access` is the permission code that opens a page, a page key standing for its `<page>:view`;
 *   none: every signed-in user.
 */
export function routeEntries(ns: string[], pages: Record<string, PageLoad> = {}) {
  const component = (page: string | PageLoad) => {
    if (typeof page === 'function') return lazyPage(page);
    const load = pages[`./pages/${page}Page.tsx`];
    if (!load) throw new Error(`no page module ./pages/${page}Page.tsx`);
    return lazyPage(load);
  };
  const entry = (
    path: string,
    title: string,
    access: PageAccess | undefined,
    page: string | PageLoad,
    options: EntryOptions,
  ): AppRoute => ({
    path,
    titleKey: `menu:${title}`,
    permission: permissionOf(access),
    ns,
    ...options,
    component: component(page),
  });
  return {
    /** A page in the menu. */
    page: (
      path: string,
      title: string,
      icon: ComponentType,
      access: PageAccess | undefined,
      page: string | PageLoad,
      options: EntryOptions = {},
    ) => entry(path, title, access, page, { icon, ...options }),
    /** A page out of the menu (a detail or entry page) that highlights `activeMenu`, its breadcrumb parent. */
    hidden: (
      path: string,
      title: string,
      activeMenu: string,
      access: PageAccess | undefined,
      page: string | PageLoad,
      options: EntryOptions = {},
    ) => entry(path, title, access, page, { hidden: true, activeMenu, ...options }),
    /** A menu group: a path prefix as its key, its title and icon, its entries. */
    group: (
      path: string,
      title: string,
      icon: ComponentType,
      children: AppRoute[],
      options: Pick<AppRoute, 'visible'> = {},
    ): AppRoute => ({ path, titleKey: `menu:${title}`, icon, ...options, children }),
  };
}
