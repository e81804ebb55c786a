import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError, requiredFieldError } from '../errors';
import { cleanFileName, formatBytes } from '../files/file-types';

/** An import upload in memory: its bytes and its cleaned file name. */
export interface Upload {
  buffer: Buffer;
  fileName: string;
}

/** A parked upload older than this is an orphan (its job long gone): the next park removes it. */
const STALE_UPLOAD_MS = 24 * 3600 * 1000;

/**
 * Reads the multipart field `file` of an import upload into memory, at most `maxBytes`
 * (EXCEL_MAX_BYTES).
 * @throws AppError VALIDATION_FAILED (no file) | EXCEL_FILE_TOO_LARGE {limit} (413) | FILE_EMPTY
 */
export async function receiveExcelUpload(request: FastifyRequest, maxBytes: number): Promise<Upload> {
  const tooLarge = () => new AppError('EXCEL_FILE_TOO_LARGE', { limit: formatBytes(maxBytes) });
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (part?.fieldname !== 'file') {
    part?.file.resume();
    throw requiredFieldError('file');
  }
  let buffer: Buffer;
  try {
    buffer = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  if (buffer.length === 0) throw new AppError('FILE_EMPTY');
  return { buffer, fileName: cleanFileName(part.filename) || 'upload.xlsx' };
}

/**
 * Where an upload too large to import at once waits for its background job: `DATA_DIR/excel-uploads`,
 * one file per upload under a random name (the job's parameter). The job removes its file when it
 * ends; parking sweeps away files older than a day (a job lost with its server).
 */
export function parkedUploads(dataDir: string, log: FastifyBaseLogger) {
  const dir = path.join(dataDir, 'excel-uploads');
  /** The parked file of `name`; only its base name counts (a job parameter names no other folder). */
  const fileOf = (name: string) => path.join(dir, path.basename(name));

  async function sweep() {
    const names = await fs.promises.readdir(dir).catch(() => [] as string[]);
    const limit = Date.now() - STALE_UPLOAD_MS;
    for (const name of names) {
      const file = path.join(dir, name);
      const stat = await fs.promises.stat(file).catch(() => undefined);
      if (stat && stat.mtimeMs < limit) await fs.promises.rm(file, { force: true });
    }
  }

  return {
    /** Stores `buffer` (readable by the server's user and group only); answers the parked name. */
    async park(buffer: Buffer): Promise<string> {
      await fs.promises.mkdir(dir, { recursive: true });
      await sweep().catch((error: unknown) => log.warn({ err: error }, 'excel upload sweep failed'));
      const name = `${randomUUID()}.xlsx`;
      await fs.promises.writeFile(fileOf(name), buffer, { mode: 0o640 });
      return name;
    },
    read: (name: string): Promise<Buffer> => fs.promises.readFile(fileOf(name)),
    /** Removes a parked file; a file already gone is no error. */
    remove: (name: string): Promise<void> => fs.promises.rm(fileOf(name), { force: true }),
  };
}
