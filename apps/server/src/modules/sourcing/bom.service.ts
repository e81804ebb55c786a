import type { BomInput, BomLine, BomListQuery, BomNode, BomUpdate, BomView } from '@spm/contracts';
import {
  BOM_MAX_DEPTH,
  businessDate,
  checkBomEffectiveFrom,
  checkBomEffectiveRange,
  checkBomNoCycle,
  checkBomNotSelf,
  violation,
} from '@spm/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Principal } from '../../platform/access/principal';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { prefixPattern } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { listPage } from '../../platform/db/paging';
import { checkVersion } from '../../platform/documents';
import { AppError, enforce, enforceAll, raise } from '../../platform/errors';
import { partNames } from '../parts';
import { partsOf, requirePartFound } from './shared';
import { bomLines } from './sourcing.tables';

type Row = typeof bomLines.$inferSelect;

/** Columns the BOM line list sorts by (`sort` = `field` or `-field`). */
const BOM_SORTS = {
  parentPartCode: bomLines.parentPartCode,
  childPartCode: bomLines.childPartCode,
  effectiveFrom: bomLines.effectiveFrom,
  qty: bomLines.qty,
} as const;

/** Every part below `partCode` in the BOM (any effective dates), for the cycle rule. */
async function descendantsOf(tx: DbOrTx, partCode: string): Promise<Set<string>> {
  const result = await tx.execute(sql`
    with recursive below(code, depth) as (
      select child_part_code, 1 from bom_lines where parent_part_code = ${partCode}
      union
      select b.child_part_code, below.depth + 1 from bom_lines b join below on b.parent_part_code = below.code
       where below.depth < 100)
    select distinct code from below`);
  return new Set((result.rows as { code: string }[]).map((r) => r.code));
}

/**
 * BOM maintenance (spec §1 "BOM and child parts", §5 "effective date after the system date"): lines
 * of parent → child with quantity and effective dates; no self-reference, no cycle, the child flagged
 * as sub-part; exploded and where-used views. Head office only (no data scope: the BOM is master data).
 */
