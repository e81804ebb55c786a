import type {
  PartCreateRequest,
  PartDetail,
  PartFields,
  PartMaster,
  PartStatusRequest,
  PartUpdateRequest,
} from '@spm/contracts';
import {
  checkPartEffectiveFrom,
  checkPartStatusChange,
  deriveRushPrices,
  type Language,
  normalizePartCode,
  PART_STATUSES,
  type PartStatus,
  type RuleViolation,
  violation,
} from '@spm/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { suppliers } from '../../platform/db/platform.tables';
import { checkVersion } from '../../platform/documents';
import { AppError, enforceAll, fieldOrCode } from '../../platform/errors';
import { flagColumns, toPartMaster } from './parts.mapping';
import {
  findPart,
  type PartHoldQuery,
  partBlockers,
  predecessorsOf,
  predictionOf,
  supersessionChain,
  warehouseSettingsOf,
} from './parts.repository';
import { partFieldViolations, requireValidPartCode, storageChangeViolation } from './parts.rules';
import { baseNumbers, partStatusHistory, parts } from './parts.tables';
import { pinyinInitials } from './pinyin';

/** Who performs a command and when (written to `updated_by` / `updated_at` and the status history). */
export interface Actor {
  userId: number;
  name: string;
  /** The app clock's time of the command. */
  at: Date;
}

/** The actor of a command `principal` gives at `at` (the app clock's time). */
export const actorOf = (principal: Principal, at: Date): Actor => ({
  userId: principal.userId,
  name: principal.name,
  at,
});

/** Who changed a settings row and when: its `updated_by`, `updated_at` from the actor. */
export const changedBy = (actor: Actor) => ({ updatedBy: actor.userId, updatedAt: actor.at });

/**
 * A part's stock per warehouse the caller may see (every visible warehouse, zeros where none). The stock
 * module answers it; the app passes it in where the modules are composed.
 */
export type PartStockQuery = (
  db: DbOrTx,
  principal: Principal,
  partCode: string,
  language: Language,
) => Promise<PartDetail['stock']>;

/**
 * One part with every master field (API.md `GET /api/v1/parts/{partCode}`), plus chain, predecessors,
 * stock per warehouse the caller may see (`partStock`) and the per-warehouse settings. NOT_FOUND when
 * missing.
 */
export async function getPart(
  db: Db,
  principal: Principal,
  code: string,
  language: Language,
  partStock: PartStockQuery,
): Promise<PartDetail> {
  const partCode = normalizePartCode(code);
  const row = await findPart(db, partCode);
  if (!row) throw new AppError('NOT_FOUND');
  const [chain, predecessors, stock, warehouses, prediction] = await Promise.all([
    supersessionChain(db, partCode),
    predecessorsOf(db, partCode),
    partStock(db, principal, partCode, language),
    warehouseSettingsOf(db, partCode),
    predictionOf(db, partCode),
  ]);
  return {
    ...toPartMaster(row),
    chain,
    predecessors,
    stock,
    warehouses,
    prediction: prediction ? { coefficients: prediction.coefficients, version: prediction.version } : null,
  };
}

/** The base numbers and suppliers that part fields name, as stored. */
export interface PartReferences {
  baseNumbers: ReadonlySet<string>;
  /** Supplier code → Chinese name. */
  suppliers: ReadonlyMap<string, string>;
}

/**
 * Reads the base numbers and suppliers named by any of `fields` (one query each, none when nothing is
 * named), so a batch of parts is checked and written without a query per part.
 */
export async function partReferences(
  db: DbOrTx,
  fields: readonly Pick<PartFields, 'baseNumber' | 'supplierCode'>[],
): Promise<PartReferences> {
  const named = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const baseCodes = named(fields.map((f) => f.baseNumber));
  const supplierCodes = named(fields.map((f) => f.supplierCode));
  const [bases, supplierRows] = await Promise.all([
    baseCodes.length === 0
      ? []
      : db
          .select({ b: baseNumbers.baseNumber })
          .from(baseNumbers)
          .where(inArray(baseNumbers.baseNumber, baseCodes)),
    supplierCodes.length === 0
      ? []
      : db
          .select({ c: suppliers.code, n: suppliers.nameZh })
          .from(suppliers)
          .where(inArray(suppliers.code, supplierCodes)),
  ]);
  return {
    baseNumbers: new Set(bases.map((r) => r.b)),
    suppliers: new Map(supplierRows.map((r) => [r.c, r.n])),
  };
}

/** Base number and supplier references of the fields (BASE_NUMBER_NOT_FOUND, SUPPLIER_NOT_FOUND). */
function referenceViolations(f: PartFields, refs: PartReferences): RuleViolation[] {
  const found: RuleViolation[] = [];
  if (f.baseNumber && !refs.baseNumbers.has(f.baseNumber))
    found.push(violation('BASE_NUMBER_NOT_FOUND', { baseNumber: f.baseNumber }, 'baseNumber'));
  if (f.supplierCode && !refs.suppliers.has(f.supplierCode))
    found.push(violation('SUPPLIER_NOT_FOUND', { supplierCode: f.supplierCode }, 'supplierCode'));
  return found;
}

