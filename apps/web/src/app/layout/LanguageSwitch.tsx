import { TranslationOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '../i18n';

/**
 * zh-CN / en-US: i18next, antd locale, dayjs locale and the `language` cookie switch together;
 * then the loaded data is fetched again in the new language.
 */
export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LANGUAGES.map((lng) => ({ key: lng, label: t(`common:language.${lng}`) })),
        // server-localized data (names, messages) follows the new language
        onClick: ({ key }) => void changeLanguage(key as Language).then(() => client.invalidateQueries()),
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
