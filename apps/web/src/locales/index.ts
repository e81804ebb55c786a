import type { Resource } from 'i18next';

/**
 * Catalogs: one JSON file per domain and language (`zh-CN/<domain>.json`, `en-US/<domain>.json`).
 * A new file is picked up here without further wiring; both languages must have the same keys.
 */
const files = import.meta.glob<Record<string, unknown>>('./*/*.json', { eager: true, import: 'default' });

export const resources: Resource = {};
const found = new Set<string>();
for (const [file, content] of Object.entries(files)) {
  const match = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file);
  if (!match) continue;
  const [, language, namespace] = match;
  resources[language] ??= {};
  resources[language][namespace] = content as Record<string, string>;
  found.add(namespace);
}

export const namespaces = [...found].sort();
