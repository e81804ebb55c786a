import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../locales';
import { readCookie, writeCookie } from './auth/storage';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
const LANGUAGE_COOKIE = 'language';

/** Default language (spec §1): the `language` cookie, else the browser's, else zh-CN. */
export function detectLanguage(): Language {
  const fromCookie = readCookie(LANGUAGE_COOKIE);
  if (fromCookie === 'zh-CN' || fromCookie === 'en-US') return fromCookie;
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const tag of browser) {
    const lower = (tag ?? '').toLowerCase();
    if (lower.startsWith('zh')) return 'zh-CN';
    if (lower.startsWith('en')) return 'en-US';
  }
  return 'zh-CN';
}

function applyLanguageSideEffects(language: Language): void {
  dayjs.locale(language === 'zh-CN' ? 'zh-cn' : 'en');
  document.documentElement.lang = language;
  document.title = i18next.t('common:appName');
}

export const i18n = i18next;

export function initI18n(language: Language = detectLanguage()): typeof i18next {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources,
      ns: namespaces,
      defaultNS: 'common',
      lng: language,
      fallbackLng: false,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
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
