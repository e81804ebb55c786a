import {
  DashboardOutlined,
  DownOutlined,
  FileExcelOutlined,
  LogoutOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Avatar, Dropdown } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { logout, useSession } from '../auth/session';

const ProfileDialog = lazy(() => import('../../features/profile/components/ProfileDialog'));
const TemplateCentreDialog = lazy(() => import('../../features/templates/components/TemplateCentreDialog'));

/** Navbar user dropdown (spec §2): profile, template centre, dashboard, log out. */
export function UserMenu({ compact }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { me, account } = useSession();
  const [dialog, setDialog] = useState<'profile' | 'templates' | null>(null);
  const name = account.user.userNamer || me.name;

  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [
            { key: 'profile', icon: <UserOutlined />, label: t('layout:user.profile') },
            { key: 'templates', icon: <FileExcelOutlined />, label: t('layout:user.templates') },
            { key: 'dashboard', icon: <DashboardOutlined />, label: t('menu:dashboard') },
            { type: 'divider' },
            { key: 'logout', icon: <LogoutOutlined />, label: t('layout:user.logout'), danger: true },
          ],
          onClick: ({ key }) => {
            if (key === 'profile' || key === 'templates') setDialog(key);
            else if (key === 'dashboard') navigate('/dashboard');
            else if (key === 'logout') void logout();
          },
        }}
      >
        <button type="button" className="spm-nav-item" data-testid="user-menu">
          <Avatar size={24} src={account.avatar || undefined} icon={<UserOutlined />} />
          {!compact && <span className="spm-user-name">{name}</span>}
          <DownOutlined style={{ fontSize: 10 }} />
        </button>
      </Dropdown>
      <Suspense fallback={null}>
        {dialog === 'profile' && <ProfileDialog open onClose={() => setDialog(null)} />}
        {dialog === 'templates' && <TemplateCentreDialog open onClose={() => setDialog(null)} />}
      </Suspense>
    </>
  );
}
