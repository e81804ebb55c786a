import { type PartFields, partCreateRequest, partUpdateRequest } from '@spm/contracts';
import {
  Decimal,
  PART_FLAG_KEYS,
  PART_STATUSES,
  type PartFlag,
  type PartStatus,
  violation,
} from '@spm/domain';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client';
import { enforceAll, fieldOrCode } from '../../../platform/errors';
import { type ApplyContext, defineImport, type ImportRow } from '../../../platform/excel/importer';
import type { RowOf } from '../../../platform/excel/sheet';
import type { PartMasterDto } from '../parts.mapping';
import { toPartMaster } from '../parts.mapping';
import { findPart, type PartHoldQuery } from '../parts.repository';
import { requireValidPartCode } from '../parts.rules';
import {
  actorOf,
  applyStatusChange,
  editViolations,
  type PartReferences,
  partColumns,
  partReferences,
} from '../parts.service';
import { parts } from '../parts.tables';
import { parseLikeForm } from './import-support';
import { partsMasterSheet } from './parts-master.sheet';
import { insertParts, updateParts } from './parts-master.write';

export type PartsMasterRow = RowOf<typeof partsMasterSheet.columns>;
type PartRow = typeof parts.$inferSelect;

/** The editable fields of a stored part, as the form would send them back (checked again by the form schema). */
export function fieldsOf(
  part: PartMasterDto,
): Omit<PartMasterDto, 'partCode' | 'status' | 'newPartCode' | 'supplierName' | 'updatedAt' | 'version'> {
  const { partCode, status, newPartCode, supplierName, updatedAt, version, ...fields } = part;
  return fields;
}

/** Columns of the sheet that are not form fields. */
const NOT_FIELDS = new Set(['partCode', 'status', 'newPartCode']);

/** The sheet row as form fields: the plain columns and the `flag.*` columns folded into `flags`. */
export function rowFields(row: PartsMasterRow): {
  plain: Partial<PartFields>;
  flags: Partial<Record<PartFlag, boolean>>;
} {
  const plain: Record<string, unknown> = {};
  const flags: Partial<Record<PartFlag, boolean>> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value === null || value === undefined || NOT_FIELDS.has(key)) continue;
    if (key.startsWith('flag.')) flags[key.slice(5) as PartFlag] = value as boolean;
    else plain[key] = value;
  }
  return { plain: plain as Partial<PartFields>, flags };
}

/** What one valid row will do: insert a part, or change a stored one (fields, status or both). */
interface Plan {
  row: ImportRow<PartsMasterRow>;
  partCode: string;
  /** The part's editable fields as the form would save them; null when the fields do not change. */
  fields: PartFields | null;
  /** Stored row (update), undefined (insert). */
  existing: PartRow | undefined;
  /** Status of a new part. */
  newStatus: PartStatus;
  statusChanged: boolean;
}

/** Plans one row (no database): the form's contract schema, the part code format, the new-part status rule. */
function planRow(
  row: ImportRow<PartsMasterRow>,
  existing: PartRow | undefined,
  ctx: ApplyContext,
): Plan | null {
  const v = row.values;
  const partCode = v.partCode as string;
  const { plain, flags } = rowFields(v);
  if (!existing) {
    if (v.status && v.status !== 'CUR' && v.status !== 'ATP') {
      ctx.fail(row, 'PART_NEW_STATUS_INVALID', { status: v.status }, 'status');
      return null;
    }
    const input = parseLikeForm(partCreateRequest, {
      minPackageQty: 1,
      unitSalesQty: 1,
      ...plain,
      flags,
      packageItems: [],
      partCode,
      status: v.status ?? 'CUR',
    });
    const { partCode: typed, status, ...fields } = input;
    requireValidPartCode(typed);
    return { row, partCode, fields, existing, newStatus: status, statusChanged: false };
  }
  const current = fieldsOf(toPartMaster(existing));
  const fieldsChanged =
    Object.entries(plain).some(([k, value]) => !sameValue(value, current[k as keyof typeof current])) ||
    Object.entries(flags).some(([k, value]) => current.flags[k as PartFlag] !== value);
  const statusChanged =
    (v.status !== null && v.status !== existing.status) ||
    (v.newPartCode !== null && v.newPartCode !== existing.newPartCode);
  if (!fieldsChanged && !statusChanged) return null;
  let fields: PartFields | null = null;
  if (fieldsChanged) {
    const { version, ...parsed } = parseLikeForm(partUpdateRequest, {
      ...current,
      ...plain,
      flags: { ...current.flags, ...flags },
      version: existing.version,
    });
    fields = parsed;
  }
  return { row, partCode, fields, existing, newStatus: existing.status as PartStatus, statusChanged };
}

/** Records the rule violations of a planned field change against its row; answers whether there were none. */
async function fieldsAllowed(
  tx: Tx,
  plan: Plan,
  refs: PartReferences,
  ctx: ApplyContext,
  holds: readonly PartHoldQuery[],
) {
  const found = await editViolations(tx, plan.fields as PartFields, plan.existing, refs, holds, ctx.today);
  if (found.length === 0) return true;
  await ctx.attempt(plan.row, async () => enforceAll(found, fieldOrCode));
  return false;
}

