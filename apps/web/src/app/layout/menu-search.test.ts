import { describe, expect, it } from 'vitest';
import { buildSearchEntries, loadPinyin, matchEntry } from './menu-search';

const sources = [
  {
    path: '/orderStatusQuery/index',
    titles: ['订单状态查询', 'Order status query'],
    title: '订单状态查询',
    group: '',
  },
  { path: '/notice/index', titles: ['通知公告', 'Notice centre'], title: '通知公告', group: '' },
  { path: '/admin/users', titles: ['用户管理', 'Users'], title: '用户管理', group: '系统管理' },
];

describe('menu search', () => {
  it('finds a page by the pinyin initials of its Chinese title', async () => {
    const entries = buildSearchEntries(sources, await loadPinyin());
    expect(entries.filter((e) => matchEntry(e, 'ddzt')).map((e) => e.path)).toEqual([
      '/orderStatusQuery/index',
    ]);
    expect(entries.filter((e) => matchEntry(e, 'TZGG')).map((e) => e.path)).toEqual(['/notice/index']);
    expect(entries.filter((e) => matchEntry(e, 'yonghu')).map((e) => e.path)).toEqual(['/admin/users']);
  });

  it('finds by either language and by path, and lists all for an empty keyword', () => {
    const entries = buildSearchEntries(sources, null);
    expect(entries.filter((e) => matchEntry(e, '状态')).map((e) => e.path)).toEqual([
      '/orderStatusQuery/index',
    ]);
    expect(entries.filter((e) => matchEntry(e, 'notice c')).map((e) => e.path)).toEqual(['/notice/index']);
    expect(entries.filter((e) => matchEntry(e, '/admin')).map((e) => e.path)).toEqual(['/admin/users']);
    expect(entries.filter((e) => matchEntry(e, '  '))).toHaveLength(3);
  });

  it('does not match pinyin when pinyin search is switched off', () => {
    const entries = buildSearchEntries(sources, null);
    expect(entries.filter((e) => matchEntry(e, 'ddzt'))).toEqual([]);
  });
});
