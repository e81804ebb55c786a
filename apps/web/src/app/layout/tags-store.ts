import { appConfig } from '../config';
import { createStore, useStore } from '../store';

/** One visited page of the tags view. `key` is the path plus query, so two detail pages differ. */
export interface VisitedTag {
  key: string;
  path: string;
  titleKey: string;
  affix: boolean;
}

export const tagsStore = createStore<VisitedTag[]>('spm.tags', [], 'session');
export const useTags = () => useStore(tagsStore);

/**
 * Adds (or keeps) a visited page; beyond the cap the oldest closable tag goes. `replaces` is the key of
 * the page this one replaced in the history (a new order that got its id after the first save): the tag
 * takes that tag's place instead of opening another one.
 */
export function visit(tag: VisitedTag, replaces?: string): void {
  tagsStore.set((prev) => {
    if (prev.some((t) => t.key === tag.key)) return prev;
    const replaced = replaces === undefined ? -1 : prev.findIndex((t) => t.key === replaces && !t.affix);
    if (replaced >= 0) return prev.map((t, i) => (i === replaced ? tag : t));
    const next = [...prev, tag];
    while (next.length > appConfig.tagsViewCap) {
      const oldest = next.findIndex((t) => !t.affix && t.key !== tag.key);
      if (oldest < 0) break;
      next.splice(oldest, 1);
    }
    return next;
  });
}

/** Makes sure the affix pages are present first. */
export function ensureAffix(tags: VisitedTag[]): void {
  tagsStore.set((prev) => {
    const missing = tags.filter((a) => !prev.some((t) => t.key === a.key));
    return missing.length > 0 ? [...missing, ...prev] : prev;
  });
}

/** Closes a tag; answers where to go when it was the active one (its right or left neighbour). */
export function closeTag(key: string): VisitedTag | undefined {
  const prev = tagsStore.get();
  const index = prev.findIndex((t) => t.key === key);
  if (index < 0 || prev[index].affix) return undefined;
  const next = prev.filter((t) => t.key !== key);
  tagsStore.set(next);
  return next[Math.min(index, next.length - 1)] ?? next[next.length - 1];
}

export function closeOthers(key: string): void {
  tagsStore.set((prev) => prev.filter((t) => t.affix || t.key === key));
}

/** Closes all closable tags; answers the last remaining (affix) tag. */
export function closeAll(): VisitedTag | undefined {
  const next = tagsStore.get().filter((t) => t.affix);
  tagsStore.set(next);
  return next[next.length - 1];
}

/** Forgets every visited page (sign-out and sign-in: tags never carry over to another user). */
export function clearTags(): void {
  tagsStore.set([]);
}

/** Drops the tags the current user may not open. */
export function retainTags(allowed: (tag: VisitedTag) => boolean): void {
  tagsStore.set((prev) => {
    const next = prev.filter(allowed);
    return next.length === prev.length ? prev : next;
  });
}
