import { checkPartResponsibility, checkSuperiorChain, normalizePartCode, violation } from '@spm/domain';
import { and, asc, count, eq, inArray, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import { requireFound } from '../../platform/access/scope';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { containsAny } from '../../platform/db/filters';
import { listPage } from '../../platform/db/paging';
import { users } from '../../platform/db/platform.tables';
import { enforce, enforceAll } from '../../platform/errors';
import { parts } from '../parts/parts.tables';
import { recordChange } from './master-data.history';
import { partResponsibles, userSuperiors } from './master-data.tables';

/** The superior of each of `userIds` (user id → superior id). */
async function superiorsOf(db: DbOrTx, userIds: readonly number[]) {
  if (userIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select()
    .from(userSuperiors)
    .where(inArray(userSuperiors.userId, [...userIds]));
  return new Map(rows.map((r) => [r.userId, r.superiorUserId]));
}

/**
 * Spec §6 "part-responsible person or their superior may enter orders and request transfers": checks
 * that `principal` may act on every part of `partCodes` for a dealer (agent order entry, transfer
 * requests). PART_NOT_RESPONSIBLE {partCode} (403) on `lines[i].partCode` for each part it may not.
 */
export async function assertPartResponsibility(
  db: DbOrTx,
  principal: Principal,
  partCodes: readonly string[],
): Promise<void> {
  const codes = partCodes.map((c) => normalizePartCode(c));
  const unique = [...new Set(codes)];
  if (unique.length === 0) return;
  const rows = await db.select().from(partResponsibles).where(inArray(partResponsibles.partCode, unique));
  const responsible = new Map(rows.map((r) => [r.partCode, r.userId]));
  const superiors = await superiorsOf(db, [...new Set(rows.map((r) => r.userId))]);
  enforceAll(
    codes.map((partCode, i) => {
      const responsibleUserId = responsible.get(partCode) ?? null;
      const superiorUserId = responsibleUserId === null ? null : (superiors.get(responsibleUserId) ?? null);
      return checkPartResponsibility(
        principal.userId,
        partCode,
        { responsibleUserId, superiorUserId },
        `lines[${i}].partCode`,
      );
    }),
  );
}

/** Is `userId` a head-office user (the only ones that may be responsible persons or superiors)? */
async function requireHeadOfficeUser(db: DbOrTx, userId: number, field: string) {
  const [u] = await db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.headOffice, true)));
  if (!u) enforce(violation('RESPONSIBLE_USER_UNKNOWN', { userId }, field));
  return u;
}