/**
 * The column values of the editable fields (supplier name from `refs`, pinyin initials of the Chinese
 * name); blank derived prices are derived from the ordinary price (spec §9).
 */
export function partColumns(f: PartFields, actor: Actor, refs: PartReferences) {
  let derived: ReturnType<typeof deriveRushPrices> | undefined;
  const derive = () => {
    derived ??= deriveRushPrices(f.priceOrdinary);
    return derived;
  };
  const { flags, packageItems, ...plain } = f;
  return Object.assign(plain, flagColumns(flags), {
    supplierName: f.supplierCode ? (refs.suppliers.get(f.supplierCode) ?? null) : null,
    pinyinInitials: pinyinInitials(f.nameZh),
    packageItems: packageItems.map((p) => ({
      code: p.packageCode,
      qty: p.qty,
      processCode: p.processCode,
      cost: p.cost ?? '',
    })),
    priceRush: f.priceRush ?? derive().rushPrice,
    priceRushLand: f.priceRushLand ?? derive().rushLandPrice,
    priceSuggestedRetail: f.priceSuggestedRetail ?? derive().suggestedRetailPrice,
    priceNormal: f.priceNormal ?? f.priceOrdinary,
    updatedBy: actor.userId,
    updatedAt: actor.at,
  });
}

/**
 * For an existing part whose main or sub storage changes, the blockers of spec §4 on that field
 * (one blocker query, only when such a storage changes).
 */
async function storageViolations(
  tx: DbOrTx,
  f: Pick<PartFields, 'mainStorageCode' | 'subStorageCode'>,
  existing: typeof parts.$inferSelect | undefined,
  holds: readonly PartHoldQuery[],
): Promise<RuleViolation[]> {
  if (!existing) return [];
  const changed = (['mainStorageCode', 'subStorageCode'] as const).filter(
    (k) => existing[k] !== null && existing[k] !== f[k],
  );
  if (changed.length === 0) return [];
  const blockers = await partBlockers(tx, holds, existing.partCode, null);
  return changed.flatMap((field) => {
    const v = storageChangeViolation(blockers, field);
    return v ? [v] : [];
  });
}

/**
 * Every rule of a part edit (spec §5): field rules, an entered or changed effective-from date after
 * `today` (the business date; PART_EFFECTIVE_DATE_NOT_AFTER_TODAY), base number and supplier
 * references (`refs`, read once by the caller, which also writes with them) and, for an existing part
 * whose main or sub storage changes, the blockers of spec §4 on that field.
 */
export async function editViolations(
  tx: Tx,
  f: PartFields,
  existing: typeof parts.$inferSelect | undefined,
  refs: PartReferences,
  holds: readonly PartHoldQuery[],
  today: string,
): Promise<RuleViolation[]> {
  const effective = checkPartEffectiveFrom(f.effectiveFrom ?? null, existing?.effectiveFrom ?? null, today);
  return [
    ...partFieldViolations(f),
    ...(effective ? [effective] : []),
    ...referenceViolations(f, refs),
    ...(await storageViolations(tx, f, existing, holds)),
  ];
}

/**
 * Creates a part (spec §2 parts input, "add"): part code format (§3/§5), every field rule of
 * `partFieldViolations`, an effective-from date after `today` (business date), base number and
 * supplier references; status CUR or ATP. PART_ALREADY_EXISTS
 * when the code is taken. Runs in the caller's transaction. Answers
 * the new part.
 */
export async function createPart(
  tx: Tx,
  actor: Actor,
  input: PartCreateRequest,
  holds: readonly PartHoldQuery[],
  today: string,
): Promise<PartMaster> {
  const partCode = requireValidPartCode(input.partCode);
  const { partCode: _typed, status, ...fields } = input;
  const refs = await partReferences(tx, [fields]);
  enforceAll(await editViolations(tx, fields, undefined, refs, holds, today), fieldOrCode);
  const inserted = await tx
    .insert(parts)
    .values({ partCode, status, ...partColumns(fields, actor, refs), createdAt: actor.at })
    .onConflictDoNothing()
    .returning();
  if (inserted.length === 0) throw new AppError('PART_ALREADY_EXISTS', { partCode });
  return toPartMaster(inserted[0]);
}

/**
 * Replaces the editable fields of a part (spec §2 parts input, "edit"; the four tabs). Stale `version`
 * → CONCURRENT_MODIFICATION; changing the main or sub storage while the part is held → the blocker
 * codes of spec §4; field rules as on create. NOT_FOUND when missing. Runs in the caller's transaction. Answers the saved part.
 */
export async function updatePart(
  tx: Tx,
  actor: Actor,
  code: string,
  input: PartUpdateRequest,
  holds: readonly PartHoldQuery[],
  today: string,
): Promise<PartMaster> {
  const partCode = normalizePartCode(code);
  const existing = await findPart(tx, partCode, true);
  if (!existing) throw new AppError('NOT_FOUND');
  checkVersion(existing, input.version);
  const { version, ...fields } = input;
  const refs = await partReferences(tx, [fields]);
  enforceAll(await editViolations(tx, fields, existing, refs, holds, today), fieldOrCode);
  const updated = await tx
    .update(parts)
    .set({ ...partColumns(fields, actor, refs), version: sql`${parts.version} + 1` })
    .where(and(eq(parts.partCode, partCode), eq(parts.version, version)))
    .returning();
  if (updated.length === 0) throw new AppError('CONCURRENT_MODIFICATION');
  return toPartMaster(updated[0]);
}

