/** Pure part of the menu search: index entries and matching, so it can be unit-tested. */

export type PinyinFn = (text: string, mode: 'initials' | 'full') => string;

export interface SearchSource {
  path: string;
  /** Titles in every language (zh-CN first: its pinyin is indexed). */
  titles: string[];
  /** Title in the current language and its group, for display. */
  title: string;
  group: string;
}

export interface SearchEntry extends SearchSource {
  haystack: string[];
}

const normalise = (value: string) => value.toLowerCase().replace(/\s+/g, '');

export function buildSearchEntries(sources: SearchSource[], pinyin: PinyinFn | null): SearchEntry[] {
  return sources.map((source) => {
    const haystack = [...source.titles, source.path].map(normalise);
    if (pinyin && source.titles[0]) {
      haystack.push(
        normalise(pinyin(source.titles[0], 'initials')),
        normalise(pinyin(source.titles[0], 'full')),
      );
    }
    return { ...source, haystack };
  });
}

/** Empty keyword lists everything; otherwise any indexed form contains the keyword. */
export function matchEntry(entry: SearchEntry, keyword: string): boolean {
  const needle = normalise(keyword);
  if (!needle) return true;
  return entry.haystack.some((h) => h.includes(needle));
}

/** Loads pinyin-pro on demand. */
export async function loadPinyin(): Promise<PinyinFn> {
  const { pinyin } = await import('pinyin-pro');
  return (text, mode) =>
    pinyin(text, {
      toneType: 'none',
      type: 'array',
      nonZh: 'consecutive',
      ...(mode === 'initials' ? { pattern: 'first' as const } : {}),
    }).join('');
}
