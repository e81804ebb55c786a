import { ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const contains = (keyword: string) => `%${keyword.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * The keyword filter of every master list and picker: the code or either name contains `keyword`, or —
 * for letters only — the pinyin initials of the Chinese name contain them (`bj` finds 北京配送中心).
 */
export function keywordFilter(
  keyword: string | undefined,
  columns: { code: AnyPgColumn; nameZh: AnyPgColumn; nameEn: AnyPgColumn; pinyinInitials: AnyPgColumn },
): SQL | undefined {
  if (!keyword) return undefined;
  const letters = /^[A-Za-z]+$/.test(keyword) ? keyword.toLowerCase() : null;
  return or(
    ilike(columns.code, contains(keyword)),
    ilike(columns.nameZh, contains(keyword)),
    ilike(columns.nameEn, contains(keyword)),
    letters ? sql`${columns.pinyinInitials} like ${`%${letters}%`}` : undefined,
  );
}

/** The `active` filter of a list query: 'true' / 'false' / absent (all). */
export const activeFilter = (column: AnyPgColumn, active: 'true' | 'false' | undefined): SQL | undefined =>
  active === undefined ? undefined : sql`${column} = ${active === 'true'}`;
