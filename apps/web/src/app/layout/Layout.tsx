import { Layout as AntLayout, Drawer, Spin } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePermissions, useSession } from '../auth/session';
import { appConfig } from '../config';
import { setDayjsLocale } from '../dayjs-locale';
import { findRoute, flattenRoutes, isAllowed } from '../routes';
import { sidebarStore, useSettings, useSidebar } from '../settings';
import { AppFeedback } from './AppFeedback';
import { Navbar } from './Navbar';
import { PageRoutes } from './PageRoutes';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { ensureAffix, retainTags, visit } from './tags-store';
import { useIsMobile } from './use-device';

/** The main layout (spec §2): sidebar (drawer below 992 px), navbar, tags view, page. */
export default function Layout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const settings = useSettings();
  const { collapsed } = useSidebar();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const can = usePermissions();
  const { me } = useSession();

  useEffect(() => {
    // before the signed-in user is known every page looks forbidden: prune only once it is
    if (!me) return;
    retainTags((tag) => {
      const owner = findRoute(tag.path);
      return owner !== undefined && isAllowed(owner.route, { can, me });
    });
    ensureAffix(
      flattenRoutes()
        .filter(({ route }) => route.affix && isAllowed(route, { can, me }))
        .map(({ route }) => ({ key: route.path, path: route.path, titleKey: route.titleKey, affix: true })),
    );
  }, [can, me]);

  const found = findRoute(location.pathname);
  useEffect(() => {
    if (!found || !isAllowed(found.route, { can, me })) return;
    const { route } = found;
    visit({
      key: location.pathname + location.search,
      path: location.pathname,
      titleKey: route.titleKey,
      affix: Boolean(route.affix),
    });
  }, [found, location.pathname, location.search, can, me]);

  const title = found ? t(found.route.titleKey) : '';
  useEffect(() => {
    document.title = title ? `${title} - ${t('common:appName')}` : t('common:appName');
  }, [title, t]);

  useEffect(() => setDayjsLocale(i18n.language), [i18n.language]);

  useEffect(() => {
    document.documentElement.style.setProperty('--spm-primary', settings.themeColor);
  }, [settings.themeColor]);

  const siderWidth = collapsed ? appConfig.sidebarCollapsedWidth : appConfig.sidebarWidth;
  const toggle = () => (mobile ? setDrawerOpen((o) => !o) : sidebarStore.set({ collapsed: !collapsed }));

  return (
    <AppFeedback>
      <AntLayout style={{ minHeight: '100vh' }}>
        {mobile ? (
          <Drawer
            className="spm-drawer"
            placement="left"
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            closable={false}
            size={appConfig.sidebarWidth}
            styles={{ body: { padding: 0, background: '#001529' } }}
          >
            <Sidebar collapsed={false} onNavigate={() => setDrawerOpen(false)} />
          </Drawer>
        ) : (
          <AntLayout.Sider
            className="spm-sider"
            width={appConfig.sidebarWidth}
            collapsedWidth={appConfig.sidebarCollapsedWidth}
            collapsed={collapsed}
            trigger={null}
            theme="dark"
          >
            <Sidebar collapsed={collapsed} />
          </AntLayout.Sider>
        )}
        <AntLayout className="spm-main" style={{ marginLeft: mobile ? 0 : siderWidth }}>
          <header className={settings.fixedHeader ? 'spm-header fixed' : 'spm-header'}>
            <Navbar folded={mobile ? !drawerOpen : collapsed} onToggle={toggle} />
            {settings.tagsView && <TagsView />}
          </header>
          <AntLayout.Content className="spm-content">
            <Suspense
              fallback={
                <div style={{ padding: 48, textAlign: 'center' }}>
                  <Spin />
                </div>
              }
            >
              <PageRoutes />
            </Suspense>
          </AntLayout.Content>
        </AntLayout>
      </AntLayout>
    </AppFeedback>
  );
}
