import { AppstoreOutlined } from '@ant-design/icons';
import { DEFAULT_PASSWORD_POLICY, perm } from '@spm/domain';
import { Alert, Card, Col, Descriptions, Empty, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermissions, useSession } from '../../../app/auth/session';
import { menuLeaves, menuRoutes } from '../../../app/routes';
import { useAccountItems } from '../../profile/components/account-items';
import { LatestNotices } from '../components/LatestNotices';
import { RoleCards } from '../components/RoleCards';

/**
 * Dashboard: the role cards (figures linking to their filtered lists), welcome, password days left,
 * shortcuts to the user's pages, latest notices.
 */
export default function DashboardPage() {
  const { t } = useTranslation();
  const { me, account } = useSession();
  const can = usePermissions();
  const shortcuts = useMemo(
    () => menuLeaves(menuRoutes({ can, me })).filter(({ route }) => route.path !== '/dashboard'),
    [can, me],
  );
  const daysLeft = me.passwordDaysLeft;
  const accountItems = useAccountItems(['userId', 'accountType', 'dealer', 'warehouse']);

  return (
    <div className="spm-page" data-testid="dashboard">
      <RoleCards />
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={16}>
          <Card size="small" title={t('dashboard:welcome', { name: account.user.userNamer || me.name })}>
            {daysLeft !== undefined && daysLeft <= DEFAULT_PASSWORD_POLICY.warnDays && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 10 }}
                title={t('dashboard:passwordDaysLeft', { days: daysLeft })}
                data-testid="password-days-left"
              />
            )}
            <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 3 }} items={accountItems} />
          </Card>
          <Card size="small" title={t('dashboard:shortcuts')} style={{ marginTop: 12 }}>
            {shortcuts.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard:noShortcuts')} />
            ) : (
              <Row gutter={[10, 10]}>
                {shortcuts.map(({ route, parents }) => {
                  const Icon = route.icon ?? AppstoreOutlined;
                  return (
                    <Col key={route.path} xs={12} sm={8} md={6} xl={6}>
                      <Link to={route.path} className="spm-shortcut" data-testid="shortcut">
                        <span className="spm-shortcut-icon">
                          <Icon />
                        </span>
                        <span style={{ minWidth: 0 }}>
                          <div style={{ fontWeight: 500 }}>{t(route.titleKey)}</div>
                          {parents.length > 0 && (
                            <div style={{ color: '#8c8c8c', fontSize: 11 }}>
                              {parents.map((p) => t(p.titleKey)).join(' / ')}
                            </div>
                          )}
                        </span>
                      </Link>
                    </Col>
                  );
                })}
              </Row>
            )}
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          {can(perm('notice', 'view')) && <LatestNotices />}
        </Col>
      </Row>
    </div>
  );
}
