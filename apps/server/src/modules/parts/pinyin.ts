import { pinyin } from 'pinyin-pro';

/**
 * Initials of recently seen names: a catalogue repeats names a lot (bolts, filters, seals), and an
 * import computes them for every row. Emptied when full, so it stays bounded.
 */
const RECENT_NAMES = 10_000;
const recent = new Map<string, string>();

/**
 * Lower-case pinyin initials of the Chinese characters of a name, other characters left out
 * (机油滤清器 → `jylqq`, 12V蓄电池 → `xdc`). Stored on every part write for the keyword search
 * (docs/decisions/parts-search.md).
 */
export function pinyinInitials(nameZh: string): string {
  const known = recent.get(nameZh);
  if (known !== undefined) return known;
  const letters = pinyin(nameZh, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' });
  const initials = letters
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 200);
  if (recent.size >= RECENT_NAMES) recent.clear();
  recent.set(nameZh, initials);
  return initials;
}