export function createBomService({ db, now, tz }: { db: Db; now: () => Date; tz: string }) {
  const today = () => businessDate(now(), tz);

  async function toLines(tx: DbOrTx, rows: Row[]): Promise<BomLine[]> {
    const name = await partNames(
      tx,
      rows.flatMap((r) => [r.parentPartCode, r.childPartCode]),
    );
    return rows.map((r) => ({
      id: r.id,
      parentPartCode: r.parentPartCode,
      parentNameZh: name(r.parentPartCode).nameZh,
      parentNameEn: name(r.parentPartCode).nameEn,
      childPartCode: r.childPartCode,
      childNameZh: name(r.childPartCode).nameZh,
      childNameEn: name(r.childPartCode).nameEn,
      qty: r.qty,
      effectiveFrom: r.effectiveFrom,
      effectiveTo: r.effectiveTo,
      version: r.version,
    }));
  }

  /** Checks a line's rules; the whole BOM is locked for the check so two writers cannot close a cycle together. */
  async function checkLine(
    tx: Tx,
    line: {
      parentPartCode: string;
      childPartCode: string;
      effectiveFrom: string;
      effectiveTo: string | null;
    },
  ) {
    enforceAll([
      checkBomNotSelf(line.parentPartCode, line.childPartCode),
      checkBomEffectiveFrom(line.effectiveFrom, today()),
      checkBomEffectiveRange(line.effectiveFrom, line.effectiveTo),
    ]);
    const found = await partsOf(tx, [line.parentPartCode, line.childPartCode], (i) =>
      i === 0 ? 'parentPartCode' : 'childPartCode',
    );
    if (!found.get(line.childPartCode)?.subPart)
      enforce(violation('BOM_CHILD_NOT_SUB_PART', { partCode: line.childPartCode }, 'childPartCode'));
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bom_lines'))`);
    enforce(
      checkBomNoCycle(line.parentPartCode, line.childPartCode, await descendantsOf(tx, line.childPartCode)),
    );
  }

  async function find(tx: DbOrTx, id: number): Promise<Row> {
    const [row] = await tx.select().from(bomLines).where(eq(bomLines.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /**
   * Lines in force on `date` as a tree walk from `partCode`, down (exploded) or up (where-used).
   * @throws AppError NOT_FOUND for a part code not in the parts master (it names the resource).
   */
  async function view(
    partCode: string,
    date: string | undefined,
    direction: 'down' | 'up',
  ): Promise<BomView> {
    await requirePartFound(db, partCode);
    const on = date ?? today();
    const [f, t] =
      direction === 'down'
        ? [sql.raw('parent_part_code'), sql.raw('child_part_code')]
        : [sql.raw('child_part_code'), sql.raw('parent_part_code')];
    const inForce = sql`b.effective_from <= ${on}::date and (b.effective_to is null or b.effective_to >= ${on}::date)`;
    const result = await db.execute(sql`
      with recursive walk(level, parent, code, qty, total, eff_from, eff_to, path) as (
        select 1, b.${f}, b.${t}, b.qty, b.qty::bigint, b.effective_from, b.effective_to,
               array[b.${f}, b.${t}]::varchar[]
          from bom_lines b where b.${f} = ${partCode} and ${inForce}
        union all
        select w.level + 1, b.${f}, b.${t}, b.qty, w.total * b.qty, b.effective_from, b.effective_to,
               w.path || b.${t}
          from bom_lines b join walk w on b.${f} = w.code
         where w.level <= ${BOM_MAX_DEPTH} and not (b.${t} = any(w.path)) and ${inForce})
      select level, parent, code, qty, total, eff_from::text as eff_from, eff_to::text as eff_to
        from walk order by path`);
    const rows = result.rows as {
      level: number;
      parent: string;
      code: string;
      qty: number;
      total: number;
      eff_from: string;
      eff_to: string | null;
    }[];
    const kept = rows.filter((r) => r.level <= BOM_MAX_DEPTH);
    const name = await partNames(
      db,
      kept.map((r) => r.code),
    );
    const nodes: BomNode[] = kept.map((r) => ({
      level: Number(r.level),
      parentPartCode: r.parent,
      partCode: r.code,
      nameZh: name(r.code).nameZh,
      nameEn: name(r.code).nameEn,
      qty: Number(r.qty),
      totalQty: Number(r.total),
      effectiveFrom: r.eff_from,
      effectiveTo: r.eff_to,
    }));
    return { partCode, nodes, truncated: kept.length < rows.length };
  }

  return {
    /** Lines filtered by parent and child code prefix, newest parent first. */
    async list(query: BomListQuery) {
      const where = and(
        query.parentPartCode
          ? sql`${bomLines.parentPartCode} like ${prefixPattern(query.parentPartCode)}`
          : undefined,
        query.childPartCode
          ? sql`${bomLines.childPartCode} like ${prefixPattern(query.childPartCode)}`
          : undefined,
      );
      const asked = requestedSort(query.sort, BOM_SORTS);
      const column = asked ? BOM_SORTS[asked.field] : bomLines.parentPartCode;
      const page = await listPage(
        db.select({ total: count() }).from(bomLines).where(where),
        db
          .select()
          .from(bomLines)
          .where(where)
          .orderBy(
            asked?.descending ? desc(column) : asc(column),
            asc(bomLines.childPartCode),
            asc(bomLines.id),
          )
          .$dynamic(),
        query,
      );
      return { ...page, items: await toLines(db, page.items) };
    },

    /** @throws AppError BOM_SELF_REFERENCE, BOM_CYCLE, BOM_CHILD_NOT_SUB_PART, BOM_EFFECTIVE_DATE_NOT_AFTER_TODAY, BOM_EFFECTIVE_RANGE_INVALID, BOM_LINE_EXISTS, PART_NOT_FOUND */
    async create(tx: Tx, principal: Principal, input: BomInput): Promise<BomLine> {
      const line = { ...input, effectiveTo: input.effectiveTo ?? null };
      await checkLine(tx, line);
      const [existing] = await tx
        .select({ id: bomLines.id })
        .from(bomLines)
        .where(
          and(
            eq(bomLines.parentPartCode, line.parentPartCode),
            eq(bomLines.childPartCode, line.childPartCode),
            eq(bomLines.effectiveFrom, line.effectiveFrom),
          ),
        );
      if (existing) raise(violation('BOM_LINE_EXISTS', line, 'childPartCode'));
      const [row] = await tx
        .insert(bomLines)
        .values({ ...line, createdBy: principal.userId, createdAt: now(), updatedAt: now() })
        .returning();
      return (await toLines(tx, [row]))[0];
    },

    /** Quantity and dates of a line. Same date rules as `create`. */
    async update(tx: Tx, id: number, input: BomUpdate): Promise<BomLine> {
      const row = await find(tx, id);
      checkVersion(row, input.version);
      const effectiveTo = input.effectiveTo ?? null;
      enforceAll([
        checkBomEffectiveFrom(input.effectiveFrom, today()),
        checkBomEffectiveRange(input.effectiveFrom, effectiveTo),
      ]);
      const [updated] = await tx
        .update(bomLines)
        .set({
          qty: input.qty,
          effectiveFrom: input.effectiveFrom,
          effectiveTo,
          updatedAt: now(),
          version: row.version + 1,
        })
        .where(and(eq(bomLines.id, id), eq(bomLines.version, input.version)))
        .returning();
      if (!updated) throw new AppError('CONCURRENT_MODIFICATION');
      return (await toLines(tx, [updated]))[0];
    },

    async remove(tx: Tx, id: number, version: number): Promise<null> {
      const row = await find(tx, id);
      checkVersion(row, version);
      await tx.delete(bomLines).where(and(eq(bomLines.id, id), eq(bomLines.version, version)));
      return null;
    },

    /** Every level below the part, in force on `date` (default today). */
    exploded: (partCode: string, date?: string) => view(partCode, date, 'down'),
    /** Every parent above the part, in force on `date` (default today). */
    whereUsed: (partCode: string, date?: string) => view(partCode, date, 'up'),
  };
}

export type BomService = ReturnType<typeof createBomService>;
