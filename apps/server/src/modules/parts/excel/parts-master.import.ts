import { type PartFields, partCreateRequest, partUpdateRequest } from '@spm/contracts';
import { Decimal, PART_FLAG_KEYS, type PartFlag, type PartStatus } from '@spm/domain';
import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../platform/db/client';
import { type ApplyContext, defineImport, type ImportRow } from '../../../platform/excel/importer';
import type { RowOf } from '../../../platform/excel/sheet';
import type { PartMasterDto } from '../parts.mapping';
import { toPartMaster } from '../parts.mapping';
import { findPart } from '../parts.repository';
import { actorOf, applyStatusChange, createPart, updatePart } from '../parts.service';
import { parts } from '../parts.tables';
import { parseLikeForm, present } from './import-support';
import { partsMasterSheet } from './parts-master.sheet';

export type PartsMasterRow = RowOf<typeof partsMasterSheet.columns>;
type PartRow = typeof parts.$inferSelect;

/** The editable fields of a stored part, as the form would send them back (checked again by the form schema). */
export function fieldsOf(
  part: PartMasterDto,
): Omit<PartMasterDto, 'partCode' | 'status' | 'newPartCode' | 'supplierName' | 'updatedAt' | 'version'> {
  const { partCode, status, newPartCode, supplierName, updatedAt, version, ...fields } = part;
  return fields;
}

/** The sheet row as form fields: the plain columns and the `flag.*` columns folded into `flags`. */
export function rowFields(row: PartsMasterRow): {
  plain: Partial<PartFields>;
  flags: Partial<Record<PartFlag, boolean>>;
} {
  const { partCode, status, newPartCode, ...rest } = row as Record<string, unknown>;
  const plain: Record<string, unknown> = {};
  const flags: Partial<Record<PartFlag, boolean>> = {};
  for (const [key, value] of Object.entries(present(rest))) {
    if (key.startsWith('flag.')) flags[key.slice(5) as PartFlag] = value as boolean;
    else plain[key] = value;
  }
  return { plain: plain as Partial<PartFields>, flags };
}

async function importOne(
  tx: Tx,
  row: ImportRow<PartsMasterRow>,
  existing: PartRow | undefined,
  ctx: ApplyContext,
): Promise<'inserted' | 'updated' | null> {
  const actor = actorOf(ctx.principal);
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
    await createPart(tx, actor, input);
    return 'inserted';
  }
  const current = fieldsOf(toPartMaster(existing));
  const fieldsChanged =
    Object.entries(plain).some(([k, value]) => !sameValue(value, current[k as keyof typeof current])) ||
    Object.entries(flags).some(([k, value]) => current.flags[k as PartFlag] !== value);
  const statusChanged =
    (v.status !== null && v.status !== existing.status) ||
    (v.newPartCode !== null && v.newPartCode !== existing.newPartCode);
  if (fieldsChanged) {
    const input = parseLikeForm(partUpdateRequest, {
      ...current,
      ...plain,
      flags: { ...current.flags, ...flags },
      version: existing.version,
    });
    await updatePart(tx as unknown as Db, actor, partCode, input);
  }
  if (statusChanged) {
    const fresh = await findPart(tx, partCode, true);
    if (fresh) {
      const to = (v.status ?? fresh.status) as PartStatus;
      await applyStatusChange(tx, actor, fresh, to, v.newPartCode ?? fresh.newPartCode, 'import');
    }
  }
  return fieldsChanged || statusChanged ? 'updated' : null;
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
 * part, a known one updates it — with the input form's contract schema and the parts service's rules
 * (`createPart`, `updatePart`), so every form rule applies. On update an empty cell keeps the stored
 * value; flags given replace those flags only; a row that changes nothing is not written (nor counted),
 * so importing an unedited export changes no version. A status or new part code goes through the status rules
 * with `source: 'import'`: an import cannot turn a non-abolished part abolished
 * (PART_IMPORT_CANNOT_ABOLISH) nor a non-replaced one replaced (PART_IMPORT_CANNOT_REPLACE) (spec §4);
 * a new part may only be CUR or ATP (PART_NEW_STATUS_INVALID). Package items are not imported.
 */
export const partsMasterImport = defineImport({
  sheet: partsMasterSheet,
  async apply(tx, rows, ctx) {
    let inserted = 0;
    let updated = 0;
    // One read for the batch; `updatePart` locks and re-checks the version of each part it writes.
    const codes = rows.map((r) => r.values.partCode as string);
    const stored = await tx.select().from(parts).where(inArray(parts.partCode, codes));
    const byCode = new Map(stored.map((p) => [p.partCode, p]));
    for (const row of rows) {
      const outcome = await ctx.attempt(row, () =>
        importOne(tx, row, byCode.get(row.values.partCode as string), ctx),
      );
      if (outcome === 'inserted') inserted++;
      if (outcome === 'updated') updated++;
    }
    return { inserted, updated };
  },
});

/** The sheet record of a part (export): every column, flags spread out as `flag.*`. */
export function partRecord(part: PartMasterDto): Record<string, unknown> {
  const record: Record<string, unknown> = { ...part };
  for (const key of PART_FLAG_KEYS) record[`flag.${key}`] = part.flags[key];
  return record;
}
