import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { AttachmentInfo } from '@spm/contracts';
import { violation } from '@spm/domain';
import type { Column } from 'drizzle-orm';
import { and, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBlob } from 'file-type';
import type { Principal } from '../access/principal';
import type { Db, DbOrTx, Tx } from '../db/client';
import { attachments, users } from '../db/platform.tables';
import { AppError, errorOf, raise, requiredFieldError } from '../errors';
import { sendDownload } from '../http/download';
import { cleanFileName, extensionOf, FILE_TYPES, type FileExtension, formatBytes } from './file-types';
import { discard, holdErrors } from './generated-stream';

/** Limits of one kind of upload; each caller passes its own (spec §5, §9). */
export interface UploadRules {
  allowedTypes: readonly FileExtension[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /** Longest accepted file name, in characters. */
  maxNameLength: number;
}

export type AttachmentRow = typeof attachments.$inferSelect;

/**
 * Decides whether a caller may read the document an attachment belongs to. Registered per owner type
 * by the module that owns the documents (e.g. `notice`); an owner type nobody registered is unreadable.
 */
export type AttachmentOwnerReader = (db: DbOrTx, principal: Principal, ownerId: number) => Promise<boolean>;

/** The read rules of an app's attachment owner types, by owner type (`AppContext.attachmentOwners`). */
export type AttachmentOwners = Map<string, AttachmentOwnerReader>;

/**
 * Registers the read rule of an owner type in the app's registry (called by the owning module when
 * its routes register); a second registration of the same type replaces the first.
 */
export function registerAttachmentOwner(
  ctx: { attachmentOwners: AttachmentOwners },
  ownerType: string,
  reader: AttachmentOwnerReader,
): void {
  ctx.attachmentOwners.set(ownerType, reader);
}

/** SQL count of the attachments of each owner row, for list queries (`ownerIdColumn` = the owner's id). */
export function attachmentCountSql(ownerType: string, ownerIdColumn: Column): SQL<number> {
  return sql<number>`(select count(*)::int from ${attachments} a
    where a.owner_type = ${ownerType} and a.owner_id = ${ownerIdColumn})`.mapWith(Number);
}

const STORAGE_KEY = /^\d{4}\/\d{2}\/[A-Za-z0-9_-]{16,64}$/;

/**
 * Attachment storage (ARCHITECTURE §2 `platform/files`): files under
 * `<dataDir>/attachments/<yyyy>/<mm>/<random key>` (never the user's name in a path), metadata in the
 * `attachments` table. An upload is unowned until a document takes it with `attach`.
 */
export function createAttachmentService({
  db,
  config,
  now,
  attachmentOwners,
}: {
  db: Db;
  config: { dataDir: string };
  now: () => Date;
  /** Who may open an owned attachment, by owner type (the app's registry). */
  attachmentOwners: AttachmentOwners;
}) {
  const root = path.join(config.dataDir, 'attachments');
  const fileOf = (storageKey: string) => {
    if (!STORAGE_KEY.test(storageKey)) throw new Error('invalid storage key');
    return path.join(root, ...storageKey.split('/'));
  };

  const infoColumns = {
    id: attachments.id,
    fileName: attachments.fileName,
    size: attachments.size,
    contentType: attachments.contentType,
    uploadedAt: attachments.uploadedAt,
    uploaderName: users.name,
  };
  const toInfo = (r: { uploadedAt: Date } & Omit<AttachmentInfo, 'uploadedAt'>): AttachmentInfo => ({
    ...r,
    uploadedAt: r.uploadedAt.toISOString(),
  });

  async function removeFile(storageKey: string) {
    await fs.promises.rm(fileOf(storageKey), { force: true });
  }

  /**
   * Gives the caller's own unowned uploads `ids` to a document, in the document's transaction.
   * @throws AppError ATTACHMENT_NOT_USABLE when an id is missing, someone else's or already attached
   */
  async function attach(
    tx: Tx,
    ids: readonly number[],
    ownerType: string,
    ownerId: number,
    userId: number,
  ): Promise<void> {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return;
    const taken = await tx
      .update(attachments)
      .set({ ownerType, ownerId })
      .where(
        and(
          inArray(attachments.id, wanted),
          eq(attachments.uploadedBy, userId),
          isNull(attachments.ownerType),
        ),
      )
      .returning({ id: attachments.id });
    if (taken.length !== wanted.length) {
      const got = new Set(taken.map((r) => r.id));
      const attachmentId = wanted.find((id) => !got.has(id));
      raise(violation('ATTACHMENT_NOT_USABLE', { attachmentId }, 'attachmentIds'));
    }
  }

  return {
    /**
     * Streams an upload to disk, computing size and sha256, then checks the content type by the bytes
     * (`file-type`): the declared extension must be allowed and agree with the content. A partial or
     * refused file is deleted. An error of `stream` — even one raised before this call reads it — or of
     * the storage (an unwritable data directory) rejects the call; it never becomes an unhandled
     * stream 'error'. Answers the stored attachment, unowned.
     * @throws AppError VALIDATION_FAILED (no name) | FILE_NAME_TOO_LONG | UNSUPPORTED_MEDIA_TYPE (415) |
     *   PAYLOAD_TOO_LARGE (413) | FILE_EMPTY
     */
    async save(
      stream: Readable,
      rawName: string,
      userId: number,
      rules: UploadRules,
    ): Promise<AttachmentInfo> {
      holdErrors(stream);
      const allowed = rules.allowedTypes.join(', ');
      const fileName = cleanFileName(rawName);
      const refuse = (error: AppError) => {
        void discard(stream);
        return error;
      };
      if (!fileName) {
        throw refuse(requiredFieldError('file'));
      }
      if ([...fileName].length > rules.maxNameLength) {
        throw refuse(errorOf(violation('FILE_NAME_TOO_LONG', { max: rules.maxNameLength }, 'file')));
      }
      const ext = extensionOf(fileName);
      if (!ext || !rules.allowedTypes.includes(ext))
        throw refuse(new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed }));
      const type = FILE_TYPES[ext];

      const at = now();
      const storageKey = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${randomBytes(24).toString('base64url')}`;
      const file = fileOf(storageKey);
      const hash = createHash('sha256');
      let size = 0;
      const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', { limit: formatBytes(rules.maxBytes) });
      const meter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (size > rules.maxBytes) return callback(tooLarge());
          hash.update(chunk);
          callback(null, chunk);
        },
      });
      try {
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await pipeline(stream, meter, fs.createWriteStream(file, { flags: 'wx', mode: 0o640 }));
        if ((stream as Readable & { truncated?: boolean }).truncated) throw tooLarge();
        if (size === 0) throw new AppError('FILE_EMPTY');
        // a truncated or malformed file can end the sniffer's stream early: that is unrecognised content
        const detected = await fileTypeFromBlob(await fs.openAsBlob(file)).catch(() => undefined);
        if (!detected || !(type.detected as readonly string[]).includes(detected.ext)) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', { allowed });
        }
        const [row] = await db
          .insert(attachments)
          .values({
            storageKey,
            fileName,
            contentType: type.contentType,
            size,
            sha256: hash.digest('hex'),
            uploadedBy: userId,
            uploadedAt: at,
          })
          .returning({ id: attachments.id });
        const [info] = await db
          .select(infoColumns)
          .from(attachments)
          .innerJoin(users, eq(users.id, attachments.uploadedBy))
          .where(eq(attachments.id, row.id));
        return toInfo(info);
      } catch (error) {
        void discard(stream);
        await removeFile(storageKey).catch(() => {});
        throw error;
      }
    },

    attach,

    /**
     * Makes `ids` the document's full attachment list: keeps those it has, attaches new ones (the
     * caller's own unowned uploads) and removes the rest. Answers the storage keys of removed files, to
     * pass to `discardFiles` after the transaction commits.
     * @throws AppError ATTACHMENT_NOT_USABLE
     */
    async replaceOwned(tx: Tx, ids: readonly number[], ownerType: string, ownerId: number, userId: number) {
      const owned = and(eq(attachments.ownerType, ownerType), eq(attachments.ownerId, ownerId));
      const removed = await tx
        .delete(attachments)
        .where(ids.length > 0 ? and(owned, notInArray(attachments.id, [...ids])) : owned)
        .returning({ storageKey: attachments.storageKey });
      const kept = await tx.select({ id: attachments.id }).from(attachments).where(owned);
      const keptIds = new Set(kept.map((r) => r.id));
      await attach(
        tx,
        ids.filter((id) => !keptIds.has(id)),
        ownerType,
        ownerId,
        userId,
      );
      return removed.map((r) => r.storageKey);
    },

    /** Deletes stored files (after the transaction that removed their rows has committed). */
    async discardFiles(storageKeys: readonly string[]): Promise<void> {
      await Promise.all(storageKeys.map(removeFile));
    },

    /** The attachments of documents, oldest first, grouped by owner id. */
    async listOwned(q: DbOrTx, ownerType: string, ownerIds: readonly number[]) {
      const byOwner = new Map<number, AttachmentInfo[]>();
      if (ownerIds.length === 0) return byOwner;
      const rows = await q
        .select({ ...infoColumns, ownerId: attachments.ownerId })
        .from(attachments)
        .innerJoin(users, eq(users.id, attachments.uploadedBy))
        .where(and(eq(attachments.ownerType, ownerType), inArray(attachments.ownerId, [...ownerIds])))
        .orderBy(attachments.id);
      for (const { ownerId, ...r } of rows) {
        const list = byOwner.get(ownerId as number) ?? [];
        list.push(toInfo(r));
        byOwner.set(ownerId as number, list);
      }
      return byOwner;
    },

    /**
     * The attachment `id` if the caller may read it: an attached file by its owner document's rule
     * (registered per owner type), an unowned upload only by its uploader.
     * @throws AppError NOT_FOUND for a missing or unreadable attachment alike
     */
    async open(id: number, principal: Principal): Promise<AttachmentRow> {
      const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      let readable = false;
      if (row.ownerType === null) readable = row.uploadedBy === principal.userId;
      else {
        const reader = attachmentOwners.get(row.ownerType);
        readable = reader !== undefined && row.ownerId !== null && (await reader(db, principal, row.ownerId));
      }
      if (!readable) throw new AppError('NOT_FOUND');
      return row;
    },

    /**
     * Saves the multipart field `file` of `request` under `rules` (see `save`).
     * @throws AppError VALIDATION_FAILED (no `file` field) and the errors of `save`
     */
    async receive(request: FastifyRequest, userId: number, rules: UploadRules): Promise<AttachmentInfo> {
      const part = await request.file();
      if (part?.fieldname !== 'file') {
        part?.file.resume();
        throw requiredFieldError('file');
      }
      return this.save(part.file, part.filename, userId, rules);
    },

    /**
     * Sends the file as a download: stored content type, `Content-Disposition: attachment` with the
     * UTF-8 name, `X-Content-Type-Options: nosniff`.
     * @throws AppError NOT_FOUND when the stored file is gone
     */
    async sendDownload(reply: FastifyReply, row: AttachmentRow) {
      const file = fileOf(row.storageKey);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (!stat?.isFile()) throw new AppError('NOT_FOUND');
      return sendDownload(reply, {
        contentType: row.contentType,
        fileName: row.fileName,
        body: fs.createReadStream(file),
        length: stat.size,
      });
    },
  };
}

export type AttachmentService = ReturnType<typeof createAttachmentService>;
