import { index, integer, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { at, createdNow } from '../db/columns';
import { users } from '../db/platform.tables';

/**
 * Background jobs the user waits for (long imports and exports): status and progress the UI polls,
 * the result when done. Dispatch runs through pg-boss (`platform/jobs/job.service.ts`); this table is
 * what `GET /api/v1/jobs/{id}` reads. `status`: queued → running → succeeded | failed.
 * `instanceId` + `heartbeatAt` tell a job of a dead server process from a live one.
 */
export const backgroundJobs = pgTable(
  'background_jobs',
  {
    id: uuid('id').primaryKey(),
    /** Registered handler, e.g. `excel.import`, `excel.export`. */
    kind: varchar('kind', { length: 60 }).notNull(),
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    /** 0-100. */
    progress: integer('progress').notNull().default(0),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Language of the user when submitted (messages and files of the result). */
    language: varchar('language', { length: 5 }).notNull(),
    /** The warehouse the user had chosen (part of their principal). */
    warehouseCode: varchar('warehouse_code', { length: 20 }),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    result: jsonb('result').$type<unknown>(),
    errorCode: varchar('error_code', { length: 60 }),
    errorParams: jsonb('error_params').$type<Record<string, unknown>>(),
    instanceId: varchar('instance_id', { length: 40 }),
    createdAt: createdNow(),
    startedAt: at('started_at'),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
  },
  (t) => [
    index('background_jobs_status_idx').on(t.status, t.heartbeatAt),
    index('background_jobs_user_idx').on(t.userId, t.createdAt),
  ],
);
