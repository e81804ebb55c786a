import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { at, idColumn } from '../db/columns';
import { users } from '../db/platform.tables';

/**
 * Approval history (ARCHITECTURE §3 "Approval workflow", "Audit"): one row per workflow step taken on
 * a document, written by the workflow engine in the step's transaction. `fromState`/`toState` are the
 * document's states as text (a status number or name); `level` is the approval level the step was
 * taken at (null for a step outside the levels, such as a submit).
 */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: idColumn(),
    /** The declaration's document type, e.g. `VOR`. */
    documentType: varchar('document_type', { length: 30 }).notNull(),
    documentId: integer('document_id').notNull(),
    level: smallint('level'),
    action: varchar('action', { length: 20 }).notNull(),
    fromState: varchar('from_state', { length: 20 }).notNull(),
    toState: varchar('to_state', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    actorName: varchar('actor_name', { length: 50 }).notNull(),
    opinion: text('opinion'),
    /** When the step was taken (the engine's clock). */
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('approval_history_document_idx').on(t.documentType, t.documentId, t.createdAt)],
);
