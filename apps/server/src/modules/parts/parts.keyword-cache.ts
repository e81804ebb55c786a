import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { partCodeSortKey, partKeywordCondition } from './parts.search';
import { catalogueVersion, parts } from './parts.tables';

/** Limits of a keyword cache: entries kept, and part codes per keyword and in all. */
export interface PartKeywordCacheLimits {
  maxEntries: number;
  /** A keyword matching more parts is not cached (the caller searches the plain way). */
  maxCodesPerKeyword: number;
  maxCodes: number;
}

const DEFAULT_LIMITS: PartKeywordCacheLimits = {
  maxEntries: 2_000,
  maxCodesPerKeyword: 20_000,
  maxCodes: 400_000,
};

/**
 * The catalogue side of a keyword search, cached per keyword (issue "Performance round two", scope 1):
 * the codes of the parts a keyword matches (`partKeywordCondition`), in part-code order. An entry is
 * valid for the catalogue version it was read at; the version moves on with every committed change
 * to what a keyword matches (migration 0020), from any server, so a changed catalogue is read again.
 * Stock figures and the part rows themselves are never cached.
 */
export interface PartKeywordCache {
  /**
   * The codes matching `keyword` as of catalogue `version` or later (read it first through
   * `catalogueVersionSql`, in a statement before this one), ascending; null when more than
   * `maxCodesPerKeyword` parts match.
   */
  codes(db: DbOrTx, keyword: string, version: number): Promise<string[] | null>;
  /**
   * The entry kept for `keyword`, without reading the database: its codes (null: too many matches)
   * and the catalogue version they were read at. The caller checks that version in the statement
   * that uses the codes. Undefined when none is kept.
   */
  peek(keyword: string): { version: number; codes: string[] | null } | undefined;
}

/** The current catalogue version as a scalar subquery, to be read with other figures in one statement. */
export const catalogueVersionSql = sql<number>`(select ${catalogueVersion.version} from ${catalogueVersion} where ${eq(catalogueVersion.id, 1)})`;

interface Entry {
  version: number;
  codes: string[] | null;
}

/** A keyword cache of its own (one per app: entries belong to one database). */
export function createPartKeywordCache(limits: Partial<PartKeywordCacheLimits> = {}): PartKeywordCache {
  const { maxEntries, maxCodesPerKeyword, maxCodes } = { ...DEFAULT_LIMITS, ...limits };
  // a Map iterates in insertion order: re-inserting on use keeps the least recently used first
  const entries = new Map<string, Entry>();
  let held = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    held -= entry.codes?.length ?? 0;
    entries.delete(key);
  };
  const keep = (key: string, entry: Entry) => {
    remove(key);
    entries.set(key, entry);
    held += entry.codes?.length ?? 0;
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && held <= maxCodes) break;
      remove(oldest);
    }
  };

  return {
    peek(keyword) {
      const key = keyword.trim();
      const entry = entries.get(key);
      if (entry) keep(key, entry);
      return entry;
    },
    async codes(db, keyword, version) {
      const key = keyword.trim();
      const cached = entries.get(key);
      if (cached && cached.version >= version) {
        keep(key, cached);
        return cached.codes;
      }
      const condition = partKeywordCondition(key);
      if (!condition) throw new Error('a keyword cache needs a non-blank keyword');
      const rows = await db
        .select({ partCode: parts.partCode })
        .from(parts)
        .where(condition)
        .orderBy(partCodeSortKey(true))
        .limit(maxCodesPerKeyword + 1);
      const codes = rows.length > maxCodesPerKeyword ? null : rows.map((r) => r.partCode);
      keep(key, { version, codes });
      return codes;
    },
  };
}
