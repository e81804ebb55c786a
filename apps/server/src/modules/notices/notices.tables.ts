import { index, pgTable, text, varchar } from 'drizzle-orm/pg-core';
import { at, idColumn, revised, userRef } from '../../platform/db/columns';

/**
 * Notice centre (spec §2, §3 "Notice"): title ≤ 100, plain-text content ≤ 20000 characters, attachments
 * in `attachments` with owner type `notice`. Deleting sets `deleted_at` (soft delete).
 */
export const notices = pgTable(
  'notices',
  {
    id: idColumn(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    publishedBy: userRef('published_by').notNull(),
    publishedAt: at('published_at').notNull(),
    ...revised(),
    deletedAt: at('deleted_at'),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);
