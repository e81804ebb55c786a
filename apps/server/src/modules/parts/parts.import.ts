import type { PartFields } from '@spm/contracts';
import {
  checkPartCode,
  normalizePartCode,
  type PartStatus,
  type RuleViolation,
  violation,
} from '@spm/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/errors';
import { findPart, type PartHoldQuery } from './parts.repository';
import { type Actor, applyStatusChange, editViolations, partColumns, partReferences } from './parts.service';
import { parts } from './parts.tables';

/** One row of a parts import: the editable fields, the part code and optionally a status change. */
export interface PartUpsertRow extends PartFields {
  partCode: string;
  /** Target status; import rules of spec §4 apply (no move to abolished or replaced by import). */
  status?: PartStatus;
  newPartCode?: string | null;
}

/** The outcome of one import row; `index` is the row's position in the input (0-based). */
export type PartUpsertResult =
  | { index: number; partCode: string; outcome: 'inserted' | 'updated' }
  | { index: number; partCode: string; outcome: 'failed'; errors: RuleViolation[] };

/** Statuses a part may be created with. */
const NEW_PART_STATUSES: readonly PartStatus[] = ['CUR', 'ATP'];

/**
 * Inserts or updates parts from an import, in the caller's transaction, with the same rules as the
 * parts input page (`editViolations`: spec §5 field rules, references, storage-change blockers) plus
 * the part code format for new parts, PART_NEW_STATUS_INVALID {status} for a new part that is not
 * CUR or ATP, and the import status rules of spec §4 (`applyStatusChange` with source `import`:
 * PART_IMPORT_CANNOT_ABOLISH, PART_IMPORT_CANNOT_REPLACE, …). A failing row writes nothing and is
 * answered with its violations; the other rows are saved. Rows are processed in order, so a later row
 * may name an earlier one as its new part code.
 */
export async function upsertParts(
  tx: Tx,
  rows: readonly PartUpsertRow[],
  actor: Actor,
  holds: readonly PartHoldQuery[],
  today: string,
): Promise<PartUpsertResult[]> {
  const results: PartUpsertResult[] = [];
  for (const [index, row] of rows.entries()) {
    const partCode = normalizePartCode(row.partCode);
    const { partCode: _typed, status, newPartCode, ...fields } = row;
    const codeViolation = checkPartCode(partCode);
    if (codeViolation) {
      results.push({ index, partCode, outcome: 'failed', errors: [codeViolation] });
      continue;
    }
    const existing = await findPart(tx, partCode, true);
    const refs = await partReferences(tx, [fields]);
    const errors = await editViolations(tx, fields, existing, refs, holds, today);
    if (!existing && status && !NEW_PART_STATUSES.includes(status)) {
      errors.push(violation('PART_NEW_STATUS_INVALID', { status }, 'status'));
    }
    if (errors.length > 0) {
      results.push({ index, partCode, outcome: 'failed', errors });
      continue;
    }
    if (!existing) {
      await tx.insert(parts).values({
        partCode,
        status: status ?? 'CUR',
        ...partColumns(fields, actor, refs),
        createdAt: actor.at,
      });
      results.push({ index, partCode, outcome: 'inserted' });
      continue;
    }
    if (status && (status !== existing.status || (newPartCode ?? null) !== existing.newPartCode)) {
      try {
        await applyStatusChange(tx, actor, existing, status, newPartCode, 'import', holds);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const failed = error.fieldErrors.map((f) => ({ code: f.code, params: f.params, field: f.field }));
        results.push({
          index,
          partCode,
          outcome: 'failed',
          errors: failed.length > 0 ? failed : [{ code: error.code, params: error.params }],
        });
        continue;
      }
    }
    await tx
      .update(parts)
      .set({ ...partColumns(fields, actor, refs), version: sql`${parts.version} + 1` })
      .where(eq(parts.partCode, partCode));
    results.push({ index, partCode, outcome: 'updated' });
  }
  return results;
}
