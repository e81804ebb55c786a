import { CheckOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { THEME_COLORS } from '../config';
import { DEFAULT_SETTINGS, type LayoutSettings, updateSettings, useSettings } from '../settings';

type Toggle = Exclude<keyof LayoutSettings, 'themeColor'>;
const TOGGLES: Toggle[] = ['tagsView', 'fixedHeader', 'sidebarLogo', 'supportPinyinSearch'];

/** Settings drawer (spec §2): theme colour, tags view, fixed header, sidebar logo, pinyin search. */
export function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Drawer title={t('layout:settings.title')} open={open} onClose={onClose} size={300}>
      <div style={{ marginBottom: 8, fontWeight: 600 }}>{t('layout:settings.themeColor')}</div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {THEME_COLORS.map((color) => (
          <button
            key={color}
            type="button"
            aria-label={color}
            onClick={() => updateSettings({ themeColor: color })}
            style={{
              width: 24,
              height: 24,
              borderRadius: 4,
              border: 0,
              background: color,
              color: '#fff',
              cursor: 'pointer',
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
            }}
          >
            {settings.themeColor === color && <CheckOutlined style={{ fontSize: 12 }} />}
          </button>
        ))}
      </div>
      <Divider />
      {TOGGLES.map((key) => (
        <div
          key={key}
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '6px 0' }}
        >
          <span>{t(`layout:settings.${key}`)}</span>
          <Switch checked={settings[key]} onChange={(checked) => updateSettings({ [key]: checked })} />
        </div>
      ))}
      <Divider />
      <Button block onClick={() => updateSettings(DEFAULT_SETTINGS)}>
        {t('layout:settings.reset')}
      </Button>
    </Drawer>
  );
}
