import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../../platform/db/platform.tables';

/**
 * Notice centre (spec §2, §3 "Notice"): title ≤ 100, plain-text content ≤ 20000 characters, attachments
 * in `attachments` with owner type `notice`. Deleting sets `deleted_at` (soft delete).
 */
export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 100 }).notNull(),
    content: text('content').notNull(),
    publishedBy: integer('published_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('notices_published_idx').on(t.publishedAt, t.id)],
);
