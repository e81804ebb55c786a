import type { MasterChange } from '@spm/contracts';
import { businessDateTime, type MasterDataAction, type MasterDataKind } from '@spm/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx } from '../../platform/db/client';
import { masterDataChanges } from './master-data.tables';

/** Fields never recorded in the history (bookkeeping, derived). */
const UNTRACKED = new Set(['version', 'pinyinInitials', 'createdAt', 'slowFlowMain', 'sortOrder']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The fields that differ between `before` and `after` (only the keys of `after`), with both values;
 * for a creation (`before` null) every field of `after`.
 */
export function diffFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
): MasterChange['changes'] {
  return Object.keys(after)
    .filter((k) => !UNTRACKED.has(k) && (before === null || !same(before[k], after[k])))
    .map((field) => ({ field, from: before ? (before[field] ?? null) : null, to: after[field] ?? null }));
}

/** Appends one change of a master record to its history, in the caller's transaction. */
export async function recordChange(
  tx: DbOrTx,
  entry: {
    kind: MasterDataKind;
    key: string;
    action: MasterDataAction;
    changes: MasterChange['changes'];
    reason?: string | null;
    actor: Principal;
    at: Date;
  },
) {
  await tx.insert(masterDataChanges).values({
    kind: entry.kind,
    recordKey: entry.key,
    action: entry.action,
    changes: entry.changes,
    reason: entry.reason ?? null,
    changedBy: entry.actor.userId,
    changedByName: entry.actor.name,
    changedAt: entry.at,
  });
}

/**
 * The history of one master record, oldest first; times `yyyy-MM-dd HH:mm:ss` in the business time
 * zone `businessTz`.
 */
export async function changeHistory(
  db: DbOrTx,
  kind: MasterDataKind,
  key: string,
  businessTz: string,
): Promise<MasterChange[]> {
  const rows = await db
    .select()
    .from(masterDataChanges)
    .where(and(eq(masterDataChanges.kind, kind), eq(masterDataChanges.recordKey, key)))
    .orderBy(asc(masterDataChanges.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action as MasterDataAction,
    changedBy: r.changedByName,
    changedAt: businessDateTime(r.changedAt, businessTz),
    changes: r.changes,
    reason: r.reason,
  }));
}
