import { TranslationOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES } from '../i18n';
import { NavChoice } from './NavChoice';

/**
 * zh-CN / en-US: i18next, antd locale, dayjs locale and the `language` cookie switch together;
 * then the loaded data is fetched again in the new language.
 */
export function LanguageSwitch({ compact }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  return (
    <NavChoice
      current={i18n.language}
      choices={LANGUAGES.map((lng) => ({ key: lng, label: t(`common:language.${lng}`) }))}
      // server-localized data (names, messages) follows the new language
      onChoose={(lng) => void changeLanguage(lng).then(() => client.invalidateQueries())}
      label={t('layout:language')}
      testId="language-switch"
    >
      <TranslationOutlined />
      {!compact && <span>{t(`common:language.${i18n.language}`)}</span>}
    </NavChoice>
  );
}
