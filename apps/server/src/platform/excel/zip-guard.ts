import zlib from 'node:zlib';
import { AppError } from '../errors';
import { formatBytes } from '../files/file-types';
import { dataStart, invalidWorkbook, readCentralDirectory } from './zip-entries';

/** Limits an uploaded workbook must keep before any parser sees it. */
export interface ZipLimits {
  /** Sum of the entries' uncompressed sizes, bytes. */
  maxUnpackedBytes: number;
  /** Largest uncompressed : compressed ratio of an entry bigger than 1 MB. */
  maxCompressionRatio: number;
}

const DESCRIPTOR_SIG = 0x08074b50;
const RATIO_CHECK_FROM = 1024 * 1024;
const invalid = invalidWorkbook;

/**
 * Inflates one entry into nothing, counting bytes; refuses as soon as it passes its declared size, with
 * the configured unpacked-size limit in the message (`limit`), not the entry's own claim.
 */
function inflatedSize(data: Buffer, declared: number, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = zlib.createInflateRaw();
    let total = 0;
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > declared) {
        inflate.destroy();
        reject(new AppError('EXCEL_UNPACKED_TOO_LARGE', { limit: formatBytes(limit) }));
      }
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => reject(invalid()));
    inflate.end(data);
  });
}

/**
 * Inspects an uploaded .xlsx before any parser reads it (a workbook is a ZIP archive):
 * - it must be a ZIP whose central directory is consistent, unencrypted, stored or deflated, holding
 *   `[Content_Types].xml` and `xl/workbook.xml`, with its local entries laid out back to back exactly
 *   as the directory says (nothing hidden between them) — else 415 EXCEL_FILE_INVALID;
 * - the declared uncompressed sizes must sum to at most `maxUnpackedBytes` — else 413
 *   EXCEL_UNPACKED_TOO_LARGE {limit}; an entry over 1 MB may not be compressed more than
 *   `maxCompressionRatio` : 1 — else 413 EXCEL_COMPRESSION_SUSPICIOUS {ratio, max};
 * - every entry is then inflated to nowhere, counting bytes: one that inflates to more than it declared
 *   is refused (413 EXCEL_UNPACKED_TOO_LARGE), so a lying header cannot smuggle a bomb past the sums.
 */
export async function inspectXlsx(buf: Buffer, limits: ZipLimits): Promise<void> {
  const { entries, centralOffset } = readCentralDirectory(buf);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml')) throw invalid();
  let total = 0;
  for (const e of entries) {
    if (e.flags & 0x1 || (e.method !== 0 && e.method !== 8)) throw invalid();
    total += e.size;
    if (total > limits.maxUnpackedBytes) {
      throw new AppError('EXCEL_UNPACKED_TOO_LARGE', { limit: formatBytes(limits.maxUnpackedBytes) });
    }
    const ratio = e.size / Math.max(1, e.compressedSize);
    if (e.size > RATIO_CHECK_FROM && ratio > limits.maxCompressionRatio) {
      throw new AppError('EXCEL_COMPRESSION_SUSPICIOUS', {
        ratio: Math.round(ratio),
        max: limits.maxCompressionRatio,
      });
    }
  }
  const ordered = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const e of ordered) {
    if (e.localOffset !== expected) throw invalid();
    const start = dataStart(buf, e);
    let next = start + e.compressedSize;
    if (next > centralOffset) throw invalid();
    if (e.flags & 0x8)
      next += next + 4 <= centralOffset && buf.readUInt32LE(next) === DESCRIPTOR_SIG ? 16 : 12;
    expected = next;
    const data = buf.subarray(start, start + e.compressedSize);
    if (e.method === 0) {
      if (e.compressedSize !== e.size) throw invalid();
    } else if ((await inflatedSize(data, e.size, limits.maxUnpackedBytes)) !== e.size) {
      throw invalid();
    }
  }
  if (expected !== centralOffset) throw invalid();
}