/**
 * Successor checks of a replacement (spec §4 "replacement needs a new part code first"): the new part
 * code must be an existing part (PART_NOT_FOUND), not abolished (PART_SUCCESSOR_ABOLISHED), and its
 * chain must not lead back to the part (PART_SUPERSESSION_CYCLE). Field `newPartCode`.
 */
async function successorViolation(
  tx: DbOrTx,
  partCode: string,
  newPartCode: string,
): Promise<RuleViolation | null> {
  const successor = await findPart(tx, newPartCode);
  if (!successor) return violation('PART_NOT_FOUND', { partCode: newPartCode }, 'newPartCode');
  if (successor.status === 'ONR')
    return violation('PART_SUCCESSOR_ABOLISHED', { newPartCode }, 'newPartCode');
  const chain = await supersessionChain(tx, newPartCode);
  if (chain.some((link) => link.partCode === partCode)) {
    return violation('PART_SUPERSESSION_CYCLE', { partCode, newPartCode }, 'newPartCode');
  }
  return null;
}

/**
 * Checks and applies a status change inside `tx` (spec §4, both the status endpoint and imports):
 * the transition rules of `checkPartStatusChange` with the part's blockers summed over all
 * warehouses, then the successor checks. Writes status, `newPartCode` (kept only for statuses that
 * name a successor), the discard flag, and a status history row.
 */
export async function applyStatusChange(
  tx: Tx,
  actor: Actor,
  part: typeof parts.$inferSelect,
  to: PartStatus,
  newPartCodeInput: string | null | undefined,
  source: 'manual' | 'import',
  holds: readonly PartHoldQuery[],
): Promise<void> {
  const from = part.status as PartStatus;
  const newPartCode = newPartCodeInput ? normalizePartCode(newPartCodeInput) : null;
  const needsSuccessor = PART_STATUSES[to].requiresNewPartCode;
  const blockers = await partBlockers(tx, holds, part.partCode, null);
  const ruled = checkPartStatusChange({ partCode: part.partCode, from, to, newPartCode, source, blockers });
  enforceAll([ruled], fieldOrCode);
  if (needsSuccessor && newPartCode && newPartCode !== part.newPartCode) {
    const v = await successorViolation(tx, part.partCode, newPartCode);
    enforceAll([v], fieldOrCode);
  }
  const successor = needsSuccessor ? newPartCode : null;
  if (from === to && successor === part.newPartCode) return;
  await tx
    .update(parts)
    .set({
      status: to,
      newPartCode: successor,
      discard: to === 'ONR',
      updatedBy: actor.userId,
      updatedAt: actor.at,
      version: sql`${parts.version} + 1`,
    })
    .where(eq(parts.partCode, part.partCode));
  await tx.insert(partStatusHistory).values({
    partCode: part.partCode,
    fromStatus: from,
    toStatus: to,
    newPartCode: successor,
    source,
    actorId: actor.userId,
    actorName: actor.name,
    createdAt: actor.at,
  });
}

/**
 * `POST /api/v1/parts/{partCode}/status` (spec §4): no discard-to-discard (PART_ALREADY_DISCARDED);
 * transitions as data (PART_STATUS_TRANSITION_INVALID); OSRB/ORB need an existing new part code first
 * (PART_NEW_PART_CODE_REQUIRED, PART_NOT_FOUND, PART_NEW_PART_CODE_SAME, PART_SUPERSESSION_CYCLE);
 * stock, open orders, inventory plans, counting, picking or shipping block discard and replace
 * (PART_STOCK_OVER_ZERO, PART_OPEN_ORDERS_EXIST, …). Stale version → CONCURRENT_MODIFICATION.
 */
export async function changePartStatus(
  tx: Tx,
  actor: Actor,
  code: string,
  input: PartStatusRequest,
  holds: readonly PartHoldQuery[],
): Promise<PartMaster> {
  const partCode = normalizePartCode(code);
  const part = await findPart(tx, partCode, true);
  if (!part) throw new AppError('NOT_FOUND');
  checkVersion(part, input.version);
  await applyStatusChange(tx, actor, part, input.status, input.newPartCode, 'manual', holds);
  const saved = await findPart(tx, partCode);
  return toPartMaster(saved as typeof parts.$inferSelect);
}

/** The status history of a part, newest first. */
export async function partStatusHistoryOf(db: Db, code: string) {
  const partCode = normalizePartCode(code);
  if (!(await findPart(db, partCode))) throw new AppError('NOT_FOUND');
  const rows = await db
    .select()
    .from(partStatusHistory)
    .where(eq(partStatusHistory.partCode, partCode))
    .orderBy(sql`${partStatusHistory.createdAt} desc, ${partStatusHistory.id} desc`);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}
