import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { CORE_NAMESPACES, catalogBackend } from '../locales';
import { readCookie, writeCookie } from './auth/storage';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
const LANGUAGE_COOKIE = 'language';

/** Default language (spec §1): the `language` cookie, else the browser's, else zh-CN. */
export function detectLanguage(): Language {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (fromCookie === 'zh-CN' || fromCookie === 'en-US') return fromCookie;
  const browser =
    typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const lower = (tag ?? '').toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

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
  return i18next.language === 'en-US' ? 'en-US' : 'zh-CN';
}

/** Switches i18next, dayjs and the `language` cookie together; antd follows through `useLanguage`. */
export async function changeLanguage(language: Language): Promise<void> {
  writeCookie(LANGUAGE_COOKIE, language, 365);
  await i18next.changeLanguage(language);
  applyLanguageSideEffects(language);
}
