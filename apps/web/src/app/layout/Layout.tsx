import { Layout as AntLayout, Drawer, Spin } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigationType } from 'react-router';
import { usePermissions, useSession } from '../auth/session';
import { appConfig } from '../config';
import { setDayjsLocale } from '../dayjs-locale';
import { findRoute, flattenRoutes, isAllowed, menuLeaves, menuRoutes } from '../routes';
import { sidebarStore, useSettings, useSidebar } from '../settings';
import { AppFeedback } from './AppFeedback';
import { Navbar } from './Navbar';
import { PageRoutes } from './PageRoutes';
import { prefetchMenuPages } from './prefetch';
import { RouteProgress } from './RouteProgress';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { ensureAffix, retainTags, visit } from './tags-store';
import { useIsMobile } from './use-device';

/** How long after sign-in (ms) the menu's pages start loading in the background. */
const PREFETCH_DELAY_MS = 1500;

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

  // once signed in, the menu's pages load in the background (after the first page had its turn)
  useEffect(() => {
    let stopped = false;
    const pages = menuLeaves(menuRoutes({ can, me })).map(({ route }) => route);
    const timer = setTimeout(() => void prefetchMenuPages(pages, () => stopped), PREFETCH_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [can, me]);

  const found = findRoute(location.pathname);
  const navigationType = useNavigationType();
  const shownKey = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (!found || !isAllowed(found.route, { can, me })) return;
    const { route } = found;
    const key = location.pathname + location.search;
    // a page that replaced its own address (e.g. `?id=` after the first save) keeps its tab
    const replaces = navigationType === 'REPLACE' ? shownKey.current : undefined;
    visit({ key, path: location.pathname, titleKey: route.titleKey, affix: Boolean(route.affix) }, replaces);
    shownKey.current = key;
  }, [found, location.pathname, location.search, navigationType, can, me]);

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
                  <RouteProgress />
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
