import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Catalogs: one JSON file per domain and language (`zh-CN/<domain>.json`, `en-US/<domain>.json`,
 * identical keys — a unit test checks it). Each file is its own chunk: a language loads only when
 * used, and a domain's namespace loads with the first page that declares it in the route table.
 */
const loaders = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

/** Namespaces every screen may use; loaded before the first render. */
export const CORE_NAMESPACES = [
  'common',
  'menu',
  'auth',
  'layout',
  'errors',
  'shared',
  'profile',
  'dashboard',
];

export const catalogBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = loaders[`./${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data as Record<string, string>),
      (error: Error) => callback(error, null),
    );
  },
};
