import type { Db, Tx } from '../db/client';
import type { ApplyResult } from './importer';

class Rollback extends Error {}

/** Lets queued I/O and timers (other users' requests) run before the next batch. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the write phase of an import needs: the checked batches and how to save one. */
export interface WritePlan<B> {
  db: Db;
  batches: B[];
  /** Saves one batch inside `tx`; rows it refuses are recorded by the caller's `ApplyContext`. */
  apply: (tx: Tx, batch: B) => Promise<ApplyResult>;
  /** True once any row of the file has failed (parse, check or a rule of `apply`). */
  anyFailed: () => boolean;
  /** Progress of the writes, 0..1. */
  progress: (fraction: number) => void;
}

async function rolledBack(db: Db, work: (tx: Tx) => Promise<void>): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
}

/**
 * Writes all batches in ONE transaction, rolled back when any row failed: all or nothing (spec §8).
 * On PostgreSQL the transaction holds one pooled connection; others keep serving.
 * @returns the saved counts, or zero counts when anything failed
 */
export async function writeAtomically<B>(plan: WritePlan<B>): Promise<ApplyResult> {
  let inserted = 0;
  let updated = 0;
  try {
    await plan.db.transaction(async (tx) => {
      for (const [i, batch] of plan.batches.entries()) {
        const counts = await plan.apply(tx, batch);
        inserted += counts.inserted;
        updated += counts.updated;
        plan.progress((i + 1) / plan.batches.length);
      }
      if (plan.anyFailed()) throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    return { inserted: 0, updated: 0 };
  }
  return { inserted, updated };
}

/**
 * Writes batch by batch for an engine with a single connection (PGlite), where one long transaction
 * would stop every other request (docs/decisions/excel-import-export.md, "Large files on the embedded
 * engine"). Only for imports whose rows are upserts by key:
 * 1. a dry run: each batch is applied in its own transaction and rolled back, so the rules that need
 *    the database see every row; other requests run between batches;
 * 2. if no row failed, each batch is applied again in its own committed transaction, yielding between.
 * Nothing is saved when any row fails in step 1. A row refused only in step 2 (the data changed
 * meanwhile, or a row depends on an earlier batch of the same file) stops the writes: the batches
 * committed before it stay saved and are counted — importing the corrected file again is
 * safe because every row is an upsert.
 */
export async function writeInBatches<B>(plan: WritePlan<B>): Promise<ApplyResult> {
  const steps = plan.batches.length * 2;
  for (const [i, batch] of plan.batches.entries()) {
    await rolledBack(plan.db, async (tx) => {
      await plan.apply(tx, batch);
    });
    plan.progress((i + 1) / steps);
    await yieldToOthers();
  }
  if (plan.anyFailed()) return { inserted: 0, updated: 0 };

  let inserted = 0;
  let updated = 0;
  for (const [i, batch] of plan.batches.entries()) {
    // one batch, all or nothing: a row refused now rolls this batch back and stops the writes
    const counts = await writeAtomically({ ...plan, batches: [batch], progress: () => {} });
    if (plan.anyFailed()) return { inserted, updated };
    inserted += counts.inserted;
    updated += counts.updated;
    plan.progress((plan.batches.length + i + 1) / steps);
    await yieldToOthers();
  }
  return { inserted, updated };
}
