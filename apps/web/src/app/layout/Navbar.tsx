import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';
import { NavBreadcrumb } from './NavBreadcrumb';
import { ServerClock } from './ServerClock';
import { SettingsDrawer } from './SettingsDrawer';
import { SizeSwitch } from './SizeSwitch';
import { UserMenu } from './UserMenu';
import { useIsMobile, useIsNarrow } from './use-device';
import { WarehouseSwitch } from './WarehouseSwitch';

/** Top bar (spec §2): hamburger, breadcrumb, server clock, warehouse, language, size, settings, user. */
export function Navbar({ folded, onToggle }: { folded: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const narrow = useIsNarrow();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <div className="spm-navbar">
      <button
        type="button"
        className="spm-hamburger"
        onClick={onToggle}
        aria-label={t('layout:toggleSidebar')}
        data-testid="hamburger"
      >
        {folded ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
      </button>
      {!narrow && <NavBreadcrumb />}
      <div className="spm-right">
        {!mobile && <ServerClock />}
        <WarehouseSwitch compact={narrow} />
        <LanguageSwitch compact={narrow} />
        <SizeSwitch />
        <button
          type="button"
          className="spm-nav-item"
          onClick={() => setSettingsOpen(true)}
          aria-label={t('layout:settings.title')}
          title={t('layout:settings.title')}
        >
          <SettingOutlined />
        </button>
        <UserMenu compact={narrow} />
      </div>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </div>
  );
}
