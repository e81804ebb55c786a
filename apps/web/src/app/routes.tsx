import {
  DashboardOutlined,
  NotificationOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { Me } from '@spm/contracts';
import type { PageKey } from '@spm/domain';
import type { ComponentType } from 'react';
import { accidentCarRoutes } from '../features/accident-cars/routes';
import { claimRoutes } from '../features/claims/routes';
import { financeRoutes } from '../features/finance/routes';
import { masterDataRoutes } from '../features/master-data/routes';
import { orderRoutes } from '../features/orders/routes';
import { partImageRoutes } from '../features/part-images/routes';
import { partsRoutes } from '../features/parts/routes';
import { poppRoutes } from '../features/popp/routes';
import { promotionRoutes } from '../features/promotions/routes';
import { purchasingRoutes } from '../features/purchasing/routes';
import { sourcingRoutes } from '../features/sourcing/routes';
import { fulfilmentRoutes } from '../features/warehouse/routes';
import { warehouseOpsRoutes } from '../features/warehouse-ops/routes';
import { lazyPage, type PageComponent } from './lazy-page';
import { DashboardPage } from './router/first-screens';

/**
 * THE route table (ARCHITECTURE §4). Each entry gives the router its page, the sidebar its menu
 * item, the breadcrumb its title and the tags view its tab. Adding a page = one entry here plus one
 * lazy page under `features/<domain>/pages/`. Paths follow the spec (`/orderStatusQuery/index`). A
 * feature writes its entries with `routeEntries` (route-entries.ts), one call each.
 */
export interface AppRoute {
  /** Absolute path; for a menu group, a path prefix used as its key. */
  path: string;
  /** i18n key of the title, e.g. `menu:adminUsers`. */
  titleKey: string;
  icon?: ComponentType;
  /** Permission code needed to see and open the page (`<page>:view`); none = every signed-in user. */
  permission?: string;
  /** Not in the menu (detail/input pages, profile). */
  hidden?: boolean;
  /** Tag that cannot be closed. */
  affix?: boolean;
  /** For a hidden page: the menu item to highlight and the breadcrumb parent. */
  activeMenu?: string;
  /** Extra condition on the user, e.g. a dealer type (spec §2 POPP group). */
  visible?: (me: Me) => boolean;
  /** i18n namespaces of the page beyond the core ones (loaded before the page shows). */
  ns?: string[];
  /** The page; lazy so every route is its own chunk, and preloadable. */
  component?: PageComponent;
  /** Menu group. */
  children?: AppRoute[];
}

/** `<page>:view` of the permission catalogue (type-checked against `pageCatalog`). */
const view = (page: PageKey) => `${page}:view`;

export const routeTable: AppRoute[] = [
  {
    path: '/dashboard',
    titleKey: 'menu:dashboard',
    icon: DashboardOutlined,
    affix: true,
    component: DashboardPage,
  },
  {
    path: '/notice/index',
    titleKey: 'menu:notice',
    icon: NotificationOutlined,
    permission: view('notice'),
    ns: ['notice'],
    component: lazyPage(() => import('../features/notice/pages/NoticeListPage')),
  },
  ...partsRoutes,
  ...partImageRoutes,
  ...orderRoutes,
  ...fulfilmentRoutes,
  ...claimRoutes,
  ...poppRoutes,
  ...accidentCarRoutes,
  ...financeRoutes,
  ...masterDataRoutes,
  ...warehouseOpsRoutes,
  ...sourcingRoutes,
  ...purchasingRoutes,
  ...promotionRoutes,
  {
    path: '/admin',
    titleKey: 'menu:system',
    icon: SettingOutlined,
    children: [
      {
        path: '/admin/users',
        titleKey: 'menu:adminUsers',
        icon: TeamOutlined,
        permission: view('adminUser'),
        ns: ['admin'],
        component: lazyPage(() => import('../features/admin/pages/UsersPage')),
      },
      {
        path: '/admin/roles',
        titleKey: 'menu:adminRoles',
        icon: SafetyCertificateOutlined,
        permission: view('adminRole'),
        ns: ['admin'],
        component: lazyPage(() => import('../features/admin/pages/RolesPage')),
      },
    ],
  },
  {
    path: '/profile/index',
    titleKey: 'menu:profile',
    icon: UserOutlined,
    hidden: true,
    component: lazyPage(() => import('../features/profile/pages/ProfilePage')),
  },
];

/** Every entry with a page, groups flattened, with its chain of parents. */
export interface FlatRoute {
  route: AppRoute;
  parents: AppRoute[];
}

export function flattenRoutes(routes: AppRoute[] = routeTable, parents: AppRoute[] = []): FlatRoute[] {
  return routes.flatMap((route) => [
    ...(route.component ? [{ route, parents }] : []),
    ...(route.children ? flattenRoutes(route.children, [...parents, route]) : []),
  ]);
}

const flat = flattenRoutes();

/** The table entry of a pathname (exact match, case-sensitive like the spec's paths). */
export function findRoute(pathname: string): FlatRoute | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return flat.find((f) => f.route.path === clean);
}

/** Breadcrumb chain: groups, then (for hidden pages) the `activeMenu` page, then the page. */
export function routeChain(pathname: string): AppRoute[] {
  const found = findRoute(pathname);
  if (!found) return [];
  const { route, parents } = found;
  if (route.activeMenu) {
    const owner = findRoute(route.activeMenu);
    if (owner) return [...owner.parents, owner.route, route];
  }
  return [...parents, route];
}

export interface RouteFilter {
  can: (code: string | undefined) => boolean;
  me: Me;
}

/** May the user open this page? (permission and the entry's own condition) */
export function isAllowed(route: AppRoute, filter: RouteFilter): boolean {
  return filter.can(route.permission) && (route.visible?.(filter.me) ?? true);
}

/** The menu tree of the user: permitted, not hidden, groups without visible children dropped. */
export function menuRoutes(filter: RouteFilter, routes: AppRoute[] = routeTable): AppRoute[] {
  const out: AppRoute[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    if (route.children) {
      if (!(route.visible?.(filter.me) ?? true)) continue;
      const children = menuRoutes(filter, route.children);
      if (children.length > 0) out.push({ ...route, children });
    } else if (isAllowed(route, filter)) {
      out.push(route);
    }
  }
  return out;
}

/** Leaf pages of the menu tree, for the menu search and the dashboard shortcuts. */
export function menuLeaves(menu: AppRoute[]): FlatRoute[] {
  return flattenRoutes(menu);
}
