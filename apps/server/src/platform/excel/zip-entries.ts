import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { AppError } from '../errors';

/** One entry of a ZIP archive's central directory. */
export interface ZipEntry {
  name: string;
  flags: number;
  /** 0 stored, 8 deflated (others are refused by `inspectXlsx`). */
  method: number;
  compressedSize: number;
  /** Uncompressed size as declared. */
  size: number;
  /** Offset of the entry's local header. */
  localOffset: number;
}

const LOCAL_SIG = 0x04034b50;
const CENTRAL_SIG = 0x02014b50;
const END_SIG = 0x06054b50;
/** More entries than any workbook has; a directory beyond it is refused. */
const MAX_ENTRIES = 5_000;

export const invalidWorkbook = () => new AppError('EXCEL_FILE_INVALID');

/**
 * Reads a ZIP archive's central directory (end record searched from the back). ZIP64 archives are
 * refused: a workbook within our limits never needs them.
 * @throws AppError EXCEL_FILE_INVALID for anything that is not a consistent ZIP
 */
export function readCentralDirectory(buf: Buffer): { entries: ZipEntry[]; centralOffset: number } {
  if (buf.length < 22 || buf.readUInt32LE(0) !== LOCAL_SIG) throw invalidWorkbook();
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === END_SIG) {
      end = i;
      break;
    }
  }
  if (end < 0) throw invalidWorkbook();
  const count = buf.readUInt16LE(end + 10);
  const centralSize = buf.readUInt32LE(end + 12);
  const centralOffset = buf.readUInt32LE(end + 16);
  if (count === 0xffff || centralOffset === 0xffffffff || centralSize === 0xffffffff) throw invalidWorkbook();
  if (count === 0 || count > MAX_ENTRIES || centralOffset + centralSize > end) throw invalidWorkbook();
  const entries: ZipEntry[] = [];
  let p = centralOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== CENTRAL_SIG) throw invalidWorkbook();
    const nameLength = buf.readUInt16LE(p + 28);
    const entry: ZipEntry = {
      flags: buf.readUInt16LE(p + 8),
      method: buf.readUInt16LE(p + 10),
      compressedSize: buf.readUInt32LE(p + 20),
      size: buf.readUInt32LE(p + 24),
      localOffset: buf.readUInt32LE(p + 42),
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
    };
    if (
      entry.compressedSize === 0xffffffff ||
      entry.size === 0xffffffff ||
      entry.localOffset === 0xffffffff
    ) {
      throw invalidWorkbook();
    }
    entries.push(entry);
    p += 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
  }
  if (p !== centralOffset + centralSize) throw invalidWorkbook();
  return { entries, centralOffset };
}

/** Where an entry's data starts (after its local header), checked against the archive. */
export function dataStart(buf: Buffer, entry: ZipEntry): number {
  const at = entry.localOffset;
  if (at + 30 > buf.length || buf.readUInt32LE(at) !== LOCAL_SIG) throw invalidWorkbook();
  const start = at + 30 + buf.readUInt16LE(at + 26) + buf.readUInt16LE(at + 28);
  if (start + entry.compressedSize > buf.length) throw invalidWorkbook();
  return start;
}

/** The entry's content as a stream (inflated as it is read). */
export function openEntry(buf: Buffer, entry: ZipEntry): Readable {
  const start = dataStart(buf, entry);
  const data = buf.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Readable.from([data]);
  const inflate = zlib.createInflateRaw();
  inflate.end(data);
  return inflate;
}
