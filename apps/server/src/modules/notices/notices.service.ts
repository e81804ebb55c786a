import type {
  NoticeCreateRequest,
  NoticeDetail,
  NoticeListItem,
  NoticeUpdateRequest,
  Page,
} from '@spm/contracts';
import { eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import type { AttachmentService } from '../../platform/files/attachment.service';
import type { CommandEffects } from '../../platform/http/endpoint';
import { findNotice, listNotices, lockNotice, NOTICE_OWNER } from './notices.repository';
import { notices } from './notices.tables';

interface Deps {
  db: Db;
  files: AttachmentService;
  now: () => Date;
}

/** Notice centre (spec §2 "notice centre"): announcements with attachments, read by every user. */
export function createNoticeService({ db, files, now }: Deps) {
  async function detail(q: Db | Tx, id: number): Promise<NoticeDetail> {
    const row = await findNotice(q, id);
    if (!row) throw new AppError('NOT_FOUND');
    const attached = (await files.listOwned(q, NOTICE_OWNER, [id])).get(id) ?? [];
    return {
      ...row,
      publishedAt: row.publishedAt.toISOString(),
      attachments: attached.map(({ contentType: _, ...a }) => a),
    };
  }

  return {
    /** A page of notices, newest first: `{ id, title, publishedAt, publisherName, attachmentCount }`. */
    async list(query: {
      keyword?: string;
      page: number;
      pageSize: number;
      sort?: string;
    }): Promise<Page<NoticeListItem>> {
      const page = await listNotices(db, query);
      return { ...page, items: page.items.map((r) => ({ ...r, publishedAt: r.publishedAt.toISOString() })) };
    },

    /** One notice with its attachments. @throws AppError NOT_FOUND (missing or deleted) */
    detail: (id: number) => detail(db, id),

    /**
     * Publishes a notice in `tx` (the caller's idempotent transaction); its attachments must be the
     * caller's own unowned uploads. @throws AppError ATTACHMENT_NOT_USABLE
     */
    async create(tx: Tx, principal: Principal, input: NoticeCreateRequest): Promise<NoticeDetail> {
      const at = now();
      const [row] = await tx
        .insert(notices)
        .values({
          title: input.title,
          content: input.content,
          publishedBy: principal.userId,
          publishedAt: at,
          updatedAt: at,
        })
        .returning({ id: notices.id });
      await files.attach(tx, input.attachmentIds, NOTICE_OWNER, row.id, principal.userId);
      return detail(tx, row.id);
    },

    /**
     * Replaces title, content and the attachment list in `tx`; removed files are deleted once it has
     * committed. @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION | ATTACHMENT_NOT_USABLE
     */
    async update(
      tx: Tx,
      principal: Principal,
      input: NoticeUpdateRequest & { id: number },
      effects: CommandEffects,
    ): Promise<NoticeDetail> {
      const current = await lockNotice(tx, input.id, input.version);
      await tx
        .update(notices)
        .set({ title: input.title, content: input.content, updatedAt: now(), version: current.version + 1 })
        .where(eq(notices.id, input.id));
      const removed = await files.replaceOwned(
        tx,
        input.attachmentIds,
        NOTICE_OWNER,
        input.id,
        principal.userId,
      );
      effects.afterCommit(() => files.discardFiles(removed));
      return detail(tx, input.id);
    },

    /**
     * Soft-deletes a notice in `tx`; its attachments stop being downloadable.
     * @throws AppError NOT_FOUND | CONCURRENT_MODIFICATION
     */
    async remove(tx: Tx, input: { id: number; version: number }): Promise<null> {
      const current = await lockNotice(tx, input.id, input.version);
      await tx
        .update(notices)
        .set({ deletedAt: now(), updatedAt: now(), version: current.version + 1 })
        .where(eq(notices.id, input.id));
      return null;
    },
  };
}
