import { readCookie } from './auth/storage';

export type Language = 'zh-CN' | 'en-US';
export const LANGUAGES: readonly Language[] = ['zh-CN', 'en-US'];
export const LANGUAGE_COOKIE = 'language';

/** An i18next language tag as the domain's labels and messages take it: en-US stays, all else is zh-CN. */
export const domainLanguage = (language: string): Language => (language === 'en-US' ? 'en-US' : 'zh-CN');

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