/**
 * Applies one batch: plans every row, reads the batch's stored parts (locked), base numbers and
 * suppliers in one query each, checks every rule, writes the new and changed parts with multi-row
 * statements, then runs the status changes one row at a time in file order (they are rare and each
 * has its own checks). A successor named by a status change must exist before the row, as if the rows
 * were saved one after another: a part inserted by a later row of the batch reads as PART_NOT_FOUND.
 */
async function applyBatch(
  tx: Tx,
  rows: ImportRow<PartsMasterRow>[],
  ctx: ApplyContext,
  holds: readonly PartHoldQuery[],
) {
  const actor = actorOf(ctx.principal, ctx.now);
  const codes = rows.map((r) => r.values.partCode as string);
  const stored = await tx.select().from(parts).where(inArray(parts.partCode, codes)).for('update');
  const byCode = new Map(stored.map((p) => [p.partCode, p]));
  const plans: Plan[] = [];
  for (const row of rows) {
    const plan = await ctx.attempt(row, async () =>
      planRow(row, byCode.get(row.values.partCode as string), ctx),
    );
    if (plan) plans.push(plan);
  }
  const refs = await partReferences(
    tx,
    plans.flatMap((p) => (p.fields ? [p.fields] : [])),
  );
  const ok: Plan[] = [];
  for (const plan of plans)
    if (!plan.fields || (await fieldsAllowed(tx, plan, refs, ctx, holds))) ok.push(plan);

  const toInsert = ok.filter((p) => !p.existing);
  const insertedCodes = await insertParts(
    tx,
    toInsert.map((p) => ({
      partCode: p.partCode,
      status: p.newStatus,
      ...partColumns(p.fields as PartFields, actor, refs),
      createdAt: actor.at,
    })),
  );
  for (const p of toInsert) {
    if (!insertedCodes.has(p.partCode)) ctx.fail(p.row, 'PART_ALREADY_EXISTS', { partCode: p.partCode });
  }
  const changed = ok.filter((p) => p.existing && p.fields);
  await updateParts(
    tx,
    changed.map((p) => ({ partCode: p.partCode, ...partColumns(p.fields as PartFields, actor, refs) })),
  );

  const insertedAt = new Map(toInsert.map((p) => [p.partCode, p.row.rowNumber]));
  let updated = 0;
  for (const plan of ok) {
    if (!plan.existing) continue;
    if (plan.statusChanged && !(await changeStatus(tx, plan, insertedAt, ctx, holds))) continue;
    updated++;
  }
  return { inserted: insertedCodes.size, updated };
}

/** The status / new part code change of a planned row (spec §4 import rules); answers whether it was allowed. */
async function changeStatus(
  tx: Tx,
  plan: Plan,
  insertedAt: Map<string, number>,
  ctx: ApplyContext,
  holds: readonly PartHoldQuery[],
) {
  const v = plan.row.values;
  const done = await ctx.attempt(plan.row, async () => {
    const fresh = await findPart(tx, plan.partCode, true);
    if (!fresh) return true;
    const to = (v.status ?? fresh.status) as PartStatus;
    const successor = v.newPartCode ?? fresh.newPartCode;
    const laterRow = successor ? insertedAt.get(successor) : undefined;
    if (PART_STATUSES[to].requiresNewPartCode && laterRow !== undefined && laterRow > plan.row.rowNumber) {
      enforceAll([violation('PART_NOT_FOUND', { partCode: successor }, 'newPartCode')], fieldOrCode);
    }
    await applyStatusChange(tx, actorOf(ctx.principal, ctx.now), fresh, to, successor, 'import', holds);
    return true;
  });
  return done === true;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/** Equal as the form would store them: the same text, or the same number written differently (`1.5`, `1.50`). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  const x = String(a);
  const y = String(b);
  return x === y || (DECIMAL.test(x) && DECIMAL.test(y) && new Decimal(x).eq(y));
}

/**
 * Parts master import (spec §2 parts master "import"): one row per part; a new part code inserts a
 * part, a known one updates it — with the input form's contract schema and the rules of the parts
 * service's `createPart` / `updatePart` (field rules, references, storage-change blockers), so every
 * form rule applies; rows are checked and written a batch at a time (`applyBatch`). On update an empty cell keeps the stored
 * value; flags given replace those flags only; a row that changes nothing is not written (nor counted),
 * so importing an unedited export changes no version. A status or new part code goes through the status rules
 * with `source: 'import'`: an import cannot turn a non-abolished part abolished
 * (PART_IMPORT_CANNOT_ABOLISH) nor a non-replaced one replaced (PART_IMPORT_CANNOT_REPLACE) (spec §4);
 * a new part may only be CUR or ATP (PART_NEW_STATUS_INVALID). Package items are not imported.
 * `holds` are what other modules hold of a part (storage and status blockers).
 */
export const partsMasterImport = (holds: readonly PartHoldQuery[]) =>
  defineImport({
    sheet: partsMasterSheet,
    upsert: true,
    apply: (tx, rows, ctx) => applyBatch(tx, rows, ctx, holds),
  });

/** The sheet record of a part (export): every column, flags spread out as `flag.*`. */
export function partRecord(part: PartMasterDto): Record<string, unknown> {
  const record: Record<string, unknown> = { ...part };
  for (const key of PART_FLAG_KEYS) record[`flag.${key}`] = part.flags[key];
  return record;
}
