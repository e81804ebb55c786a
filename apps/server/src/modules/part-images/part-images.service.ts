import type { Readable } from 'node:stream';
import type {
  PartImageCreateFields,
  PartImageItem,
  PartImageListQuery,
  PartImageUpdateRequest,
} from '@spm/contracts';
import { type Language, nameIn, normalizePartCode, violation } from '@spm/domain';
import { and, asc, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/access/principal';
import type { Db, DbOrTx, Tx } from '../../platform/db/client';
import { businessDaysFilter, containsAny, prefixPattern } from '../../platform/db/filters';
import { requestedSort } from '../../platform/db/list-order';
import { attachments, users } from '../../platform/db/platform.tables';
import { AppError, raise } from '../../platform/errors';
import type { AttachmentService } from '../../platform/files/attachment.service';
import { IMAGE_UPLOAD_TYPES } from '../../platform/files/file-types';
import type { CommandEffects } from '../../platform/http/endpoint';
import { partImages, parts } from '../parts/parts.tables';

/** Owner type of a picture's attachment. */
export const PART_IMAGE_OWNER = 'partImage';

/** Picture upload rules (spec §5, §9): jpg, jpeg or png by content, at most 4 MB, name at most 50 characters. */
export const PART_IMAGE_RULES = {
  allowedTypes: IMAGE_UPLOAD_TYPES,
  maxBytes: 4 * 1024 * 1024,
  maxNameLength: 50,
};

const columns = {
  id: partImages.id,
  partCode: partImages.partCode,
  nameZh: parts.nameZh,
  nameEn: parts.nameEn,
  title: partImages.title,
  attachmentId: partImages.attachmentId,
  fileName: attachments.fileName,
  size: attachments.size,
  contentType: attachments.contentType,
  uploadedAt: partImages.createdAt,
  uploaderName: users.name,
  version: partImages.version,
};

interface Row {
  id: number;
  partCode: string;
  nameZh: string;
  nameEn: string;
  title: string;
  attachmentId: number;
  fileName: string;
  size: number;
  contentType: string;
  uploadedAt: Date;
  uploaderName: string | null;
  version: number;
}

const SORTS: Record<string, AnyPgColumn> = {
  partCode: partImages.partCode,
  title: partImages.title,
  uploadedAt: partImages.createdAt,
};

function toItem(r: Row, language: Language): PartImageItem {
  return {
    id: r.id,
    partCode: r.partCode,
    partName: nameIn(r, language),
    title: r.title,
    fileName: r.fileName,
    size: r.size,
    contentType: r.contentType,
    uploadedAt: r.uploadedAt.toISOString(),
    uploaderName: r.uploaderName ?? '',
    version: r.version,
  };
}

/** Parts picture query (spec §2 `/partsImageQuery/index`): pictures of parts, stored as attachments. */
export function createPartImageService({
  db,
  files,
  businessTz,
  now,
}: {
  db: Db;
  files: AttachmentService;
  businessTz: string;
  /** The app clock: a picture's creation time. */
  now: () => Date;
}) {
  const select = (q: DbOrTx) =>
    q
      .select(columns)
      .from(partImages)
      .innerJoin(parts, eq(parts.partCode, partImages.partCode))
      .innerJoin(attachments, eq(attachments.id, partImages.attachmentId))
      .leftJoin(users, eq(users.id, partImages.createdBy));

  async function requirePart(q: DbOrTx, code: string): Promise<string> {
    const partCode = normalizePartCode(code);
    const [row] = await q.select({ code: parts.partCode }).from(parts).where(eq(parts.partCode, partCode));
    if (!row) {
      raise(violation('PART_NOT_FOUND', { partCode }, 'partCode'));
    }
    return partCode;
  }

  async function find(q: DbOrTx, id: number): Promise<Row> {
    const [row] = await select(q).where(eq(partImages.id, id));
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  /** After a write matched no row: the picture is gone (404) or was changed meanwhile (409). */
  async function staleOrMissing(q: DbOrTx, id: number): Promise<never> {
    const [row] = await q.select({ id: partImages.id }).from(partImages).where(eq(partImages.id, id));
    throw new AppError(row ? 'CONCURRENT_MODIFICATION' : 'NOT_FOUND');
  }

  return {
    /**
     * One page of pictures: part code prefix, keyword in the part's zh/en name or the title, upload
     * dates (business time zone) inclusive; sort `partCode`, `title`, `uploadedAt` (default newest first).
     */
    async list(q: PartImageListQuery, language: Language) {
      const conditions: (SQL | undefined)[] = [];
      if (q.partCode)
        conditions.push(like(partImages.partCode, prefixPattern(normalizePartCode(q.partCode))));
      conditions.push(containsAny(q.keyword, [parts.nameZh, parts.nameEn, partImages.title]));
      const where = and(
        ...conditions,
        ...businessDaysFilter(partImages.createdAt, q.uploadedFrom, q.uploadedTo, businessTz),
      );
      const asked = requestedSort(q.sort, SORTS);
      const order = asked
        ? [(asked.descending ? desc : asc)(SORTS[asked.field]), desc(partImages.id)]
        : [desc(partImages.createdAt), desc(partImages.id)];
      const [rows, count] = await Promise.all([
        select(db)
          .where(where)
          .orderBy(...order)
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(partImages)
          .innerJoin(parts, eq(parts.partCode, partImages.partCode))
          .where(where),
      ]);
      return {
        items: rows.map((r) => toItem(r, language)),
        total: count[0]?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    /** One picture. NOT_FOUND when missing. */
    async get(id: number, language: Language): Promise<PartImageItem> {
      return toItem(await find(db, id), language);
    },

    /**
     * Adds a picture to a part: the part must exist (PART_NOT_FOUND, checked before the file is read),
     * then the file is stored by the attachment service with the picture rules (415
     * UNSUPPORTED_MEDIA_TYPE unless jpg/jpeg/png by content; 413 PAYLOAD_TOO_LARGE over 4 MB; 422
     * FILE_NAME_TOO_LONG over 50 characters; FILE_EMPTY). An empty title becomes the file name without
     * its extension (at most 50 characters).
     */
    async create(
      principal: Principal,
      fields: PartImageCreateFields,
      file: Readable,
      fileName: string,
      language: Language,
    ) {
      let partCode: string;
      try {
        partCode = await requirePart(db, fields.partCode);
      } catch (error) {
        file.resume();
        throw error;
      }
      const info = await files.save(file, fileName, principal.userId, PART_IMAGE_RULES);
      const title =
        fields.title ?? ([...info.fileName.replace(/\.[^.]+$/, '')].slice(0, 50).join('') || info.fileName);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(partImages)
          .values({ partCode, attachmentId: info.id, title, createdBy: principal.userId, createdAt: now() })
          .returning({ id: partImages.id });
        await files.attach(tx, [info.id], PART_IMAGE_OWNER, row.id, principal.userId);
        return row.id;
      });
      return toItem(await find(db, id), language);
    },

    /** Retitles a picture or moves it to another part. PART_NOT_FOUND; stale `version` → CONCURRENT_MODIFICATION. */
    async update(
      tx: Tx,
      id: number,
      input: PartImageUpdateRequest,
      language: Language,
    ): Promise<PartImageItem> {
      const partCode = await requirePart(tx, input.partCode);
      const updated = await tx
        .update(partImages)
        .set({ partCode, title: input.title, version: sql`${partImages.version} + 1` })
        .where(and(eq(partImages.id, id), eq(partImages.version, input.version)))
        .returning({ id: partImages.id });
      if (updated.length === 0) await staleOrMissing(tx, id);
      return toItem(await find(tx, id), language);
    },

    /**
     * Deletes a picture and its attachment; the stored file goes once the transaction has committed.
     * Stale `version` → CONCURRENT_MODIFICATION; NOT_FOUND.
     */
    async remove(
      tx: Tx,
      principal: Principal,
      id: number,
      version: number,
      effects: CommandEffects,
    ): Promise<null> {
      const deleted = await tx
        .delete(partImages)
        .where(and(eq(partImages.id, id), eq(partImages.version, version)))
        .returning({ id: partImages.id });
      if (deleted.length === 0) await staleOrMissing(tx, id);
      const storageKeys = await files.replaceOwned(tx, [], PART_IMAGE_OWNER, id, principal.userId);
      effects.afterCommit(() => files.discardFiles(storageKeys));
      return null;
    },

    /** The stored attachment of picture `id`, for download and preview. NOT_FOUND when missing. */
    async attachmentOf(id: number) {
      const row = await find(db, id);
      const [attachment] = await db.select().from(attachments).where(eq(attachments.id, row.attachmentId));
      if (!attachment) throw new AppError('NOT_FOUND');
      return attachment;
    },

    /** Does picture `id` exist? (attachment read rule) */
    async exists(q: DbOrTx, id: number): Promise<boolean> {
      const [row] = await q.select({ id: partImages.id }).from(partImages).where(eq(partImages.id, id));
      return row !== undefined;
    },
  };
}

export type PartImageService = ReturnType<typeof createPartImageService>;
