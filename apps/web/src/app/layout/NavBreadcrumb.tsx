import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routeChain } from '../routes';

/** Breadcrumb from the route table: home, groups, page. */
export function NavBreadcrumb() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const chain = routeChain(pathname);
  const items = [
    { key: 'home', title: <Link to="/dashboard">{t('menu:dashboard')}</Link> },
    ...chain
      .filter((r) => r.path !== '/dashboard')
      .map((r, i, all) => ({
        key: r.path,
        title: r.component && i < all.length - 1 ? <Link to={r.path}>{t(r.titleKey)}</Link> : t(r.titleKey),
      })),
  ];
  return <Breadcrumb className="spm-breadcrumb" items={items} />;
}
