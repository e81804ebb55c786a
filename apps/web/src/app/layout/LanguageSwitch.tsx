import { TranslationOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n';

/** zh-CN / en-US: i18next, antd locale, dayjs locale and the `language` cookie switch together. */
export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`common:language.${lng}`) })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <button
        type="button"
        className="spm-nav-item"
        aria-label={t('layout:language')}
        data-testid="language-switch"
      >
        <TranslationOutlined />
        {!compact && <span>{t(`common:language.${i18n.language}`)}</span>}
      </button>
    </Dropdown>
  );
}
