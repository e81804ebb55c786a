import type { Page } from '@spm/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** Which page of a list is asked for: `page` from 1, `pageSize` rows a page (the contracts' `pageQuery`). */
export interface PageRequest {
  page: number;
  pageSize: number;
}

/**
 * One page of a list: `total` is the answer of `counted` (a `select({ total: count() })` over the list's
 * table and joins under the list's condition), the items are the rows of `rows` (the ordered select,
 * `$dynamic()`) from row `(page − 1) × pageSize` on, at most `pageSize` of them, each through `toItem`
 * (the row as it is unless given). The count runs first, then the rows (as queries are lazy, each when
 * awaited here). Throws what the queries throw.
 */
export async function listPage<S extends PgSelect, I = Awaited<S>[number]>(
  counted: PromiseLike<{ total: number }[]>,
  rows: S,
  q: PageRequest,
  toItem: (row: Awaited<S>[number]) => I = (row) => row as I,
): Promise<Page<I>> {
  const [{ total }] = await counted;
  const found = (await rows.limit(q.pageSize).offset((q.page - 1) * q.pageSize)) as Awaited<S>;
  return { items: found.map(toItem), total, page: q.page, pageSize: q.pageSize };
}
