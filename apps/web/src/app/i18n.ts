import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES, catalogBackend } from '../locales';
import { writeCookie } from './auth/storage';
import { detectLanguage, domainLanguage, LANGUAGE_COOKIE, type Language } from './language';

export { detectLanguage, LANGUAGES, type Language } from './language';

function applyLanguageSideEffects(language: Language): void {
  document.documentElement.lang = language;
  document.title = i18next.t('common:appName');
}

export const i18n = i18next;

/** Starts i18next with the core catalogs of the language; resolves once they are loaded. */
export async function initI18n(language: Language = detectLanguage()): Promise<typeof i18next> {
  if (!i18next.isInitialized) {
    await i18next
      .use(catalogBackend)
      .use(initReactI18next)
      .init({
        ns: CORE_NAMESPACES,
        defaultNS: 'common',
        lng: language,
        fallbackLng: false,
        load: 'currentOnly',
        interpolation: { escapeValue: false },
        returnNull: false,
        react: { useSuspense: true },
      });
  }
  applyLanguageSideEffects(language);
  return i18next;
}

/** The current language, as the API and the antd locale need it. */
export function currentLanguage(): Language {
  return domainLanguage(i18next.language);
}

/** Switches i18next, dayjs and the `language` cookie together; antd follows through `useLanguage`. */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, 365);
  await i18next.changeLanguage(language);
  applyLanguageSideEffects(language);
}
