import { beforeEach, describe, expect, it } from 'vitest';
import { appConfig } from '../config';
import {
  clearTags,
  closeAll,
  closeOthers,
  closeTag,
  ensureAffix,
  retainTags,
  tagsStore,
  visit,
} from './tags-store';

const tag = (key: string, affix = false) => ({ key, path: key, titleKey: `menu:${key}`, affix });

describe('tags view store', () => {
  beforeEach(() => tagsStore.set([]));

  it('adds visited pages once, affix pages first', () => {
    visit(tag('/a'));
    visit(tag('/a'));
    ensureAffix([tag('/dashboard', true)]);
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/dashboard', '/a']);
  });

  it('a page that replaced its own address keeps its place instead of opening another tag', () => {
    ensureAffix([tag('/dashboard', true)]);
    visit(tag('/list'));
    visit(tag('/entry'));
    visit({ ...tag('/entry'), key: '/entry?id=7' }, '/entry');
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/dashboard', '/list', '/entry?id=7']);
    // an affix tag is never replaced
    visit(tag('/other'), '/dashboard');
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/dashboard', '/list', '/entry?id=7', '/other']);
  });

  it('keeps at most the configured number of tags, dropping the oldest closable one', () => {
    ensureAffix([tag('/dashboard', true)]);
    for (let i = 0; i < appConfig.tagsViewCap + 3; i++) visit(tag(`/p${i}`));
    const keys = tagsStore.get().map((t) => t.key);
    expect(keys).toHaveLength(appConfig.tagsViewCap);
    expect(keys[0]).toBe('/dashboard');
    expect(keys.at(-1)).toBe(`/p${appConfig.tagsViewCap + 2}`);
  });

  it('closes one (answering the neighbour), others and all, never the affix tag', () => {
    ensureAffix([tag('/dashboard', true)]);
    for (const k of ['/a', '/b', '/c']) visit(tag(k));
    expect(closeTag('/b')?.key).toBe('/c');
    expect(closeTag('/dashboard')).toBeUndefined();
    closeOthers('/c');
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/dashboard', '/c']);
    expect(closeAll()?.key).toBe('/dashboard');
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/dashboard']);
  });

  it('clears every tag and keeps only the allowed ones', () => {
    for (const k of ['/a', '/b']) visit(tag(k));
    retainTags((t) => t.key !== '/b');
    expect(tagsStore.get().map((t) => t.key)).toEqual(['/a']);
    clearTags();
    expect(tagsStore.get()).toEqual([]);
  });
});
