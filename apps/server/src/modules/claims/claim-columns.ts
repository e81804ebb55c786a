import { smallint, varchar } from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns';

/**
 * The columns a dealer claim and an in-warehouse claim share: reason 1-6, description, submitter and
 * phone, and the audit's judge 1-4, note and compensated amount (CNY, 2 decimals, on reparation).
 */
export const claimContentColumns = () => ({
  reason: smallint('reason').notNull(),
  description: varchar('description', { length: 500 }).notNull(),
  submitter: varchar('submitter', { length: 50 }).notNull(),
  phone: varchar('phone', { length: 20 }).notNull(),
  judge: smallint('judge'),
  auditNote: varchar('audit_note', { length: 500 }),
  compensatedAmount: money('compensated_amount'),
});

/**
 * The content a claim form writes into `claimContentColumns`: reason (1-6), description, submitter
 * and phone, as the form gave them; the audit columns are the audit's own.
 */
export const claimFormContent = (input: {
  reason: number;
  description: string;
  submitter: string;
  phone: string;
}) => ({
  reason: input.reason,
  description: input.description,
  submitter: input.submitter,
  phone: input.phone,
});
