import type { MasterChange, Page } from '@spm/contracts';
import {
  checkByteLength,
  checkCapitals,
  checkPostalCode,
  checkTelephone,
  type ErrorCode,
  type MasterDataKind,
  type RuleViolation,
} from '@spm/domain';
import { and, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { keywordFilter } from '../../platform/db/filters';
import { enforce, enforceAll } from '../../platform/errors';
import { diffFields, recordChange } from './master-data.history';
import {
  type CodedMasterTable,
  changeRecorder,
  deactivate,
  lockByCode,
  masterPage,
  requireNewCode,
  reviseByCode,
  rowByCode,
} from './master-data.records';
import { activeFilter } from './master-data.search';

/** A coded master table with the names and pinyin initials a keyword searches. */
type NamedMasterTable = CodedMasterTable & {
  nameZh: AnyPgColumn;
  nameEn: AnyPgColumn;
  pinyinInitials: AnyPgColumn;
};

/**
 * The §5 format rules of a master form (coded errors on their fields): the code in capitals, then
 * `codeRule` (an edit's form has no code); the Chinese name at most 100 bytes; the telephone; and,
 * where `postalCode` is set, the postal code.
 */
export function masterFormViolations(
  input: { code?: string; nameZh?: string; phone?: string | null; postalCode?: string | null },
  rules: { codeRule?: (code: string) => RuleViolation | null; postalCode?: boolean } = {},
): (RuleViolation | null)[] {
  const { code, nameZh } = input;
  return [
    code !== undefined ? (checkCapitals(code, 'code') ?? rules.codeRule?.(code) ?? null) : null,
    nameZh !== undefined ? checkByteLength(nameZh, 100, 'nameZh') : null,
    checkTelephone(input.phone ?? '', 'phone'),
    ...(rules.postalCode ? [checkPostalCode(input.postalCode ?? '', 'postalCode')] : []),
  ];
}

/** How one kind of coded master record (warehouse, dealer, supplier) is read, checked and written. */
export interface CodedMasterSpec<T extends NamedMasterTable, I extends { code: string }, M> {
  kind: MasterDataKind;
  table: T;
  /** The order of a list. */
  orderBy: readonly (AnyPgColumn | SQL)[];
  /** The 409 error of a code already taken. */
  existsCode: ErrorCode;
  /** The format rules of a form (an edit's form has no code). */
  violations: (input: Partial<I>) => (RuleViolation | null)[];
  /** The row columns a form writes (all but the code). */
  columnsOf: (input: Omit<I, 'code'>) => Partial<T['$inferInsert']>;
  /** The records of `rows`, in their order. */
  toMasters: (db: DbOrTx, rows: T['$inferSelect'][]) => Promise<M[]>;
  /** Checks the references of a form (before anything is written); throws its violations. */
  checkReferences?: (tx: Tx, input: Omit<I, 'code'>) => Promise<void>;
  /** Columns only a creation writes (a sort position), computed in its transaction. */
  createdColumns?: (tx: Tx) => Promise<Partial<T['$inferInsert']>>;
  /** What else a form writes once the row of `code` is written (related rows, other modules). */
  writeRelated?: (tx: Tx, code: string, input: Omit<I, 'code'>) => Promise<void>;
  /** Why the record of `code` cannot be abolished, or null. */
  abolishBlocker?: (tx: Tx, code: string) => Promise<RuleViolation | null>;
  /** The history entry of an abolition (default: the fields that differ, i.e. `active`). */
  abolishChanges?: (before: M, after: M) => MasterChange['changes'];
}

/**
 * The reads and commands every coded master shares: a page, a detail, create, update (or import) and
 * abolish, each change recorded in the master history under `spec.kind`. Errors: NOT_FOUND for an
 * unknown code, `spec.existsCode` (409) for a taken one, the form's format rules (422),
 * CONCURRENT_MODIFICATION on a stale version, and what the spec's checks throw.
 */
export function codedMasterCommands<
  T extends NamedMasterTable,
  I extends { code: string },
  U extends Omit<I, 'code'> & { version: number },
  M extends Record<string, unknown>,
>(spec: CodedMasterSpec<T, I, M>, now: () => Date) {
  const { table } = spec;
  const record = changeRecorder(spec.kind, now);
  const one = async (db: DbOrTx, row: T['$inferSelect']) => (await spec.toMasters(db, [row]))[0];

  return {
    /**
     * The page `query` asks for, in `spec.orderBy` order: `keyword` matches the code, either name or
     * the pinyin initials, `active` the flag, and `filters` are the kind's own conditions.
     */
    async list(
      db: DbOrTx,
      query: { keyword?: string; active?: 'true' | 'false'; page: number; pageSize: number },
      filters: readonly (SQL | undefined)[] = [],
    ): Promise<Page<M>> {
      const where = and(
        keywordFilter(query.keyword, table),
        activeFilter(table.active, query.active),
        ...filters,
      );
      const { rows, total } = await masterPage(db, table, where, spec.orderBy, query);
      return { items: await spec.toMasters(db, rows), total, page: query.page, pageSize: query.pageSize };
    },

    /** One record; NOT_FOUND for an unknown code. */
    async detail(db: DbOrTx, code: string): Promise<M> {
      return one(db, await rowByCode(db, table, code));
    },

    /** Creates an active record (and what `writeRelated` adds). */
    async create(tx: Tx, principal: Principal, input: I): Promise<M> {
      enforceAll(spec.violations(input));
      await requireNewCode(tx, table, input.code, spec.existsCode);
      await spec.checkReferences?.(tx, input);
      const [row] = await tx
        .insert(table as PgTable)
        .values({ code: input.code, ...spec.columnsOf(input), ...(await spec.createdColumns?.(tx)) } as never)
        .returning();
      await spec.writeRelated?.(tx, input.code, input);
      const created = await one(tx, row as T['$inferSelect']);
      await record(tx, principal, input.code, 'create', null, { ...created });
      return created;
    },

    /** Edits a record (not its code or active flag); `action` is `import` for a row of an upload. */
    async update(
      tx: Tx,
      principal: Principal,
      code: string,
      input: U,
      action: 'update' | 'import' = 'update',
    ): Promise<M> {
      enforceAll(spec.violations(input as unknown as Partial<I>));
      const before = await one(tx, await lockByCode(tx, table, code, input.version));
      await spec.checkReferences?.(tx, input);
      const row = await reviseByCode(tx, table, code, spec.columnsOf(input));
      await spec.writeRelated?.(tx, code, input);
      const after = await one(tx, row);
      await record(tx, principal, code, action, before, after);
      return after;
    },

    /** Abolishes a record (active = false), recorded with the reason; `abolishBlocker` may refuse it. */
    async abolish(
      tx: Tx,
      principal: Principal,
      code: string,
      input: { version: number; reason?: string },
    ): Promise<M> {
      const before = await one(tx, await lockByCode(tx, table, code, input.version));
      if (spec.abolishBlocker) enforce(await spec.abolishBlocker(tx, code));
      const after = await one(tx, await deactivate(tx, table, code));
      await recordChange(tx, {
        kind: spec.kind,
        key: code,
        action: 'abolish',
        changes: (spec.abolishChanges ?? diffFields)(before, after),
        reason: input.reason ?? null,
        actor: principal,
        at: now(),
      });
      return after;
    },
  };
}
