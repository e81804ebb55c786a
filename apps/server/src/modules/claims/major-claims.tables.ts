import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { childOf, dealerRef, editable, idColumn, statusColumn } from '../../platform/db/columns';
import { partRef } from '../parts/parts.tables';

/**
 * Major claims (spec §2 `/majorClaimQuery/index`, §3 dealer order "major claim no"): head office
 * registers the major claim no, dealer, VIN (in the vehicle register) and the parts with their approved
 * quantities; its approval is on the workflow engine (type `MAJOR_CLAIM`, status 0-2).
 */
export const majorClaims = pgTable(
  'major_claims',
  {
    id: idColumn(),
    majorClaimNo: varchar('major_claim_no', { length: 30 }).notNull(),
    status: statusColumn(),
    dealerCode: dealerRef(),
    vin: varchar('vin', { length: 17 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    ...editable(),
  },
  (t) => [
    uniqueIndex('major_claims_no_uq').on(t.majorClaimNo),
    index('major_claims_dealer_idx').on(t.dealerCode),
  ],
);

/** The parts of a major claim: approved qty, and the qty already ordered against it (pieces). */
export const majorClaimLines = pgTable(
  'major_claim_lines',
  {
    ...childOf('majorClaimId', () => majorClaims.id, { onDelete: 'cascade' }),
    partCode: partRef(),
    approvedQty: integer('approved_qty').notNull(),
    orderedQty: integer('ordered_qty').notNull().default(0),
  },
  (t) => [uniqueIndex('major_claim_lines_part_uq').on(t.majorClaimId, t.partCode)],
);
