import { CORE_NAMESPACES } from '../src/locales/namespaces';

const coreCatalog = new RegExp(
  `[\\\\/]src[\\\\/]locales[\\\\/](zh-CN|en-US)[\\\\/](${CORE_NAMESPACES.join('|')})\\.json$`,
);

/**
 * The core catalogs of a language (`src/locales/<language>/<core namespace>.json`) in one chunk,
 * `catalogs-<language>`, instead of one chunk each: the first render waits for all of them, and the
 * browser opens only 6 connections to the server, so 8 small files cost more rounds than one.
 * Other modules: `null`, Rolldown's own chunking.
 */
export function coreCatalogChunk(id: string): string | null {
  const match = coreCatalog.exec(id);
  return match ? `catalogs-${match[1]}` : null;
}
