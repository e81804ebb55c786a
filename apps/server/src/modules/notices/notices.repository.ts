import { and, count, eq, isNull } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { listOrder } from '../../platform/db/list-order';
import { lockRow } from '../../platform/db/locks';
import { listPage } from '../../platform/db/paging';
import { users } from '../../platform/db/platform.tables';
import { attachmentCountSql } from '../../platform/files/attachment.service';
import { notices } from './notices.tables';

/** Owner type of notice attachments. */
export const NOTICE_OWNER = 'notice';

const live = isNull(notices.deletedAt);
const SORTS = { publishedAt: notices.publishedAt, title: notices.title } as const;

/** A page of live notices, newest first unless `sort` says otherwise; `keyword` matches the title. */
export async function listNotices(
  q: DbOrTx,
  query: { keyword?: string; page: number; pageSize: number; sort?: string },
) {
  const where = and(live, containsAny(query.keyword, [notices.title]));
  return listPage(
    q.select({ total: count() }).from(notices).where(where),
    q
      .select({
        id: notices.id,
        title: notices.title,
        publishedAt: notices.publishedAt,
        publisherName: users.name,
        attachmentCount: attachmentCountSql(NOTICE_OWNER, notices.id),
        version: notices.version,
      })
      .from(notices)
      .innerJoin(users, eq(users.id, notices.publishedBy))
      .where(where)
      .orderBy(...listOrder(query.sort, SORTS, notices.publishedAt, notices.id))
      .$dynamic(),
    query,
  );
}

/** A live notice with its publisher's name, or undefined. */
export async function findNotice(q: DbOrTx, id: number) {
  const [row] = await q
    .select({
      id: notices.id,
      title: notices.title,
      content: notices.content,
      publishedAt: notices.publishedAt,
      publisherName: users.name,
      version: notices.version,
    })
    .from(notices)
    .innerJoin(users, eq(users.id, notices.publishedBy))
    .where(and(eq(notices.id, id), live));
  return row;
}

/**
 * Locks a live notice row for an update in `tx` at the version the caller saw.
 * @throws AppError NOT_FOUND (missing or deleted) | CONCURRENT_MODIFICATION
 */
export const lockNotice = (tx: Tx, id: number, version: number) =>
  lockRow(tx, notices, and(eq(notices.id, id), live), version);

/** Is there a live notice `id`? */
export async function noticeExists(q: DbOrTx, id: number): Promise<boolean> {
  const [row] = await q
    .select({ id: notices.id })
    .from(notices)
    .where(and(eq(notices.id, id), live));
  return row !== undefined;
}
