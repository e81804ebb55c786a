import { Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { usePermissions, useSession } from '../auth/session';
import { type AppRoute, findRoute, menuRoutes, routeChain } from '../routes';
import { useSettings } from '../settings';
import { MenuSearch } from './MenuSearch';

type MenuItem = Required<MenuProps>['items'][number];

const renderIcon = (Icon: AppRoute['icon']) => (Icon ? <Icon /> : undefined);

function toItems(routes: AppRoute[], t: (key: string) => string): MenuItem[] {
  return routes.map((route) => {
    const icon = renderIcon(route.icon);
    if (route.children) {
      return { key: route.path, icon, label: t(route.titleKey), children: toItems(route.children, t) };
    }
    return {
      key: route.path,
      icon,
      label: <Link to={route.path}>{t(route.titleKey)}</Link>,
      title: t(route.titleKey),
    };
  });
}

/** Sidebar: logo, menu search, the permitted menu of the route table (spec §2). */
export function Sidebar({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const settings = useSettings();
  const can = usePermissions();
  const { me } = useSession();
  const menu = useMemo(() => menuRoutes({ can, me }), [can, me]);
  const items = useMemo(() => toItems(menu, t), [menu, t]);

  const current = findRoute(pathname)?.route;
  const selected = current?.activeMenu ?? current?.path ?? pathname;
  const groupKeys = useMemo(
    () =>
      routeChain(selected)
        .filter((r) => r.children)
        .map((r) => r.path),
    [selected],
  );
  const [openKeys, setOpenKeys] = useState<string[]>(groupKeys);
  useEffect(() => {
    setOpenKeys((prev) => [...new Set([...prev, ...groupKeys])]);
  }, [groupKeys]);

  return (
    <div className="spm-sider-inner">
      {settings.sidebarLogo && (
        <Link to="/" className={collapsed ? 'spm-logo collapsed' : 'spm-logo'} onClick={onNavigate}>
          <img src="/favicon.svg" alt="" />
          {!collapsed && <span>{t('common:appName')}</span>}
        </Link>
      )}
      {!collapsed && (
        <div className="spm-menu-search">
          <MenuSearch
            menu={menu}
            onPick={(path) => {
              navigate(path);
              onNavigate?.();
            }}
          />
        </div>
      )}
      <div className="spm-menu-scroll">
        <Menu
          theme="dark"
          mode="inline"
          inlineCollapsed={collapsed}
          items={items}
          selectedKeys={[selected]}
          openKeys={collapsed ? undefined : openKeys}
          onOpenChange={(keys) => setOpenKeys(keys as string[])}
          onClick={() => onNavigate?.()}
        />
      </div>
    </div>
  );
}