/** Part responsibility and user superiors (spec §6), head office's maintenance. */
export function createResponsibilityService(deps: { now: () => Date }) {
  const responsibleUser = alias(users, 'responsible_user');
  const superiorUser = alias(users, 'superior_user');

  async function partPage(
    db: DbOrTx,
    query: { keyword?: string; page: number; pageSize: number },
    only?: string,
  ) {
    const where = and(
      only ? eq(parts.partCode, only) : undefined,
      containsAny(query.keyword, [parts.partCode, parts.nameZh, parts.nameEn]),
    );
    return listPage(
      db.select({ total: count() }).from(parts).where(where),
      db
        .select({
          partCode: parts.partCode,
          nameZh: parts.nameZh,
          nameEn: parts.nameEn,
          responsibleUserId: partResponsibles.userId,
          responsibleName: responsibleUser.name,
          superiorUserId: userSuperiors.superiorUserId,
          superiorName: superiorUser.name,
        })
        .from(parts)
        .leftJoin(partResponsibles, eq(partResponsibles.partCode, parts.partCode))
        .leftJoin(responsibleUser, eq(responsibleUser.id, partResponsibles.userId))
        .leftJoin(userSuperiors, eq(userSuperiors.userId, partResponsibles.userId))
        .leftJoin(superiorUser, eq(superiorUser.id, userSuperiors.superiorUserId))
        .where(where)
        .orderBy(asc(parts.partCode))
        .$dynamic(),
      query,
    );
  }

  /** Head-office users (those matching `where`, if given) with their superiors: a query to order or await. */
  const headOfficeUsers = (db: DbOrTx, where?: SQL) =>
    db
      .select({
        userId: users.id,
        username: users.username,
        name: users.name,
        superiorUserId: userSuperiors.superiorUserId,
        superiorName: superiorUser.name,
      })
      .from(users)
      .leftJoin(userSuperiors, eq(userSuperiors.userId, users.id))
      .leftJoin(superiorUser, eq(superiorUser.id, userSuperiors.superiorUserId))
      .where(and(eq(users.headOffice, true), where));

  async function userRow(db: DbOrTx, userId: number) {
    const [row] = await headOfficeUsers(db, eq(users.id, userId));
    return requireFound(row);
  }

  return {
    /** Parts with their responsible person and that person's superior; `keyword` on code or names. */
    partResponsibles: (db: DbOrTx, query: { keyword?: string; page: number; pageSize: number }) =>
      partPage(db, query),

    /** Sets or clears the responsible person of a part (a head-office user). NOT_FOUND for an unknown part. */
    async setPartResponsible(tx: Tx, principal: Principal, partCode: string, userId: number | null) {
      const code = normalizePartCode(partCode);
      const [part] = await tx
        .select({ partCode: parts.partCode })
        .from(parts)
        .where(eq(parts.partCode, code));
      requireFound(part);
      const [before] = await tx.select().from(partResponsibles).where(eq(partResponsibles.partCode, code));
      const at = deps.now();
      if (userId === null) await tx.delete(partResponsibles).where(eq(partResponsibles.partCode, code));
      else {
        await requireHeadOfficeUser(tx, userId, 'responsibleUserId');
        await tx
          .insert(partResponsibles)
          .values({ partCode: code, userId, updatedAt: at })
          .onConflictDoUpdate({ target: partResponsibles.partCode, set: { userId, updatedAt: at } });
      }
      await recordChange(tx, {
        kind: 'partResponsible',
        key: code,
        action: 'update',
        changes: [{ field: 'responsibleUserId', from: before?.userId ?? null, to: userId }],
        actor: principal,
        at,
      });
      return (await partPage(tx, { page: 1, pageSize: 1 }, code)).items[0];
    },

    /** Head-office users with their superiors, by user name. */
    async userSuperiors(db: DbOrTx) {
      return headOfficeUsers(db).orderBy(asc(users.username));
    },

    /**
     * Sets or clears a head-office user's superior. SUPERIOR_CYCLE when the superior is the user or
     * one of those under them; RESPONSIBLE_USER_UNKNOWN for a superior who is not head office.
     */
    async setUserSuperior(tx: Tx, principal: Principal, userId: number, superiorUserId: number | null) {
      const before = await userRow(tx, userId);
      const changedAt = deps.now();
      if (superiorUserId === null) await tx.delete(userSuperiors).where(eq(userSuperiors.userId, userId));
      else {
        await requireHeadOfficeUser(tx, superiorUserId, 'superiorUserId');
        const chain: number[] = [];
        for (let at: number | undefined = superiorUserId; at !== undefined && chain.length < 50; ) {
          at = (await superiorsOf(tx, [at])).get(at);
          if (at !== undefined) chain.push(at);
        }
        enforce(checkSuperiorChain(userId, superiorUserId, chain));
        await tx
          .insert(userSuperiors)
          .values({ userId, superiorUserId, updatedAt: changedAt })
          .onConflictDoUpdate({
            target: userSuperiors.userId,
            set: { superiorUserId, updatedAt: changedAt },
          });
      }
      await recordChange(tx, {
        kind: 'userSuperior',
        key: String(userId),
        action: 'update',
        changes: [{ field: 'superiorUserId', from: before.superiorUserId, to: superiorUserId }],
        actor: principal,
        at: changedAt,
      });
      return userRow(tx, userId);
    },
  };
}
