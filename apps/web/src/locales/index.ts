import type { BackendModule, ReadCallback } from 'i18next';
import { CORE_NAMESPACES } from './namespaces';

/**
 * Catalogs: one JSON file per domain and language (`zh-CN/<domain>.json`, `en-US/<domain>.json`,
 * identical keys — a unit test checks it). Each file is its own chunk: a language loads only when
 * used, and a domain's namespace loads with the first page that declares it in the route table.
 */
const loaders = import.meta.glob<Record<string, unknown>>('./*/*.json', { import: 'default' });

export { CORE_NAMESPACES } from './namespaces';

/**
 * Starts loading the core catalogs of `language` (the chunks the first render waits for), so they
 * arrive with the app's code instead of after it; i18next's backend later gets the same modules.
 */
export function preloadCatalogs(language: string): void {
  for (const namespace of CORE_NAMESPACES) {
    loaders[`./${language}/${namespace}.json`]?.().catch(() => undefined);
  }
}

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
