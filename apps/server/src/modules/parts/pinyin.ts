import { pinyin } from 'pinyin-pro';

/**
 * Lower-case pinyin initials of the Chinese characters of a name, other characters left out
 * (机油滤清器 → `jylqq`, 12V蓄电池 → `xdc`). Stored on every part write for the keyword search
 * (docs/decisions/parts-search.md).
 */
export function pinyinInitials(nameZh: string): string {
  const letters = pinyin(nameZh, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' });
  return letters
    .join('')
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 200);
}
